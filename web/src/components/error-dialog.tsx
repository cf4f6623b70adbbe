import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../lib/api-client.ts";
import { Button } from "./ui/button.tsx";
import { Dialog } from "./ui/dialog.tsx";

export interface ErrorDialogContent {
  title: string;
  details: string | null;
}

type ShowError = (error: unknown) => void;

const ErrorDialogContext = createContext<ShowError | null>(null);

/** Returns `showError(error)`: opens the API error dialog (title = error.message, text = error.details). */
export function useErrorDialog(): ShowError {
  const show = useContext(ErrorDialogContext);
  if (!show) throw new Error("useErrorDialog must be used inside <ErrorDialogProvider>");
  return show;
}

export function toErrorDialogContent(error: unknown, fallbackTitle: string): ErrorDialogContent {
  if (error instanceof ApiError) return { title: error.message || fallbackTitle, details: error.details };
  if (error instanceof Error) return { title: error.message || fallbackTitle, details: null };
  return { title: fallbackTitle, details: null };
}

export function ErrorDialogProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [content, setContent] = useState<ErrorDialogContent | null>(null);
  const show = useCallback<ShowError>((error) => setContent(toErrorDialogContent(error, t("errors.title"))), [t]);
  const close = useCallback(() => setContent(null), []);
  const value = useMemo(() => show, [show]);
  return (
    <ErrorDialogContext.Provider value={value}>
      {children}
      <Dialog
        open={content !== null}
        onClose={close}
        role="alertdialog"
        title={content?.title ?? ""}
        hideCloseButton
        actions={<Button onClick={close}>{t("common.tryAgain")}</Button>}
      >
        {content?.details ? <p>{content.details}</p> : null}
      </Dialog>
    </ErrorDialogContext.Provider>
  );
}
