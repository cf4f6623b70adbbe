import { type PlaceDetails, partnerTexts } from "@dutchpot/contract";
import { AppError, BusinessRuleError } from "../../lib/errors.ts";
import type { GeocodingService } from "./partners.types.ts";

/** The part of a place text before its first comma ("1540 Eglinton Ave W, Toronto, …" → the street). */
export const streetOf = (placeText: string) => placeText.split(",")[0]?.trim() || placeText.trim();

/**
 * Where a registering partner's shop is: the place chosen in the address search (`placeId`), else
 * the best suggestion for the address text. An address no provider knows is a 400 (the shop must
 * be on the map); a provider outage stays a 503, and nothing is registered.
 */
export async function locateShop(
  geocoding: GeocodingService,
  input: { address: string; placeId?: string | null; latitude?: number | null; longitude?: number | null },
): Promise<Pick<PlaceDetails, "address" | "city" | "postalCode" | "latitude" | "longitude">> {
  if (input.latitude != null && input.longitude != null) {
    // The address search's own position: its city and postal code from the reverse look-up. The
    // text is the suggestion's whole place ("1540 Eglinton Ave W, Toronto, M6E 2G8"): the shop keeps
    // its street part, since city and postal code have their own columns (else they show twice).
    const point = { latitude: input.latitude, longitude: input.longitude };
    const found = await geocoding.reverse(point);
    return { address: streetOf(input.address), city: found.city, postalCode: found.postalCode, ...point };
  }
  const notFound = () => new BusinessRuleError(partnerTexts.addressNotFound, partnerTexts.addressNotFoundDetails);
  let id = input.placeId ?? null;
  if (!id) {
    const { items } = await geocoding.suggestions(input.address);
    id = items[0]?.id ?? null;
  }
  if (!id) throw notFound();
  try {
    return await geocoding.details(id);
  } catch (err) {
    if (err instanceof AppError && err.statusCode === 404) throw notFound();
    throw err;
  }
}
