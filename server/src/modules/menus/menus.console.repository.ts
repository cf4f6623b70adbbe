import { and, asc, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { itemAttributes, itemAttributeValues, menuItems, shops, shopTags } from "../../db/schema/index.ts";

/**
 * The merchant console's reads and writes of a shop's menu (docs/merchant-console.md, "Menu").
 * Every look-up by id is scoped to the admin's tenant (`shops.tenant_id`): a row of another
 * tenant is simply not found, so the service answers 404 as for an id that does not exist.
 */

export type ItemRow = typeof menuItems.$inferSelect;
export type GroupRow = typeof itemAttributes.$inferSelect;
export type ValueRow = typeof itemAttributeValues.$inferSelect;

export async function findScopedShop(db: DbOrTx, tenantId: number, shopId: number) {
  const [shop] = await db
    .select({ id: shops.id, name: shops.name, tenantId: shops.tenantId })
    .from(shops)
    .where(and(eq(shops.id, shopId), eq(shops.tenantId, tenantId)));
  return shop;
}

export async function findScopedTag(db: DbOrTx, tenantId: number, tagId: number) {
  const [tag] = await db
    .select({ id: shopTags.id, shopId: shopTags.shopId, name: shopTags.name, sortOrder: shopTags.sortOrder })
    .from(shopTags)
    .innerJoin(shops, eq(shops.id, shopTags.shopId))
    .where(and(eq(shopTags.id, tagId), eq(shops.tenantId, tenantId)));
  return tag;
}

export async function findScopedItem(db: DbOrTx, tenantId: number, itemId: number) {
  const [row] = await db
    .select({ item: menuItems })
    .from(menuItems)
    .innerJoin(shops, eq(shops.id, menuItems.shopId))
    .where(and(eq(menuItems.id, itemId), eq(shops.tenantId, tenantId)));
  return row?.item;
}

export const tagsOfShop = (db: DbOrTx, shopId: number) =>
  db
    .select({ id: shopTags.id, name: shopTags.name, sortOrder: shopTags.sortOrder })
    .from(shopTags)
    .where(eq(shopTags.shopId, shopId))
    .orderBy(asc(shopTags.sortOrder), asc(shopTags.id));

export const itemsOfShop = (db: DbOrTx, shopId: number) =>
  db.select().from(menuItems).where(eq(menuItems.shopId, shopId)).orderBy(asc(menuItems.sortOrder), asc(menuItems.id));

/** Option groups and values of these items, in menu order. */
export async function optionsOf(db: DbOrTx, itemIds: number[]) {
  if (itemIds.length === 0) return { groups: [] as GroupRow[], values: [] as ValueRow[] };
  const groups = await db
    .select()
    .from(itemAttributes)
    .where(inArray(itemAttributes.menuItemId, itemIds))
    .orderBy(asc(itemAttributes.sortOrder), asc(itemAttributes.id));
  const groupIds = groups.map((g) => g.id);
  const values =
    groupIds.length === 0
      ? []
      : await db
          .select()
          .from(itemAttributeValues)
          .where(inArray(itemAttributeValues.attributeId, groupIds))
          .orderBy(asc(itemAttributeValues.sortOrder), asc(itemAttributeValues.id));
  return { groups, values };
}

const sameTag = (tagId: number | null): SQL => (tagId === null ? isNull(menuItems.tagId) : eq(menuItems.tagId, tagId));

/** The next sort order at the end of the shop's sections. */
export async function nextTagOrder(db: DbOrTx, shopId: number) {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${shopTags.sortOrder}), 0) + 1` })
    .from(shopTags)
    .where(eq(shopTags.shopId, shopId));
  return Number(row?.n ?? 1);
}

/** The next sort order at the end of one section (or of the untagged items). */
export async function nextItemOrder(db: DbOrTx, shopId: number, tagId: number | null) {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${menuItems.sortOrder}), 0) + 1` })
    .from(menuItems)
    .where(and(eq(menuItems.shopId, shopId), sameTag(tagId)));
  return Number(row?.n ?? 1);
}

