import type { FeePolicy } from "./fee-policy.ts";
import { shareOf } from "./rounding.ts";
import { type SalesTax, taxCentsOf } from "./sales-tax.ts";

/**
 * The one fee model (docs/checkout.md, docs/decisions/020-one-fee-model.md), in integer cents.
 * Pure: the cart answer and the payment both call it with the same inputs, so the customer is
 * charged exactly what the cart showed.
 */

/** The promotion's effect, once the promotions engine has found it applies. */
export type Discount =
  | { kind: "percentage"; bps: number; maxDiscountCents: number | null }
  | { kind: "fixedAmount"; cents: number }
  | { kind: "freeDelivery" };

export interface PriceInput {
  /** The price of each available line ((unit + option costs) × quantity); unavailable lines are left out. */
  lineCents: readonly number[];
  isDelivery: boolean;
  /** The shop's delivery fee. */
  shopDeliveryFeeCents: number;
  policy: FeePolicy;
  tax: SalesTax;
  /** The owner has no paid order yet (first-order free delivery). */
  firstOrder: boolean;
  discount: Discount | null;
  tipCents: number;
}

export interface PriceTotals {
  subTotalCents: number;
  /** What the promotion takes off: items for percentage/fixed codes, the delivery fee for free delivery. */
  discountCents: number;
  /** The delivery fee charged before a free-delivery code (0 for pickup, an empty cart, or first-order free delivery). */
  deliveryFeeCents: number;
  serviceFeeCents: number;
  orderFeeCents: number;
  taxableCents: number;
  taxCents: number;
  tipCents: number;
  /** subTotal − discount + deliveryFee + serviceFee + orderFee + tip (everything but tax). */
  totalCents: number;
  /** taxCents + totalCents. */
  amountDueCents: number;
  taxLabel: string;
  /** First-order free delivery applied. */
  freeDelivery: boolean;
}

/** The discount on the items (percentage or fixed codes): never below zero, never above the subtotal. */
export function itemDiscountCents(discount: Discount | null, subTotalCents: number): number {
  if (!discount) return 0;
  if (discount.kind === "percentage") {
    const cents = shareOf(subTotalCents, discount.bps, 10_000);
    const capped = discount.maxDiscountCents === null ? cents : Math.min(cents, discount.maxDiscountCents);
    return Math.max(0, Math.min(capped, subTotalCents));
  }
  if (discount.kind === "fixedAmount") return Math.max(0, Math.min(discount.cents, subTotalCents));
  return 0;
}

export function priceCart(input: PriceInput): PriceTotals {
  const subTotalCents = input.lineCents.reduce((sum, cents) => sum + cents, 0);
  const empty = input.lineCents.length === 0;
  const { policy } = input;
  const threshold = policy.firstOrderFreeDeliveryMinCents;
  const charged = input.isDelivery && !empty ? input.shopDeliveryFeeCents : 0;
  const freeDelivery = charged > 0 && input.firstOrder && threshold !== null && subTotalCents >= threshold;
  const deliveryFeeCents = freeDelivery ? 0 : charged;

  const itemDiscount = itemDiscountCents(input.discount, subTotalCents);
  // A free-delivery code waives what is left of the delivery fee: shown as the discount.
  const discountCents = input.discount?.kind === "freeDelivery" ? deliveryFeeCents : itemDiscount;
  const serviceFeeCents = empty ? 0 : shareOf(subTotalCents - itemDiscount, policy.serviceFeeBps, 10_000);
  const orderFeeCents = empty ? 0 : policy.orderFeeCents;

  const beforeTip = subTotalCents - discountCents + deliveryFeeCents + serviceFeeCents + orderFeeCents;
  const taxCents = taxCentsOf(beforeTip, input.tax);
  const totalCents = beforeTip + input.tipCents;
  return {
    subTotalCents,
    discountCents,
    deliveryFeeCents,
    serviceFeeCents,
    orderFeeCents,
    taxableCents: beforeTip,
    taxCents,
    tipCents: input.tipCents,
    totalCents,
    amountDueCents: taxCents + totalCents,
    taxLabel: input.tax.label,
    freeDelivery,
  };
}
