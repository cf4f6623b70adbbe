import { haversineKm } from "@dutchpot/contract/constants";
import { describe, expect, it } from "vitest";
import { radiusForView } from "./geo.ts";

const cityHall = { latitude: 43.6534, longitude: -79.3841 };

describe("radiusForView", () => {
  it("never goes below the default delivery radius when zoomed in", () => {
    expect(radiusForView(cityHall, { latitude: 43.6544, longitude: -79.3826 })).toBe(10);
  });

  it("follows the view when zoomed out", () => {
    const r = radiusForView(cityHall, { latitude: 43.8, longitude: -79.2 });
    expect(r).toBeGreaterThan(10);
    expect(r).toBeLessThan(50);
    expect(r).toBe(Math.round(haversineKm(cityHall, { latitude: 43.8, longitude: -79.2 }) * 10) / 10);
  });

  it("is capped at the server's 50 km maximum", () => {
    expect(radiusForView(cityHall, { latitude: 45.5, longitude: -73.6 })).toBe(50);
  });
});
