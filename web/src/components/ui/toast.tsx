import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { CloseIcon } from "./icons.tsx";
import "./toast.css";
import "./dialog.css";

export type ToastTone = "info" | "success" | "error";

export interface ToastOptions {
  message: string;
  tone?: ToastTone;
  /** Auto-dismiss delay; the spec uses 2 s and 3 s. `null`: stays until dismissed or acted on. */
  durationMs?: number | null;
  /** A button in the toast (e.g. Retry); acting on it dismisses the toast. */
  action?: { label: string; onAction: () => void };
  /** A toast shown with the key of one still on screen replaces it (no pile of the same error). */
  key?: string;
}

interface ToastItem extends Omit<Required<ToastOptions>, "action" | "key"> {
  id: number;
  action?: ToastOptions["action"];
  key?: string;
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
    if (item.durationMs === null) return;
    const timer = window.setTimeout(() => onDismiss(item.id), item.durationMs);
    return () => window.clearTimeout(timer);
  }, [item.id, item.durationMs, onDismiss]);
  const { action } = item;
  return (
    <div className={`toast toast--${item.tone}`}>
      <p className="toast__message">{item.message}</p>
      {action ? (
        <button
          type="button"
          className="toast__action"
          onClick={() => {
            onDismiss(item.id);
            action.onAction();
          }}
        >
          {action.label}
        </button>
      ) : null}
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
    setItems((all) => [...all.filter((i) => !item.key || i.key !== item.key), item]);
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
