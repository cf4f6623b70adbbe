import type { Cart, DeliverySlots } from "@dutchpot/contract";
import type { DeliveryMode } from "@dutchpot/contract/constants";
import type { SubscriptionChoice } from "../../lib/checkout-choices.ts";

/*
 * The screen's rules that read the server's cart: which delivery mode it is in and why Place Order
 * is not possible yet. No amount is computed here.
 */

/** The cart's delivery mode: pickup, a scheduled time, a subscription chosen in the wizard, else now. */
export function modeOfCart(
  cart: Pick<Cart, "isDelivery" | "deliveryDateStart">,
  hasSubscription: boolean,
): DeliveryMode {
  if (!cart.isDelivery) return "pickup";
  if (hasSubscription) return "subscribtion";
  if (cart.deliveryDateStart) return "later";
  return "now";
}

export type PlaceOrderBlock = "signedOut" | "emptyCart" | "unavailableItems" | "noAddress" | "closedNow";

export interface PlaceOrderFacts {
  isSignedIn: boolean;
  mode: DeliveryMode;
  /** Whether the shop is open now (unknown counts as open: the payment checks again). */
  isOpenNow: boolean;
}

/** Why Place Order is disabled, first reason first; null when the order can go to payment. */
export function placeOrderBlock(cart: Cart | undefined, facts: PlaceOrderFacts): PlaceOrderBlock | null {
  if (!facts.isSignedIn) return "signedOut";
  if (!cart || cart.shoppingCartItems.length === 0) return "emptyCart";
  if (cart.shoppingCartItems.some((line) => !line.isAvailable)) return "unavailableItems";
  if (facts.mode !== "pickup" && !cart.deliveryAddress) return "noAddress";
  // A shop closed now takes only scheduled orders: a pickup is collected now unless a slot is booked.
  const forNow = facts.mode === "now" || (facts.mode === "pickup" && !cart.deliveryDateStart);
  if (forNow && !facts.isOpenNow) return "closedNow";
  return null;
}

/**
 * The first delivery of a subscription: the earliest offered slot (the server's, already within
 * hours, past the preparation time and not full) on one of the chosen days at the chosen time.
 */
export function firstSubscriptionSlot(
  slots: Pick<DeliverySlots, "days">,
  choice: Pick<SubscriptionChoice, "daysOfWeek" | "timeSlot">,
): { start: string; end: string } | null {
  for (const day of slots.days) {
    if (!choice.daysOfWeek.includes(day.dayOfWeek)) continue;
    const slot = day.slots.find((s) => s.time === choice.timeSlot);
    if (slot) return { start: slot.start, end: slot.end };
  }
  return null;
}
