import type { Cart } from "@dutchpot/contract";
import { Fragment, type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import { TransText } from "../../../components/trans-text.tsx";
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
  // The tax label and the promo code sit in a <bdi> (TransText): "HST 13%" keeps its order right to left.
  const rows: [string, ReactNode, number][] = [
    ["subtotal", t("cart.summary.subtotal"), cart.subTotal],
    ...(cart.discountedAmount > 0
      ? [
          [
            "discount",
            cart.promoCode ? (
              <TransText key="discount" i18nKey="payment.amounts.discountCode" values={{ code: cart.promoCode }} />
            ) : (
              t("payment.amounts.discount")
            ),
            -cart.discountedAmount,
          ] as [string, ReactNode, number],
        ]
      : []),
    ["delivery", cart.isDelivery ? t("cart.summary.deliveryFee") : t("cart.summary.pickup"), cart.deliveryFee],
    ["service", t("cart.summary.serviceFee", { percent: cart.feePolicy.serviceFeePercent }), cart.serviceFee],
    ...(cart.orderFee > 0 ? [["order", t("cart.summary.orderFee"), cart.orderFee] as [string, ReactNode, number]] : []),
    ["tax", <TransText key="tax" i18nKey="payment.amounts.tax" values={{ label: cart.taxLabel }} />, cart.taxAmount],
    ["tip", t("cart.summary.tip"), cart.driverTip],
  ];
  return (
    <section className="order-summary" aria-labelledby={titleId}>
      <h3 id={titleId}>{t("cart.summary.title")}</h3>
      <dl>
        {rows.map(([key, label, amount]) => (
          <Fragment key={key}>
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
