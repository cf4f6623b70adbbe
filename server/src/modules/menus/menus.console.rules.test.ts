import { menuTexts } from "@dutchpot/contract";
import { describe, expect, it } from "vitest";
import { call, menuEventCount, storefrontMenu, useMenuWorld } from "./menus.console.test-app.ts";

const world = useMenuWorld();

const item = (overrides: Record<string, unknown> = {}) => ({ name: "Soup", price: 5, ...overrides });
const group = (overrides: Record<string, unknown> = {}) => ({
  textPrompt: "Size",
  controlType: 2,
  isRequired: false,
  values: [{ name: "Regular", cost: 0 }],
  ...overrides,
});

describe("MerchantMenu: bad input is a 400 naming the field, and changes nothing", () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ["price over 10,000 $", item({ price: 10_000.01 }), "price"],
    ["negative price", item({ price: -1 }), "price"],
    ["price with three decimals", item({ price: 1.234 }), "price"],
    ["price as a string", item({ price: "5" }), "price"],
    ["blank name", item({ name: "  " }), "name"],
    ["name of 129 characters", item({ name: "x".repeat(129) }), "name"],
    ["name with a direction override", item({ name: "\u202Eadmin" }), "name"],
    ["description of 2001 characters", item({ description: "d".repeat(2001) }), "description"],
    ["image on another host", item({ imageUrl: "https://evil.example/x.png" }), "imageUrl"],
    ["image path climbing out", item({ imageUrl: "/media/../secret" }), "imageUrl"],
    [
      "upload that was never stored",
      item({ imageUrl: "/media/uploads/00000000-0000-4000-8000-000000000000.webp" }),
      "imageUrl",
    ],
    [
      "required group without values",
      item({ optionGroups: [group({ isRequired: true, values: [] })] }),
      "optionGroups.0.values",
    ],
    [
      "two pre-selected values in a single-choice group",
      item({
        optionGroups: [
          group({
            values: [
              { name: "A", cost: 0, isPreSelected: true },
              { name: "B", cost: 0, isPreSelected: true },
            ],
          }),
        ],
      }),
      "optionGroups.0.values",
    ],
    ["control type 4", item({ optionGroups: [group({ controlType: 4 })] }), "optionGroups.0.controlType"],
    ["21 option groups", item({ optionGroups: Array.from({ length: 21 }, () => group()) }), "optionGroups"],
    [
      "51 values in a group",
      item({ optionGroups: [group({ values: Array.from({ length: 51 }, (_, i) => ({ name: `V${i}`, cost: 0 })) })] }),
      "optionGroups.0.values",
    ],
    [
      "value cost over 10,000 $",
      item({ optionGroups: [group({ values: [{ name: "Gold", cost: 10_001 }] })] }),
      "optionGroups.0.values.0.cost",
    ],
  ];

  it.each(cases)("%s", async (_, body, member) => {
    const before = await menuEventCount(world, world.a.shop);
    const res = await call(world, world.a.admin, "POST", "MerchantMenu/CreateItem", { shopId: world.a.shop, ...body });
    expect(res.statusCode, res.body).toBe(400);
    const members = res.json().error.validationErrors.flatMap((e: { members: string[] }) => e.members);
    expect(members).toContain(member);
    expect(await menuEventCount(world, world.a.shop)).toBe(before);
    const menu = (await call(world, world.a.admin, "GET", `MerchantMenu/Get?shopId=${world.a.shop}`)).json().result;
    expect(menu.untaggedItems).toEqual([]);
  });

  it("the messages say what is wrong", async () => {
    const res = await call(world, world.a.admin, "POST", "MerchantMenu/CreateItem", {
      shopId: world.a.shop,
      ...item({ imageUrl: "http://x/y.png", optionGroups: [group({ isRequired: true, values: [] })] }),
    });
    const messages = res
      .json()
      .error.validationErrors.map((e: { message: string }) => e.message)
      .join(" | ");
    expect(messages).toContain(menuTexts.requiredGroupNeedsValue);
    expect(messages).toContain(menuTexts.imageUrl);
  });
});

