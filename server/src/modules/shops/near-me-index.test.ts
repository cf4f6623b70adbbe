import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { east, north } from "../../../test/discovery-factories.ts";
import { buildMenuItem, buildShop, buildTenant } from "../../../test/factories.ts";
import { createTestDatabase } from "../../../test/support/test-app.ts";
import { openCatalogueVersions } from "../../cache/catalogue-versions.ts";
import type { Database } from "../../db/client.ts";
import { menuItems, shopHours, shops } from "../../db/schema/index.ts";
import { seedDemoData, seedReferenceData } from "../../db/seed/index.ts";
import { NearMeIndex } from "./near-me-index.ts";
import { findListedShopPoints, NearMeIndexCache, readListedShopPoints } from "./near-me-index-cache.ts";
import { distanceKm } from "./stores.mappers.ts";
import { type NearMeQuery, prepareNearbyShops } from "./stores.repository.ts";

/**
 * The in-memory near-me walk (docs/decisions/042-…) against the database's prepared walk
 * (decision 038) on the same data: the same shops, in the same order, with the same distances to the metre (to a micrometre, in fact), for
 * points, radii, pages and the pickup filter. On the demo marketplace, then with generated shops that
 * break the listing rule in every way it has. PGlite, or PostgreSQL with DATABASE_URL.
 */
let database: Database;
let walk: ReturnType<typeof prepareNearbyShops>;
const storefront = 3;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedReferenceData(database.db);
  await seedDemoData(database.db);
  walk = prepareNearbyShops(database.db);
});
afterAll(async () => database?.close());

/** A seeded pseudo-random sequence (the same points on every run). */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const area = { south: 43.45, north: 44.0, west: -79.75, east: -78.9 };

function queries() {
  const next = random(17);
  const points = [
    { latitude: 43.6532, longitude: -79.3832 },
    { latitude: 43.6426, longitude: -79.3871 },
    { latitude: 0, longitude: 0 },
    { latitude: 89.9, longitude: 179.9 },
    ...Array.from({ length: 16 }, () => ({
      latitude: area.south + next() * (area.north - area.south),
      longitude: area.west + next() * (area.east - area.west),
    })),
  ];
  const pages = [
    { skip: 0, take: 10 },
    { skip: 7, take: 25 },
    { skip: 250, take: 100 },
  ];
  const out: { q: NearMeQuery; page: { skip: number; take: number } }[] = [];
  for (const point of points)
    for (const radiusKm of [0.4, 2, 10, 50])
      for (const page of pages)
        for (const pickupOnly of [false, true])
          out.push({
            q: { marketplaceTenantId: storefront, ...point, radiusMetres: radiusKm * 1000, pickupOnly },
            page,
          });
  return out;
}

async function expectSameAnswers(given?: NearMeIndex, asked = queries()) {
  const index = given ?? new NearMeIndex(await findListedShopPoints(database.db, storefront));
  let shopsSeen = 0;
  for (const { q, page } of asked) {
    const expected = await walk(q, page);
    const actual = index.nearest({ ...q, pickupOnly: q.pickupOnly ?? false, ...page });
    const context = JSON.stringify({ q, page });
    expect(
      actual.map((s) => s.id),
      context,
    ).toEqual(expected.map((s) => s.id));
    // The answer shows metres (distanceKm); the doubles differ by the libm's last bits (< 1 µm).
    expect(actual.map((s) => distanceKm(s.distanceMetres))).toEqual(expected.map((s) => distanceKm(s.distanceMetres)));
    actual.forEach((s, i) => {
      expect(Math.abs(s.distanceMetres - (expected[i]?.distanceMetres ?? 0)), context).toBeLessThan(1e-6);
    });
    shopsSeen += expected.length;
  }
  return { size: index.size, shopsSeen };
}

