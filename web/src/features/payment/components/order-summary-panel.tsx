import type { Cart } from "@dutchpot/contract";
import { useTranslation } from "react-i18next";
import { AmountRows } from "../../../components/order-summary/amount-rows.tsx";
import { SummaryLines } from "../../../components/order-summary/summary-lines.tsx";
import { cartLines } from "../../../components/order-summary/summary-mappers.ts";
import { TransText } from "../../../components/trans-text.tsx";
import { slotRange } from "../../../lib/dates.ts";

/** How and when the order arrives, as the checkout left the cart. */
function DeliveryFacts({ cart }: { cart: Cart }) {
  const { t, i18n } = useTranslation();
  return (
    <dl className="order-facts">
      <dt>{cart.isDelivery ? t("payment.order.delivery") : t("payment.order.pickup")}</dt>
      <dd>
        <bdi>
          {cart.isDelivery
            ? [cart.deliveryAddress, cart.apartmentNumber].filter(Boolean).join(", ") || t("payment.order.noAddress")
            : cart.shopName}
        </bdi>
        {cart.isDelivery ? (
          <span className="order-facts__sub">
            {cart.leaveAtDoor ? t("payment.order.leaveAtDoor") : t("payment.order.handToMe")}
          </span>
        ) : null}
      </dd>
      <dt>{t("payment.order.when")}</dt>
      <dd>
        {cart.deliveryDateStart
          ? slotRange(cart.deliveryDateStart, cart.deliveryDateEnd, i18n.language, cart.timeZone)
          : t("payment.order.asap")}
      </dd>
    </dl>
  );
}

/** The cart as it will be paid: shop, lines, how and when it arrives, every amount. */
export function OrderSummaryPanel({ cart }: { cart: Cart }) {
  const { t } = useTranslation();
  return (
    <section className="payment-panel payment-summary" aria-labelledby="payment-summary-title">
      <div className="payment-summary__shop">
        {cart.shopLogoUrl ? <img className="payment-summary__logo" src={cart.shopLogoUrl} alt="" /> : null}
        <h2 id="payment-summary-title">
          <TransText i18nKey="payment.summary.title" values={{ shop: cart.shopName }} />
        </h2>
      </div>
      <SummaryLines lines={cartLines(cart)} />
      <DeliveryFacts cart={cart} />
      <AmountRows amounts={cart} dueLabel={t("payment.amounts.amountDue")} />
      {cart.promoCode && cart.promoProblem ? (
        <p className="payment-note payment-note--warn">
          <bdi>{cart.promoCode}</bdi>: {cart.promoProblem}
        </p>
      ) : null}
    </section>
  );
}
