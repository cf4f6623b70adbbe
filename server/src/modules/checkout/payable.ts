import { checkoutLimits, checkoutTexts, haversineKm, type LatLng, toCents, toDollars } from "@dutchpot/contract";
import { BusinessRuleError, ConflictError, FieldValidationError } from "../../lib/errors.ts";
import type { CheckoutSnapshotView } from "./checkout.deps.ts";

const money = (cents: number) => `CA$${toDollars(cents).toFixed(2)}`;

/** Where the order goes: the drop-off pin when set, else the address's own point; null when unknown. */
export function dropOffPoint(cart: CheckoutSnapshotView["cart"]): LatLng | null {
  if (cart.pinLatitude !== null && cart.pinLongitude !== null)
    return { latitude: cart.pinLatitude, longitude: cart.pinLongitude };
  if (cart.addressLatitude !== null && cart.addressLongitude !== null)
    return { latitude: cart.addressLatitude, longitude: cart.addressLongitude };
  return null;
}

/** The shop's own radius, never beyond the platform's (the column allows up to 100 km). */
const deliveryRadiusKm = (shop: CheckoutSnapshotView["shop"]) =>
  Math.min(shop.deliveryRadiusKm, checkoutLimits.deliveryRadiusKm);

/**
 * The checks on the locked cart before anything is charged (docs/orders.md, "Refusals"): each
 * refusal is a 4xx that changes nothing. `expectedAmountCents` is the amount due the customer saw.
 */
export function assertPayable(snapshot: CheckoutSnapshotView, expectedAmountCents: number | undefined) {
  const { cart, shop, lines, totals } = snapshot;
  if (lines.length === 0) throw new BusinessRuleError(checkoutTexts.emptyCart);
  const unavailable = lines.filter((l) => !l.isAvailable);
  if (unavailable.length > 0) {
    throw new BusinessRuleError(checkoutTexts.itemsUnavailable, unavailable.map((l) => l.name).join(", "));
  }
  if (!cart.isDelivery && !shop.offersPickup) throw new FieldValidationError("isDelivery", checkoutTexts.noPickup);
  if (cart.isDelivery && !shop.offersDelivery) throw new FieldValidationError("isDelivery", checkoutTexts.noDelivery);
  if (cart.isDelivery) {
    if (!cart.deliveryAddress?.trim()) throw new FieldValidationError("deliveryAddress", checkoutTexts.addressRequired);
    // An address typed without coordinates cannot be measured; the web app always sends them.
    const point = dropOffPoint(cart);
    if (point && haversineKm(point, shop) > deliveryRadiusKm(shop)) {
      throw new FieldValidationError("deliveryAddress", checkoutTexts.addressOutOfReach);
    }
  }
  if (totals.promoProblem) throw new FieldValidationError("promoCode", totals.promoProblem);
  if (expectedAmountCents !== undefined && expectedAmountCents !== totals.amountDueCents) {
    throw new ConflictError(checkoutTexts.priceChanged, `The amount due is now ${money(totals.amountDueCents)}.`);
  }
}

/** The wire's dollars to cents (the amount the customer saw), or undefined when not sent. */
export const expectedCents = (dollars: number | undefined) => (dollars === undefined ? undefined : toCents(dollars));
