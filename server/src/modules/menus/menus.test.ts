import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSignedInUser } from "../../../test/discovery-factories.ts";
import { buildMenuItem, buildShop, buildShopTag, buildTenant } from "../../../test/factories.ts";
import { createTestApp } from "../../../test/support/test-app.ts";
import { itemAttributes, itemAttributeValues, menuCategories, shopMenuCategories } from "../../db/schema/index.ts";
import { seedReferenceData } from "../../db/seed/index.ts";

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let otherMarketplaceId: number;
const ids = { shop: 0, closed: 0, foreign: 0, other: 0, jerk: 0, drinks: 0, empty: 0, jerkCategory: 0, curry: 0 };

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  await seedReferenceData(db);
  await buildTenant(db, {
    id: 3,
    tenancyName: "dutchpot",
    name: "Dutchpot",
    kind: "marketplace",
    settings: { headerImageUrl: "/media/brand/header.svg" },
  });
  otherMarketplaceId = (await buildTenant(db, { kind: "marketplace", name: "Other Brand" })).id;
  const shop = await buildShop(db, {
    marketplaceTenantId: 3,
    name: "Café Kingston",
    logoUrl: "/media/k/logo.svg",
    deliveryFeeCents: 0,
    deliveryTimeMin: 25,
    deliveryTimeMax: 25,
    rating: 4.8,
  });
  ids.shop = shop.id;
  ids.jerk = (await buildShopTag(db, { shopId: shop.id, name: "Jerk", sortOrder: 1 })).id;
  ids.drinks = (await buildShopTag(db, { shopId: shop.id, name: "Drinks", sortOrder: 2 })).id;
  ids.empty = (await buildShopTag(db, { shopId: shop.id, name: "Coming soon", sortOrder: 3 })).id;
  const jerkItems = ["Jerk Chicken", "Jerk Pork", "Jerk Wings", "Jerk Shrimp", "Jerk Tofu"];
  for (const [i, name] of jerkItems.entries()) {
    await buildMenuItem(db, {
      shopId: shop.id,
      tagId: ids.jerk,
      name,
      sortOrder: i + 1,
      unitPriceCents: 1500 + i * 100,
      description: "Smoked over pimento wood.",
    });
  }
  await buildMenuItem(db, { shopId: shop.id, tagId: ids.jerk, name: "Jerk Retired", isActive: false, sortOrder: 0 });
  const sorrel = await buildMenuItem(db, {
    shopId: shop.id,
    tagId: ids.drinks,
    name: "Sorrel Crème",
    description: "Hibiscus, ginger and a little rum cream.",
    unitPriceCents: 499,
    sortOrder: 1,
  });
  await buildMenuItem(db, {
    shopId: shop.id,
    tagId: ids.drinks,
    name: "Ginger Beer",
    description: "Fiery, brewed in house with JAMAÏCAN ginger.",
    unitPriceCents: 399,
    sortOrder: 2,
  });
  const [size] = await db
    .insert(itemAttributes)
    .values({ menuItemId: sorrel.id, textPrompt: "Choose a size", controlType: 2, isRequired: true, sortOrder: 1 })
    .returning({ id: itemAttributes.id });
  await db.insert(itemAttributeValues).values([
    { attributeId: size?.id as number, name: "Large", costCents: 150, sortOrder: 2 },
    { attributeId: size?.id as number, name: "Regular", costCents: 0, isPreSelected: true, sortOrder: 1 },
  ]);

  const closed = await buildShop(db, { marketplaceTenantId: 3, name: "Closed Jerk", isActive: false });
  ids.closed = closed.id;
  await buildMenuItem(db, { shopId: closed.id, name: "Closed Jerk Plate" });
  const other = await buildShop(db, { marketplaceTenantId: 3, name: "Roti Corner" });
  ids.other = other.id;
  await buildMenuItem(db, { shopId: other.id, name: "Curry Goat Roti", description: "With a jerk-spiced potato." });
  const foreign = await buildShop(db, { marketplaceTenantId: otherMarketplaceId, name: "Foreign Jerk" });
  ids.foreign = foreign.id;
  await buildMenuItem(db, { shopId: foreign.id, name: "Foreign Jerk Plate" });

  const categories = await db
    .insert(menuCategories)
    .values([
      { marketplaceTenantId: 3, name: "Jerk & Grill", sortOrder: 1, imageUrl: "/media/categories/jerk.svg" },
      { marketplaceTenantId: 3, name: "Curry", sortOrder: 2 },
      { marketplaceTenantId: otherMarketplaceId, name: "Theirs", sortOrder: 1 },
    ])
    .returning({ id: menuCategories.id });
  ids.jerkCategory = categories[0]?.id as number;
  ids.curry = categories[1]?.id as number;
  await db.insert(shopMenuCategories).values([
    { shopId: shop.id, menuCategoryId: ids.jerkCategory },
    { shopId: other.id, menuCategoryId: ids.curry },
  ]);
});
afterAll(async () => ctx?.close());

