import type { MerchantOrder } from "@dutchpot/contract";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { TextField } from "../../../../components/ui/text-field.tsx";
import { useToast } from "../../../../components/ui/toast.tsx";
import { formatMoney } from "../../../../lib/format.ts";
import { newIdempotencyKey } from "../../../../lib/idempotency-key.ts";
import { useOrderAction } from "../api/board.ts";
import { ReasonDialog } from "./reason-dialog.tsx";

/** A partial refund typed in dollars: more than 0, at most `max`, at most two decimals; else null. */
export function parseRefund(text: string, max: number): number | null {
  const trimmed = text.trim().replace(",", ".");
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return null;
  const amount = Number(trimmed);
  return amount > 0 && amount <= max ? amount : null;
}

/** Cancel an order not yet handed over, refunding all that is left or a part of it; a reason is required. */
export function CancelOrderDialog({
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
  const cancel = useOrderAction(shopId);
  const max = order.payment?.refundable ?? 0;
  const [mode, setMode] = useState<"full" | "partial">("full");
  const [amountText, setAmountText] = useState("");
  const [reason, setReason] = useState("");
  const [tried, setTried] = useState(false);
  // One key per dialog: a retry after a lost answer is answered, not refunded again.
  const [key] = useState(newIdempotencyKey);
  const partial = mode === "partial" ? parseRefund(amountText, max) : null;
  const amountError = tried && mode === "partial" && partial === null;
  const reasonError = tried && reason.trim() === "";
  const close = () => {
    if (!cancel.isPending) onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (reason.trim() === "" || (mode === "partial" && partial === null)) return;
    const refundAmount = mode === "partial" ? (partial ?? undefined) : undefined;
    cancel.mutate(
      { kind: "cancel", id: order.id, reason: reason.trim(), refundAmount, idempotencyKey: key },
      {
        onSuccess: () => {
          const amount = formatMoney(refundAmount ?? max);
          toast.show({ message: t("merchantOrders.cancel.done", { number: order.number, amount }), tone: "success" });
          onClose();
        },
      },
    );
  };
  const formId = `cancel-${order.id}`;
  return (
    <ReasonDialog
      formId={formId}
      title={t("merchantOrders.cancel.title", { number: order.number })}
      confirmLabel={t("merchantOrders.cancel.confirm")}
      pending={cancel.isPending}
      failure={cancel.isError ? cancel.error : null}
      reason={reason}
      onReasonChange={setReason}
      reasonError={reasonError ? t("merchantOrders.reasonRequired") : null}
      onSubmit={submit}
      onClose={close}
    >
      <fieldset className="board-refund">
        <legend>{t("merchantOrders.cancel.refundLegend")}</legend>
        <label className="board-refund__choice">
          <input type="radio" name={`${formId}-mode`} checked={mode === "full"} onChange={() => setMode("full")} />
          {t("merchantOrders.cancel.full", { amount: formatMoney(max) })}
        </label>
        <label className="board-refund__choice">
          <input
            type="radio"
            name={`${formId}-mode`}
            checked={mode === "partial"}
            onChange={() => setMode("partial")}
            disabled={max <= 0}
          />
          {t("merchantOrders.cancel.partial")}
        </label>
        {mode === "partial" ? (
          <TextField
            label={t("merchantOrders.cancel.amount")}
            inputMode="decimal"
            value={amountText}
            onChange={(event) => setAmountText(event.target.value)}
            hint={t("merchantOrders.cancel.amountHint", { max: formatMoney(max) })}
            error={amountError ? t("merchantOrders.cancel.amountInvalid", { max: formatMoney(max) }) : null}
          />
        ) : null}
      </fieldset>
    </ReasonDialog>
  );
}
