import { describe, expect, it } from "vitest";
import { cartTotals, haversineKm, linePriceCents, pinWithinReach, taxCents, toDollars } from "./cart.pricing.ts";

describe("cart pricing (cents)", () => {
  it("prices a line as (unit + option costs) × quantity", () => {
    expect(linePriceCents(1299, [200, 100], 2)).toBe(3198);
    expect(linePriceCents(350, [], 1)).toBe(350);
  });

  it("takes 13 % HST on items and delivery, rounded half up once, and leaves the tip untaxed", () => {
    expect(taxCents(3847)).toBe(500); // 500.11
    expect(taxCents(50)).toBe(7); // 6.5 → 7
    expect(taxCents(0)).toBe(0);
    const totals = cartTotals({
      lineCents: [3198, 350],
      shopDeliveryFeeCents: 299,
      isDelivery: true,
      driverTipCents: 300,
    });
    expect(totals).toEqual({
      subTotalCents: 3548,
      deliveryFeeCents: 299,
      driverTipCents: 300,
      taxAmountCents: 500,
      totalPriceCents: 4147,
    });
  });

  it("charges no delivery fee for pickup or an empty cart", () => {
    expect(
      cartTotals({ lineCents: [1000], shopDeliveryFeeCents: 299, isDelivery: false, driverTipCents: 0 }),
    ).toMatchObject({ deliveryFeeCents: 0, taxAmountCents: 130, totalPriceCents: 1000 });
    expect(
      cartTotals({ lineCents: [], shopDeliveryFeeCents: 299, isDelivery: true, driverTipCents: 0 }).deliveryFeeCents,
    ).toBe(0);
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
