import { Fragment, type ReactNode } from "react";
import "./order-summary.css";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../lib/format.ts";
import { TransText } from "../trans-text.tsx";

/** The amounts a cart and an order share (dollars, from the server; docs/checkout.md). */
export interface Amounts {
  subTotal: number;
  discountedAmount: number;
  promoCode: string | null;
  isDelivery: boolean;
  deliveryFee: number;
  serviceFee: number;
  orderFee: number;
  taxAmount: number;
  taxLabel: string;
  driverTip: number;
  totalPrice: number;
  amountDue: number;
}

interface Row {
  key: string;
  label: ReactNode;
  amount: number;
  negative?: boolean;
}

/**
 * Every amount as the server computed it: subtotal, discount with its code, delivery fee (none for
 * pickup), service fee, order fee, tax with its label, tip, total before tax and the amount due.
 */
export function AmountRows({ amounts, dueLabel }: { amounts: Amounts; dueLabel: string }) {
  const { t } = useTranslation();
  const withValue = (key: string, values: Record<string, string>) => <TransText i18nKey={key} values={values} />;
  const rows: Row[] = [{ key: "subtotal", label: t("payment.amounts.subtotal"), amount: amounts.subTotal }];
  if (amounts.discountedAmount > 0) {
    rows.push({
      key: "discount",
      label: amounts.promoCode
        ? // The code sits in a <bdi>: "(SAVE5)" keeps its parentheses right to left.
          withValue("payment.amounts.discountCode", { code: amounts.promoCode })
        : t("payment.amounts.discount"),
      amount: amounts.discountedAmount,
      negative: true,
    });
  }
  if (amounts.isDelivery)
    rows.push({ key: "delivery", label: t("payment.amounts.deliveryFee"), amount: amounts.deliveryFee });
  rows.push({ key: "service", label: t("payment.amounts.serviceFee"), amount: amounts.serviceFee });
  if (amounts.orderFee > 0) rows.push({ key: "order", label: t("payment.amounts.orderFee"), amount: amounts.orderFee });
  rows.push(
    { key: "tax", label: withValue("payment.amounts.tax", { label: amounts.taxLabel }), amount: amounts.taxAmount },
    { key: "tip", label: t("payment.amounts.tip"), amount: amounts.driverTip },
    { key: "total", label: t("payment.amounts.totalBeforeTax"), amount: amounts.totalPrice },
  );
  return (
    <dl className="amount-rows">
      {rows.map((row) => (
        <Fragment key={row.key}>
          <dt>{row.label}</dt>
          <dd>
            <bdi>{row.negative ? `−${formatMoney(row.amount)}` : formatMoney(row.amount)}</bdi>
          </dd>
        </Fragment>
      ))}
      <dt className="amount-rows__due">{dueLabel}</dt>
      <dd className="amount-rows__due">
        <bdi>{formatMoney(amounts.amountDue)}</bdi>
      </dd>
    </dl>
  );
}
