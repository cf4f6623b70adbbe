import { cartTexts, checkoutLimits, checkoutTexts, parseUtcDateTime, type UpdateCartInput } from "@dutchpot/contract";
import type { DbOrTx } from "../../db/client.ts";
import { FieldValidationError } from "../../lib/errors.ts";
import type { CartCatalogue } from "./cart.catalogue.ts";
import { pinWithinReach } from "./cart.pricing.ts";
import type { CartPatch, CartRow } from "./cart.repository.ts";

/** ISO date-times without an offset are read as UTC (wire decision 8); the contract checked their range. */
function utc(value: string | null | undefined): Date | null | undefined {
  return value == null ? value : parseUtcDateTime(value);
}

/**
 * The change `UpdateShoppingCart` makes to one cart. Coordinates (docs in server/README.md, Cart):
 * - with `deliveryAddress` in the same call, `latitude`/`longitude` are the address's own
 *   coordinates: they become the address point and the pin starts on it;
 * - a different `deliveryAddress` without coordinates clears the point and the pin (they described
 *   the old address); the same address again keeps them (the drop-off panel re-sends it on Save);
 * - `latitude`/`longitude` alone move the pin, which must lie within 4 km of the address point.
 */
export function deliveryPatch(cart: CartRow, input: UpdateCartInput): CartPatch {
  const patch: CartPatch = {};
  if (input.leaveAtDoor !== undefined) patch.leaveAtDoor = input.leaveAtDoor;
  if (input.dropOffInstructions !== undefined) patch.dropOffInstructions = input.dropOffInstructions;
  if (input.apartmentNumber !== undefined) patch.apartmentNumber = input.apartmentNumber;
  if (input.city !== undefined) patch.city = input.city;
  if (input.zipcode !== undefined) patch.zipcode = input.zipcode;
  if (input.isDelivery !== undefined) patch.isDelivery = input.isDelivery;

  const point =
    input.latitude !== undefined && input.longitude !== undefined
      ? { latitude: input.latitude, longitude: input.longitude }
      : null;
  if (input.deliveryAddress !== undefined) {
    patch.deliveryAddress = input.deliveryAddress;
    if (point) {
      patch.addressLatitude = patch.pinLatitude = point.latitude;
      patch.addressLongitude = patch.pinLongitude = point.longitude;
    } else if (input.deliveryAddress !== cart.deliveryAddress) {
      patch.addressLatitude = patch.addressLongitude = patch.pinLatitude = patch.pinLongitude = null;
    }
  } else if (point) {
    if (cart.addressLatitude === null || cart.addressLongitude === null) {
      throw new FieldValidationError("deliveryAddress", cartTexts.addressFirst);
    }
    const address = { latitude: cart.addressLatitude, longitude: cart.addressLongitude };
    if (!pinWithinReach(address, point)) throw new FieldValidationError("latitude", cartTexts.pinTooFar);
    patch.pinLatitude = point.latitude;
    patch.pinLongitude = point.longitude;
  }

  const start = input.deliveryDateStart !== undefined ? utc(input.deliveryDateStart) : cart.deliveryDateStart;
  // A start sent alone books its half-hour slot (or, null, clears the schedule): the old end goes.
  const end =
    input.deliveryDateEnd !== undefined
      ? utc(input.deliveryDateEnd)
      : input.deliveryDateStart !== undefined
        ? start && new Date(start.getTime() + checkoutLimits.slotMinutes * 60_000)
        : cart.deliveryDateEnd;
  if (input.deliveryDateStart !== undefined) patch.deliveryDateStart = start;
  if (input.deliveryDateStart !== undefined || input.deliveryDateEnd !== undefined) patch.deliveryDateEnd = end;
  if (start && end && start >= end) {
    throw new FieldValidationError("deliveryDateEnd", cartTexts.windowOrder);
  }
  return patch;
}

/**
 * The checks of a patch that need other modules (docs/opening-hours.md): pickup and delivery only
 * where the shop offers them; a scheduled window must be a bookable slot (past, off-grid, beyond 7 days,
 * closed or full answer 400 with the reason); a null start clears the schedule back to "now".
 */
export async function assertDeliveryPatch(
  tx: DbOrTx,
  catalogue: Pick<CartCatalogue, "shops" | "hours">,
  cart: CartRow,
  input: UpdateCartInput,
  patch: CartPatch,
): Promise<void> {
  if (input.isDelivery !== undefined) {
    const [shop] = await catalogue.shops.scheduling([cart.shopId], tx);
    if (!input.isDelivery && !shop?.offersPickup) throw new FieldValidationError("isDelivery", checkoutTexts.noPickup);
    if (input.isDelivery && !shop?.offersDelivery) {
      throw new FieldValidationError("isDelivery", checkoutTexts.noDelivery);
    }
  }
  if (input.deliveryDateStart === undefined && input.deliveryDateEnd === undefined) return;
  const start = patch.deliveryDateStart !== undefined ? patch.deliveryDateStart : cart.deliveryDateStart;
  const end = patch.deliveryDateEnd !== undefined ? patch.deliveryDateEnd : cart.deliveryDateEnd;
  if (start === null) {
    if (end !== null) throw new FieldValidationError("deliveryDateStart", checkoutTexts.slotNotOnGrid);
    return;
  }
  await catalogue.hours.assertSlot({ shopId: cart.shopId, start, end }, tx);
}
