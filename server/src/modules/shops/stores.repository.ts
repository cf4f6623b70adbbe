import type { ShopKind } from "@dutchpot/contract";
import { and, asc, count, eq, inArray, is, Placeholder, type SQL, sql } from "drizzle-orm";
import { PgliteDatabase } from "drizzle-orm/pglite";
import type { DbOrTx } from "../../db/client.ts";
import { menuItems, shopMenuCategories, shops, shopTags, tenants } from "../../db/schema/index.ts";
import { containsText } from "../menus/search.ts";
import { listedShopSql } from "./listing.ts";
import type { Page } from "./shops.repository.ts";

/** The shop columns a store summary needs (camelCase domain row). */
const storeColumns = {
  id: shops.id,
  tenantId: shops.tenantId,
  kind: shops.kind,
  name: shops.name,
  description: shops.description,
  address: shops.address,
  city: shops.city,
  postCode: shops.postCode,
  latitude: shops.latitude,
  longitude: shops.longitude,
  logoUrl: shops.logoUrl,
  bannerUrl: shops.bannerUrl,
  rating: shops.rating,
  deliveryFeeCents: shops.deliveryFeeCents,
  deliveryTimeMin: shops.deliveryTimeMin,
  deliveryTimeMax: shops.deliveryTimeMax,
  offersPickup: shops.offersPickup,
  offersDelivery: shops.offersDelivery,
  deliveryRadiusKm: shops.deliveryRadiusKm,
  timeZone: shops.timeZone,
};

export interface StoreRow {
  id: number;
  tenantId: number;
  kind: ShopKind;
  name: string;
  description: string;
  address: string;
  city: string;
  postCode: string;
  latitude: number;
  longitude: number;
  logoUrl: string | null;
  bannerUrl: string | null;
  rating: number;
  deliveryFeeCents: number;
  deliveryTimeMin: number;
  deliveryTimeMax: number;
  offersPickup: boolean;
  offersDelivery: boolean;
  deliveryRadiusKm: number;
  timeZone: string;
}

/** A shop of a near-me page: its id and distance; the rest of its card comes from the card cache. */
export interface NearbyShop {
  id: number;
  distanceMetres: number;
}

export interface NearMeQuery {
  marketplaceTenantId: number;
  latitude: number;
  longitude: number;
  radiusMetres: number;
  /** Only shops that offer pickup (PickupShopsNearMe). */
  pickupOnly?: boolean;
}

/**
 * A coordinate within 1e-9° (0.1 mm) of zero, as zero: PostgreSQL's float arithmetic raises
 * "underflow" on numbers such as 5e-324 (ll_to_earth multiplies them) where JavaScript rounds.
 */
export const nearZeroAsZero = (degrees: number) => (Math.abs(degrees) < 1e-9 ? 0 : degrees);

/** The near-me query's inputs: values, or placeholders of a prepared statement. */
type Input<T> = T | Placeholder;
interface NearestInputs {
  marketplaceTenantId: Input<number>;
  latitude: Input<number>;
  longitude: Input<number>;
  radiusMetres: Input<number>;
  /** skip + take: how far the index walk goes. */
  walk: Input<number>;
  skip: Input<number>;
  take: Input<number>;
}

/**
 * Ids and distances of listed shops of a marketplace within a radius, nearest first. The inner
 * query walks the GiST index on ll_to_earth(latitude, longitude) nearest first (`<->`: chord
 * distance orders like great-circle distance) and stops after skip + take shops; the outer one keeps
 * those within the radius (earth_distance) and pages. The shops within a radius are a prefix of that
 * order, so the answer is exact, and the cost is the page size whatever the density: an
 * `earth_box @>` filter plus a sort read every shop in the box (measured 0.7 ms against 810 ms for a
 * 50 km box holding 50k shops; see docs/performance.md), and the planner cannot tell the two apart
 * since it estimates any box as tiny.
 */
function nearestShops(db: DbOrTx, pickupOnly: boolean, q: NearestInputs) {
  const origin = sql`ll_to_earth(${q.latitude}::float8, ${q.longitude}::float8)`;
  const point = sql`ll_to_earth(${shops.latitude}, ${shops.longitude})`;
  const nearest = db
    .select({ id: shops.id, distanceMetres: sql<number>`earth_distance(${origin}, ${point})`.as("distance_metres") })
    .from(shops)
    .where(
      and(
        eq(shops.marketplaceTenantId, q.marketplaceTenantId),
        listedShopSql(),
        pickupOnly ? sql`${shops.offersPickup}` : undefined,
      ),
    )
    .orderBy(sql`${point} <-> ${origin}`)
    .limit(q.walk)
    .as("nearest");
  return db
    .select()
    .from(nearest)
    .where(sql`${nearest.distanceMetres} <= ${q.radiusMetres}::float8`)
    .orderBy(asc(nearest.distanceMetres), asc(nearest.id))
    .offset(q.skip)
    .limit(q.take);
}

