import type { MerchantOrder } from "@dutchpot/contract";
import { merchantOrderLimits, orderStatusName, orderStatus as s } from "@dutchpot/contract/constants";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useRefusalText } from "../../../../components/order-summary/refusal-text.ts";
import { Button } from "../../../../components/ui/button.tsx";
import { type OrderAction, useOrderAction } from "../api/board.ts";
import { CancelOrderDialog } from "./cancel-order-dialog.tsx";
import { RejectOrderDialog } from "./reject-order-dialog.tsx";

const defaultPrepMinutes = 20;

/**
 * What the merchant can do with the order now: accept a new order with a preparation estimate or
 * reject it; move it one step forward (the button says the step); cancel it with a full or partial
 * refund. Every button names the order, so a screen reader tells twenty "Accept" buttons apart.
 */
export function OrderActions({ order, shopId }: { order: MerchantOrder; shopId: number }) {
  const { t } = useTranslation();
  const explain = useRefusalText();
  const action = useOrderAction(shopId);
  const [prepMinutes, setPrepMinutes] = useState(defaultPrepMinutes);
  const [dialog, setDialog] = useState<"reject" | "cancel" | null>(null);
  const number = order.number;
  const run = (next: OrderAction, onDone?: () => void) => action.mutate(next, { onSuccess: () => onDone?.() });
  const pending = action.isPending;
  const nextName = order.nextStatus === null ? null : orderStatusName(order.nextStatus);
  const isNew = order.status === s.confirmed || order.status === s.scheduled;
  const selectId = `prep-${order.id}`;

  return (
    <div className="board-card__actions">
      {order.status === s.confirmed ? (
        <div className="board-card__accept">
          <label htmlFor={selectId}>{t("merchantOrders.accept.label")}</label>
          <select
            id={selectId}
            value={prepMinutes}
            onChange={(event) => setPrepMinutes(Number(event.target.value))}
            aria-label={t("merchantOrders.accept.selectLabel", { number })}
          >
            {merchantOrderLimits.prepMinutesChoices.map((m) => (
              <option key={m} value={m}>
                {t("merchantOrders.accept.minutes", { count: m })}
              </option>
            ))}
          </select>
          <Button
            size="sm"
            onClick={() => run({ kind: "accept", id: order.id, prepMinutes })}
            loading={pending}
            aria-label={t("merchantOrders.accept.buttonLabel", { number })}
          >
            {t("merchantOrders.accept.button")}
          </Button>
        </div>
      ) : null}
      {nextName && !isNew ? (
        <Button
          size="sm"
          onClick={() => order.nextStatus !== null && run({ kind: "advance", id: order.id, to: order.nextStatus })}
          loading={pending}
          aria-label={t("merchantOrders.advance.buttonLabel", {
            step: t(`merchantOrders.advance.${nextName}`),
            number,
          })}
        >
          {t(`merchantOrders.advance.${nextName}`)}
        </Button>
      ) : null}
      {isNew ? (
        <Button
          size="sm"
          variant="secondary"
          onClick={() => setDialog("reject")}
          disabled={pending}
          aria-label={t("merchantOrders.reject.buttonLabel", { number })}
        >
          {t("merchantOrders.reject.button")}
        </Button>
      ) : order.canCancel ? (
        <Button
          size="sm"
          variant="ghost"
          onClick={() => setDialog("cancel")}
          disabled={pending}
          aria-label={t("merchantOrders.cancel.buttonLabel", { number })}
        >
          {t("merchantOrders.cancel.button")}
        </Button>
      ) : null}
      {action.isError && dialog === null ? (
        <p role="alert" className="board-card__error">
          {explain(action.error, t("merchantOrders.failed"))}
        </p>
      ) : null}
      {dialog === "reject" ? <RejectOrderDialog order={order} shopId={shopId} onClose={() => setDialog(null)} /> : null}
      {dialog === "cancel" ? <CancelOrderDialog order={order} shopId={shopId} onClose={() => setDialog(null)} /> : null}
    </div>
  );
}
