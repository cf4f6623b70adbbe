/**
 * Wire primitives without zod (the web app uses them in its first load): id range, money and
 * distance. The server and the web app import these instead of keeping their own copies.
 */

/**
 * A guest id is a random (version 4) uuid: version nibble 4, variant 8–b. The nil uuid, the all-f
 * uuid and time-based or name-based versions are not guests (anyone could share them).
 */
export const guestIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** Ids are PostgreSQL `integer`s (ABP's Int32). */
export const maxId = 2_147_483_647;

/** Haversine earth radius (spec 000 §9). */
export const earthRadiusKm = 6371;

/** Money is stored in integer cents; the wire speaks dollars with two decimals. */
export const toDollars = (cents: number) => cents / 100;

/** Dollars from the wire (or a form) to integer cents, rounded to the nearest cent. */
export const toCents = (dollars: number) => Math.round(dollars * 100);

export interface LatLng {
  latitude: number;
  longitude: number;
}

/** Great-circle distance in kilometres (haversine, R = 6371 km: spec 000 §9; the pin rule uses it on both sides). */
export function haversineKm(a: LatLng, b: LatLng): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(h)));
}
