import { type SQL, sql } from "drizzle-orm";
import { menuItems, shopHours, shops, tenants } from "../../db/schema/index.ts";

/**
 * The listing rule (docs/merchant-console.md "Going live", docs/partners.md): customers see a shop
 * — near me, pickup, store lists, category, search, store page, menus, add to cart, checkout — only
 * when it is active, its owner switched it live, its owning tenant is active (a deactivated partner's
 * shops go with it), and it has at least one active item and at least one opening-hours row. One SQL condition over the `shops` table of the query, used by every
 * discovery query (shops, menus, likes) and by `shops.listedShop` (cart, checkout, hours).
 *
 * Reads `menu_items` (menus), `shop_hours` (hours) and `tenants` as correlated `exists`: known
 * read-only joins of the shops module (modules/table-owners.ts).
 */
export function listedShopSql(): SQL {
  return sql`(${shops.isActive} and ${shops.isLive} and ${ownerActive()} and ${hasActiveItem()} and ${hasHours()})`;
}

/** The shop's owning tenant is active (Tenant/Deactivate takes its shops off every storefront). */
export function ownerActive(): SQL {
  return sql`exists (select 1 from ${tenants} where ${tenants.id} = ${shops.tenantId} and ${tenants.isActive})`;
}

/** The shop has at least one active menu item. */
export function hasActiveItem(): SQL {
  return sql`exists (select 1 from ${menuItems} where ${menuItems.shopId} = ${shops.id} and ${menuItems.isActive})`;
}

/** The shop has at least one weekly opening. */
export function hasHours(): SQL {
  return sql`exists (select 1 from ${shopHours} where ${shopHours.shopId} = ${shops.id})`;
}
