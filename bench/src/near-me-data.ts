import { sql } from "drizzle-orm";
import type { Database } from "../../server/src/db/client.ts";

/** The area synthetic shops are spread over: the Greater Toronto Area (about 60 × 70 km). */
export const benchArea = { south: 43.45, north: 44.0, west: -79.75, east: -78.9 };
/** The point near-me scenarios search around: downtown Toronto. */
export const benchCentre = { latitude: 43.6532, longitude: -79.3832 };

export interface GenerateOptions {
  /** Synthetic shops to add. */
  shops: number;
  /** Active menu items per shop (store cards show up to 10). */
  itemsPerShop?: number;
  /** Rows per INSERT statement. */
  chunk?: number;
  marketplaceTenantId?: number;
}

/**
 * Inserts `shops` synthetic shops of the marketplace (uniformly random positions over the area,
 * every 50th inactive) and their menu items with generate_series, chunk by chunk, with the secondary
 * indexes rebuilt once at the end, then ANALYZEs.
 * The random sequence is seeded, so two runs build the same data. Returns the seconds it took.
 */
export async function generateShops(database: Database, options: GenerateOptions): Promise<number> {
  const started = performance.now();
  const db = database.db;
  const marketplace = options.marketplaceTenantId ?? 3;
  const itemsPerShop = options.itemsPerShop ?? 3;
  const chunk = options.chunk ?? 50_000;
  const { south, north, west, east } = benchArea;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select setseed(0.42)`);
    // No per-row triggers (the catalogue version bumps, deferred to the commit, would also forbid the
    // index rebuild below): the server starts on this data afterwards with empty caches.
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(
      sql`insert into tenants (tenancy_name, name, kind) values ('bench-partner', 'Bench Partner', 'partner') on conflict do nothing`,
    );
    // Secondary indexes are dropped and built again afterwards: one bulk build beats a million updates.
    const indexes = (await tx.execute(sql`
      select indexname as name, indexdef as definition from pg_indexes
      where schemaname = 'public' and tablename in ('shops', 'menu_items') and indexdef not like 'CREATE UNIQUE%'
    `)) as unknown as { rows: { name: string; definition: string }[] };
    for (const index of indexes.rows) await tx.execute(sql.raw(`drop index "${index.name}"`));
    for (let from = 1; from <= options.shops; from += chunk) {
      const to = Math.min(options.shops, from + chunk - 1);
      await tx.execute(sql`
        with kinds as (
          select array_agg(id order by sort_order, id) as ids, array_agg(kind order by sort_order, id) as names
          from shop_types
        ),
        added as (
          insert into shops (tenant_id, marketplace_tenant_id, shop_type_id, kind, slug, name, description, address,
            city, post_code, latitude, longitude, rating, delivery_fee_cents, delivery_time_min, delivery_time_max, is_active)
          select (select id from tenants where tenancy_name = 'bench-partner'), ${marketplace},
            kinds.ids[1 + g % 4], kinds.names[1 + g % 4], 'bench-' || g, 'Bench Shop ' || g,
            'A synthetic shop for load tests.', g || ' Bench Street', 'Toronto', 'M5V 1A1',
            ${south}::float8 + random() * ${north - south}::float8, ${west}::float8 + random() * ${east - west}::float8,
            round((3.5 + random() * 1.5)::numeric, 1), (random() * 500)::int, 15, 40, g % 50 <> 0
          from generate_series(${from}::int, ${to}::int) g, kinds
          returning id
        ),
        -- Open every day 8:00-22:00: the listing rule lists only shops with opening hours (docs/partners.md).
        hours as (
          insert into shop_hours (shop_id, day_of_week, opens_at, closes_at)
          select added.id, d, 480, 1320 from added cross join generate_series(0, 6) d
        )
        insert into menu_items (shop_id, name, description, unit_price_cents, sort_order)
        select added.id, 'Bench Item ' || i, 'Jerk-spiced synthetic dish number ' || i, 500 + i * 150, i
        from added cross join generate_series(1, ${itemsPerShop}::int) i
      `);
    }
    for (const index of indexes.rows) await tx.execute(sql.raw(index.definition));
  });
  await db.execute(sql`analyze shops`);
  await db.execute(sql`analyze menu_items`);
  await db.execute(sql`analyze shop_hours`);
  return (performance.now() - started) / 1000;
}
