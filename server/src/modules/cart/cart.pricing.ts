import { cartLimits, haversineKm } from "@dutchpot/contract";

// Money and distance primitives live once, in the contract (the web app uses the same ones).
export { haversineKm, toDollars } from "@dutchpot/contract";

/**
 * Cart money rules, in integer cents (the wire speaks dollars: see `toDollars`). Every amount the
 * cart shows is computed here, from the current menu prices and the shop's delivery fee.
 */

/** One line: (unit price + chosen option costs) × quantity. */
export function linePriceCents(unitPriceCents: number, optionCostsCents: readonly number[], quantity: number): number {
  const each = optionCostsCents.reduce((sum, cost) => sum + cost, unitPriceCents);
  return each * quantity;
}

/**
 * Sales tax: Ontario HST, 13 % (`cartLimits.taxRatePercent`), on the items and the delivery fee
 * (delivery is a taxable supply in Ontario); the driver tip is not taxed. Computed once on the
 * cart's taxable total and rounded half up to the cent (so lines never accumulate rounding).
 */
export function taxCents(taxableCents: number): number {
  return Math.round((taxableCents * cartLimits.taxRatePercent) / 100);
}

export interface CartTotals {
  subTotalCents: number;
  deliveryFeeCents: number;
  driverTipCents: number;
  taxAmountCents: number;
  /** subtotal + delivery fee + tip; the amount due is tax + total (spec 001 §9). */
  totalPriceCents: number;
}

/** The cart's amounts. No delivery fee for pickup carts or for an empty cart. */
export function cartTotals(input: {
  lineCents: readonly number[];
  shopDeliveryFeeCents: number;
  isDelivery: boolean;
  driverTipCents: number;
}): CartTotals {
  const subTotalCents = input.lineCents.reduce((sum, cents) => sum + cents, 0);
  const deliveryFeeCents = input.isDelivery && input.lineCents.length > 0 ? input.shopDeliveryFeeCents : 0;
  const taxAmountCents = taxCents(subTotalCents + deliveryFeeCents);
  const totalPriceCents = subTotalCents + deliveryFeeCents + input.driverTipCents;
  return { subTotalCents, deliveryFeeCents, driverTipCents: input.driverTipCents, taxAmountCents, totalPriceCents };
}

/** The drop-off pin rule: within 4 km of the delivery address (inclusive). */
export const pinWithinReach = (
  address: { latitude: number; longitude: number },
  pin: { latitude: number; longitude: number },
) => haversineKm(address, pin) <= cartLimits.maxPinDriftKm;
