import type { Db, DbOrTx } from "../../db/client.ts";
import { menuItemsByIds, menuItemsWithOptions, optionValuesByIds } from "./menu-items.repository.ts";

export type { MenuItemWithOptions } from "./menu-items.repository.ts";

/**
 * What other modules may read of menus (docs/decisions/013-one-owner-per-table.md): the cart checks
 * a chosen item and its options, and shows a line's name, price and options. Each call joins the
 * caller's transaction when given one.
 */
export function createMenuItemsService(db: Db) {
  return {
    /** The item with its option groups and values, or undefined. */
    withOptions: async (menuItemId: number, tx: DbOrTx = db) => (await menuItemsWithOptions(tx, [menuItemId]))[0],
    /** Each item found with its option groups and values, in one statement (a cart change's look-up). */
    withOptionsByIds: (ids: number[], tx: DbOrTx = db) => menuItemsWithOptions(tx, ids),
    /** Name, price, picture and whether it is on the menu (active), of each item found. */
    byIds: (ids: number[], tx: DbOrTx = db) => menuItemsByIds(tx, ids),
    /** Option values with their group's prompt, in menu order. */
    optionValues: (valueIds: number[], tx: DbOrTx = db) => optionValuesByIds(tx, valueIds),
  };
}

export type MenuItemsService = ReturnType<typeof createMenuItemsService>;