const tenant3 = { "Abp.TenantId": "3" };
const get = (url: string, headers: Record<string, string> = tenant3) =>
  ctx.app.inject({ method: "GET", url: `/api/services/app/${url}`, headers });
const names = (items: { name: string }[]) => items.map((i) => i.name);
const q = encodeURIComponent;

describe("MenuCategory", () => {
  it("GetAll pages the marketplace's categories in display order", async () => {
    const res = await get("MenuCategory/GetAll?skipCount=0&maxResultCount=10");
    expect(res.json().result).toEqual({
      totalCount: 2,
      items: [
        { id: ids.jerkCategory, name: "Jerk & Grill", imageUrl: "/media/categories/jerk.svg" },
        { id: ids.curry, name: "Curry", imageUrl: null },
      ],
    });
    const second = await get("MenuCategory/GetAll?SkipCount=1&MaxResultCount=1");
    expect(names(second.json().result.items)).toEqual(["Curry"]);
  });

  it("Get answers one category; 404 for another marketplace's; 400 without an id", async () => {
    expect((await get(`MenuCategory/Get?Id=${ids.curry}`)).json().result).toEqual({
      id: ids.curry,
      name: "Curry",
      imageUrl: null,
    });
    const foreign = await get(`MenuCategory/Get?Id=${ids.curry}`, { "Abp.TenantId": String(otherMarketplaceId) });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.message).toBe(`There is no entity MenuCategory with id = ${ids.curry}!`);
    const bad = await get("MenuCategory/Get?Id=x");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.validationErrors[0].members).toEqual(["id"]);
  });
});

