import { and, asc, eq } from "drizzle-orm";
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

interface Kept {
  version: number;
  index: NearMeIndex;
}

/**
 * Per storefront, its near-me index under the storefront's catalogue version (decision 033: every
 * change the listing rule reads, to shops, their owners, items and hours, bumps it at commit). As
 * with the store cards (decision 038), an index is used only when its version is at least the one
 * the request read: it was read after that version, so it is never older than a change committed
 * before the request. Concurrent misses share one read; a slower read of an older version never
 * replaces a newer index.
 */
export class NearMeIndexCache {
  readonly #kept = new Map<number, Kept>();
  readonly #building = new Map<string, Promise<NearMeIndex>>();

  constructor(private readonly read: (storefrontId: number) => Promise<IndexedShop[]>) {}

  index(storefrontId: number, version: number): NearMeIndex | Promise<NearMeIndex> {
    const kept = this.#kept.get(storefrontId);
    if (kept && kept.version >= version) return kept.index;
    const flight = `${storefrontId}@${version}`;
    let building = this.#building.get(flight);
    if (!building) {
      building = this.read(storefrontId)
        .then((rows) => {
          const index = new NearMeIndex(rows);
          const now = this.#kept.get(storefrontId);
          if (!now || now.version <= version) this.#kept.set(storefrontId, { version, index });
          return index;
        })
        .finally(() => this.#building.delete(flight));
      this.#building.set(flight, building);
    }
    return building;
  }
}
