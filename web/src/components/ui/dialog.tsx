import { type ReactNode, type RefObject, useId, useRef } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "react-i18next";
import { CloseIcon } from "./icons.tsx";
import { useModal } from "./use-modal.ts";
import "./dialog.css";

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  /** Element focused first; defaults to the first focusable element. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  role?: "dialog" | "alertdialog";
  hideCloseButton?: boolean;
}

/** A modal dialog: aria-modal, focus trapped, Escape and the overlay close it, body scroll locked, focus restored. */
export function Dialog({
  open,
  onClose,
  title,
  children,
  actions,
  initialFocusRef,
  role = "dialog",
  hideCloseButton,
}: DialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const bodyId = useId();
  useModal(open, ref, onClose, initialFocusRef);
  if (!open) return null;
  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: backdrop click is a pointer shortcut; Escape and the close button are the keyboard paths
    <div
      className="overlay"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: role is dialog or alertdialog, both support aria-modal */}
      <div
        ref={ref}
        className="dialog"
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={children ? bodyId : undefined}
        tabIndex={-1}
      >
        <div className="dialog__header">
          {/* Titles are often data text (an item's name): their own direction, aligned as the page. */}
          <h2 id={titleId} className="dialog__title" dir="auto">
            {title}
          </h2>
          {hideCloseButton ? null : (
            <button type="button" className="icon-btn" aria-label={t("common.close")} onClick={onClose}>
              <CloseIcon />
            </button>
          )}
        </div>
        {children ? (
          <div id={bodyId} className="dialog__body">
            {children}
          </div>
        ) : null}
        {actions ? <div className="dialog__actions">{actions}</div> : null}
      </div>
    </div>,
    document.body,
  );
}