describe("MerchantMenu: another tenant's shop, section, item or option is 404 for every call", () => {
  const b = () => world.b;
  const calls: [string, "GET" | "POST" | "PUT" | "DELETE", string, () => unknown][] = [
    ["Get", "GET", `MerchantMenu/Get?shopId=`, () => undefined],
    ["ReorderTags", "POST", "MerchantMenu/ReorderTags", () => ({ shopId: b().shop, ids: [b().tag] })],
    ["CreateTag", "POST", "MerchantMenu/CreateTag", () => ({ shopId: b().shop, name: "Mine now" })],
    ["UpdateTag", "PUT", "MerchantMenu/UpdateTag", () => ({ id: b().tag, name: "Mine now" })],
    ["DeleteTag", "DELETE", "MerchantMenu/DeleteTag?Id=", () => undefined],
    ["CreateItem", "POST", "MerchantMenu/CreateItem", () => ({ shopId: b().shop, name: "Mine", price: 1 })],
    ["UpdateItem", "PUT", "MerchantMenu/UpdateItem", () => ({ id: b().item, tagId: b().tag, name: "Mine", price: 1 })],
    ["DeleteItem", "DELETE", "MerchantMenu/DeleteItem?Id=", () => undefined],
    [
      "ReorderItems",
      "POST",
      "MerchantMenu/ReorderItems",
      () => ({ shopId: b().shop, tagId: b().tag, ids: [b().item] }),
    ],
    ["SetItemStock", "POST", "MerchantMenu/SetItemStock", () => ({ id: b().item, isOutOfStock: true })],
  ];
  const urlOf = (path: string) =>
    path.endsWith("shopId=")
      ? `${path}${b().shop}`
      : path.endsWith("DeleteTag?Id=")
        ? `${path}${b().tag}`
        : path.endsWith("Id=")
          ? `${path}${b().item}`
          : path;

  it.each(calls)("%s", async (_, method, path, body) => {
    const before = (await call(world, b().admin, "GET", `MerchantMenu/Get?shopId=${b().shop}`)).json().result;
    const events = await menuEventCount(world, b().shop);
    const res = await call(world, world.a.admin, method, urlOf(path), body());
    expect(res.statusCode, res.body).toBe(404);
    expect(res.body).not.toContain("B Meal");
    // Partner A's own shop with B's section or item in the body is 404 too.
    const after = (await call(world, b().admin, "GET", `MerchantMenu/Get?shopId=${b().shop}`)).json().result;
    expect(after).toEqual(before);
    expect(await menuEventCount(world, b().shop)).toBe(events);
    // The owner's same call is allowed (a 404 above means "not yours", not "malformed").
    const own = await call(
      world,
      b().admin,
      method === "DELETE" ? "GET" : method,
      method === "DELETE" ? `MerchantMenu/Get?shopId=${b().shop}` : urlOf(path),
      body(),
    );
    expect(own.statusCode, own.body).toBe(200);
    if (path.includes("SetItemStock")) {
      await call(world, b().admin, "POST", "MerchantMenu/SetItemStock", { id: b().item, isOutOfStock: false });
    }
  });

  it("B's section or item named in A's own shop's call is 404", async () => {
    const tagged = await call(world, world.a.admin, "POST", "MerchantMenu/CreateItem", {
      shopId: world.a.shop,
      tagId: b().tag,
      name: "Sneaky",
      price: 1,
    });
    expect(tagged.statusCode).toBe(404);
    const reorder = await call(world, world.a.admin, "POST", "MerchantMenu/ReorderItems", {
      shopId: world.a.shop,
      tagId: b().tag,
      ids: [b().item],
    });
    expect(reorder.statusCode).toBe(404);
  });

  it("signed out is 401; a customer is 403", async () => {
    expect((await call(world, null, "GET", `MerchantMenu/Get?shopId=${world.a.shop}`)).statusCode).toBe(401);
    expect((await call(world, world.customer, "GET", `MerchantMenu/Get?shopId=${world.a.shop}`)).statusCode).toBe(403);
  });
});

