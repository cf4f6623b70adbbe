import { sql } from "drizzle-orm";
import type { Row } from "../expectations.ts";
import type { Seeded } from "../world.ts";

/** The shop's sections, or one section's items, in their current order, reversed (all of them: the call wants the exact set). */
async function reversedIds(seeded: Seeded, of: "tags" | "items") {
  const { shopId, tagIds } = seeded.consoles.partnerA;
  const query =
    of === "tags"
      ? sql`select id from shop_tags where shop_id = ${shopId} order by sort_order, id`
      : sql`select id from menu_items where shop_id = ${shopId} and tag_id = ${tagIds[0]} order by sort_order, id`;
  const result = (await seeded.world.ctx.database.db.execute(query)) as unknown as { rows: { id: number }[] };
  return result.rows.map((r) => Number(r.id)).reverse();
}

/** Merchant console: the menu editor (issue 15). Partner A's shop, sections and items only. */
const menuRow = (request: Row["request"], extra: Partial<Row> = {}): Row => ({
  access: "tenantAdmin",
  notOwner: 404,
  request,
  ...extra,
});

export const merchantMenuRows: Record<string, Row> = {
  "MerchantMenu.Get": menuRow(({ consoles }) => ({ query: { shopId: consoles.partnerA.shopId } })),
  "MerchantMenu.CreateTag": menuRow(({ consoles }) => ({ body: { shopId: consoles.partnerA.shopId, name: "Drinks" } })),
  "MerchantMenu.UpdateTag": menuRow(({ consoles }) => ({
    body: { id: consoles.partnerA.tagIds[0], name: "Main dishes" },
  })),
  // The sections in a new order (every one of the shop's, read when the call is made).
  "MerchantMenu.ReorderTags": menuRow(async (seeded) => ({
    body: { shopId: seeded.consoles.partnerA.shopId, ids: await reversedIds(seeded, "tags") },
  })),
  "MerchantMenu.CreateItem": menuRow(({ consoles }) => ({
    body: { shopId: consoles.partnerA.shopId, tagId: consoles.partnerA.tagIds[1], name: "Festival", price: 2.5 },
  })),
  "MerchantMenu.UpdateItem": menuRow(({ consoles }) => ({
    body: {
      id: consoles.partnerA.itemId,
      tagId: consoles.partnerA.tagIds[0],
      name: "Curry Goat",
      description: "Slow cooked",
      price: 14,
      optionGroups: [],
    },
  })),
  "MerchantMenu.ReorderItems": menuRow(async (seeded) => ({
    body: {
      shopId: seeded.consoles.partnerA.shopId,
      tagId: seeded.consoles.partnerA.tagIds[0],
      ids: await reversedIds(seeded, "items"),
    },
  })),
  "MerchantMenu.SetItemStock": menuRow(({ consoles }) => ({
    body: { id: consoles.partnerA.itemId, isOutOfStock: false },
  })),
  "MerchantMenu.DeleteItem": menuRow(({ consoles }) => ({ query: { Id: consoles.partnerA.spareItemId } }), { last: 1 }),
  "MerchantMenu.DeleteTag": menuRow(({ consoles }) => ({ query: { Id: consoles.partnerA.spareTagId } }), { last: 1 }),
};