export async function itemIdsOfTag(db: DbOrTx, shopId: number, tagId: number | null) {
  const rows = await db
    .select({ id: menuItems.id })
    .from(menuItems)
    .where(and(eq(menuItems.shopId, shopId), sameTag(tagId)));
  return rows.map((r) => r.id);
}

/** Sets `sort_order` to 1, 2, 3… in the order of `ids` (sections or items, checked by the caller). */
export async function setSortOrders(db: DbOrTx, of: "tags" | "items", ids: number[]) {
  for (const [i, id] of ids.entries()) {
    if (of === "tags")
      await db
        .update(shopTags)
        .set({ sortOrder: i + 1 })
        .where(eq(shopTags.id, id));
    else
      await db
        .update(menuItems)
        .set({ sortOrder: i + 1 })
        .where(eq(menuItems.id, id));
  }
}

export async function insertTag(db: DbOrTx, values: typeof shopTags.$inferInsert) {
  const [tag] = await db
    .insert(shopTags)
    .values(values)
    .returning({ id: shopTags.id, name: shopTags.name, sortOrder: shopTags.sortOrder });
  return tag as { id: number; name: string; sortOrder: number };
}

export async function renameTag(db: DbOrTx, tagId: number, name: string) {
  const [tag] = await db
    .update(shopTags)
    .set({ name })
    .where(eq(shopTags.id, tagId))
    .returning({ id: shopTags.id, name: shopTags.name, sortOrder: shopTags.sortOrder });
  return tag as { id: number; name: string; sortOrder: number };
}

/** Deletes a section; its items go to the end of the untagged items, in their order. */
export async function deleteTagKeepingItems(db: DbOrTx, shopId: number, tagId: number) {
  const base = (await nextItemOrder(db, shopId, null)) - 1;
  await db
    .update(menuItems)
    .set({ tagId: null, sortOrder: sql`${menuItems.sortOrder} + ${base}` })
    .where(eq(menuItems.tagId, tagId));
  await db.delete(shopTags).where(eq(shopTags.id, tagId));
}

export async function insertItem(db: DbOrTx, values: typeof menuItems.$inferInsert) {
  const [item] = await db.insert(menuItems).values(values).returning();
  return item as ItemRow;
}

export async function updateItem(db: DbOrTx, itemId: number, values: Partial<typeof menuItems.$inferInsert>) {
  const [item] = await db.update(menuItems).set(values).where(eq(menuItems.id, itemId)).returning();
  return item as ItemRow;
}

/** Hard delete: order lines keep their copy (menu_item_id set null); cart lines holding it go (cascade). */
export async function deleteItem(db: DbOrTx, itemId: number) {
  await db.delete(menuItems).where(eq(menuItems.id, itemId));
}

export async function insertGroup(db: DbOrTx, values: typeof itemAttributes.$inferInsert) {
  const [group] = await db.insert(itemAttributes).values(values).returning({ id: itemAttributes.id });
  return (group as { id: number }).id;
}

export async function updateGroup(db: DbOrTx, groupId: number, values: Partial<typeof itemAttributes.$inferInsert>) {
  await db.update(itemAttributes).set(values).where(eq(itemAttributes.id, groupId));
}

export async function deleteGroups(db: DbOrTx, groupIds: number[]) {
  if (groupIds.length > 0) await db.delete(itemAttributes).where(inArray(itemAttributes.id, groupIds));
}

export async function insertValue(db: DbOrTx, values: typeof itemAttributeValues.$inferInsert) {
  await db.insert(itemAttributeValues).values(values);
}

export async function updateValue(
  db: DbOrTx,
  valueId: number,
  values: Partial<typeof itemAttributeValues.$inferInsert>,
) {
  await db.update(itemAttributeValues).set(values).where(eq(itemAttributeValues.id, valueId));
}

export async function deleteValues(db: DbOrTx, valueIds: number[]) {
  if (valueIds.length > 0) await db.delete(itemAttributeValues).where(inArray(itemAttributeValues.id, valueIds));
}