const placeholders = {
  marketplaceTenantId: sql.placeholder("marketplaceTenantId"),
  latitude: sql.placeholder("latitude"),
  longitude: sql.placeholder("longitude"),
  radiusMetres: sql.placeholder("radiusMetres"),
  walk: sql.placeholder("walk"),
  skip: sql.placeholder("skip"),
  take: sql.placeholder("take"),
} satisfies NearestInputs;
type NearestValues = Record<keyof typeof placeholders, number>;

const valuesOf = (q: NearMeQuery, page: Page): NearestValues => ({
  marketplaceTenantId: q.marketplaceTenantId,
  latitude: nearZeroAsZero(q.latitude),
  longitude: nearZeroAsZero(q.longitude),
  radiusMetres: q.radiusMetres,
  walk: page.skip + page.take,
  skip: page.skip,
  take: page.take,
});

/** The near-me query with these values (EXPLAIN in the plan test and the bench). */
export function nearbyShopsQuery(db: DbOrTx, q: NearMeQuery, page: Page) {
  return nearestShops(db, q.pickupOnly ?? false, valuesOf(q, page));
}

/** A number as an SQL literal; the inputs are validated numbers, never text. */
function numberLiteral(value: number): string {
  if (!Number.isFinite(value)) throw new TypeError(`not a finite number: ${value}`);
  return String(value);
}

/** PostgreSQL's "prepared statement does not exist". */
const isMissingStatement = (err: unknown) =>
  (err as { code?: string }).code === "26000" || (err as { cause?: { code?: string } }).cause?.code === "26000";

/**
 * PGlite's driver sends every statement unnamed, so PostgreSQL parses and plans it on every call
 * (planning alone is about half of the near-me statement's CPU in WebAssembly). Its one session
 * keeps an SQL-level PREPARE for good: prepared once (again if the session ever lost it), then
 * EXECUTEd with the values written as literals (an EXECUTE cannot take bound parameters).
 */
function sessionPrepared(db: DbOrTx, name: string, pickupOnly: boolean) {
  const { sql: text, params } = nearestShops(db, pickupOnly, placeholders).toSQL();
  // Every value of the statement is a placeholder (a bound constant would have no name to fill it by).
  const order = params.map((p) => {
    if (!(p instanceof Placeholder)) throw new TypeError(`${name}: a value that is not a placeholder`);
    return p.name as keyof NearestValues;
  });
  let prepared: Promise<unknown> | null = null;
  const prepare = () => {
    prepared ??= db.execute(sql.raw(`prepare ${name} as ${text}`)).catch((err: unknown) => {
      prepared = null;
      throw err;
    });
    return prepared;
  };
  const execute = async (values: NearestValues) => {
    await prepare();
    const args = order.map((key) => numberLiteral(values[key])).join(", ");
    const result = (await db.execute(sql.raw(`execute ${name}(${args})`))) as unknown as {
      rows: { id: number; distance_metres: number }[];
    };
    return result.rows.map((r) => ({ id: r.id, distanceMetres: Number(r.distance_metres) }));
  };
  return async (values: NearestValues): Promise<NearbyShop[]> => {
    try {
      return await execute(values);
    } catch (err) {
      if (!isMissingStatement(err)) throw err;
      prepared = null;
      return execute(values);
    }
  };
}

/** PostgreSQL: a named statement, parsed and planned once per pooled connection (node-postgres). */
function namedStatement(db: DbOrTx, name: string, pickupOnly: boolean) {
  const statement = nearestShops(db, pickupOnly, placeholders).prepare(name);
  return async (values: NearestValues): Promise<NearbyShop[]> => {
    const rows = await statement.execute(values);
    return rows.map((r) => ({ id: r.id, distanceMetres: Number(r.distanceMetres) }));
  };
}

/**
 * The near-me queries (all shops; pickup only) prepared once per database: a call sends its values
 * and maps two columns, instead of building the SQL text again (drizzle's query building was a fifth
 * of near me's time on PostgreSQL) and having the database parse and plan it again.
 */
export function prepareNearbyShops(db: DbOrTx) {
  const prepared = is(db, PgliteDatabase) ? sessionPrepared : namedStatement;
  const all = prepared(db, "stores_near_me", false);
  const pickup = prepared(db, "stores_near_me_pickup", true);
  return (q: NearMeQuery, page: Page): Promise<NearbyShop[]> => (q.pickupOnly ? pickup : all)(valuesOf(q, page));
}

