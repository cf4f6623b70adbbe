import { checkoutTexts, toDollars } from "@dutchpot/contract";
import type { promotions } from "../../db/schema/promotions.ts";
import type { Discount } from "../pricing/price-cart.ts";

export type PromotionRow = typeof promotions.$inferSelect;

/** What a promotion is checked against: the cart (or order) and its owner's history. */
export interface PromotionContext {
  now: Date;
  shopId: number;
  subTotalCents: number;
  /** The owner is a guest (per-customer limits need an account). */
  isGuest: boolean;
  /** Paid orders of the owner in the storefront (first-order codes). */
  paidOrders: number;
  /** Redemptions of this promotion by the owner (signed-in customers) and by everybody. */
  ownUses: number;
  totalUses: number;
}

/** CA$ with two decimals, as the texts show a minimum. */
export const caDollars = (cents: number) => `CA$${toDollars(cents).toFixed(2)}`;

/**
 * Why the promotion does not apply, or null when it does (docs/checkout.md "Promotions"). Checked
 * in this order, so a customer is told the most basic reason first.
 */
export function promotionProblem(promotion: PromotionRow, context: PromotionContext): string | null {
  if (!promotion.isActive) return checkoutTexts.promoInactive;
  if (promotion.startsAt && context.now < promotion.startsAt) return checkoutTexts.promoNotStarted;
  if (promotion.endsAt && context.now >= promotion.endsAt) return checkoutTexts.promoExpired;
  if (promotion.shopId !== null && promotion.shopId !== context.shopId) return checkoutTexts.promoOtherShop;
  if (promotion.totalLimit !== null && context.totalUses >= promotion.totalLimit) return checkoutTexts.promoTotalLimit;
  if (promotion.perCustomerLimit !== null) {
    if (context.isGuest) return checkoutTexts.promoSignInRequired;
    if (context.ownUses >= promotion.perCustomerLimit) return checkoutTexts.promoCustomerLimit;
  }
  if (promotion.firstOrderOnly && context.paidOrders > 0) return checkoutTexts.promoFirstOrderOnly;
  if (context.subTotalCents < promotion.minSubtotalCents) {
    return checkoutTexts.promoMinSubtotal.replace("{min}", caDollars(promotion.minSubtotalCents));
  }
  return null;
}

/** The promotion's effect for the pricing module. */
export function discountOf(promotion: PromotionRow): Discount {
  switch (promotion.kind) {
    case "percentage":
      return { kind: "percentage", bps: promotion.value, maxDiscountCents: promotion.maxDiscountCents };
    case "fixedAmount":
      return { kind: "fixedAmount", cents: promotion.value };
    case "freeDelivery":
      return { kind: "freeDelivery" };
  }
}
