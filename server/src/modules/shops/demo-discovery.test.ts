import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/support/test-app.ts";
import { seedDemoData, seedReferenceData } from "../../db/seed/index.ts";

/** The discovery calls on the seeded demo marketplace (tenant 3, 42 Toronto shops): what a new install shows. */
let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
  await seedReferenceData(ctx.database.db);
  await seedDemoData(ctx.database.db);
});
afterAll(async () => ctx?.close());

const headers = { "Abp.TenantId": "3" };
const call = async (method: "GET" | "POST", url: string, payload?: object) => {
  const res = await ctx.app.inject({ method, url: `/api/services/app/${url}`, headers, payload });
  expect(res.statusCode, url).toBe(200);
  return res.json().result;
};

describe("discovery on the demo marketplace", () => {
  it("finds stores near downtown Toronto, nearest first, each with products to show", async () => {
    const { items } = await call("POST", "Shop/NearMe", { latitutde: 43.6532, longitutde: -79.3832, radius: 10 });
    expect(items).toHaveLength(10);
    const distances = items.map((s: { distanceKm: number }) => s.distanceKm);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances.at(-1)).toBeLessThanOrEqual(10);
    for (const store of items) {
      expect(store.productsInShop.length).toBeGreaterThan(0);
      expect(store.productsInShop.length).toBeLessThanOrEqual(10);
      expect(store.logoUrl).toMatch(/^\/media\/shops\/.+\/logo\.svg$/);
    }
  });

  it("serves the flagship's menu: every tag with at most 10 items and real option groups", async () => {
    const menu = await call(
      "GET",
      "FoodMenu/GetMenusByCategoryTagByShopId?ShopId=1&IsActive=true&SkipCount=0&MaxResultCount=10",
    );
    expect(menu.shopName).toBe("Dutchpot Kitchen");
    expect(menu.headerImageUrl).toBe("/media/brand/header.svg");
    expect(menu.categoryTags.length).toBeGreaterThanOrEqual(3);
    for (const tag of menu.categoryTags) expect(tag.items.length).toBeLessThanOrEqual(10);
    const withOptions = menu.categoryTags.flatMap((t: { items: { attributeMappings: unknown[] }[] }) =>
      t.items.filter((i) => i.attributeMappings.length > 0),
    );
    expect(withOptions.length).toBeGreaterThan(0);
    const searched = await call("GET", "FoodMenu/GetMenusByCategoryTagByShopId?ShopId=1&Keyword=JERK");
    const names = searched.categoryTags.flatMap((t: { items: { name: string; description: string }[] }) => t.items);
    expect(names.length).toBeGreaterThan(0);
    for (const item of names) expect(`${item.name} ${item.description}`.toLowerCase()).toContain("jerk");
  });

  it("lists categories, the stores of each, home chefs and convenience stores", async () => {
    const categories = await call("GET", "MenuCategory/GetAll?SkipCount=0&MaxResultCount=100");
    expect(categories.totalCount).toBeGreaterThan(3);
    const first = await call("GET", `Shop/GetAllShopsByCategory?Id=${categories.items[0].id}`);
    expect(first.totalCount).toBeGreaterThan(0);
    const chefs = await call("GET", "Shop/GetAllHomeChefs");
    expect(chefs.items.every((s: { kind: string }) => s.kind === "homeChef")).toBe(true);
    expect(chefs.totalCount).toBeGreaterThan(0);
    const stores = await call("GET", "Shop/GetAllConvinienceStores");
    expect(stores.totalCount).toBeGreaterThan(0);
  });

  it("suggests seeded addresses and reverse-geocodes a point next to a shop", async () => {
    const suggestions = await call("GET", "Geocoding/GetSuggestions?Input=1540%20Eglinton");
    expect(suggestions.items[0].description).toBe("1540 Eglinton Ave W, Toronto, M6E 2G8");
    const reverse = await call("GET", "Geocoding/Reverse?Latitude=43.6968&Longitude=-79.4412");
    expect(reverse).toMatchObject({ address: "1540 Eglinton Ave W, Toronto, M6E 2G8", resolved: true });
  });
});
