import type { Order } from "@dutchpot/contract";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { paths } from "../../../config/paths.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { formatMoney } from "../../../lib/format.ts";

/** 'Thank you for your purchase!' with Track Order! → the order page (spec 001 §8). */
export function PaidDialog({ order, open, onClose }: { order: Order; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t("payment.success.title")}
      actions={
        <Button onClick={() => navigate(paths.customer.order.href(order.id))}>{t("payment.success.track")}</Button>
      }
    >
      <p>{t("payment.success.text", { id: order.id, amount: formatMoney(order.amountDue) })}</p>
    </Dialog>
  );
}

/** What went wrong, in the customer's words: the server's reason when it gave one. */
export function failureReason(error: unknown, t: (key: string) => string): string[] {
  if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) return [t("payment.failure.unknown")];
  const reason = [error.message, error.details].filter((part): part is string => Boolean(part));
  if (reason.length === 0) reason.push(t("payment.failure.generic"));
  if (error.status === 409) reason.push(t("payment.failure.repriced"));
  else reason.push(t("payment.failure.cartKept"));
  return reason;
}

/** 'Sorry!' with the reason and Okay; an attempt of unknown outcome may be sent again (same key). */
export function FailedDialog({
  error,
  outcomeUnknown,
  open,
  onClose,
  onRetry,
}: {
  error: unknown;
  outcomeUnknown: boolean;
  open: boolean;
  onClose: () => void;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      role="alertdialog"
      title={t("payment.failure.title")}
      hideCloseButton
      actions={
        <>
          {outcomeUnknown ? (
            <Button variant="secondary" onClick={onRetry}>
              {t("payment.failure.retry")}
            </Button>
          ) : null}
          <Button onClick={onClose}>{t("payment.failure.okay")}</Button>
        </>
      }
    >
      {failureReason(error, t).map((line) => (
        <p key={line}>{line}</p>
      ))}
    </Dialog>
  );
}
