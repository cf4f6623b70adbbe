import { LRUCache } from "lru-cache";
import type { DbOrTx } from "../../db/client.ts";
import type { MenuItemWithOptions } from "../menus/menu-items.service.ts";
import type { FeePolicy } from "../pricing/fee-policy.ts";
import type { CartCatalogue, CartShop } from "./cart.catalogue.ts";

/**
 * The catalogue versions the database's triggers bump at every commit (server/src/cache, decisions
 * 033 and 035): never older than a commit that finished before the call; a scope never bumped is 0.
 */
export type ReadVersions = (
  scopes: readonly string[],
) => ReadonlyMap<string, number> | Promise<ReadonlyMap<string, number>>;

/** A value read for a request of `storefront`, at `version` of that storefront's scope. */
interface Versioned<T> {
  storefront: number;
  version: number;
  value: T;
}

/** How many shops, marketplaces and menu items are kept (a few hundred bytes to a few KB each). */
const maxShops = 2_000;
const maxItems = 20_000;

/**
 * What a change of lines reads of the catalogue and rarely changes — the shop's badge, its
 * marketplace's fee settings, the menu items with their options — kept in memory under the version
 * of the storefront's catalogue scope `tenant:<id>` (docs/decisions/037-fewer-statements-per-cart-change.md).
 * Every write to a shop, its menu items and options, or the marketplace's tenant row bumps
 * `tenant:<marketplace>`; an entry is used only while that scope is still at the version read
 * before it was filled, and only for shops of the storefront the request is made in (the one scope
 * it read). Values are filled from committed rows read after that version: never older than it.
 */
export class CartCatalogueCache {
  readonly #shops = new LRUCache<number, Versioned<CartShop>>({ max: maxShops });
  readonly #fees = new LRUCache<number, Versioned<Partial<FeePolicy> | null>>({ max: maxShops });
  readonly #items = new LRUCache<number, Versioned<MenuItemWithOptions>>({ max: maxItems });

  constructor(
    private readonly catalogue: CartCatalogue,
    private readonly readVersions: ReadVersions,
  ) {}

  /**
   * The catalogue as a request of storefront `storefrontId` sees it: the versions are read now,
   * before the request's transaction. Use the view only from a transaction the cart opened itself
   * (one that cannot hold an uncommitted catalogue change), and only for this request.
   */
  async view(storefrontId: number): Promise<CartCatalogue> {
    const scope = `tenant:${storefrontId}`;
    const read = this.readVersions([scope]);
    const version = ((read instanceof Promise ? await read : read).get(scope) ?? 0) as number;
    const catalogue = this.catalogue;
    const current = <T>(entry: Versioned<T> | undefined) =>
      entry?.storefront === storefrontId && entry.version === version ? entry.value : undefined;
    const kept = <T>(value: T): Versioned<T> => ({ storefront: storefrontId, version, value });
    const shopOfStorefront = (shopId: number) => {
      const shop = current(this.#shops.get(shopId));
      return shop?.marketplaceTenantId === storefrontId ? shop : undefined;
    };
    const badges = async (shopIds: number[], tx?: DbOrTx) => {
      const found = shopIds.map(shopOfStorefront).filter((s) => s !== undefined);
      const missing = shopIds.filter((id) => !shopOfStorefront(id));
      if (missing.length === 0) return found;
      const read = await catalogue.shops.badges(missing, tx);
      for (const shop of read) this.#shops.set(shop.id, kept(shop));
      return [...found, ...read];
    };
    const withOptionsByIds = async (ids: number[], tx?: DbOrTx) => {
      // An item counts only with its shop: a change of the item bumps its shop's marketplace.
      const hit = (id: number) => {
        const item = current(this.#items.get(id));
        return item && shopOfStorefront(item.shopId) ? item : undefined;
      };
      const found = ids.map(hit).filter((i) => i !== undefined);
      const missing = ids.filter((id) => !hit(id));
      if (missing.length === 0) return found;
      const read = await catalogue.menus.withOptionsByIds(missing, tx);
      for (const item of read) this.#items.set(item.id, kept(item));
      return [...found, ...read];
    };
    const marketplaceFees = async (marketplaceTenantId: number, tx: DbOrTx) => {
      if (marketplaceTenantId !== storefrontId) return catalogue.marketplaceFees(marketplaceTenantId, tx);
      const entry = this.#fees.get(marketplaceTenantId);
      if (entry && current(entry) !== undefined) return entry.value ?? undefined;
      const fees = await catalogue.marketplaceFees(marketplaceTenantId, tx);
      this.#fees.set(marketplaceTenantId, kept(fees ?? null));
      return fees;
    };
    return {
      ...catalogue,
      shops: { ...catalogue.shops, badges },
      menus: { ...catalogue.menus, withOptionsByIds },
      marketplaceFees,
    };
  }
}
