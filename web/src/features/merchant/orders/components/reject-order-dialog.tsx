import type { MerchantOrder } from "@dutchpot/contract";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useToast } from "../../../../components/ui/toast.tsx";
import { formatMoney } from "../../../../lib/format.ts";
import { useOrderAction } from "../api/board.ts";
import { ReasonDialog } from "./reason-dialog.tsx";

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
    <ReasonDialog
      formId={formId}
      title={t("merchantOrders.reject.title", { number: order.number })}
      confirmLabel={t("merchantOrders.reject.confirm")}
      pending={reject.isPending}
      failure={reject.isError ? reject.error : null}
      reason={reason}
      onReasonChange={setReason}
      reasonError={tried && missing ? t("merchantOrders.reasonRequired") : null}
      onSubmit={submit}
      onClose={close}
    >
      <p>{t("merchantOrders.reject.text", { amount: formatMoney(order.payment?.refundable ?? order.total) })}</p>
    </ReasonDialog>
  );
}
