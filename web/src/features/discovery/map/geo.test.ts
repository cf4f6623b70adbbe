import { describe, expect, it } from "vitest";
import { haversineKm, radiusForView, roundCoord } from "./geo.ts";

const cityHall = { latitude: 43.6534, longitude: -79.3841 };

describe("haversineKm", () => {
  it("is zero for the same point and symmetric", () => {
    expect(haversineKm(cityHall, cityHall)).toBe(0);
    const airport = { latitude: 43.6777, longitude: -79.6248 };
    expect(haversineKm(cityHall, airport)).toBeCloseTo(haversineKm(airport, cityHall), 9);
  });

  it("measures a known distance (Toronto City Hall to Pearson airport ≈ 19.5 km)", () => {
    expect(haversineKm(cityHall, { latitude: 43.6777, longitude: -79.6248 })).toBeCloseTo(19.5, 0);
  });
});

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

it("roundCoord keeps six decimals", () => {
  expect(roundCoord(43.65341234)).toBe(43.653412);
});
