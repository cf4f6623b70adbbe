import { discoveryLimits } from "@dutchpot/contract/constants";

const earthRadiusKm = 6371;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine, earth radius 6371 km as in spec §9). */
export function haversineKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The near-me radius for a map view: the distance from the centre to a corner of the view, never less
 * than the default delivery radius (a zoomed-in street view still lists the stores that deliver there)
 * and never more than the server's maximum. Rounded to 0.1 km so tiny moves reuse the cached answer.
 */
export function radiusForView(
  center: { latitude: number; longitude: number },
  corner: { latitude: number; longitude: number },
): number {
  const view = haversineKm(center, corner);
  const clamped = Math.min(discoveryLimits.maxRadiusKm, Math.max(discoveryLimits.defaultRadiusKm, view));
  return Math.round(clamped * 10) / 10;
}

/** Coordinates rounded to ~1 m (6 decimals) so query keys stay stable. */
export function roundCoord(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
