import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildMenuItem, buildShop, buildShopTag, buildTenant } from "../../../test/factories.ts";
import { createTestApp } from "../../../test/support/test-app.ts";
import { seedReferenceData } from "../../db/seed/index.ts";

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let otherMarketplaceId: number;
let ownShopIds: number[];
beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  await seedReferenceData(db);
  await buildTenant(db, { id: 3, tenancyName: "dutchpot", name: "Dutchpot", kind: "marketplace" });
  otherMarketplaceId = (await buildTenant(db, { kind: "marketplace", name: "Other Brand" })).id;
  ownShopIds = [];
  for (const names of [
    ["Jerk", "Patties", "Drinks"],
    ["Curry", "Roti"],
  ]) {
    const shop = await buildShop(db, { marketplaceTenantId: 3 });
    ownShopIds.push(shop.id);
    for (const [i, name] of names.entries()) await buildShopTag(db, { shopId: shop.id, name, sortOrder: i + 1 });
    // Listed: an active item (the listing rule; buildShop gives the opening hours).
    await buildMenuItem(db, { shopId: shop.id, tagId: null });
  }
  const foreign = await buildShop(db, { marketplaceTenantId: otherMarketplaceId });
  await buildShopTag(db, { shopId: foreign.id, name: "Other brand only" });
  await buildMenuItem(db, { shopId: foreign.id, tagId: null });
  // Live, active and open, but no active item yet: not listed, so its sections are not either.
  const empty = await buildShop(db, { marketplaceTenantId: 3 });
  await buildShopTag(db, { shopId: empty.id, name: "Empty shop section" });
  const closed = await buildShop(db, { marketplaceTenantId: 3, isActive: false });
  await buildShopTag(db, { shopId: closed.id, name: "Closed shop section" });
});
afterAll(async () => ctx?.close());

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: "GET", url, headers });

describe("GET ShopType/GetAll", () => {
  it("pages the four shop types in display order", async () => {
    const res = await get("/api/services/app/ShopType/GetAll");
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual({
      totalCount: 4,
      items: [
        {
          id: expect.any(Number),
          name: "Restaurants",
          kind: "restaurant",
          imageUrl: "/media/shop-types/restaurant.svg",
        },
        { id: expect.any(Number), name: "Grocery", kind: "grocery", imageUrl: "/media/shop-types/grocery.svg" },
        {
          id: expect.any(Number),
          name: "Convenience",
          kind: "convenience",
          imageUrl: "/media/shop-types/convenience.svg",
        },
        { id: expect.any(Number), name: "Home Chefs", kind: "homeChef", imageUrl: "/media/shop-types/homeChef.svg" },
      ],
    });
  });

  it("treats SkipCount as a row offset and MaxResultCount as the page size (keys case-insensitive)", async () => {
    const res = await get("/api/services/app/ShopType/GetAll?skipCount=1&maxresultcount=2");
    expect(res.json().result.totalCount).toBe(4);
    expect(res.json().result.items.map((t: { kind: string }) => t.kind)).toEqual(["grocery", "convenience"]);
    const past = await get("/api/services/app/ShopType/GetAll?SkipCount=10");
    expect(past.json().result).toEqual({ totalCount: 4, items: [] });
  });

  it("refuses MaxResultCount above 1000 with a 400 naming the field", async () => {
    const res = await get("/api/services/app/ShopType/GetAll?SkipCount=0&MaxResultCount=1001");
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.message).toBe("Your request is not valid!");
    expect(error.validationErrors).toEqual([
      { message: "The field MaxResultCount must be at most 1000.", members: ["maxResultCount"] },
    ]);
  });

  it("refuses MaxResultCount 0, a negative SkipCount and non-numbers with a 400", async () => {
    for (const [query, member] of [
      ["MaxResultCount=0", "maxResultCount"],
      ["SkipCount=-1", "skipCount"],
      ["MaxResultCount=as", "maxResultCount"],
      ["SkipCount=1.5", "skipCount"],
    ]) {
      const res = await get(`/api/services/app/ShopType/GetAll?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().success).toBe(false);
      expect(res.json().error.validationErrors.map((e: { members: string[] }) => e.members)).toEqual([[member]]);
    }
  });
});

describe("GET Shop/GetShopTags", () => {
  it("lists the tags of the active shops on the request's marketplace, shop by shop in menu order", async () => {
    const res = await get("/api/services/app/Shop/GetShopTags?SkipCount=0&MaxResultCount=10", { "Abp.TenantId": "3" });
    expect(res.statusCode).toBe(200);
    const result = res.json().result;
    expect(result.totalCount).toBe(5);
    expect(result.items.map((t: { name: string }) => t.name)).toEqual(["Jerk", "Patties", "Drinks", "Curry", "Roti"]);
    expect(result.items[0]).toEqual({ id: expect.any(Number), name: "Jerk", imageUrl: "/media/food/patty.svg" });
  });

  it("pages with SkipCount and MaxResultCount", async () => {
    const res = await get("/api/services/app/Shop/GetShopTags?SkipCount=2&MaxResultCount=2", { "Abp.TenantId": "3" });
    expect(res.json().result.totalCount).toBe(5);
    expect(res.json().result.items.map((t: { name: string }) => t.name)).toEqual(["Drinks", "Curry"]);
  });

  it("narrows to one shop with ShopId", async () => {
    const res = await get(`/api/services/app/Shop/GetShopTags?ShopId=${ownShopIds[1]}`, { "Abp.TenantId": "3" });
    expect(res.json().result).toMatchObject({ totalCount: 2, items: [{ name: "Curry" }, { name: "Roti" }] });
  });

  it("never lists another marketplace's shop tags", async () => {
    const ours = await get("/api/services/app/Shop/GetShopTags?MaxResultCount=1000", { "Abp.TenantId": "3" });
    expect(ours.json().result.items.map((t: { name: string }) => t.name)).not.toContain("Other brand only");
    const theirs = await get("/api/services/app/Shop/GetShopTags", { "Abp.TenantId": String(otherMarketplaceId) });
    expect(theirs.json().result).toMatchObject({ totalCount: 1, items: [{ name: "Other brand only" }] });
    const crossShop = await get(`/api/services/app/Shop/GetShopTags?ShopId=${ownShopIds[0]}`, {
      "Abp.TenantId": String(otherMarketplaceId),
    });
    expect(crossShop.json().result).toEqual({ totalCount: 0, items: [] });
  });

  it("validates ShopId and the paging fields", async () => {
    const bad = await get("/api/services/app/Shop/GetShopTags?ShopId=abc");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.validationErrors[0].members).toEqual(["shopId"]);
    const tooMany = await get("/api/services/app/Shop/GetShopTags?MaxResultCount=1001");
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.validationErrors[0].members).toEqual(["maxResultCount"]);
  });
});
