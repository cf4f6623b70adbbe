import { eq } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSignedInUser, north } from "../../../test/discovery-factories.ts";
import { buildMenuItem, buildShop, buildTenant } from "../../../test/factories.ts";
import { createTestApp, createTestDatabase } from "../../../test/support/test-app.ts";
import type { Database, Db } from "../../db/client.ts";
import * as schema from "../../db/schema/index.ts";
import { menuItems, shopHours, shops } from "../../db/schema/index.ts";
import { seedReferenceData } from "../../db/seed/index.ts";
import { testClock } from "../../lib/clock.ts";

/**
 * Near me's store cards (docs/decisions/038-near-me-store-cards.md) through the real app: a warm
 * call is the index walk alone, and every change, whoever writes it, shows in the next call; open
 * or closed follows the clock with no change written. PGlite, or PostgreSQL with DATABASE_URL.
 */
let database: Database;
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let db: Db;
const sent: string[] = [];
const clock = testClock("2026-01-14T15:00:00Z"); // Wednesday 10:00 in Toronto
const origin = { latitude: 43.6532, longitude: -79.3832 };
const ids = { near: 0, lunch: 0, item: 0 };
let ann = "";

beforeAll(async () => {
  database = await createTestDatabase();
  const logger = { logQuery: (query: string) => sent.push(query) };
  const client = (database.db as unknown as { $client: never }).$client;
  db = (database.kind === "postgres"
    ? drizzlePg(client, { schema, logger })
    : drizzlePglite(client, { schema, logger })) as unknown as Db;
  ctx = await createTestApp({}, { database: { ...database, db }, clock });
  await seedReferenceData(db);
  await buildTenant(db, { id: 3, tenancyName: "dutchpot", name: "Dutchpot", kind: "marketplace" });
  const partner = await buildTenant(db, { name: "Cards Co" });
  const own = { marketplaceTenantId: 3, tenantId: partner.id };
  ids.near = (await buildShop(db, { ...own, name: "Near Jerk", ...north(origin, 0.5) })).id;
  ids.item = (await buildMenuItem(db, { shopId: ids.near, name: "Jerk Plate", unitPriceCents: 1500 })).id;
  // Open 11:00-14:30 on Wednesdays (Toronto), nothing else.
  ids.lunch = (await buildShop(db, { ...own, name: "Lunch Counter", ...north(origin, 1) }, { hours: false })).id;
  await db.insert(shopHours).values({ shopId: ids.lunch, dayOfWeek: 3, opensAt: 660, closesAt: 870 });
  await buildMenuItem(db, { shopId: ids.lunch, name: "Patty" });
  ann = (await buildSignedInUser(db, ctx.app.tokens, 3)).authorization;
});
afterAll(async () => {
  await ctx?.close();
  await database?.close();
});

const body = { latitutde: origin.latitude, longitutde: origin.longitude, radius: 5 };
interface Card {
  shopId: number;
  businessName: string;
  isLiked: boolean;
  openingState: { isOpen: boolean; opensAt: string | null; closesAt: string | null };
  productsInShop: { name: string; unitPrice: number }[];
}
async function nearMe(path = "NearMe", headers: Record<string, string> = {}): Promise<Card[]> {
  const res = await ctx.app.inject({
    method: "POST",
    url: `/api/services/app/Shop/${path}`,
    headers: { "Abp.TenantId": "3", ...headers },
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.items;
}
const card = (items: Card[], shopId: number) => items.find((c) => c.shopId === shopId);

describe("near me from store cards", () => {
  it("a warm call reads no shop, product or hours row and walks no index of the database", async () => {
    await nearMe();
    await nearMe("PickupShopsNearMe");
    sent.length = 0;
    expect((await nearMe()).map((c) => c.businessName)).toEqual(["Near Jerk", "Lunch Counter"]);
    expect((await nearMe("PickupShopsNearMe")).length).toBe(2);
    // PostgreSQL also reads the storefront's version per call (decision 033); PGlite keeps it in memory (035).
    // Both walk their in-memory index of the storefront's listed shops (decisions 042, 045): no other statement.
    expect(sent.filter((q) => !/catalogue_versions/.test(q))).toEqual([]);
  });

  it("shows a change written straight to the database in the next call (product, timetable, listing)", async () => {
    expect(card(await nearMe(), ids.near)?.productsInShop[0]).toMatchObject({ name: "Jerk Plate", unitPrice: 15 });
    await database.db.update(menuItems).set({ unitPriceCents: 1625 }).where(eq(menuItems.id, ids.item));
    expect(card(await nearMe(), ids.near)?.productsInShop[0]).toMatchObject({ name: "Jerk Plate", unitPrice: 16.25 });

    await database.db.update(shops).set({ name: "Near Jerk & Grill" }).where(eq(shops.id, ids.near));
    expect(card(await nearMe(), ids.near)?.businessName).toBe("Near Jerk & Grill");

    // Closed from today on: the shop's only opening moves to Thursdays.
    expect(card(await nearMe(), ids.lunch)?.openingState.opensAt).toBe("2026-01-14T16:00:00.000Z");
    await database.db.update(shopHours).set({ dayOfWeek: 4 }).where(eq(shopHours.shopId, ids.lunch));
    expect(card(await nearMe(), ids.lunch)?.openingState.opensAt).toBe("2026-01-15T16:00:00.000Z");

    // No timetable at all: off the storefront (the listing rule), at once.
    await database.db.delete(shopHours).where(eq(shopHours.shopId, ids.lunch));
    expect(card(await nearMe(), ids.lunch)).toBeUndefined();
    await database.db.insert(shopHours).values({ shopId: ids.lunch, dayOfWeek: 3, opensAt: 660, closesAt: 870 });
    expect(card(await nearMe(), ids.lunch)?.openingState.opensAt).toBe("2026-01-14T16:00:00.000Z");
  });

  it("opens and closes a cached card on time, and back when the clock goes back", async () => {
    const lunch = async () => card(await nearMe(), ids.lunch)?.openingState;
    clock.set("2026-01-14T15:59:59.999Z"); // 10:59:59.999
    expect(await lunch()).toEqual({ isOpen: false, closesAt: null, opensAt: "2026-01-14T16:00:00.000Z" });
    clock.set("2026-01-14T16:00:00.000Z");
    expect(await lunch()).toEqual({ isOpen: true, closesAt: "2026-01-14T19:30:00.000Z", opensAt: null });
    clock.set("2026-01-14T19:30:00.000Z");
    expect(await lunch()).toEqual({ isOpen: false, closesAt: null, opensAt: "2026-01-21T16:00:00.000Z" });
    clock.set("2026-01-14T17:00:00.000Z");
    expect(await lunch()).toEqual({ isOpen: true, closesAt: "2026-01-14T19:30:00.000Z", opensAt: null });
  });

  it("keeps a customer's like flags to that customer over shared cards", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/services/app/ShopLikeList/Create",
      headers: { authorization: ann, "Abp.TenantId": "3" },
      payload: { shopId: ids.near },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(card(await nearMe("NearMe", { authorization: ann }), ids.near)?.isLiked).toBe(true);
    expect(card(await nearMe(), ids.near)?.isLiked).toBe(false);
  });
});