describe("Out of stock", () => {
  it("shows on the storefront, refuses adding and more of it, keeps the line unpayable until back in stock", async () => {
    const guest = { "X-Guest-Id": crypto.randomUUID(), "Abp.TenantId": "3" };
    const cart = (method: "POST" | "PUT", path: string, payload: unknown) =>
      world.ctx.app.inject({
        method,
        url: `/api/services/app/ShoppingCart/${path}`,
        headers: guest,
        payload: payload as object,
      });
    const created = await cart("POST", "Create", {
      shopId: world.b.shop,
      shoppingCartItems: [{ foodMenuId: world.b.item, quantity: 2 }],
    });
    expect(created.statusCode, created.body).toBe(200);
    const cartId = created.json().result.id;
    const lineId = created.json().result.shoppingCartItems[0].id;

    const set = await call(world, world.b.admin, "POST", "MerchantMenu/SetItemStock", {
      id: world.b.item,
      isOutOfStock: true,
    });
    expect(set.json().result.isOutOfStock).toBe(true);
    const shelf = await storefrontMenu(world, world.b.shop);
    expect(shelf.categoryTags[0]?.items[0]).toMatchObject({ id: world.b.item, isOutOfStock: true });

    const add = await cart("POST", "AddShoppingCartItem", {
      shoppingCartId: cartId,
      shoppingCartItem: { foodMenuId: world.b.item, quantity: 1 },
    });
    expect(add.statusCode).toBe(400);
    expect(add.json().error.validationErrors[0]).toEqual({
      message: menuTexts.itemOutOfStock,
      members: ["shoppingCartItem.foodMenuId"],
    });
    const more = await cart("PUT", "UpdateShoppingCartItem", {
      shoppingCartId: cartId,
      shoppingCartItem: { id: lineId, quantityDelta: 1 },
    });
    expect(more.statusCode).toBe(400);
    expect(more.json().error.validationErrors[0].message).toBe(menuTexts.itemOutOfStock);
    const fewer = await cart("PUT", "UpdateShoppingCartItem", {
      shoppingCartId: cartId,
      shoppingCartItem: { id: lineId, quantityDelta: -1 },
    });
    expect(fewer.statusCode, fewer.body).toBe(200);
    expect(fewer.json().result.shoppingCartItems[0]).toMatchObject({ quantity: 1, isAvailable: false });

    await call(world, world.b.admin, "POST", "MerchantMenu/SetItemStock", { id: world.b.item, isOutOfStock: false });
    const back = await cart("PUT", "UpdateShoppingCartItem", {
      shoppingCartId: cartId,
      shoppingCartItem: { id: lineId, quantityDelta: 1 },
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().result.shoppingCartItems[0]).toMatchObject({ quantity: 2, isAvailable: true });
  });

  it("a cart line whose chosen option value the shop removed is no longer payable", async () => {
    const sized = await call(world, world.b.admin, "POST", "MerchantMenu/CreateItem", {
      shopId: world.b.shop,
      tagId: world.b.tag,
      name: "Sized Meal",
      price: 8,
      optionGroups: [group({ isRequired: true, values: [{ name: "Regular", cost: 0, isPreSelected: true }] })],
    });
    expect(sized.statusCode, sized.body).toBe(200);
    const current = sized.json().result;
    const guest = { "X-Guest-Id": crypto.randomUUID(), "Abp.TenantId": "3" };
    const created = await world.ctx.app.inject({
      method: "POST",
      url: "/api/services/app/ShoppingCart/Create",
      headers: guest,
      payload: { shopId: world.b.shop, shoppingCartItems: [{ foodMenuId: current.id, quantity: 1 }] },
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().result.shoppingCartItems[0]).toMatchObject({ isAvailable: true, price: 8 });
    const res = await call(world, world.b.admin, "PUT", "MerchantMenu/UpdateItem", {
      ...current,
      optionGroups: [group({ isRequired: true, values: [{ name: "New size", cost: 0 }] })],
    });
    expect(res.statusCode, res.body).toBe(200);
    const cart = await world.ctx.app.inject({
      method: "GET",
      url: `/api/services/app/ShoppingCart/GetByCustomer?id=${created.json().result.id}`,
      headers: guest,
    });
    expect(cart.json().result.shoppingCartItems[0]).toMatchObject({ isAvailable: false, price: 0 });
  });
});
