import type { SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { queryAll } from "../../db/transaction.ts";
import type { HoursService } from "../hours/hours.service.ts";
import type { MenuItemsService, MenuItemWithOptions } from "../menus/menu-items.service.ts";
import { type FeePolicy, resolveFeePolicy } from "../pricing/fee-policy.ts";
import type { PromotionsService } from "../promotions/promotions.service.ts";
import type { ShopsService } from "../shops/shops.service.ts";
import type { ReadVersions } from "./cart.catalogue-cache.ts";
import type { CartOwner, CartRow, loadCartRows } from "./cart.repository.ts";

/**
 * What the cart reads of other modules, through their services (shops, menus, promotions and orders
 * own those tables; docs/decisions/013-one-owner-per-table.md). Passed in by the composition root.
 */
export interface CartCatalogue {
  shops: Pick<ShopsService, "listedShop" | "badges" | "scheduling">;
  menus: Pick<MenuItemsService, "withOptions" | "withOptionsByIds" | "byIds" | "optionValues">;
  /** Scheduled delivery windows must be bookable slots of the shop (docs/opening-hours.md). */
  hours: Pick<HoursService, "assertSlot">;
  /** The marketplace's fee settings (`TenantSettings.fees`), in the transaction; undefined when it sets none. */
  marketplaceFees: (marketplaceTenantId: number, tx: DbOrTx) => Promise<Partial<FeePolicy> | undefined>;
  /** The owner's paid orders in the storefront (first-order free delivery and codes). */
  paidOrderCount: (owner: CartOwner, tx: DbOrTx) => Promise<number>;
  /**
   * The same count as a scalar subquery of the orders module's: a change of lines reads it in its
   * lock statement instead of a statement of its own (decision 040). Without it, it reads
   * `paidOrderCount` after the commit.
   */
  paidOrderCountSql?: (owner: CartOwner) => SQL;
  promotions: Pick<PromotionsService, "applicable" | "recheck">;
  /**
   * The catalogue versions (server/src/cache), when the app has them: changes of lines then keep
   * the shop, fee settings and menu items in memory while their version holds (decision 037).
   */
  versions?: ReadVersions;
}

export interface ChosenOption {
  valueId: number;
  name: string;
  costCents: number;
  textPrompt: string;
}

/** The shop details a cart shows and prices with. */
export type CartShop = Awaited<ReturnType<ShopsService["badges"]>>[number];

/** Carts with their shop and its fee policy, and their lines with item details and chosen options. */
export interface LoadedCarts {
  carts: { cart: CartRow; shop: CartShop; policy: FeePolicy }[];
  lines: {
    id: number;
    cartId: number;
    menuItemId: number;
    quantity: number;
    name: string;
    unitPriceCents: number;
    imageUrl: string | null;
    /**
     * False when, since it was added, the item was taken off the menu (inactive), marked out of stock,
     * or one of its chosen option values was removed by the shop: priced 0, not payable.
     */
    isAvailable: boolean;
    options: ChosenOption[];
  }[];
}

type CartRows = Awaited<ReturnType<typeof loadCartRows>>;

/**
 * Joins the cart's rows with shop, fee policy and menu details (as one SQL join did before the
 * modules were split). `items`: the lines' menu items when the caller has read them already (a
 * change of lines, in its transaction); else they are read here, with their options, in one statement.
 */
export async function withCatalogue(
  catalogue: CartCatalogue,
  rows: CartRows,
  tx: DbOrTx,
  items?: readonly MenuItemWithOptions[],
): Promise<LoadedCarts> {
  const shopIds = [...new Set(rows.carts.map((c) => c.shopId))];
  const itemIds = [...new Set(rows.lines.map((l) => l.menuItemId))];
  const [shops, found] = await queryAll(tx, [
    () => catalogue.shops.badges(shopIds, tx),
    async () => items ?? (await catalogue.menus.withOptionsByIds(itemIds, tx)),
  ]);
  const marketplaces = [...new Set(shops.map((s) => s.marketplaceTenantId))];
  const fees = new Map(
    await queryAll(
      tx,
      marketplaces.map((id) => async () => [id, await catalogue.marketplaceFees(id, tx)] as const),
    ),
  );
  const shopById = new Map(shops.map((s) => [s.id, s]));
  const itemById = new Map(found.map((i) => [i.id, i]));
  const carts: LoadedCarts["carts"] = [];
  const shopOfCart = new Map<number, number>();
  for (const cart of rows.carts) {
    const shop = shopById.get(cart.shopId);
    if (!shop) continue;
    carts.push({ cart, shop, policy: resolveFeePolicy(fees.get(shop.marketplaceTenantId), shop.feeOverrides) });
    shopOfCart.set(cart.id, shop.id);
  }
  const lines: LoadedCarts["lines"] = [];
  for (const line of rows.lines) {
    const item = itemById.get(line.menuItemId);
    if (!item) continue;
    const chosen = new Set(line.valueIds);
    // The item's options are in menu order, so each line's options keep that order.
    const options = item.options
      .filter((o) => o.valueId !== null && chosen.has(o.valueId))
      .map((o) => ({
        valueId: o.valueId as number,
        name: o.name as string,
        costCents: o.costCents as number,
        textPrompt: o.textPrompt,
      }));
    const { id, cartId, menuItemId, quantity } = line;
    const { name, unitPriceCents, imageUrl } = item;
    // A chosen value the shop removed is gone from the line's options but not from its key.
    const optionsIntact = [...line.valueIds].sort((a, b) => a - b).join(",") === line.optionsKey;
    const isAvailable = item.isActive && !item.isOutOfStock && optionsIntact && item.shopId === shopOfCart.get(cartId);
    lines.push({ id, cartId, menuItemId, quantity, name, unitPriceCents, imageUrl, isAvailable, options });
  }
  return { carts, lines };
}
