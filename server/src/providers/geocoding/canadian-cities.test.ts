import { City, State } from "country-state-city";
import { describe, expect, it } from "vitest";
import canada from "./canadian-cities.json" with { type: "json" };

describe("canadian-cities.json", () => {
  it("holds exactly the Canadian cities and provinces of the installed country-state-city (else: node server/scripts/canadian-cities.mjs)", () => {
    const provinces = Object.fromEntries(State.getStatesOfCountry("CA").map((s) => [s.isoCode, s.name]));
    const cities = (City.getCitiesOfCountry("CA") ?? [])
      .filter((c) => c.latitude && c.longitude)
      .map((c) => [c.name, c.stateCode, Number(c.latitude), Number(c.longitude)]);
    expect(cities.length).toBeGreaterThan(1000);
    expect(canada.provinces).toEqual(provinces);
    expect(canada.cities).toEqual(cities);
  });
});
