import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { CloseIcon } from "./icons.tsx";
import "./toast.css";
import "./dialog.css";

export type ToastTone = "info" | "success" | "error";

export interface ToastOptions {
  message: string;
  tone?: ToastTone;
  /** Auto-dismiss delay; the spec uses 2 s and 3 s. */
  durationMs?: number;
}

interface ToastItem extends Required<ToastOptions> {
  id: number;
}

interface ToastApi {
  show: (options: ToastOptions) => void;
  dismiss: (id: number) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast must be used inside <ToastProvider>");
  return api;
}

function ToastView({ item, onDismiss }: { item: ToastItem; onDismiss: (id: number) => void }) {
  const { t } = useTranslation();
  useEffect(() => {
    const timer = window.setTimeout(() => onDismiss(item.id), item.durationMs);
    return () => window.clearTimeout(timer);
  }, [item.id, item.durationMs, onDismiss]);
  return (
    <div className={`toast toast--${item.tone}`}>
      <p className="toast__message">{item.message}</p>
      <button type="button" className="icon-btn" aria-label={t("common.dismiss")} onClick={() => onDismiss(item.id)}>
        <CloseIcon />
      </button>
    </div>
  );
}

/** Renders toasts in a polite live region (the region stays mounted so screen readers announce additions). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [items, setItems] = useState<ToastItem[]>([]);
  const nextId = useRef(1);
  const dismiss = useCallback((id: number) => setItems((all) => all.filter((i) => i.id !== id)), []);
  const show = useCallback((options: ToastOptions) => {
    const item: ToastItem = { id: nextId.current++, tone: "info", durationMs: 3000, ...options };
    setItems((all) => [...all, item]);
  }, []);
  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <section className="toast-region" aria-live="polite" aria-label={t("common.notifications")}>
        {items.map((item) => (
          <ToastView key={item.id} item={item} onDismiss={dismiss} />
        ))}
      </section>
    </ToastContext.Provider>
  );
}
