import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSignedInUser } from "../../test/discovery-factories.ts";
import { buildMenuItem, buildShop, buildShopTag, buildTenant } from "../../test/factories.ts";
import { createTestApp, createTestDatabase } from "../../test/support/test-app.ts";
import type { Database, Db } from "../db/client.ts";
import * as schema from "../db/schema/index.ts";
import { menuCategories, menuItems, shopHours } from "../db/schema/index.ts";
import { seedReferenceData } from "../db/seed/index.ts";
import { withTransaction } from "../db/transaction.ts";
import { testClock } from "../lib/clock.ts";

/**
 * The storefront read caches (docs/decisions/033-storefront-read-caches.md) through the real app:
 * two instances on one database (PGlite, or PostgreSQL with DATABASE_URL), a change through one
 * seen by the other at once, 304s, encodings, tenants and customers kept apart, opening states
 * that flip on time, and the byte cap.
 */
type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let database: Database;
let a: TestApp;
let b: TestApp;
const clock = testClock("2026-01-14T15:00:00Z"); // Wednesday 10:00 in Toronto
const world = { shop: 0, item: 0, tag: 0, lateShop: 0, otherMarketplace: 0, admin: "", ann: "", bob: "" };

const api = "/api/services/app";
const get = (app: TestApp, path: string, headers: Record<string, string> = {}, tenant = "3") =>
  app.app.inject({ method: "GET", url: `${api}/${path}`, headers: { "Abp.TenantId": tenant, ...headers } });
const menuPath = () => `FoodMenu/GetMenusByCategoryTagByShopId?ShopId=${world.shop}`;
const priceOn = async (app: TestApp) => {
  const res = await get(app, menuPath());
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.categoryTags[0].items[0].unitPrice as number;
};

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  await seedReferenceData(db);
  await buildTenant(db, { id: 3, tenancyName: "dutchpot", name: "Dutchpot", kind: "marketplace" });
  world.otherMarketplace = (await buildTenant(db, { kind: "marketplace", name: "Other Brand" })).id;
  const partner = await buildTenant(db, { name: "Cache Kitchen Co" });
  const shop = await buildShop(db, { marketplaceTenantId: 3, tenantId: partner.id, name: "Cache Kitchen" });
  const tag = await buildShopTag(db, { shopId: shop.id, name: "Mains" });
  // Enough items that the menu is worth compressing (over 1 KB).
  for (let n = 0; n < 8; n++) {
    const item = await buildMenuItem(db, {
      shopId: shop.id,
      tagId: tag.id,
      name: `Dish ${n}`,
      description: "Slow-cooked with thyme, scotch bonnet and allspice.",
      unitPriceCents: 1000 + n,
      sortOrder: n,
    });
    if (n === 0) world.item = item.id;
  }
  // Opens at 11:00 and closes at 14:30 on Wednesdays (Toronto), nothing else.
  const late = await buildShop(
    db,
    { marketplaceTenantId: 3, tenantId: partner.id, name: "Late Lunch" },
    { hours: false },
  );
  await db.insert(shopHours).values({ shopId: late.id, dayOfWeek: 3, opensAt: 660, closesAt: 870 });
  await buildMenuItem(db, { shopId: late.id });
  await db.insert(menuCategories).values([
    { marketplaceTenantId: 3, name: "Jerk" },
    { marketplaceTenantId: world.otherMarketplace, name: "Dumplings" },
  ]);
  Object.assign(world, { shop: shop.id, tag: tag.id, lateShop: late.id });
  a = await createTestApp({}, { database, clock });
  b = await createTestApp({ READ_CACHE_MAX_BYTES: "65536" }, { database, clock });
  world.admin = (await buildSignedInUser(db, a.app.tokens, partner.id, "tenantAdmin")).authorization;
  world.ann = (await buildSignedInUser(db, a.app.tokens, 3)).authorization;
  world.bob = (await buildSignedInUser(db, a.app.tokens, 3)).authorization;
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await database?.close();
});

