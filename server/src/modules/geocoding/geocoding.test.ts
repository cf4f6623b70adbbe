import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildShop } from "../../../test/factories.ts";
import { createTestApp } from "../../../test/support/test-app.ts";

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let shopId: number;
beforeAll(async () => {
  ctx = await createTestApp(); // GEOCODING_PROVIDER defaults to local: no network
  const shop = await buildShop(ctx.database.db, {
    address: "1540 Eglinton Ave W",
    city: "Toronto",
    postCode: "M6E 2G8",
    latitude: 43.6968,
    longitude: -79.4412,
  });
  shopId = shop.id;
  await buildShop(ctx.database.db, { address: "9 Closed Rd", isActive: false, latitude: 43.7, longitude: -79.4 });
});
afterAll(async () => ctx?.close());

const get = async (url: string) => {
  const res = await ctx.app.inject({ method: "GET", url: `/api/services/app/Geocoding/${url}` });
  return { status: res.statusCode, body: res.json() };
};
const descriptions = (items: { description: string }[]) => items.map((i) => i.description);

describe("local geocoding (offline default)", () => {
  it("suggests Canadian cities by prefix, ignoring case and accents", async () => {
    const toronto = await get("GetSuggestions?Input=TORON");
    expect(toronto.status).toBe(200);
    expect(toronto.body.result.items[0]).toEqual({
      id: "city:ON:Toronto",
      description: "Toronto, ON, Canada",
      postalCode: null,
      city: "Toronto",
      latitude: 43.70011,
      longitude: -79.4163,
    });
    const montreal = await get("GetSuggestions?Input=montreal");
    expect(descriptions(montreal.body.result.items)).toContain("Montréal, QC, Canada");
  });

  it("suggests known shop addresses first when the text has a house number", async () => {
    const { body } = await get(`GetSuggestions?Input=${encodeURIComponent("1540 eglinton")}`);
    expect(body.result.items[0]).toEqual({
      id: `shop:${shopId}`,
      description: "1540 Eglinton Ave W, Toronto, M6E 2G8",
      postalCode: "M6E 2G8",
      city: "Toronto",
      latitude: 43.6968,
      longitude: -79.4412,
    });
    const closed = await get("GetSuggestions?Input=9%20closed");
    expect(descriptions(closed.body.result.items)).not.toContain("9 Closed Rd, Toronto, M5E 1E5");
  });

  it("finds each suggestion again by its own full text (a profile's saved address is looked up so)", async () => {
    const shop = await get(`GetSuggestions?Input=${encodeURIComponent("1540 Eglinton Ave W, Toronto, M6E 2G8")}`);
    expect(shop.body.result.items[0]).toMatchObject({ id: `shop:${shopId}`, latitude: 43.6968, longitude: -79.4412 });
    const city = await get(`GetSuggestions?Input=${encodeURIComponent("Montréal, QC, Canada")}`);
    expect(city.body.result.items[0]).toMatchObject({ id: "city:QC:Montréal", description: "Montréal, QC, Canada" });
  });

  it("answers details for city and address ids, 404 for unknown ones", async () => {
    const city = await get("GetPlaceDetails?Id=city:QC:Montréal");
    expect(city.body.result).toMatchObject({ city: "Montréal", province: "Quebec", country: "Canada" });
    const shop = await get(`GetPlaceDetails?Id=shop:${shopId}`);
    expect(shop.body.result).toMatchObject({ address: "1540 Eglinton Ave W", postalCode: "M6E 2G8" });
    for (const id of ["city:ON:Atlantis", "shop:999999", "shop:abc", "nominatim:W1"]) {
      const res = await get(`GetPlaceDetails?Id=${encodeURIComponent(id)}`);
      expect(res.status, id).toBe(404);
      expect(res.body.error.message).toBe(`There is no entity Place with id = ${id}!`);
    }
  });

  it("reverse-geocodes to a known address nearby, else the nearest city, else 'Unresolved address'", async () => {
    const atShop = await get("Reverse?Latitude=43.6969&Longitude=-79.4413");
    expect(atShop.body.result).toMatchObject({
      address: "1540 Eglinton Ave W, Toronto, M6E 2G8",
      postalCode: "M6E 2G8",
      resolved: true,
    });
    const inTown = await get("Reverse?Latitude=43.66&Longitude=-79.39");
    expect(inTown.body.result).toMatchObject({ address: "Toronto, ON, Canada", city: "Toronto", resolved: true });
    const atSea = await get("Reverse?Latitude=40&Longitude=-40");
    expect(atSea.body.result).toEqual({
      address: "Unresolved address",
      city: null,
      postalCode: null,
      latitude: 40,
      longitude: -40,
      resolved: false,
    });
  });

  it("validates the input with 400s naming the field", async () => {
    const cases: [string, string][] = [
      ["GetSuggestions", "input"],
      ["GetSuggestions?Input=x&Latitude=91", "latitude"],
      ["Reverse?Latitude=43", "longitude"],
      ["Reverse?Latitude=43&Longitude=-200", "longitude"],
      ["GetPlaceDetails", "id"],
    ];
    for (const [url, member] of cases) {
      const res = await get(url);
      expect(res.status, url).toBe(400);
      expect(res.body.error.validationErrors.map((e: { members: string[] }) => e.members)).toEqual([[member]]);
    }
  });
});
