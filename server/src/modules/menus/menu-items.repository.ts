import { asc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { itemAttributes, itemAttributeValues, menuItems } from "../../db/schema/index.ts";

/** A menu item with its option groups and values (for validating a choice). */
export async function menuItemWithOptions(db: DbOrTx, menuItemId: number) {
  const [item] = await db
    .select({
      id: menuItems.id,
      shopId: menuItems.shopId,
      isActive: menuItems.isActive,
      isOutOfStock: menuItems.isOutOfStock,
    })
    .from(menuItems)
    .where(eq(menuItems.id, menuItemId));
  if (!item) return undefined;
  const rows = await db
    .select({
      attributeId: itemAttributes.id,
      controlType: itemAttributes.controlType,
      isRequired: itemAttributes.isRequired,
      valueId: itemAttributeValues.id,
      isPreSelected: itemAttributeValues.isPreSelected,
    })
    .from(itemAttributes)
    .leftJoin(itemAttributeValues, eq(itemAttributeValues.attributeId, itemAttributes.id))
    .where(eq(itemAttributes.menuItemId, menuItemId));
  return { ...item, options: rows };
}
export type MenuItemWithOptions = NonNullable<Awaited<ReturnType<typeof menuItemWithOptions>>>;

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
