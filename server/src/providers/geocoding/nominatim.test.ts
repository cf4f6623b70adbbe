import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeRequest, sendJson, startHttpFake } from "../../../test/http-fake.ts";
import { createTestApp } from "../../../test/support/test-app.ts";

/** Real Nominatim jsonv2 shapes (trimmed): https://nominatim.org/release-docs/latest/api/Output/ */
const cnTower = {
  place_id: 1,
  osm_type: "way",
  osm_id: 25_683_246,
  lat: "43.6425637",
  lon: "-79.3870871",
  display_name: "CN Tower, 290, Bremner Boulevard, Toronto, Ontario, M5V 3L9, Canada",
  address: {
    tourism: "CN Tower",
    house_number: "290",
    road: "Bremner Boulevard",
    city: "Toronto",
    state: "Ontario",
    postcode: "M5V 3L9",
    country: "Canada",
  },
};

let mode: "ok" | "fail" | "garbage" = "ok";
const fake = await startHttpFake((req: FakeRequest, res) => {
  if (mode === "fail") return sendJson(res, { error: "overloaded" }, 503);
  if (mode === "garbage") {
    res.writeHead(200, { "content-type": "text/html" });
    return res.end("<html>blocked</html>");
  }
  if (req.path === "/search") return sendJson(res, req.query.get("q") === "nowhere" ? [] : [cnTower]);
  if (req.path === "/lookup") return sendJson(res, req.query.get("osm_ids") === "W25683246" ? [cnTower] : []);
  if (req.path === "/reverse") {
    return sendJson(res, Number(req.query.get("lat")) > 80 ? { error: "Unable to geocode" } : cnTower);
  }
  return sendJson(res, { error: "unknown path" }, 404);
});

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp({
    GEOCODING_PROVIDER: "nominatim",
    NOMINATIM_URL: `${fake.url}/`,
    NOMINATIM_EMAIL: "ops@example.com",
    GEOCODING_USER_AGENT: "Dutchpot-test/1.0",
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

describe("Nominatim geocoding adapter", () => {
  it("suggests places in Canada with an identifying User-Agent and email", async () => {
    mode = "ok";
    const { status, body } = await get("GetSuggestions?Input=cn%20tower&Latitude=43.65&Longitude=-79.38");
    expect(status).toBe(200);
    expect(body.result.items).toEqual([
      {
        id: "nominatim:W25683246",
        description: cnTower.display_name,
        postalCode: "M5V 3L9",
        city: "Toronto",
        latitude: 43.6425637,
        longitude: -79.3870871,
      },
    ]);
    const sent = fake.requests.at(-1) as FakeRequest;
    expect(sent.path).toBe("/search");
    expect(sent.headers["user-agent"]).toBe("Dutchpot-test/1.0");
    expect(Object.fromEntries(sent.query)).toMatchObject({
      q: "cn tower",
      format: "jsonv2",
      addressdetails: "1",
      countrycodes: "ca",
      email: "ops@example.com",
      viewbox: "-79.88,44.15,-78.88,43.15",
    });
  });

  it("looks up details by OSM id and remembers them for the offline provider", async () => {
    mode = "ok";
    const { body } = await get("GetPlaceDetails?Id=nominatim:W25683246");
    expect(body.result).toEqual({
      id: "nominatim:W25683246",
      description: cnTower.display_name,
      address: "290 Bremner Boulevard",
      city: "Toronto",
      province: "Ontario",
      postalCode: "M5V 3L9",
      country: "Canada",
      latitude: 43.6425637,
      longitude: -79.3870871,
    });
    expect((fake.requests.at(-1) as FakeRequest).query.get("osm_ids")).toBe("W25683246");
    expect((await get("GetPlaceDetails?Id=nominatim:N1")).status).toBe(404);
    expect((await get("GetPlaceDetails?Id=google:abc")).status).toBe(404);

    const local = await createTestApp({}, { database: ctx.database });
    const res = await local.app.inject({
      method: "GET",
      url: "/api/services/app/Geocoding/GetSuggestions?Input=bremner",
    });
    expect(res.json().result.items.map((p: { id: string }) => p.id)).toContain("nominatim:W25683246");
    await local.close();
  });

  it("reverse-geocodes a point, and answers 'Unresolved address' where Nominatim finds nothing", async () => {
    mode = "ok";
    const found = await get("Reverse?Latitude=43.6426&Longitude=-79.3871");
    expect(found.body.result).toEqual({
      address: "290 Bremner Boulevard, Toronto",
      city: "Toronto",
      postalCode: "M5V 3L9",
      latitude: 43.6426,
      longitude: -79.3871,
      resolved: true,
    });
    const nothing = await get("Reverse?Latitude=85&Longitude=0");
    expect(nothing.body.result).toMatchObject({ address: "Unresolved address", resolved: false });
  });

  it("degrades on provider failures: empty suggestions, 'Unresolved address', 503 for details", async () => {
    for (const failure of ["fail", "garbage"] as const) {
      mode = failure;
      const suggestions = await get("GetSuggestions?Input=cn%20tower");
      expect(suggestions.status).toBe(200);
      expect(suggestions.body.result).toEqual({ items: [] });
      const reverse = await get("Reverse?Latitude=43.6426&Longitude=-79.3871");
      expect(reverse.body.result).toEqual({
        address: "Unresolved address",
        city: null,
        postalCode: null,
        latitude: 43.6426,
        longitude: -79.3871,
        resolved: false,
      });
      const details = await get("GetPlaceDetails?Id=nominatim:W25683246");
      expect(details.status).toBe(503);
      expect(details.body.error.message).toBe("Place details are unavailable right now.");
    }
  });
});