/** Shops by id, listed or not (the near-me query has applied the listing rule), in no particular order. */
export async function findStoreRowsByIds(db: DbOrTx, ids: number[]): Promise<StoreRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.select(storeColumns).from(shops).where(inArray(shops.id, ids));
  return rows as StoreRow[];
}

/** Shops by id listed on the marketplace (the listing rule), in no particular order. */
export async function findStoresByIds(db: DbOrTx, marketplaceTenantId: number, ids: number[]): Promise<StoreRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(storeColumns)
    .from(shops)
    .where(and(inArray(shops.id, ids), eq(shops.marketplaceTenantId, marketplaceTenantId), listedShopSql()));
  return rows as StoreRow[];
}

export interface StoreFilter {
  marketplaceTenantId: number;
  kinds?: ShopKind[];
  menuCategoryId?: number;
  /** Matches name, description, address or city, accent- and case-insensitively. */
  keyword?: string;
}

/** A page of listed stores (best rated first, then by name) and how many match. */
export async function pageStores(db: DbOrTx, filter: StoreFilter, page: Page) {
  const conditions: SQL[] = [eq(shops.marketplaceTenantId, filter.marketplaceTenantId), listedShopSql()];
  if (filter.kinds) conditions.push(inArray(shops.kind, filter.kinds));
  if (filter.menuCategoryId !== undefined) {
    conditions.push(
      sql`exists (select 1 from ${shopMenuCategories} where ${shopMenuCategories.shopId} = ${shops.id} and ${shopMenuCategories.menuCategoryId} = ${filter.menuCategoryId})`,
    );
  }
  if (filter.keyword) {
    const kw = filter.keyword;
    const matches = sql`(${containsText(shops.name, kw)} or ${containsText(shops.description, kw)} or ${containsText(shops.address, kw)} or ${containsText(shops.city, kw)})`;
    conditions.push(matches);
  }
  const where = and(...conditions);
  const [items, [total]] = await Promise.all([
    db
      .select(storeColumns)
      .from(shops)
      .where(where)
      .orderBy(sql`${shops.rating} desc`, asc(shops.name), asc(shops.id))
      .offset(page.skip)
      .limit(page.take),
    db.select({ n: count() }).from(shops).where(where),
  ]);
  return { totalCount: total?.n ?? 0, items: items as StoreRow[] };
}

export interface CardProductRow {
  id: number;
  shopId: number;
  name: string;
  unitPriceCents: number;
  imageUrl: string | null;
}

/** The first `perShop` active products of each shop, in menu order (tag order, then item order). */
export async function findCardProducts(db: DbOrTx, shopIds: number[], perShop: number): Promise<CardProductRow[]> {
  if (shopIds.length === 0) return [];
  const ranked = db
    .select({
      id: menuItems.id,
      shopId: menuItems.shopId,
      name: menuItems.name,
      unitPriceCents: menuItems.unitPriceCents,
      imageUrl: menuItems.imageUrl,
      rank: sql<number>`row_number() over (partition by ${menuItems.shopId} order by ${shopTags.sortOrder} nulls last, ${menuItems.sortOrder}, ${menuItems.id})`.as(
        "rank",
      ),
    })
    .from(menuItems)
    .leftJoin(shopTags, eq(shopTags.id, menuItems.tagId))
    .where(and(inArray(menuItems.shopId, shopIds), eq(menuItems.isActive, true)))
    .as("ranked");
  const rows = await db
    .select({
      id: ranked.id,
      shopId: ranked.shopId,
      name: ranked.name,
      unitPriceCents: ranked.unitPriceCents,
      imageUrl: ranked.imageUrl,
    })
    .from(ranked)
    .where(sql`${ranked.rank} <= ${perShop}`)
    .orderBy(asc(ranked.shopId), asc(ranked.rank));
  return rows;
}

/** One listed store of the marketplace with its tags, or null (a hidden shop's page is a 404). */
export async function findStore(db: DbOrTx, marketplaceTenantId: number, shopId: number) {
  const [store] = await findStoresByIds(db, marketplaceTenantId, [shopId]);
  if (!store) return null;
  const tags = await db
    .select({ id: shopTags.id, name: shopTags.name, imageUrl: shopTags.imageUrl })
    .from(shopTags)
    .where(eq(shopTags.shopId, shopId))
    .orderBy(asc(shopTags.sortOrder), asc(shopTags.id));
  return { store, tags };
}

/** The marketplace's header image (tenant settings). */
export async function findHeaderImage(db: DbOrTx, marketplaceTenantId: number): Promise<string | null> {
  const [row] = await db
    .select({ settings: tenants.settings })
    .from(tenants)
    .where(eq(tenants.id, marketplaceTenantId));
  return row?.settings.headerImageUrl ?? null;
}
