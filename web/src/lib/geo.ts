/** Coordinates rounded to ~0.1 m (6 decimals): query keys stay stable and a saved pin reads back as sent. */
export function roundCoord(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
