import { and, asc, eq, sql } from "drizzle-orm";
import { catalogueVersionSql } from "../../cache/catalogue-versions.ts";
import type { DbOrTx } from "../../db/client.ts";
import { shops } from "../../db/schema/index.ts";
import { listedShopSql } from "./listing.ts";
import { type IndexedShop, NearMeIndex } from "./near-me-index.ts";

/** The storefront's listed shops (the listing rule of every discovery query), by id. */
export async function findListedShopPoints(db: DbOrTx, marketplaceTenantId: number): Promise<IndexedShop[]> {
  return db
    .select({ id: shops.id, latitude: shops.latitude, longitude: shops.longitude, offersPickup: shops.offersPickup })
    .from(shops)
    .where(and(eq(shops.marketplaceTenantId, marketplaceTenantId), listedShopSql()))
    .orderBy(asc(shops.id));
}

/** A storefront's listed shops and the catalogue version of the snapshot they were read in. */
export interface ListedPoints {
  version: number;
  shops: IndexedShop[];
}

/** A row of `readListedShopPoints`: the version on every row; no shop (id null) when none is listed. */
interface ListedPointRow {
  version: string | number;
  id: number | null;
  latitude: number;
  longitude: number;
  offers_pickup: boolean;
}

/**
 * The listed shops and the storefront's catalogue version in ONE statement (one snapshot): the
 * points are exactly those of that version (every change the listing rule reads bumps it in the
 * writing transaction, decision 033). The version row is the left side, so an empty storefront
 * still says its version.
 */
export async function readListedShopPoints(db: DbOrTx, marketplaceTenantId: number): Promise<ListedPoints> {
  const scope = `tenant:${marketplaceTenantId}`;
  const result = (await db.execute(sql`
    select v.version, ${shops.id} as id, ${shops.latitude} as latitude, ${shops.longitude} as longitude,
      ${shops.offersPickup} as offers_pickup
    from (select ${catalogueVersionSql(scope)} as version) v
    left join ${shops} on ${shops.marketplaceTenantId} = ${marketplaceTenantId} and ${listedShopSql()}
    order by ${shops.id}`)) as unknown as { rows: ListedPointRow[] };
  const rows = result.rows;
  const listed: IndexedShop[] = [];
  for (const r of rows) {
    if (r.id === null) continue;
    listed.push({ id: r.id, latitude: r.latitude, longitude: r.longitude, offersPickup: r.offers_pickup });
  }
  return { version: Number(rows[0]?.version ?? 0), shops: listed };
}

/**
 * A refresh starts at the earliest this many times its predecessor's duration after that one
 * ended: refreshes take at most 1/20 of the time, however often the catalogue changes (a price edit
 * bumps the version too). Between them a stale index is not used: near me walks the database.
 */
const refreshGapFactor = 19;

interface Kept {
  index: NearMeIndex | null;
  /** The catalogue version of the snapshot the index was read in. */
  version: number;
  refreshing: Promise<NearMeIndex> | null;
  /** No refresh starts before this (performance.now()). */
  notBefore: number;
}

export interface NearMeIndexCacheOptions {
  /** Default 19 (see `refreshGapFactor`); 0 in tests that refresh after every change. */
  refreshGapFactor?: number;
  now?: () => number;
}

/** Counters since start: calls answered from an index, calls left to the database walk, refreshes, rebuilds. */
export interface NearMeIndexStats {
  hits: number;
  walks: number;
  refreshes: number;
  builds: number;
}

/**
 * Per storefront, its near-me index and the catalogue version it was read at
 * (docs/decisions/045-…). An index is used only when its version is at least the one the request
 * read (decisions 033, 038): it then holds every change committed before the request, on any
 * instance. A stale index is never used: the call walks the database (exact) and a refresh starts
 * in the background, at most one at a time and spaced by `refreshGapFactor`; a refresh that reads
 * the same listed points (most catalogue changes: prices, names, hours of a listed shop) keeps the
 * tree under the new version instead of building it again. No call waits for an index, not even a
 * storefront's first (at 100k shops the first read takes seconds on a cold database).
 */
export class NearMeIndexCache {
  readonly #kept = new Map<number, Kept>();
  readonly #gap: number;
  readonly #now: () => number;
  readonly #stats: NearMeIndexStats = { hits: 0, walks: 0, refreshes: 0, builds: 0 };

  constructor(
    private readonly read: (storefrontId: number) => Promise<ListedPoints>,
    options: NearMeIndexCacheOptions = {},
  ) {
    this.#gap = options.refreshGapFactor ?? refreshGapFactor;
    this.#now = options.now ?? (() => performance.now());
  }

  /**
   * The storefront's index if it is at least `version`, else null: walk the database (a refresh is
   * started if none runs and the gap since the last one allows).
   */
  index(storefrontId: number, version: number): NearMeIndex | null {
    const kept = this.#kept.get(storefrontId);
    if (kept?.index && kept.version >= version) {
      this.#stats.hits++;
      return kept.index;
    }
    this.#stats.walks++;
    if (!kept || (!kept.refreshing && this.#now() >= kept.notBefore)) {
      this.refresh(storefrontId).catch(() => undefined);
    }
    return null;
  }

  /** Reads the storefront's listed shops again (or joins the read in flight); resolves with the index. */
  refresh(storefrontId: number): Promise<NearMeIndex> {
    let kept = this.#kept.get(storefrontId);
    if (!kept) {
      kept = { index: null, version: -1, refreshing: null, notBefore: 0 };
      this.#kept.set(storefrontId, kept);
    }
    if (kept.refreshing) return kept.refreshing;
    const state = kept;
    const started = this.#now();
    this.#stats.refreshes++;
    state.refreshing = this.read(storefrontId)
      .then(({ version, shops }) => {
        let index = state.index;
        // One refresh at a time, so versions only grow; the check keeps it so if that ever changes.
        if (index && version <= state.version) return index;
        if (!index?.sameShops(shops)) {
          index = new NearMeIndex(shops);
          this.#stats.builds++;
        }
        state.index = index;
        state.version = version;
        return index;
      })
      .finally(() => {
        const ended = this.#now();
        state.notBefore = ended + (ended - started) * this.#gap;
        state.refreshing = null;
      });
    return state.refreshing;
  }

  stats(): NearMeIndexStats {
    return { ...this.#stats };
  }
}
