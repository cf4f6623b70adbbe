import type { Cart } from "@dutchpot/contract";
import { Fragment, useId } from "react";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../../lib/format.ts";
import { amountDue } from "../hooks/use-carts.ts";
import { CheckoutButton } from "./checkout-button.tsx";
import "./order-summary.css";

/**
 * The server's amounts for one cart (docs/checkout.md): subtotal, discount, delivery, service and
 * order fees, tax, tip and the amount due. A discount or order fee of 0 is not shown.
 */
export function OrderSummary({ cart }: { cart: Cart }) {
  const { t } = useTranslation();
  const titleId = useId();
  const rows: [string, number][] = [
    [t("cart.summary.subtotal"), cart.subTotal],
    ...(cart.discountedAmount > 0
      ? [[t("cart.summary.discount", { code: cart.promoCode ?? "" }), -cart.discountedAmount] as [string, number]]
      : []),
    [cart.isDelivery ? t("cart.summary.deliveryFee") : t("cart.summary.pickup"), cart.deliveryFee],
    [t("cart.summary.serviceFee", { percent: cart.feePolicy.serviceFeePercent }), cart.serviceFee],
    ...(cart.orderFee > 0 ? [[t("cart.summary.orderFee"), cart.orderFee] as [string, number]] : []),
    [t("cart.summary.tax", { label: cart.taxLabel }), cart.taxAmount],
    [t("cart.summary.tip"), cart.driverTip],
  ];
  return (
    <section className="order-summary" aria-labelledby={titleId}>
      <h3 id={titleId}>{t("cart.summary.title")}</h3>
      <dl>
        {rows.map(([label, amount]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>
              <bdi>{formatMoney(amount)}</bdi>
            </dd>
          </Fragment>
        ))}
        <dt className="order-summary__total">{t("cart.summary.total")}</dt>
        <dd className="order-summary__total">
          <bdi>{formatMoney(amountDue(cart))}</bdi>
        </dd>
      </dl>
      <p className="order-summary__note">{t("cart.summary.note")}</p>
      <CheckoutButton cart={cart} />
    </section>
  );
}
