import { merchantOrderLimits } from "@dutchpot/contract/constants";
import type { FormEvent, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useRefusalText } from "../../../../components/order-summary/refusal-text.ts";
import { Button } from "../../../../components/ui/button.tsx";
import { Dialog } from "../../../../components/ui/dialog.tsx";
import { ReasonField } from "./reason-field.tsx";

/**
 * The frame of an order refusal (cancel, reject): a dialog whose form ends with the required reason and
 * the server's refusal, and whose footer offers Keep the order and the confirming danger button.
 * `children` come first in the form (what the refusal does: refund choice, text).
 */
export function ReasonDialog({
  formId,
  title,
  confirmLabel,
  pending,
  failure,
  reason,
  onReasonChange,
  reasonError,
  onSubmit,
  onClose,
  children,
}: {
  formId: string;
  title: string;
  confirmLabel: string;
  pending: boolean;
  /** The last attempt's error, shown in words; null when there is none. */
  failure: unknown;
  reason: string;
  onReasonChange: (value: string) => void;
  reasonError: string | null;
  onSubmit: (event: FormEvent) => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const explain = useRefusalText();
  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {t("merchantOrders.keep")}
          </Button>
          <Button variant="danger" type="submit" form={formId} loading={pending}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate>
        {children}
        <ReasonField
          id={`${formId}-reason`}
          value={reason}
          onChange={onReasonChange}
          max={merchantOrderLimits.reasonMaxLength}
          error={reasonError}
        />
        {failure ? (
          <p role="alert" className="board-card__error">
            {explain(failure, t("merchantOrders.failed"))}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
