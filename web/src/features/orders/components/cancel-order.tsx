import type { Order } from "@dutchpot/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { useToast } from "../../../components/ui/toast.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { formatMoney } from "../../../lib/format.ts";
import { useCancelOrder } from "../api/order-actions.ts";
import { endedHeadingId } from "./order-tracker.tsx";

/** "Cancel order" while the order may be cancelled, with a dialog stating the full refund. */
export function CancelOrder({ order }: { order: Order }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const cancel = useCancelOrder();
  if (!order.canCancel && !open) return null;
  const close = () => {
    setOpen(false);
    cancel.reset();
  };
  const confirm = () =>
    cancel.mutate(order.id, {
      onSuccess: () => {
        setOpen(false);
        toast.show({ message: t("orders.cancel.done"), tone: "success" });
        // The button is gone with the dialog: focus goes to the banner that replaced the tracker.
        window.setTimeout(() => document.getElementById(endedHeadingId)?.focus(), 0);
      },
    });
  const refused =
    cancel.error instanceof ApiError && cancel.error.status !== 0 ? cancel.error.message : t("orders.cancel.failed");
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t("orders.cancel.button")}
      </Button>
      <Dialog
        open={open}
        onClose={close}
        role="alertdialog"
        title={t("orders.cancel.title")}
        actions={
          <>
            <Button variant="secondary" onClick={close}>
              {t("orders.cancel.keep")}
            </Button>
            <Button variant="danger" onClick={confirm} loading={cancel.isPending}>
              {t("orders.cancel.confirm")}
            </Button>
          </>
        }
      >
        <p>{t("orders.cancel.refund", { amount: formatMoney(order.amountDue) })}</p>
        {cancel.isError ? (
          <p role="alert" className="order-error">
            {refused}
          </p>
        ) : null}
      </Dialog>
    </>
  );
}
