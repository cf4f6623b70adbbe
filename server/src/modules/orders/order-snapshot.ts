import type { NewOrderLine } from "./orders.repository.ts";

/** The amounts of a priced cart, in cents, as an order stores them (the checkout's snapshot, a renewal's quote). */
export interface PricedAmounts {
  subTotalCents: number;
  discountCents: number;
  deliveryFeeCents: number;
  serviceFeeCents: number;
  orderFeeCents: number;
  taxCents: number;
  tipCents: number;
  totalCents: number;
  amountDueCents: number;
  taxLabel: string;
}

/** The order's amount columns from a priced cart: every amount as charged, nothing recomputed. */
export const chargedAmounts = (t: PricedAmounts): PricedAmounts => ({
  subTotalCents: t.subTotalCents,
  discountCents: t.discountCents,
  deliveryFeeCents: t.deliveryFeeCents,
  serviceFeeCents: t.serviceFeeCents,
  orderFeeCents: t.orderFeeCents,
  taxCents: t.taxCents,
  tipCents: t.tipCents,
  totalCents: t.totalCents,
  amountDueCents: t.amountDueCents,
  taxLabel: t.taxLabel,
});

/** The order's lines as charged (name, image, unit price, options and their costs, quantity, line price). */
export const chargedLines = (lines: readonly NewOrderLine[]): NewOrderLine[] =>
  lines.map((l) => ({
    menuItemId: l.menuItemId,
    name: l.name,
    imageUrl: l.imageUrl,
    unitPriceCents: l.unitPriceCents,
    quantity: l.quantity,
    priceCents: l.priceCents,
    options: l.options,
  }));
