import { cartLimits } from "@dutchpot/contract";

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

/** Cents to the wire's dollars (two decimals). */
export const toDollars = (cents: number) => cents / 100;

/** Great-circle distance in km (haversine, earth radius 6371 km: spec 000 §9). */
export function haversineKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * cartLimits.earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The drop-off pin rule: within 4 km of the delivery address (inclusive). */
export const pinWithinReach = (
  address: { latitude: number; longitude: number },
  pin: { latitude: number; longitude: number },
) => haversineKm(address, pin) <= cartLimits.maxPinDriftKm;
