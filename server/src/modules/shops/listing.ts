import { type SQL, sql } from "drizzle-orm";
import { menuItems, shopHours, shops } from "../../db/schema/index.ts";

/**
 * The listing rule (docs/merchant-console.md "Going live", docs/partners.md): customers see a shop
 * — near me, pickup, store lists, category, search, store page, menus, add to cart, checkout — only
 * when it is active, its owner switched it live, and it has at least one active item and at least
 * one opening-hours row. One SQL condition over the `shops` table of the query, used by every
 * discovery query (shops, menus, likes) and by `shops.listedShop` (cart, checkout, hours).
 *
 * Reads `menu_items` (menus) and `shop_hours` (hours) as correlated `exists`: known read-only joins
 * of the shops module (modules/table-owners.ts).
 */
export function listedShopSql(): SQL {
  return sql`(${shops.isActive} and ${shops.isLive} and ${hasActiveItem()} and ${hasHours()})`;
}

/** The shop has at least one active menu item. */
export function hasActiveItem(): SQL {
  return sql`exists (select 1 from ${menuItems} where ${menuItems.shopId} = ${shops.id} and ${menuItems.isActive})`;
}

/** The shop has at least one weekly opening. */
export function hasHours(): SQL {
  return sql`exists (select 1 from ${shopHours} where ${shopHours.shopId} = ${shops.id})`;
}