describe("FoodMenu/GetMenusByCategoryTagByShopId", () => {
  const menu = (query: string, headers?: Record<string, string>) =>
    get(`FoodMenu/GetMenusByCategoryTagByShopId?ShopId=${ids.shop}&IsActive=true&${query}`, headers);

  it("answers the shop menu: tags in order, each with one page of active items and attribute mappings", async () => {
    const res = await menu("SkipCount=0&MaxResultCount=10");
    expect(res.statusCode).toBe(200);
    const result = res.json().result;
    expect(result).toMatchObject({
      shopId: ids.shop,
      shopName: "Café Kingston",
      logoUrl: "/media/k/logo.svg",
      headerImageUrl: "/media/brand/header.svg",
      deliveryFee: 0,
      deliveryTime: "25 min",
      deliveryTimeMin: 25,
      deliveryTimeMax: 25,
      rating: 4.8,
      isLiked: false,
    });
    expect(result.categoryTags.map((t: { name: string; totalCount: number }) => [t.name, t.totalCount])).toEqual([
      ["Jerk", 5],
      ["Drinks", 2],
      ["Coming soon", 0],
    ]);
    expect(names(result.categoryTags[0].items)).toEqual(jerkNames());
    expect(result.categoryTags[1].items[0]).toEqual({
      id: expect.any(Number),
      shopId: ids.shop,
      tagId: ids.drinks,
      name: "Sorrel Crème",
      description: "Hibiscus, ginger and a little rum cream.",
      unitPrice: 4.99,
      imageUrl: null,
      storeName: "Café Kingston",
      isOutOfStock: false,
      attributeMappings: [
        {
          id: expect.any(Number),
          textPrompt: "Choose a size",
          attributeControlType: 2,
          isRequired: true,
          attributeValues: [
            { id: expect.any(Number), name: "Regular", cost: 0, isPreSelected: true },
            { id: expect.any(Number), name: "Large", cost: 1.5, isPreSelected: false },
          ],
        },
      ],
    });
  });

  it("pages within each tag with SkipCount (a row offset) and MaxResultCount", async () => {
    const res = await menu("SkipCount=2&MaxResultCount=2");
    const [jerk, drinks] = res.json().result.categoryTags;
    expect(names(jerk.items)).toEqual(["Jerk Wings", "Jerk Shrimp"]);
    expect(jerk.totalCount).toBe(5);
    expect(drinks.items).toEqual([]);
    const tooMany = await menu("MaxResultCount=1001");
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.validationErrors[0].members).toEqual(["maxResultCount"]);
  });

  it("narrows to one tag with TagId", async () => {
    const res = await menu(`TagId=${ids.drinks}`);
    const tags = res.json().result.categoryTags;
    expect(tags.map((t: { name: string }) => t.name)).toEqual(["Drinks"]);
    expect(names(tags[0].items)).toEqual(["Sorrel Crème", "Ginger Beer"]);
  });

  it("searches names and descriptions ignoring case and accents, leaving out tags without a match", async () => {
    const cases: [string, string[]][] = [
      ["creme", ["Sorrel Crème"]],
      ["CRÈME", ["Sorrel Crème"]],
      ["jamaican", ["Ginger Beer"]],
      ["cafe", []],
      ["100%", []],
    ];
    for (const [keyword, expected] of cases) {
      const res = await menu(`Keyword=${q(keyword)}`);
      const found = res.json().result.categoryTags.flatMap((t: { items: { name: string }[] }) => names(t.items));
      expect(found, keyword).toEqual(expected);
    }
    const pimento = await menu(`Keyword=PIMENTO&MaxResultCount=1`);
    const tags = pimento.json().result.categoryTags;
    expect(tags.map((t: { name: string; totalCount: number }) => [t.name, t.totalCount])).toEqual([["Jerk", 5]]);
  });

  it("flags a liked shop for the customer who liked it", async () => {
    const customer = await buildSignedInUser(ctx.database.db, ctx.app.tokens, 3);
    await ctx.app.inject({
      method: "POST",
      url: "/api/services/app/ShopLikeList/Create",
      headers: { authorization: customer.authorization },
      payload: { shopId: ids.shop },
    });
    const res = await menu("", { authorization: customer.authorization });
    expect(res.json().result.isLiked).toBe(true);
    expect((await menu("")).json().result.isLiked).toBe(false);
  });

  it("hides inactive and other marketplaces' shops (404) and validates ShopId", async () => {
    for (const id of [ids.closed, ids.foreign]) {
      const res = await get(`FoodMenu/GetMenusByCategoryTagByShopId?ShopId=${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(`There is no entity Shop with id = ${id}!`);
    }
    const missing = await get("FoodMenu/GetMenusByCategoryTagByShopId");
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.validationErrors[0].members).toEqual(["shopId"]);
  });
});

describe("FoodMenu/GetMenusByCategory and GetMenusByTag", () => {
  it("searches products across the marketplace's active shops, name matches first", async () => {
    const res = await get(`FoodMenu/GetMenusByCategory?Keyword=jerk&MaxResultCount=100`);
    const result = res.json().result;
    expect(result.totalCount).toBe(6);
    expect(names(result.items)).toEqual([...jerkNames(), "Curry Goat Roti"]);
    expect(result.items[5].storeName).toBe("Roti Corner");
    const page = await get(`FoodMenu/GetMenusByCategory?Keyword=jerk&SkipCount=4&MaxResultCount=1`);
    expect(names(page.json().result.items)).toEqual(["Jerk Tofu"]);
  });

  it("narrows to a marketplace category with CategoryId", async () => {
    const res = await get(`FoodMenu/GetMenusByCategory?CategoryId=${ids.curry}`);
    expect(names(res.json().result.items)).toEqual(["Curry Goat Roti"]);
  });

  it("GetMenusByTag pages one tag's products; another marketplace gets nothing", async () => {
    const res = await get(`FoodMenu/GetMenusByTag?TagId=${ids.jerk}&SkipCount=1&MaxResultCount=2`);
    expect(res.json().result.totalCount).toBe(5);
    expect(names(res.json().result.items)).toEqual(["Jerk Pork", "Jerk Wings"]);
    const searched = await get(`FoodMenu/GetMenusByTag?TagId=${ids.jerk}&Keyword=WING`);
    expect(names(searched.json().result.items)).toEqual(["Jerk Wings"]);
    const foreign = await get(`FoodMenu/GetMenusByTag?TagId=${ids.jerk}`, {
      "Abp.TenantId": String(otherMarketplaceId),
    });
    expect(foreign.json().result).toEqual({ totalCount: 0, items: [] });
  });
});

function jerkNames() {
  return ["Jerk Chicken", "Jerk Pork", "Jerk Wings", "Jerk Shrimp", "Jerk Tofu"];
}