describe("near-me index", () => {
  it("answers as the database's walk on the demo marketplace", async () => {
    const { size, shopsSeen } = await expectSameAnswers();
    expect(size).toBeGreaterThan(5);
    expect(shopsSeen).toBeGreaterThan(100);
  }, 300_000);

  it("answers as the database's walk with 3,000 generated shops, dense and unlisted shops among them", async () => {
    const db = database.db;
    await db.execute(sql`select setseed(0.17)`);
    await db.execute(sql`
      insert into tenants (tenancy_name, name, kind, is_active) values
        ('index-partner', 'Index Partner', 'partner', true), ('index-gone', 'Index Gone', 'partner', false)`);
    // Every 50th shop inactive, every 13th not live, every 17th of an inactive owner, every 7th without
    // hours, every 11th without an active item, every 3rd without pickup, and 20 shops a third of a metre apart
    // in each hundred (600 near one point: dense pages).
    await db.execute(sql`
      with kinds as (select array_agg(id order by id) as ids, array_agg(kind order by id) as names from shop_types),
      added as (
        insert into shops (tenant_id, marketplace_tenant_id, shop_type_id, kind, slug, name, description, address,
          city, post_code, latitude, longitude, rating, delivery_fee_cents, delivery_time_min, delivery_time_max,
          is_active, is_live, offers_pickup)
        select (select id from tenants where tenancy_name = case when g % 17 = 0 then 'index-gone' else 'index-partner' end),
          ${storefront}, kinds.ids[1 + g % 4], kinds.names[1 + g % 4], 'index-' || g, 'Index Shop ' || g, '', g || ' Index St',
          'Toronto', 'M5V 1A1',
          case when g % 100 < 20 then 43.66 + g * 0.000003 else ${area.south}::float8 + random() * ${area.north - area.south}::float8 end,
          case when g % 100 < 20 then -79.39 else ${area.west}::float8 + random() * ${area.east - area.west}::float8 end,
          4, 100, 15, 40, g % 50 <> 0, g % 13 <> 0, g % 3 <> 0
        from generate_series(1, 3000) g, kinds
        returning id, slug
      ),
      hours as (
        insert into shop_hours (shop_id, day_of_week, opens_at, closes_at)
        select added.id, d, 480, 1320 from added cross join generate_series(0, 6) d
        where substr(added.slug, 7)::int % 7 <> 0
      )
      insert into menu_items (shop_id, name, description, unit_price_cents, sort_order, is_active)
      select added.id, 'Index Item', '', 500, 1, substr(added.slug, 7)::int % 11 <> 0 from added`);
    const { size, shopsSeen } = await expectSameAnswers();
    expect(size).toBeGreaterThan(1000);
    expect(size).toBeLessThan(3000);
    expect(shopsSeen).toBeGreaterThan(5_000);
  }, 300_000);

  it("pages through shops at one point by id, each once", () => {
    // The database's walk stops after skip + take shops of the GiST order, which among equal
    // distances is arbitrary: a page could repeat or skip shops of a tie. The index orders a tie by id.
    const shops = Array.from({ length: 30 }, (_, i) => ({
      id: 100 - i,
      latitude: 43.7,
      longitude: -79.4,
      offersPickup: true,
    }));
    const index = new NearMeIndex(shops);
    const query = { latitude: 43.71, longitude: -79.4, radiusMetres: 5000, pickupOnly: false };
    const pages = [0, 7, 14, 21, 28].map((skip) => index.nearest({ ...query, skip, take: 7 }));
    const ids = pages.flat().map((s) => s.id);
    expect(ids).toEqual(Array.from({ length: 30 }, (_, i) => 71 + i));
    expect(new Set(pages.flat().map((s) => s.distanceMetres)).size).toBe(1);
  });

  it("is never used behind a committed change, on either of two instances, and answers as the walk once read again", async () => {
    // Two instances on one database, each with its own version source (decision 033's batched read
    // on PostgreSQL, 035's notified map on PGlite) and its own index cache, refreshed at once (gap 0).
    const instances = await Promise.all(
      [0, 1].map(async () => ({
        versions: await openCatalogueVersions(database),
        cache: new NearMeIndexCache((id) => readListedShopPoints(database.db, id), { refreshGapFactor: 0 }),
      })),
    );
    const scope = `tenant:${storefront}`;
    const versionOf = async (instance: (typeof instances)[number]) =>
      (await instance.versions.read([scope])).get(scope) ?? 0;
    const downtown = { latitude: 43.6532, longitude: -79.3832 };
    const asked = (point: { latitude: number; longitude: number }) =>
      [point, downtown].flatMap((at) =>
        [0.5, 2, 10].flatMap((radiusKm) =>
          [false, true].flatMap((pickupOnly) =>
            [
              { skip: 0, take: 10 },
              { skip: 3, take: 25 },
            ].map((page) => ({
              q: { marketplaceTenantId: storefront, ...at, radiusMetres: radiusKm * 1000, pickupOnly },
              page,
            })),
          ),
        ),
      );
    try {
      for (const instance of instances) {
        // No call waits for an index: the first one walks the database and starts the read.
        expect(instance.cache.index(storefront, await versionOf(instance))).toBeNull();
        await instance.cache.refresh(storefront);
        const index = instance.cache.index(storefront, await versionOf(instance));
        expect(index).not.toBeNull();
        await expectSameAnswers(index as NearMeIndex, asked(downtown));
      }
      const owner = await buildTenant(database.db, { name: "Index Cache Co" });
      const at = north(east(downtown, 0.3), 0.2);
      let shopId = 0;
      const steps: { change: string; write: () => Promise<unknown>; near: typeof at; pointsChange: boolean }[] = [
        {
          change: "a shop added",
          write: async () => {
            await database.db.transaction(async (tx) => {
              shopId = (await buildShop(tx, { marketplaceTenantId: storefront, tenantId: owner.id, ...at })).id;
              await buildMenuItem(tx, { shopId });
            });
          },
          near: at,
          pointsChange: true,
        },
        {
          change: "the shop moved",
          write: () => database.db.update(shops).set(north(at, 1.5)).where(eq(shops.id, shopId)),
          near: north(at, 1.5),
          pointsChange: true,
        },
        {
          change: "its pickup dropped",
          write: () => database.db.update(shops).set({ offersPickup: false }).where(eq(shops.id, shopId)),
          near: north(at, 1.5),
          pointsChange: true,
        },
        {
          change: "a price changed (the listed points stay)",
          write: () => database.db.update(menuItems).set({ unitPriceCents: 777 }).where(eq(menuItems.shopId, shopId)),
          near: north(at, 1.5),
          pointsChange: false,
        },
        {
          change: "the shop unlisted (no opening hours)",
          write: () => database.db.delete(shopHours).where(eq(shopHours.shopId, shopId)),
          near: north(at, 1.5),
          pointsChange: true,
        },
      ];
      for (const step of steps) {
        const old = await Promise.all(instances.map(versionOf));
        await step.write();
        for (const instance of instances) {
          const version = await versionOf(instance);
          expect(version, step.change).toBeGreaterThan(old[0] as number);
          // The index read before the commit is not served for a request that began after it.
          expect(instance.cache.index(storefront, version), step.change).toBeNull();
          const builds = instance.cache.stats().builds;
          await instance.cache.refresh(storefront);
          const index = instance.cache.index(storefront, version);
          expect(index, step.change).not.toBeNull();
          expect(instance.cache.stats().builds - builds, step.change).toBe(step.pointsChange ? 1 : 0);
          await expectSameAnswers(index as NearMeIndex, asked(step.near));
        }
      }
    } finally {
      for (const instance of instances) await instance.versions.close();
    }
  }, 300_000);
});
