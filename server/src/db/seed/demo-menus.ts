import type { DbOrTx } from "../client.ts";
import { itemAttributes, itemAttributeValues, menuItems, shopTags } from "../schema/index.ts";
import { chunks } from "./batch.ts";
import type { SeedShop } from "./data/index.ts";

export interface MenuCounts {
  tags: number;
  items: number;
  attributes: number;
  values: number;
}

const foodImage = (file: string) => `/media/food/${file}`;

/**
 * Inserts the menus of freshly inserted shops, level by level (tags → items → option groups →
 * values), one multi-row insert per batch. Children find their parent's id by (parent, position),
 * which is unique, so nothing relies on the order RETURNING rows come back in.
 */
export async function insertMenus(tx: DbOrTx, shops: { id: number; seed: SeedShop }[]): Promise<MenuCounts> {
  const tagRows = shops.flatMap(({ id, seed }) =>
    seed.tags.map((t, i) => ({
      shopId: id,
      name: t.name,
      imageUrl: t.items[0] ? foodImage(t.items[0].image) : null,
      sortOrder: i + 1,
      seed: t,
    })),
  );
  const tagIds = new Map<string, number>();
  for (const batch of chunks(tagRows)) {
    const rows = await tx
      .insert(shopTags)
      .values(batch.map(({ seed: _, ...row }) => row))
      .returning({ id: shopTags.id, shopId: shopTags.shopId, sortOrder: shopTags.sortOrder });
    for (const r of rows) tagIds.set(`${r.shopId}:${r.sortOrder}`, r.id);
  }

  const itemRows = tagRows.flatMap((tag) => {
    const tagId = tagIds.get(`${tag.shopId}:${tag.sortOrder}`) as number;
    return tag.seed.items.map((it, i) => ({
      shopId: tag.shopId,
      tagId,
      name: it.name,
      description: it.description,
      unitPriceCents: it.priceCents,
      imageUrl: foodImage(it.image),
      sortOrder: i + 1,
      seed: it,
    }));
  });
  const itemIds = new Map<string, number>();
  for (const batch of chunks(itemRows)) {
    const rows = await tx
      .insert(menuItems)
      .values(batch.map(({ seed: _, ...row }) => row))
      .returning({ id: menuItems.id, tagId: menuItems.tagId, sortOrder: menuItems.sortOrder });
    for (const r of rows) itemIds.set(`${r.tagId}:${r.sortOrder}`, r.id);
  }

  const attributeRows = itemRows.flatMap((it) => {
    const menuItemId = itemIds.get(`${it.tagId}:${it.sortOrder}`) as number;
    return (it.seed.options ?? []).map((group, i) => ({
      menuItemId,
      textPrompt: group.prompt,
      controlType: group.controlType,
      isRequired: group.required ?? false,
      sortOrder: i + 1,
      seed: group,
    }));
  });
  const attributeIds = new Map<string, number>();
  for (const batch of chunks(attributeRows)) {
    const rows = await tx
      .insert(itemAttributes)
      .values(batch.map(({ seed: _, ...row }) => row))
      .returning({ id: itemAttributes.id, menuItemId: itemAttributes.menuItemId, sortOrder: itemAttributes.sortOrder });
    for (const r of rows) attributeIds.set(`${r.menuItemId}:${r.sortOrder}`, r.id);
  }

  const valueRows = attributeRows.flatMap((a) => {
    const attributeId = attributeIds.get(`${a.menuItemId}:${a.sortOrder}`) as number;
    return a.seed.values.map((v, i) => ({
      attributeId,
      name: v.name,
      costCents: v.costCents,
      isPreSelected: v.preSelected ?? false,
      sortOrder: i + 1,
    }));
  });
  for (const batch of chunks(valueRows, 1000)) await tx.insert(itemAttributeValues).values(batch);

  return { tags: tagRows.length, items: itemRows.length, attributes: attributeRows.length, values: valueRows.length };
}
