import { discoveryLimits, haversineKm } from "@dutchpot/contract/constants";

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
