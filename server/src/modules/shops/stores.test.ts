import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { east, north } from "../../../test/discovery-factories.ts";
import { buildMenuItem, buildShop, buildShopTag, buildTenant } from "../../../test/factories.ts";
import { createTestApp } from "../../../test/support/test-app.ts";
import { menuCategories, shopMenuCategories } from "../../db/schema/index.ts";
import { seedReferenceData } from "../../db/seed/index.ts";

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let otherMarketplaceId: number;
const origin = { latitude: 43.6532, longitude: -79.3832 }; // Toronto City Hall
const ottawa = { latitude: 45.4215, longitude: -75.6972 };
const ids: Record<string, number> = {};
let categoryId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  await seedReferenceData(db);
  await buildTenant(db, { id: 3, tenancyName: "dutchpot", name: "Dutchpot", kind: "marketplace" });
  otherMarketplaceId = (await buildTenant(db, { kind: "marketplace", name: "Other Brand" })).id;
  const own = { marketplaceTenantId: 3 };
  // Distances from the origin as earth_distance measures them.
  const at = async (key: string, point: { latitude: number; longitude: number }, extra = {}) => {
    ids[key] = (await buildShop(db, { ...own, name: key, ...point, ...extra })).id;
    // Listed shops have an active item (the listing rule); Centre Jerk's menu is built below.
    if (key !== "Centre Jerk") await buildMenuItem(db, { shopId: ids[key], name: `${key} Special` });
  };
  await at("Centre Jerk", north(origin, 0.2), { deliveryFeeCents: 199, deliveryTimeMin: 20, deliveryTimeMax: 35 });
  await at("East Patty", east(origin, 1.5), { kind: "convenience" });
  await at("North Roti", north(origin, 3));
  // Ottawa, far outside every Toronto search: a delivery-only kitchen and a shop offering pickup.
  await at("Delivery Only", north(ottawa, 0.5), { offersPickup: false });
  await at("Pickup Counter", north(ottawa, 1));
  await at("Just Inside", north(origin, 4.99), { kind: "homeChef" });
  await at("Just Outside", north(origin, 5.01), { kind: "homeChef" });
  await at("Closed Nearby", north(origin, 0.1), { isActive: false, kind: "homeChef" });
  await at("Far Grocer", east(origin, 40), { kind: "grocery" });
  ids.foreign = (
    await buildShop(db, { marketplaceTenantId: otherMarketplaceId, name: "Other Brand Jerk", ...north(origin, 0.05) })
  ).id;
  await buildMenuItem(db, { shopId: ids.foreign, name: "Far Special" });

  const tag = await buildShopTag(db, { shopId: ids["Centre Jerk"], name: "Jerk", sortOrder: 1 });
  const later = await buildShopTag(db, { shopId: ids["Centre Jerk"], name: "Drinks", sortOrder: 2 });
  await buildMenuItem(db, { tagId: later.id, shopId: ids["Centre Jerk"], name: "Sorrel", unitPriceCents: 399 });
  await buildMenuItem(db, { tagId: tag.id, shopId: ids["Centre Jerk"], name: "Jerk Chicken", unitPriceCents: 1699 });
  await buildMenuItem(db, { tagId: tag.id, shopId: ids["Centre Jerk"], name: "Hidden", isActive: false });

  const [category] = await db
    .insert(menuCategories)
    .values({ marketplaceTenantId: 3, name: "Jerk & Grill" })
    .returning({ id: menuCategories.id });
  categoryId = (category as { id: number }).id;
  await db.insert(shopMenuCategories).values([
    { shopId: ids["Centre Jerk"] as number, menuCategoryId: categoryId },
    { shopId: ids["Closed Nearby"] as number, menuCategoryId: categoryId },
    { shopId: ids["North Roti"] as number, menuCategoryId: categoryId },
  ]);
});
afterAll(async () => ctx?.close());

const tenant3 = { "Abp.TenantId": "3" };
const nearMe = (body: unknown, path = "NearMe", headers: Record<string, string> = tenant3) =>
  ctx.app.inject({ method: "POST", url: `/api/services/app/Shop/${path}`, headers, payload: body as object });
const get = (url: string, headers: Record<string, string> = tenant3) =>
  ctx.app.inject({ method: "GET", url: `/api/services/app/${url}`, headers });
const names = (items: { businessName: string }[]) => items.map((s) => s.businessName);
const point = { latitutde: origin.latitude, longitutde: origin.longitude };

