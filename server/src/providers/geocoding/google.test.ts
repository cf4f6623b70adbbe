import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeRequest, sendJson, startHttpFake } from "../../../test/http-fake.ts";
import { createTestApp } from "../../../test/support/test-app.ts";
import { loadConfig } from "../../config.ts";

/** Documented Google answers (trimmed): Places Autocomplete, Place Details and the Geocoding API. */
const unionStation = {
  place_id: "ChIJ3S-JXmauEmsRUcIaWtf4MzE",
  formatted_address: "65 Front St W, Toronto, ON M5J 1E6, Canada",
  geometry: { location: { lat: 43.6452, lng: -79.3806 } },
  address_components: [
    { long_name: "65", short_name: "65", types: ["street_number"] },
    { long_name: "Front Street West", short_name: "Front St W", types: ["route"] },
    { long_name: "Toronto", short_name: "Toronto", types: ["locality", "political"] },
    { long_name: "Ontario", short_name: "ON", types: ["administrative_area_level_1", "political"] },
    { long_name: "Canada", short_name: "CA", types: ["country", "political"] },
    { long_name: "M5J 1E6", short_name: "M5J 1E6", types: ["postal_code"] },
  ],
};

let status = "OK";
const fake = await startHttpFake((req: FakeRequest, res) => {
  if (req.query.get("key") !== "test-key") return sendJson(res, { status: "REQUEST_DENIED", error_message: "bad key" });
  if (status !== "OK") return sendJson(res, { status, predictions: [], results: [] });
  if (req.path === "/maps/api/place/autocomplete/json") {
    return sendJson(res, {
      status: "OK",
      predictions: [
        { place_id: unionStation.place_id, description: "Union Station, Front Street West, Toronto, ON, Canada" },
      ],
    });
  }
  if (req.path === "/maps/api/place/details/json") {
    if (req.query.get("place_id") !== unionStation.place_id) return sendJson(res, { status: "NOT_FOUND" });
    return sendJson(res, { status: "OK", result: unionStation });
  }
  if (req.path === "/maps/api/geocode/json") return sendJson(res, { status: "OK", results: [unionStation] });
  return sendJson(res, { status: "INVALID_REQUEST" }, 404);
});

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp({
    GEOCODING_PROVIDER: "google",
    GOOGLE_MAPS_URL: fake.url,
    GOOGLE_MAPS_API_KEY: "test-key",
  });
});
afterAll(async () => {
  await ctx?.close();
  await fake.close();
});

const get = async (url: string) => {
  const res = await ctx.app.inject({ method: "GET", url: `/api/services/app/Geocoding/${url}` });
  return { status: res.statusCode, body: res.json() };
};

describe("Google geocoding adapter", () => {
  it("suggests through Places Autocomplete restricted to Canada, biased to the given point", async () => {
    status = "OK";
    const { body } = await get("GetSuggestions?Input=union&Latitude=43.65&Longitude=-79.38");
    expect(body.result.items).toEqual([
      {
        id: `google:${unionStation.place_id}`,
        description: "Union Station, Front Street West, Toronto, ON, Canada",
        postalCode: null,
        city: null,
        latitude: null,
        longitude: null,
      },
    ]);
    expect(Object.fromEntries((fake.requests.at(-1) as FakeRequest).query)).toEqual({
      input: "union",
      components: "country:ca",
      location: "43.65,-79.38",
      radius: "50000",
      key: "test-key",
    });
  });

  it("reads postal code, city and position from Place Details", async () => {
    status = "OK";
    const { body } = await get(`GetPlaceDetails?Id=google:${unionStation.place_id}`);
    expect(body.result).toEqual({
      id: `google:${unionStation.place_id}`,
      description: unionStation.formatted_address,
      address: "65 Front Street West",
      city: "Toronto",
      province: "Ontario",
      postalCode: "M5J 1E6",
      country: "Canada",
      latitude: 43.6452,
      longitude: -79.3806,
    });
    expect((await get("GetPlaceDetails?Id=google:unknown")).status).toBe(404);
  });

  it("reverse-geocodes; ZERO_RESULTS and REQUEST_DENIED give the product's fallbacks", async () => {
    status = "OK";
    const found = await get("Reverse?Latitude=43.6452&Longitude=-79.3806");
    expect(found.body.result).toMatchObject({ address: unionStation.formatted_address, postalCode: "M5J 1E6" });
    status = "ZERO_RESULTS";
    expect((await get("Reverse?Latitude=43.6452&Longitude=-79.3806")).body.result.address).toBe("Unresolved address");
    expect((await get("GetSuggestions?Input=union")).body.result.items).toEqual([]);
    status = "OVER_QUERY_LIMIT";
    expect((await get("GetSuggestions?Input=union")).body.result.items).toEqual([]);
    expect((await get(`GetPlaceDetails?Id=google:${unionStation.place_id}`)).status).toBe(503);
  });

  it("refuses to start without an API key", () => {
    expect(() => loadConfig({ GEOCODING_PROVIDER: "google" })).toThrow(
      "GOOGLE_MAPS_API_KEY: required when GEOCODING_PROVIDER is google",
    );
  });
});
