import { eq, isNotNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { menuItems, shopTags } from "../../db/schema/index.ts";
import { call, useMenuWorld } from "./menus.console.test-app.ts";

// Two tabs, or a double click: edits racing deletes of the same item or its section answer 200 or
// 404, never 500, and no item is left pointing at a deleted section.
const world = useMenuWorld();
const rounds = 8;

const post = async (path: string, body: Record<string, unknown>) => {
  const res = await call(world, world.a.admin, "POST", `MerchantMenu/${path}`, { shopId: world.a.shop, ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as { id: number };
};

const edit = (id: number, tagId: number, isOutOfStock = false) =>
  call(world, world.a.admin, "PUT", "MerchantMenu/UpdateItem", {
    id,
    tagId,
    name: "Racing Dish",
    price: 7,
    isOutOfStock,
    optionGroups: [],
  });

describe("MerchantMenu: concurrent edits and deletes", () => {
  it("an item edited, its stock set and the item deleted at once: 200 or 404 each", async () => {
    const statuses = new Set<number>();
    for (let i = 0; i < rounds; i++) {
      const tag = await post("CreateTag", { name: `Race ${i}` });
      const item = await post("CreateItem", { tagId: tag.id, name: `Dish ${i}`, price: 5 });
      const answers = await Promise.all([
        edit(item.id, tag.id),
        call(world, world.a.admin, "POST", "MerchantMenu/SetItemStock", { id: item.id, isOutOfStock: true }),
        call(world, world.a.admin, "DELETE", `MerchantMenu/DeleteItem?Id=${item.id}`),
      ]);
      for (const res of answers) {
        expect([200, 404], res.body).toContain(res.statusCode);
        statuses.add(res.statusCode);
      }
    }
    expect(statuses.has(200)).toBe(true);
  });

  it("an item moved into a section while the section is deleted: 200 or 404, never a dangling section", async () => {
    for (let i = 0; i < rounds; i++) {
      const tag = await post("CreateTag", { name: `Doomed ${i}` });
      const item = await post("CreateItem", { name: `Mover ${i}`, price: 5 });
      const answers = await Promise.all([
        edit(item.id, tag.id),
        call(world, world.a.admin, "POST", "MerchantMenu/CreateItem", {
          shopId: world.a.shop,
          tagId: tag.id,
          name: `Late ${i}`,
          price: 5,
        }),
        call(world, world.a.admin, "DELETE", `MerchantMenu/DeleteTag?Id=${tag.id}`),
      ]);
      for (const res of answers) expect([200, 404], res.body).toContain(res.statusCode);
    }
    const db = world.ctx.database.db;
    const tagged = await db
      .select({ id: menuItems.id, tagId: menuItems.tagId })
      .from(menuItems)
      .where(isNotNull(menuItems.tagId));
    const tags = new Set((await db.select({ id: shopTags.id }).from(shopTags)).map((t) => t.id));
    expect(tagged.filter((item) => !tags.has(item.tagId as number))).toEqual([]);
    expect(await db.select().from(menuItems).where(eq(menuItems.shopId, world.a.shop))).not.toHaveLength(0);
  });
});
