import type { MerchantOrder } from "@dutchpot/contract";
import { merchantOrderLimits } from "@dutchpot/contract/constants";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRefusalText } from "../../../../components/order-summary/refusal-text.ts";
import { Button } from "../../../../components/ui/button.tsx";
import { Dialog } from "../../../../components/ui/dialog.tsx";
import { useToast } from "../../../../components/ui/toast.tsx";
import { formatMoney } from "../../../../lib/format.ts";
import { useOrderAction } from "../api/board.ts";
import { ReasonField } from "./reason-field.tsx";

/** Reject a new order: a reason is required (the customer reads it); the payment is refunded in full. */
export function RejectOrderDialog({
  order,
  shopId,
  onClose,
}: {
  order: MerchantOrder;
  shopId: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const explain = useRefusalText();
  const reject = useOrderAction(shopId);
  const [reason, setReason] = useState("");
  const [tried, setTried] = useState(false);
  const missing = reason.trim() === "";
  const close = () => {
    if (!reject.isPending) onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (missing) return;
    reject.mutate(
      { kind: "reject", id: order.id, reason: reason.trim() },
      {
        onSuccess: () => {
          toast.show({ message: t("merchantOrders.reject.done", { number: order.number }), tone: "success" });
          onClose();
        },
      },
    );
  };
  const formId = `reject-${order.id}`;
  return (
    <Dialog
      open
      onClose={close}
      title={t("merchantOrders.reject.title", { number: order.number })}
      actions={
        <>
          <Button variant="secondary" onClick={close} disabled={reject.isPending}>
            {t("merchantOrders.keep")}
          </Button>
          <Button variant="danger" type="submit" form={formId} loading={reject.isPending}>
            {t("merchantOrders.reject.confirm")}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <p>{t("merchantOrders.reject.text", { amount: formatMoney(order.payment?.refundable ?? order.total) })}</p>
        <ReasonField
          id={`${formId}-reason`}
          value={reason}
          onChange={setReason}
          max={merchantOrderLimits.reasonMaxLength}
          error={tried && missing ? t("merchantOrders.reasonRequired") : null}
        />
        {reject.isError ? (
          <p role="alert" className="board-card__error">
            {explain(reject.error, t("merchantOrders.failed"))}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
