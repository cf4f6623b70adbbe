import { haversineKm } from "@dutchpot/contract/constants";
import { describe, expect, it } from "vitest";
import { roundCoord } from "./geo.ts";

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

it("roundCoord keeps six decimals", () => {
  expect(roundCoord(43.65341234)).toBe(43.653412);
});