describe("POST Shop/NearMe", () => {
  it("lists the active shops within the radius, nearest first, edges included and excluded", async () => {
    const res = await nearMe({ ...point, radius: 5, maxResultCount: 100 });
    expect(res.statusCode).toBe(200);
    expect(names(res.json().result.items)).toEqual(["Centre Jerk", "East Patty", "North Roti", "Just Inside"]);
    const distances = res.json().result.items.map((s: { distanceKm: number }) => s.distanceKm);
    expect(distances).toEqual([0.2, 1.5, 3, 4.99]);
  });

  it("answers a store summary with the spec's fields, prices in dollars and products in menu order", async () => {
    const res = await nearMe({ ...point, radius: 1 });
    const [first] = res.json().result.items;
    expect(first).toEqual({
      shopId: ids["Centre Jerk"],
      tenantId: expect.any(Number),
      businessName: "Centre Jerk",
      kind: "restaurant",
      logoUrl: null,
      bannerUrl: null,
      deliveryFee: 1.99,
      address: "1 Yonge St",
      city: "Toronto",
      postCode: "M5E 1E5",
      latitude: expect.any(Number),
      longitude: origin.longitude,
      offersPickup: true,
      distanceKm: 0.2,
      isSavedShop: false,
      isLiked: false,
      shopDetails: {
        shopName: "Centre Jerk",
        // The text stays for older clients; the app formats and translates the minutes.
        tenant: { rating: 4.5, deliveryTime: "20-35 min", deliveryTimeMin: 20, deliveryTimeMax: 35, deliveryFee: 1.99 },
      },
      productsInShop: [
        { id: expect.any(Number), name: "Jerk Chicken", unitPrice: 16.99, imageUrl: null },
        { id: expect.any(Number), name: "Sorrel", unitPrice: 3.99, imageUrl: null },
      ],
      // Open around the clock (the test timetable): no closing within the next 7 days (docs/opening-hours.md).
      openingState: { isOpen: true, closesAt: null, opensAt: null },
      timeZone: "America/Toronto",
    });
  });

  it("widens with the radius up to 50 km and pages with skipCount and maxResultCount", async () => {
    const all = await nearMe({ ...point, radius: 50, maxResultCount: 100 });
    expect(names(all.json().result.items)).toEqual([
      "Centre Jerk",
      "East Patty",
      "North Roti",
      "Just Inside",
      "Just Outside",
      "Far Grocer",
    ]);
    const second = await nearMe({ ...point, radius: 50, skipCount: 2, maxResultCount: 2 });
    expect(names(second.json().result.items)).toEqual(["North Roti", "Just Inside"]);
    const past = await nearMe({ ...point, radius: 50, skipCount: 6 });
    expect(past.json().result.items).toEqual([]);
  });

  it("defaults to 10 km and 10 stores, and refuses numbers sent as strings (decision 027)", async () => {
    const strings = await nearMe({ latitutde: String(origin.latitude), longitutde: String(origin.longitude) });
    expect(strings.statusCode).toBe(400);
    const res = await nearMe({ latitutde: origin.latitude, longitutde: origin.longitude });
    expect(res.statusCode).toBe(200);
    expect(names(res.json().result.items)).toEqual([
      "Centre Jerk",
      "East Patty",
      "North Roti",
      "Just Inside",
      "Just Outside",
    ]);
  });

  it("never shows another marketplace's shops, and shows them to that marketplace", async () => {
    const ours = await nearMe({ ...point, radius: 0.1 });
    expect(ours.json().result.items).toEqual([]);
    const theirs = await nearMe({ ...point, radius: 0.1 }, "NearMe", { "Abp.TenantId": String(otherMarketplaceId) });
    expect(names(theirs.json().result.items)).toEqual(["Other Brand Jerk"]);
  });

  it("serves PickupShopsNearMe with the same rules, listing only the shops that offer pickup", async () => {
    const res = await nearMe({ ...point, radius: 2 }, "PickupShopsNearMe");
    expect(res.statusCode).toBe(200);
    expect(names(res.json().result.items)).toEqual(["Centre Jerk", "East Patty"]);
    expect(res.json().result.items.every((s: { offersPickup: boolean }) => s.offersPickup)).toBe(true);
    const there = { latitutde: ottawa.latitude, longitutde: ottawa.longitude, radius: 5 };
    const all = (await nearMe(there)).json().result.items as { businessName: string; offersPickup: boolean }[];
    expect(all.map((s) => [s.businessName, s.offersPickup])).toEqual([
      ["Delivery Only", false],
      ["Pickup Counter", true],
    ]);
    // The delivery-only kitchen is nearer, yet the first (and only) pickup store is the counter.
    const pickup = await nearMe({ ...there, maxResultCount: 1 }, "PickupShopsNearMe");
    expect(names(pickup.json().result.items)).toEqual(["Pickup Counter"]);
  });

  it("refuses bad coordinates, radius and paging with a 400 naming each field", async () => {
    const cases: [object, string, string][] = [
      [{ longitutde: origin.longitude, radius: 5 }, "latitutde", "The Latitutde field is required."],
      [{ ...point, latitutde: 90.5 }, "latitutde", "The field Latitutde must be at most 90."],
      [{ ...point, longitutde: -181 }, "longitutde", "The field Longitutde must be at least -180."],
      [{ ...point, longitutde: "west" }, "longitutde", ""],
      [{ ...point, radius: 0 }, "radius", ""],
      [{ ...point, radius: -3 }, "radius", ""],
      [{ ...point, radius: 50.5 }, "radius", "The field Radius must be at most 50."],
      [{ ...point, maxResultCount: 101 }, "maxResultCount", "The field MaxResultCount must be at most 100."],
      [{ ...point, skipCount: -1 }, "skipCount", "The field SkipCount must be at least 0."],
    ];
    for (const [body, member, message] of cases) {
      const res = await nearMe(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      const { error } = res.json();
      expect(error.message).toBe("Your request is not valid!");
      expect(error.validationErrors.map((e: { members: string[] }) => e.members)).toEqual([[member]]);
      if (message) expect(error.validationErrors[0].message).toBe(message);
    }
    const noBody = await ctx.app.inject({ method: "POST", url: "/api/services/app/Shop/NearMe", headers: tenant3 });
    expect(noBody.statusCode).toBe(400);
  });

  it("reads a coordinate a hair from zero (5e-324, found by the fuzzer) as zero, not as a 500", async () => {
    // PostgreSQL's float arithmetic raises "underflow" on such numbers where JavaScript rounds.
    for (const path of ["NearMe", "PickupShopsNearMe"]) {
      for (const body of [
        { latitutde: 5e-324, longitutde: -79.38, radius: 50 },
        { latitutde: 43.65, longitutde: -1e-200, radius: 50 },
      ]) {
        const res = await nearMe(body, path);
        expect(res.statusCode, `${path} ${JSON.stringify(body)}`).toBe(200);
        expect(res.json().result.items).toEqual([]);
      }
    }
    const near = await nearMe({ ...point, latitutde: origin.latitude + 1e-12, radius: 1 });
    expect(names(near.json().result.items)).toEqual(["Centre Jerk"]);
  });
});

describe("store lists", () => {
  it("GetAllShopsByCategory lists the category's active stores, paged", async () => {
    const res = await get(`Shop/GetAllShopsByCategory?Id=${categoryId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().result.totalCount).toBe(2);
    expect(names(res.json().result.items).sort()).toEqual(["Centre Jerk", "North Roti"]);
    expect(res.json().result.items[0].distanceKm).toBeNull();
    const page = await get(`Shop/GetAllShopsByCategory?id=${categoryId}&SkipCount=1&MaxResultCount=1`);
    expect(page.json().result.totalCount).toBe(2);
    expect(page.json().result.items).toHaveLength(1);
    const other = await get(`Shop/GetAllShopsByCategory?Id=${categoryId}`, {
      "Abp.TenantId": String(otherMarketplaceId),
    });
    expect(other.json().result).toEqual({ totalCount: 0, items: [] });
    const missing = await get("Shop/GetAllShopsByCategory");
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.validationErrors[0].members).toEqual(["id"]);
  });

  it("GetAllHomeChefs and GetAllConvinienceStores list active stores of their kinds", async () => {
    const chefs = await get("Shop/GetAllHomeChefs");
    expect(names(chefs.json().result.items).sort()).toEqual(["Just Inside", "Just Outside"]);
    const stores = await get("Shop/GetAllConvinienceStores?SkipCount=0&MaxResultCount=10");
    expect(names(stores.json().result.items).sort()).toEqual(["East Patty", "Far Grocer"]);
    expect(stores.json().result.totalCount).toBe(2);
  });

  it("SearchStores matches names accent- and case-insensitively", async () => {
    const res = await get(`Shop/SearchStores?Keyword=${encodeURIComponent("PATTÝ")}`);
    expect(names(res.json().result.items)).toEqual(["East Patty"]);
    const all = await get("Shop/SearchStores?Keyword=&MaxResultCount=100");
    expect(all.json().result.totalCount).toBe(8);
    const literal = await get(`Shop/SearchStores?Keyword=${encodeURIComponent("%")}`);
    expect(literal.json().result.totalCount).toBe(0);
  });

  it("GetStoreInfo answers one active store with its tags; 404 for inactive or foreign stores", async () => {
    const res = await get(`Shop/GetStoreInfo?Id=${ids["Centre Jerk"]}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({
      shopId: ids["Centre Jerk"],
      businessName: "Centre Jerk",
      description: "",
      headerImageUrl: null,
      tags: [{ name: "Jerk" }, { name: "Drinks" }],
      isLiked: false,
    });
    for (const id of [ids["Closed Nearby"], ids.foreign, 999_999]) {
      const missing = await get(`Shop/GetStoreInfo?Id=${id}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error.message).toBe(`There is no entity Shop with id = ${id}!`);
    }
  });
});
