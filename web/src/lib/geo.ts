const earthRadiusKm = 6371;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine, earth radius 6371 km as in spec §9 and the server's check). */
export function haversineKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Coordinates rounded to ~0.1 m (6 decimals): query keys stay stable and a saved pin reads back as sent. */
export function roundCoord(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
