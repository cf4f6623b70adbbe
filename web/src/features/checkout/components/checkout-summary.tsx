import type { Cart, CartItem } from "@dutchpot/contract";
import { Fragment, type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import { intlLocale } from "../../../lib/dates.ts";
import { formatMoney } from "../../../lib/format.ts";
import type { CartSink } from "../api/cart-changes.ts";
import { CheckoutLines } from "./checkout-lines.tsx";
import { PromoEntry } from "./promo-entry.tsx";
import { TipButtons } from "./tip-buttons.tsx";

export interface CheckoutSummaryProps {
  cart: Cart;
  onCart: CartSink;
  onRemoveLine: (line: CartItem) => void;
  removingId: number | null;
  /** Place Order, below the amounts. */
  children: ReactNode;
}

interface Row {
  key: string;
  label: ReactNode;
  amount: ReactNode;
}

/**
 * The order summary (spec §2 right column): the lines, every amount exactly as the server priced
 * the cart (nothing is added up here), the tip choice and the promotion entry.
 */
export function CheckoutSummary({ cart, onCart, onRemoveLine, removingId, children }: CheckoutSummaryProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const percent = new Intl.NumberFormat(intlLocale(i18n.language), {
    maximumFractionDigits: 2,
  }).format(cart.feePolicy.serviceFeePercent);
  const money = (amount: number) => <bdi>{formatMoney(amount)}</bdi>;

  const rows: Row[] = [{ key: "subtotal", label: t("checkout.summary.subtotal"), amount: money(cart.subTotal) }];
  if (cart.discountedAmount > 0 || cart.promoCode) {
    rows.push({
      key: "discount",
      label: cart.promoCode ? (
        <>
          {t("checkout.summary.discount")} (<bdi>{cart.promoCode}</bdi>)
        </>
      ) : (
        t("checkout.summary.discount")
      ),
      amount: money(-cart.discountedAmount),
    });
  }
  if (cart.isDelivery) {
    rows.push({
      key: "delivery",
      label: cart.freeDelivery ? t("checkout.summary.freeDelivery") : t("checkout.summary.deliveryFee"),
      amount: money(cart.deliveryFee),
    });
  } else {
    rows.push({ key: "delivery", label: t("checkout.summary.pickup"), amount: money(0) });
  }
  rows.push({ key: "service", label: t("checkout.summary.serviceFee", { percent }), amount: money(cart.serviceFee) });
  if (cart.orderFee > 0)
    rows.push({ key: "order", label: t("checkout.summary.orderFee"), amount: money(cart.orderFee) });
  rows.push({
    key: "tax",
    label: (
      <>
        {t("checkout.summary.tax")} (<bdi>{cart.taxLabel}</bdi>)
      </>
    ),
    amount: money(cart.taxAmount),
  });
  rows.push({ key: "tip", label: t("checkout.summary.tip"), amount: money(cart.driverTip) });

  return (
    <section className="checkout-card checkout-summary" aria-labelledby={titleId}>
      <h2 id={titleId} className="checkout-card__title">
        {t("checkout.summary.title")} <bdi className="checkout-summary__shop">{cart.shopName}</bdi>
      </h2>
      <CheckoutLines cart={cart} onRemove={onRemoveLine} removingId={removingId} />
      <TipButtons cart={cart} onCart={onCart} />
      <PromoEntry cart={cart} onCart={onCart} />
      <dl className="checkout-amounts">
        {rows.map((row) => (
          <Fragment key={row.key}>
            <dt>{row.label}</dt>
            <dd>{row.amount}</dd>
          </Fragment>
        ))}
        <dt className="checkout-amounts__total">{t("checkout.summary.amountDue")}</dt>
        <dd className="checkout-amounts__total">{money(cart.amountDue)}</dd>
      </dl>
      {children}
    </section>
  );
}
