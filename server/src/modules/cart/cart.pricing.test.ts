import { describe, expect, it } from "vitest";
import { haversineKm, linePriceCents, pinWithinReach, toDollars } from "./cart.pricing.ts";

// The fee model itself (fees, tax, discounts, free delivery) is pinned in ../pricing/pricing.test.ts.
describe("cart pricing (cents)", () => {
  it("prices a line as (unit + option costs) × quantity", () => {
    expect(linePriceCents(1299, [200, 100], 2)).toBe(3198);
    expect(linePriceCents(350, [], 1)).toBe(350);
  });

  it("sends dollars with two decimals", () => {
    expect(toDollars(3847)).toBe(38.47);
    expect(toDollars(5)).toBe(0.05);
  });

  it("measures haversine distance with R = 6371 km and keeps the pin within 4 km", () => {
    const a = { latitude: 43.6453, longitude: -79.3806 };
    const degreesPerKm = 180 / Math.PI / 6371;
    expect(haversineKm(a, { latitude: a.latitude + 4 * degreesPerKm, longitude: a.longitude })).toBeCloseTo(4, 9);
    expect(pinWithinReach(a, { latitude: a.latitude + 3.999 * degreesPerKm, longitude: a.longitude })).toBe(true);
    expect(pinWithinReach(a, { latitude: a.latitude + 4.001 * degreesPerKm, longitude: a.longitude })).toBe(false);
  });
});
