import type { Cart } from "@dutchpot/contract";
import { describe, expect, it } from "vitest";
import { dropOffCartOf, isPinTooFar, nudge, pinDriftKm, startPinOf } from "./pin-rule.ts";
import { cartFixture } from "./testing/cart-fixture.ts";

const home = { latitude: 43.6968, longitude: -79.4412 };

function cart(overrides: Partial<Cart> = {}): Cart {
  return cartFixture({ subTotal: 10, taxAmount: 1.3, totalPrice: 10, itemCount: 1, ...overrides });
}

describe("pin rule", () => {
  it("allows 4 km and refuses beyond it", () => {
    // 0.036° of latitude ≈ 4.003 km; 0.0359° ≈ 3.992 km.
    expect(isPinTooFar(home, { ...home, latitude: home.latitude + 0.0359 })).toBe(false);
    expect(isPinTooFar(home, { ...home, latitude: home.latitude + 0.036 })).toBe(true);
    expect(isPinTooFar(null, { latitude: 0, longitude: 0 })).toBe(false);
  });

  it("nudges by the given metres", () => {
    expect(pinDriftKm(home, nudge(home, 200, 0))).toBeCloseTo(0.2, 3);
    expect(pinDriftKm(home, nudge(home, 0, -200))).toBeCloseTo(0.2, 3);
  });

  it("starts at the pin, else the address point, else the fallback", () => {
    const pin = { latitude: 43.7, longitude: -79.44 };
    expect(startPinOf(cart({ ...{ addressLatitude: 1, addressLongitude: 2 }, ...pin }), home)).toEqual(pin);
    expect(startPinOf(cart({ addressLatitude: 1, addressLongitude: 2 }), home)).toEqual({ latitude: 1, longitude: 2 });
    expect(startPinOf(cart(), home)).toEqual(home);
  });

  it("uses the first cart with items", () => {
    expect(dropOffCartOf([cart({ id: 1, itemCount: 0 }), cart({ id: 2 })])?.id).toBe(2);
    expect(dropOffCartOf([cart({ itemCount: 0 })])).toBeNull();
    expect(dropOffCartOf(undefined)).toBeNull();
  });
});
