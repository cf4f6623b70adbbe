import { asc, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { itemAttributes, itemAttributeValues, menuItems } from "../../db/schema/index.ts";

/** One option group of an item with one of its values (value fields null for a group without values). */
export interface MenuItemOption {
  attributeId: number;
  controlType: 2 | 3 | 4;
  isRequired: boolean;
  textPrompt: string;
  valueId: number | null;
  isPreSelected: boolean | null;
  name: string | null;
  costCents: number | null;
}

/**
 * Menu items, active or not, each with its option groups and values in menu order (group, then
 * value), in ONE statement: the cart checks a choice against them and shows its lines with them.
 */
export async function menuItemsWithOptions(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  // Written with aliases: a single-table select renders its columns unqualified.
  const options = sql<MenuItemOption[]>`coalesce((
    select json_agg(json_build_object(
      'attributeId', a.id, 'controlType', a.control_type, 'isRequired', a.is_required, 'textPrompt', a.text_prompt,
      'valueId', v.id, 'isPreSelected', v.is_pre_selected, 'name', v.name, 'costCents', v.cost_cents)
      order by a.sort_order, a.id, v.sort_order, v.id)
    from ${itemAttributes} a
    left join ${itemAttributeValues} v on v.attribute_id = a.id
    where a.menu_item_id = ${menuItems}.id), '[]'::json)`;
  return db
    .select({
      id: menuItems.id,
      shopId: menuItems.shopId,
      name: menuItems.name,
      unitPriceCents: menuItems.unitPriceCents,
      imageUrl: menuItems.imageUrl,
      isActive: menuItems.isActive,
      isOutOfStock: menuItems.isOutOfStock,
      options,
    })
    .from(menuItems)
    .where(inArray(menuItems.id, ids));
}
export type MenuItemWithOptions = Awaited<ReturnType<typeof menuItemsWithOptions>>[number];

/** Name, price and picture of menu items, active or not, in stock or not (a cart line shows what it holds). */
export async function menuItemsByIds(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: menuItems.id,
      shopId: menuItems.shopId,
      name: menuItems.name,
      unitPriceCents: menuItems.unitPriceCents,
      imageUrl: menuItems.imageUrl,
      isActive: menuItems.isActive,
      isOutOfStock: menuItems.isOutOfStock,
    })
    .from(menuItems)
    .where(inArray(menuItems.id, ids));
}

/** Option values with their group's prompt, in menu order (group, then value). */
export async function optionValuesByIds(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      valueId: itemAttributeValues.id,
      name: itemAttributeValues.name,
      costCents: itemAttributeValues.costCents,
      textPrompt: itemAttributes.textPrompt,
    })
    .from(itemAttributeValues)
    .innerJoin(itemAttributes, eq(itemAttributes.id, itemAttributeValues.attributeId))
    .where(inArray(itemAttributeValues.id, ids))
    .orderBy(
      asc(itemAttributes.sortOrder),
      asc(itemAttributes.id),
      asc(itemAttributeValues.sortOrder),
      asc(itemAttributeValues.id),
    );
}