describe("exact invalidation across instances", () => {
  it("a price changed through the merchant console on A is served by B at once", async () => {
    expect(await priceOn(b)).toBe(10);
    const before = b.app.readCache.stats();
    expect(await priceOn(b)).toBe(10); // a hit
    expect(b.app.readCache.stats().hits).toBe(before.hits + 1);

    const res = await a.app.inject({
      method: "PUT",
      url: `${api}/MerchantMenu/UpdateItem`,
      headers: { authorization: world.admin, "Abp.TenantId": "3" },
      payload: { id: world.item, tagId: world.tag, name: "Dish 0", price: 12.5, optionGroups: [] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await priceOn(b)).toBe(12.5);
    expect(await priceOn(a)).toBe(12.5);
  });

  it("a change written straight to the database (no service involved) is seen too", async () => {
    const names = async () =>
      (await get(b, "MenuCategory/GetAll")).json().result.items.map((c: { name: string }) => c.name);
    expect(await names()).toEqual(["Jerk"]);
    expect(await names()).toEqual(["Jerk"]); // now cached on B
    await database.db.update(menuCategories).set({ name: "Jerk & Smoke" }).where(eq(menuCategories.name, "Jerk"));
    expect(await names()).toEqual(["Jerk & Smoke"]);
  });
});

describe("exact on one instance too", () => {
  const setPrice = (price: number) =>
    a.app.inject({
      method: "PUT",
      url: `${api}/MerchantMenu/UpdateItem`,
      headers: { authorization: world.admin, "Abp.TenantId": "3" },
      payload: { id: world.item, tagId: world.tag, name: "Dish 0", price, optionGroups: [] },
    });

  it("reads a price back changed at once on the instance that had it cached and made the change", async () => {
    expect(await priceOn(a)).toBe(12.5);
    const hits = a.app.readCache.stats().hits;
    expect(await priceOn(a)).toBe(12.5);
    expect(a.app.readCache.stats().hits).toBe(hits + 1);
    const res = await setPrice(13.25);
    expect(res.statusCode, res.body).toBe(200);
    expect(await priceOn(a)).toBe(13.25);
    expect(await priceOn(b)).toBe(13.25);
    expect((await setPrice(12.5)).statusCode).toBe(200);
    expect(await priceOn(a)).toBe(12.5);
  });

  it("bumps nothing for a write that rolls back: the next read is still a hit", async () => {
    expect(await priceOn(a)).toBe(12.5);
    const before = a.app.readCache.stats();
    await expect(
      withTransaction(database.db, async (tx) => {
        await tx.update(menuItems).set({ unitPriceCents: 1 }).where(eq(menuItems.id, world.item));
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await priceOn(a)).toBe(12.5);
    expect(a.app.readCache.stats()).toMatchObject({ hits: before.hits + 1, misses: before.misses });
  });
});

describe("what a hit costs", () => {
  it("answers 50 concurrent hits with no statement on PGlite (PostgreSQL: only the batched version reads)", async () => {
    // A third instance whose Drizzle handle logs every statement it sends (as cart.statements.test does).
    const sent: string[] = [];
    const logger = { logQuery: (query: string) => sent.push(query) };
    const client = (database.db as unknown as { $client: never }).$client;
    const db = (database.kind === "postgres"
      ? drizzlePg(client, { schema, logger })
      : drizzlePglite(client, { schema, logger })) as unknown as Db;
    const c = await createTestApp({}, { database: { ...database, db }, clock });
    try {
      const paths = [
        menuPath(),
        "MenuCategory/GetAll",
        `Shop/GetStoreInfo?Id=${world.shop}`,
        "ShopType/GetAll",
        `FoodMenu/GetMenusByTag?TagId=${world.tag}`,
      ];
      for (const path of paths) expect((await get(c, path)).statusCode).toBe(200);
      const before = c.app.readCache.stats();
      sent.length = 0;
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, n) => get(c, paths[n % paths.length] as string, { "accept-encoding": "br" })),
      );
      expect(answers.map((res) => res.statusCode)).toEqual(Array(50).fill(200));
      expect(c.app.readCache.stats()).toMatchObject({ hits: before.hits + 50, misses: before.misses });
      if (database.kind === "pglite") expect(sent).toEqual([]);
      else {
        expect(sent.length).toBeGreaterThan(0);
        expect(sent.filter((query) => !/from "catalogue_versions"/.test(query))).toEqual([]);
      }
    } finally {
      await c.close();
    }
  });
});

describe("ETag and encodings", () => {
  it("answers 304 to a matching If-None-Match, with the same ETag on every instance", async () => {
    const first = await get(a, menuPath());
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers["cache-control"]).toBe("private, no-cache");
    expect(String(first.headers.vary)).toContain("abp.tenantid");
    const again = await get(b, menuPath(), { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers.etag).toBe(etag);
    expect((await get(b, menuPath(), { "if-none-match": '"something-else"' })).statusCode).toBe(200);
  });

  it("sends the Brotli or gzip twin the client accepts, each decoding to the same JSON", async () => {
    const plain = await get(a, menuPath());
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await get(a, menuPath(), { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(String(br.headers.vary)).toContain("accept-encoding");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);

    const gz = await get(a, menuPath(), { "accept-encoding": "gzip;q=1, br;q=0" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);

    const refused = await get(a, menuPath(), { "accept-encoding": "br;q=0, gzip;q=0" });
    expect(refused.headers["content-encoding"]).toBeUndefined();
    expect(refused.body).toBe(plain.body);
  });

  it("keeps errors out of the cache: an unknown shop is a 404 in the envelope every time", async () => {
    for (const app of [a, a]) {
      const res = await get(app, "FoodMenu/GetMenusByCategoryTagByShopId?ShopId=987654");
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, error: { message: expect.any(String) } });
      expect(res.headers.etag).toBeUndefined();
    }
  });
});

describe("what one answer is shared with", () => {
  it("never shares an entry between storefronts", async () => {
    const names = async (tenant: string) =>
      (await get(a, "MenuCategory/GetAll", {}, tenant)).json().result.items.map((c: { name: string }) => c.name);
    expect(await names("3")).toEqual(["Jerk & Smoke"]);
    expect(await names(String(world.otherMarketplace))).toEqual(["Dumplings"]);
    expect(await names("3")).toEqual(["Jerk & Smoke"]);
  });

  it("keeps a customer's liked flag to that customer, and follows a like at once on another instance", async () => {
    const liked = async (app: TestApp, who: string | null) =>
      (await get(app, menuPath(), who ? { authorization: who } : {})).json().result.isLiked as boolean;
    expect([await liked(b, world.ann), await liked(b, world.bob), await liked(b, null)]).toEqual([false, false, false]);

    const res = await a.app.inject({
      method: "POST",
      url: `${api}/ShopLikeList/Create`,
      headers: { authorization: world.ann, "Abp.TenantId": "3" },
      payload: { shopId: world.shop },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect([await liked(b, world.ann), await liked(b, world.bob), await liked(b, null)]).toEqual([true, false, false]);
    const card = async (who: string) =>
      (await get(b, `Shop/GetStoreInfo?Id=${world.shop}`, { authorization: who })).json().result.isLiked as boolean;
    expect([await card(world.ann), await card(world.bob)]).toEqual([true, false]);
  });
});

describe("answers that depend on the clock", () => {
  it("a closed store opens on the store page and in lists at 11:00 sharp, not a request later", async () => {
    const state = async (app: TestApp) => {
      const info = (await get(app, `Shop/GetStoreInfo?Id=${world.lateShop}`)).json().result.openingState;
      const search = (await get(app, "Shop/SearchStores?Keyword=Late")).json().result.items[0].openingState;
      expect(search).toEqual(info);
      return info;
    };
    clock.set("2026-01-14T15:59:59.999Z"); // 10:59:59.999
    expect(await state(a)).toEqual({ isOpen: false, closesAt: null, opensAt: "2026-01-14T16:00:00.000Z" });
    expect(await state(a)).toEqual({ isOpen: false, closesAt: null, opensAt: "2026-01-14T16:00:00.000Z" }); // cached
    clock.set("2026-01-14T16:00:00.000Z");
    expect(await state(a)).toEqual({ isOpen: true, closesAt: "2026-01-14T19:30:00.000Z", opensAt: null });
    clock.set("2026-01-14T19:29:59.999Z");
    expect((await state(a)).isOpen).toBe(true);
    clock.set("2026-01-14T19:30:00.000Z");
    expect((await state(a)).isOpen).toBe(false);
  });
});

describe("bounded memory", () => {
  it("keeps at most READ_CACHE_MAX_BYTES, evicting the least recently used", async () => {
    // 60 distinct queries of a few KB each (the menu, with its twins) overflow B's 64 KB.
    for (let take = 8; take < 68; take++) {
      const res = await get(b, `${menuPath()}&MaxResultCount=${take}`);
      expect(res.statusCode).toBe(200);
    }
    const stats = b.app.readCache.stats();
    expect(stats.bytes).toBeLessThanOrEqual(65_536);
    expect(stats.evictions).toBeGreaterThan(0);
    expect(stats.entries).toBeLessThan(60);
    // The most recent answer is still there; the first was evicted.
    const misses = b.app.readCache.stats().misses;
    await get(b, `${menuPath()}&MaxResultCount=67`);
    expect(b.app.readCache.stats().misses).toBe(misses);
    await get(b, `${menuPath()}&MaxResultCount=8`);
    expect(b.app.readCache.stats().misses).toBe(misses + 1);
  });
});
