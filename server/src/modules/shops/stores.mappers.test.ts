import { describe, expect, it } from "vitest";
import { deliveryTimeMinutes, deliveryTimeText } from "./stores.mappers.ts";

describe("delivery estimates on the wire", () => {
  it("sends the shop's minutes beside the English text", () => {
    expect(deliveryTimeMinutes(20, 35)).toEqual({ deliveryTimeMin: 20, deliveryTimeMax: 35 });
    expect(deliveryTimeText(20, 35)).toBe("20-35 min");
  });

  it("falls back to the spec's 23-25 min, as text and as minutes, when the shop has no estimate", () => {
    expect(deliveryTimeMinutes(0, 0)).toEqual({ deliveryTimeMin: 23, deliveryTimeMax: 25 });
    expect(deliveryTimeMinutes(null, null)).toEqual({ deliveryTimeMin: 23, deliveryTimeMax: 25 });
    expect(deliveryTimeText(0, 0)).toBe("23-25 min");
  });
});
