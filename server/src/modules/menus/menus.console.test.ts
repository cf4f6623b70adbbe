import { menuTexts } from "@dutchpot/contract";
import { describe, expect, it } from "vitest";
import { image, upload } from "../media/media.test-app.ts";
import { call, menuEventCount, storefrontMenu, useMenuWorld } from "./menus.console.test-app.ts";

const world = useMenuWorld();

const menuOf = async (auth: string, shopId: number) => {
  const res = await call(world, auth, "GET", `MerchantMenu/Get?shopId=${shopId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result;
};

const createTag = async (name: string) => {
  const res = await call(world, world.a.admin, "POST", "MerchantMenu/CreateTag", { shopId: world.a.shop, name });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as { id: number; name: string; sortOrder: number };
};

const sizes = {
  textPrompt: "Choose a size",
  controlType: 2,
  isRequired: true,
  values: [
    { name: "Regular", cost: 0, isPreSelected: true },
    { name: "Large", cost: 1.5 },
  ],
};

const createItem = async (body: Record<string, unknown>) => {
  const res = await call(world, world.a.admin, "POST", "MerchantMenu/CreateItem", { shopId: world.a.shop, ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result;
};

describe("MerchantMenu: sections and items", () => {
  it("creates a section and an item with options; the storefront shows them at once, prices included", async () => {
    const before = await menuEventCount(world, world.a.shop);
    const tag = await createTag("Soups");
    const uploaded = await upload(
      world.ctx,
      { authorization: world.a.admin },
      {
        file: { bytes: await image(300, 200, "png"), name: "pepperpot.png", type: "image/png" },
      },
    );
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const imageUrl: string = uploaded.json().result.url;
    const item = await createItem({
      tagId: tag.id,
      name: "Pepperpot",
      description: "Slow-cooked.\nServed hot.",
      price: 12.5,
      imageUrl,
      optionGroups: [sizes],
    });
    expect(item).toMatchObject({
      tagId: tag.id,
      name: "Pepperpot",
      price: 12.5,
      isActive: true,
      isOutOfStock: false,
      optionGroups: [
        {
          textPrompt: "Choose a size",
          controlType: 2,
          isRequired: true,
          values: [
            { name: "Regular", cost: 0, isPreSelected: true, sortOrder: 1 },
            { name: "Large", cost: 1.5, isPreSelected: false, sortOrder: 2 },
          ],
        },
      ],
    });
    const shelf = await storefrontMenu(world, world.a.shop);
    expect(shelf.categoryTags.find((t) => t.id === tag.id)?.items).toMatchObject([
      { id: item.id, name: "Pepperpot", unitPrice: 12.5, isOutOfStock: false },
    ]);

    const updated = await call(world, world.a.admin, "PUT", "MerchantMenu/UpdateItem", {
      id: item.id,
      tagId: tag.id,
      name: "Pepperpot",
      price: 13.75,
      optionGroups: item.optionGroups,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const after = await storefrontMenu(world, world.a.shop);
    expect(after.categoryTags.find((t) => t.id === tag.id)?.items[0]?.unitPrice).toBe(13.75);
    // One menu.changed per change, on the shop's stream.
    expect(await menuEventCount(world, world.a.shop)).toBe(before + 3);
  });

  it("Get lists sections in order with their items, inactive ones included, then the untagged items", async () => {
    const tag = await createTag("Hidden things");
    await createItem({ tagId: tag.id, name: "Retired Dish", price: 5, isActive: false });
    await createItem({ name: "Loose Item", price: 2 });
    const menu = await menuOf(world.a.admin, world.a.shop);
    expect(menu.shopId).toBe(world.a.shop);
    const section = menu.tags.find((t: { id: number }) => t.id === tag.id);
    expect(section.items.map((i: { name: string; isActive: boolean }) => [i.name, i.isActive])).toEqual([
      ["Retired Dish", false],
    ]);
    expect(menu.untaggedItems.map((i: { name: string }) => i.name)).toContain("Loose Item");
    const shelf = await storefrontMenu(world, world.a.shop);
    expect(shelf.categoryTags.flatMap((t) => t.items.map((i) => i.name))).not.toContain("Retired Dish");
  });

  it("renames and deletes a section; its items stay, untagged, at the end", async () => {
    const tag = await createTag("Temporary");
    const item = await createItem({ tagId: tag.id, name: "Orphan Soon", price: 3 });
    const renamed = await call(world, world.a.admin, "PUT", "MerchantMenu/UpdateTag", { id: tag.id, name: "Specials" });
    expect(renamed.json().result).toMatchObject({ id: tag.id, name: "Specials" });
    const deleted = await call(world, world.a.admin, "DELETE", `MerchantMenu/DeleteTag?Id=${tag.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    const menu = await menuOf(world.a.admin, world.a.shop);
    expect(menu.tags.map((t: { id: number }) => t.id)).not.toContain(tag.id);
    expect(menu.untaggedItems.at(-1)).toMatchObject({ id: item.id, tagId: null });
  });

  it("deletes an item: gone from the console and the storefront", async () => {
    const tag = await createTag("Short-lived");
    const item = await createItem({ tagId: tag.id, name: "Gone Soon", price: 4 });
    const res = await call(world, world.a.admin, "DELETE", `MerchantMenu/DeleteItem?Id=${item.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const menu = await menuOf(world.a.admin, world.a.shop);
    const all = [...menu.tags.flatMap((t: { items: unknown[] }) => t.items), ...menu.untaggedItems];
    expect(all.map((i: { id: number }) => i.id)).not.toContain(item.id);
    const again = await call(world, world.a.admin, "DELETE", `MerchantMenu/DeleteItem?Id=${item.id}`);
    expect(again.statusCode).toBe(404);
  });
});

describe("MerchantMenu: ordering", () => {
  it("reorders sections (exactly the shop's) and the items of one section; the storefront follows", async () => {
    const menu = await menuOf(world.a.admin, world.a.shop);
    const ids = menu.tags.map((t: { id: number }) => t.id) as number[];
    const reversed = [...ids].reverse();
    const res = await call(world, world.a.admin, "POST", "MerchantMenu/ReorderTags", {
      shopId: world.a.shop,
      ids: reversed,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.tags.map((t: { id: number }) => t.id)).toEqual(reversed);
    const shelf = await storefrontMenu(world, world.a.shop);
    expect(shelf.categoryTags.map((t) => t.id)).toEqual(reversed);

    for (const wrong of [reversed.slice(1), [...reversed, reversed[0]], [...reversed.slice(1), world.b.tag]]) {
      const refused = await call(world, world.a.admin, "POST", "MerchantMenu/ReorderTags", {
        shopId: world.a.shop,
        ids: wrong,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.validationErrors).toEqual([{ message: menuTexts.reorderNotExact, members: ["ids"] }]);
    }
    expect((await menuOf(world.a.admin, world.a.shop)).tags.map((t: { id: number }) => t.id)).toEqual(reversed);

    const tag = await createTag("Drinks");
    const first = await createItem({ tagId: tag.id, name: "Sorrel", price: 4 });
    const second = await createItem({ tagId: tag.id, name: "Ginger Beer", price: 4 });
    const items = await call(world, world.a.admin, "POST", "MerchantMenu/ReorderItems", {
      shopId: world.a.shop,
      tagId: tag.id,
      ids: [second.id, first.id],
    });
    expect(items.statusCode, items.body).toBe(200);
    const section = items.json().result.tags.find((t: { id: number }) => t.id === tag.id);
    expect(section.items.map((i: { name: string }) => i.name)).toEqual(["Ginger Beer", "Sorrel"]);
    const shelfItems = (await storefrontMenu(world, world.a.shop)).categoryTags.find((t) => t.id === tag.id)?.items;
    expect(shelfItems?.map((i) => i.name)).toEqual(["Ginger Beer", "Sorrel"]);

    const untagged = (await menuOf(world.a.admin, world.a.shop)).untaggedItems.map((i: { id: number }) => i.id);
    const loose = await call(world, world.a.admin, "POST", "MerchantMenu/ReorderItems", {
      shopId: world.a.shop,
      tagId: null,
      ids: [...untagged].reverse(),
    });
    expect(loose.statusCode, loose.body).toBe(200);
    expect(loose.json().result.untaggedItems.map((i: { id: number }) => i.id)).toEqual([...untagged].reverse());
  });
});

describe("MerchantMenu: option groups are replaced as a whole", () => {
  it("keeps the values given by id, removes the others, adds the new ones", async () => {
    const item = await createItem({
      name: "Patty",
      price: 3.5,
      optionGroups: [sizes, { ...sizes, textPrompt: "Gone" }],
    });
    const [group] = item.optionGroups;
    const [regular] = group.values;
    const res = await call(world, world.a.admin, "PUT", "MerchantMenu/UpdateItem", {
      id: item.id,
      name: "Patty",
      price: 3.5,
      optionGroups: [
        {
          id: group.id,
          textPrompt: "Size",
          controlType: 2,
          isRequired: true,
          values: [
            { name: "Jumbo", cost: 2 },
            { id: regular.id, name: "Regular", cost: 0, isPreSelected: true },
          ],
        },
        { textPrompt: "Extras", controlType: 3, values: [{ name: "Cheese", cost: 0.75 }] },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const groups = res.json().result.optionGroups;
    expect(groups.map((g: { textPrompt: string }) => g.textPrompt)).toEqual(["Size", "Extras"]);
    expect(groups[0].id).toBe(group.id);
    expect(groups[0].values.map((v: { id: number; name: string }) => [v.name, v.id === regular.id])).toEqual([
      ["Jumbo", false],
      ["Regular", true],
    ]);
    expect(groups[1]).toMatchObject({ controlType: 3, isRequired: false, values: [{ name: "Cheese", cost: 0.75 }] });
  });

  it("an option id of another item (or another tenant's) is 404 and changes nothing", async () => {
    const item = await createItem({ name: "Bun", price: 2, optionGroups: [sizes] });
    for (const groups of [
      [{ ...sizes, id: world.b.group }],
      [{ ...sizes, values: [{ id: world.b.value, name: "Stolen", cost: 0 }] }],
    ]) {
      const res = await call(world, world.a.admin, "PUT", "MerchantMenu/UpdateItem", {
        id: item.id,
        name: "Bun changed",
        price: 2,
        optionGroups: groups,
      });
      expect(res.statusCode).toBe(404);
    }
    const menu = await menuOf(world.a.admin, world.a.shop);
    const found = menu.untaggedItems.find((i: { id: number }) => i.id === item.id);
    expect(found).toMatchObject({ name: "Bun", optionGroups: [{ id: item.optionGroups[0].id }] });
    const b = await menuOf(world.b.admin, world.b.shop);
    expect(b.tags[0].items[0].optionGroups[0].values[0]).toMatchObject({ id: world.b.value, name: "Regular" });
  });
});
