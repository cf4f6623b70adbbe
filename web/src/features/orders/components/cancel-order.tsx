import type { Order } from "@dutchpot/contract";
import { orderStatus } from "@dutchpot/contract/constants";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRefusalText } from "../../../components/order-summary/refusal-text.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { useToast } from "../../../components/ui/toast.tsx";
import { formatMoney } from "../../../lib/format.ts";
import { useCancelOrder } from "../api/order-actions.ts";
import { endedHeadingId } from "./order-tracker.tsx";

/** "Cancel order" while the order may be cancelled, with a dialog stating the full refund. */
export function CancelOrder({ order }: { order: Order }) {
  const { t } = useTranslation();
  const toast = useToast();
  const explain = useRefusalText();
  const [open, setOpen] = useState(false);
  // This component's cancel succeeded: once the banner has replaced the tracker, focus goes to it.
  const [cancelledHere, setCancelledHere] = useState(false);
  const cancel = useCancelOrder();
  const ended = order.orderStatus === orderStatus.cancelled || order.orderStatus === orderStatus.refunded;
  useEffect(() => {
    // Runs after the commit that rendered the banner (the status comes with the same order).
    if (cancelledHere && ended) document.getElementById(endedHeadingId)?.focus();
  }, [cancelledHere, ended]);
  if (!order.canCancel && !open) return null;
  // While the request is in flight the dialog stays (Escape, the overlay and "Keep" wait): its outcome is never lost.
  const close = () => {
    if (cancel.isPending) return;
    setOpen(false);
    cancel.reset();
  };
  const confirm = () =>
    cancel.mutate(order.id, {
      onSuccess: () => {
        setOpen(false);
        setCancelledHere(true);
        toast.show({ message: t("orders.cancel.done"), tone: "success" });
      },
    });
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
            <Button variant="secondary" onClick={close} disabled={cancel.isPending}>
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
            {explain(cancel.error, t("orders.cancel.failed"))}
          </p>
        ) : null}
      </Dialog>
    </>
  );
}
