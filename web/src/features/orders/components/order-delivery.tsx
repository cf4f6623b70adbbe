import type { Order } from "@dutchpot/contract";
import { useTranslation } from "react-i18next";
import { CardName } from "../../../components/order-summary/card-label.tsx";
import { slotRange } from "../../../lib/dates.ts";

/** Where and when: the address and drop-off (or the shop for pickup), the slot, the subscription, the card. */
export function Delivery({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  return (
    <section className="order-panel" aria-labelledby="order-delivery">
      <h2 id="order-delivery">{order.isDelivery ? t("payment.order.delivery") : t("payment.order.pickup")}</h2>
      <dl className="order-facts">
        {order.isDelivery ? (
          <>
            <dt>{t("payment.order.address")}</dt>
            <dd>
              <bdi>
                {[order.deliveryAddress, order.apartmentNumber].filter(Boolean).join(", ") ||
                  t("payment.order.noAddress")}
              </bdi>
            </dd>
            <dt>{t("payment.order.dropOff")}</dt>
            <dd>
              {order.leaveAtDoor ? t("payment.order.leaveAtDoor") : t("payment.order.handToMe")}
              {order.dropOffInstructions ? (
                <>
                  {" — "}
                  <bdi>{order.dropOffInstructions}</bdi>
                </>
              ) : null}
            </dd>
          </>
        ) : (
          <>
            <dt>{t("payment.order.pickupFrom")}</dt>
            <dd>
              <bdi>{order.shopName}</bdi>
            </dd>
          </>
        )}
        <dt>{t("payment.order.when")}</dt>
        <dd>
          {order.deliveryDateStart
            ? slotRange(order.deliveryDateStart, order.deliveryDateEnd, i18n.language, order.timeZone)
            : t("payment.order.asap")}
        </dd>
        {order.subscriptionId !== null ? (
          <>
            <dt>{t("payment.order.subscription")}</dt>
            <dd>{t("payment.order.subscriptionId", { id: order.subscriptionId })}</dd>
          </>
        ) : null}
        <dt>{t("payment.order.paidWith")}</dt>
        <dd>
          {order.payment ? (
            <CardName brand={order.payment.cardDetailsCardBrand} last4={order.payment.cardDetailsCardLast4} />
          ) : (
            t("payment.order.noPayment")
          )}
        </dd>
      </dl>
    </section>
  );
}
