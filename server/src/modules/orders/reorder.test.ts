import { randomUUID } from "node:crypto";
import { orderTexts } from "@dutchpot/contract";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { buildMenuItem } from "../../../test/factories.ts";
import { itemAttributeValues, menuItems } from "../../db/schema/index.ts";
import { buildCustomer, buildOptions } from "../cart/cart.fixtures.ts";
import { callAs, fillCart, guest, tokenize, useCheckoutTestApp, type Who } from "../checkout/checkout.test-app.ts";

const world = useCheckoutTestApp();
const db = () => world.ctx.database.db;
/** A curry with a multi-choice spice group (Mild, Hot), for options that disappear from the menu. */
const curry = { id: 0, hot: 0 };

beforeAll(async () => {
  curry.id = (await buildMenuItem(db(), { shopId: world.shop.open, name: "Curry Goat", unitPriceCents: 1500 })).id;
  const spice = await buildOptions(db(), curry.id, [
    {
      textPrompt: "Spice",
      controlType: 3,
      values: [
        { name: "Mild", costCents: 0 },
        { name: "Hot", costCents: 50 },
      ],
    },
  ]);
  curry.hot = spice.Hot as number;
});

type Line = { foodMenuId: number; quantity: number; selectedAttributes?: number[] };
type CartLine = {
  foodMenuId: number;
  quantity: number;
  foodMenu: { unitPrice: number };
  selectedAttributes: { productAttributeValueId: number }[];
};

/** A paid ASAP order of `who` with these lines at the open shop; answers its id. */
async function order(who: Who, lines: Line[]): Promise<number> {
  await fillCart(world, who, world.shop.open, lines);
  const body = { shopId: world.shop.open, sourceId: await tokenize(world) };
  const res = await callAs(world, who, "POST", "ShoppingCart/ProcessPayment", body, { key: randomUUID() });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.id;
}

const reorder = (who: Who, id: number, key?: string) => callAs(world, who, "POST", "Orders/Reorder", { id }, { key });
const carts = async (who: Who) =>
  (await callAs(world, who, "GET", "ShoppingCart/GetCustomersCarts")).json().result.items;
/** A cart's lines as [item, quantity, option value ids]. */
const linesOf = (cart: { shoppingCartItems: CartLine[] }) =>
  cart.shoppingCartItems.map((l) => [
    l.foodMenuId,
    l.quantity,
    l.selectedAttributes.map((a) => a.productAttributeValueId),
  ]);
const setItem = (id: number, values: Partial<typeof menuItems.$inferInsert>) =>
  db().update(menuItems).set(values).where(eq(menuItems.id, id));

describe("Orders/Reorder", () => {
  it("puts the order's lines (same items, options, quantities) into a new cart at today's prices", async () => {
    const who = world.alice;
    const id = await order(who, [
      { foodMenuId: world.item.jerk, quantity: 2, selectedAttributes: [world.large] },
      { foodMenuId: world.item.patty, quantity: 3 },
    ]);
    expect(await carts(who)).toEqual([]);
    await setItem(world.item.patty, { unitPriceCents: 400 });
    try {
      const res = await reorder(who, id);
      expect(res.statusCode, res.body).toBe(200);
      const { cart, unavailable } = res.json().result;
      expect(unavailable).toEqual([]);
      expect(cart.shopId).toBe(world.shop.open);
      expect(linesOf(cart)).toEqual([
        [world.item.jerk, 2, [world.large]],
        [world.item.patty, 3, []],
      ]);
      expect(cart.shoppingCartItems[1].foodMenu.unitPrice).toBe(4);
      expect(cart.subTotal).toBe(41.98); // 2 × (12.99 + 2.00 Large) + 3 × 4.00
      expect((await carts(who)).map((c: { id: number }) => c.id)).toEqual([cart.id]);
    } finally {
      await setItem(world.item.patty, { unitPriceCents: 350 });
    }
  });

  it("adds to the open cart of the shop: an identical line grows, the others stay", async () => {
    const who = world.bob;
    const id = await order(who, [{ foodMenuId: world.item.patty, quantity: 1 }]);
    const cartId = await fillCart(world, who, world.shop.open, [
      { foodMenuId: world.item.patty, quantity: 2 },
      { foodMenuId: world.item.jerk, quantity: 1 },
    ]);
    const res = await reorder(who, id);
    expect(res.statusCode, res.body).toBe(200);
    const { cart } = res.json().result;
    expect(cart.id).toBe(cartId);
    expect(linesOf(cart)).toEqual([
      [world.item.patty, 3, []],
      [world.item.jerk, 1, [expect.any(Number)]],
    ]);
    expect(await carts(who)).toHaveLength(1);
  });

  it("leaves out and names an item taken off the menu and a line whose option is gone (a guest)", async () => {
    const who = guest();
    const id = await order(who, [
      { foodMenuId: world.item.jerk, quantity: 1, selectedAttributes: [world.large] },
      { foodMenuId: world.item.patty, quantity: 2 },
      { foodMenuId: curry.id, quantity: 1, selectedAttributes: [curry.hot] },
    ]);
    await setItem(world.item.jerk, { isActive: false });
    await db().delete(itemAttributeValues).where(eq(itemAttributeValues.id, curry.hot));
    try {
      const res = await reorder(who, id);
      expect(res.statusCode, res.body).toBe(200);
      const { cart, unavailable } = res.json().result;
      expect(unavailable).toEqual(["Jerk Chicken", "Curry Goat"]);
      expect(linesOf(cart)).toEqual([[world.item.patty, 2, []]]);
      // The guest's cart, nobody else's.
      expect((await carts(who)).map((c: { id: number }) => c.id)).toEqual([cart.id]);
      expect(await carts(guest())).toEqual([]);
    } finally {
      await setItem(world.item.jerk, { isActive: true });
    }
  });

  it("nothing left to sell: 400 nothingToReorder, and the carts are as they were", async () => {
    const who = await buildCustomer(db(), world.ctx.app.tokens, 3);
    const id = await order(who, [{ foodMenuId: world.item.jerk, quantity: 1 }]);
    await fillCart(world, who, world.shop.open, [{ foodMenuId: world.item.patty, quantity: 1 }]);
    const fresh = guest();
    const freshOrder = await order(fresh, [{ foodMenuId: world.item.jerk, quantity: 1 }]);
    await setItem(world.item.jerk, { isActive: false });
    try {
      const before = await carts(who);
      expect(before).toHaveLength(1);
      for (const [caller, orderId] of [
        [who, id],
        [fresh, freshOrder],
      ] as const) {
        const res = await reorder(caller, orderId);
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().error.message).toBe(orderTexts.nothingToReorder);
      }
      expect(await carts(who)).toEqual(before);
      // No empty cart is left behind for the caller who had none.
      expect(await carts(fresh)).toEqual([]);
    } finally {
      await setItem(world.item.jerk, { isActive: true });
    }
  });

  it("another's order is a 404 and changes no cart; a retry with the same Idempotency-Key adds once", async () => {
    const id = await order(world.bob, [{ foodMenuId: world.item.patty, quantity: 1 }]);
    const stranger = guest();
    for (const other of [world.alice, stranger]) {
      const before = await carts(other);
      expect((await reorder(other, id)).statusCode).toBe(404);
      expect(await carts(other)).toEqual(before);
    }
    expect((await reorder(world.carol, id)).statusCode).toBe(403);
    expect((await reorder(null, id)).statusCode).toBe(401);
    for (const bad of [0, -1, "x"]) {
      expect((await callAs(world, world.bob, "POST", "Orders/Reorder", { id: bad })).statusCode).toBe(400);
    }

    const who = guest();
    const mine = await order(who, [{ foodMenuId: world.item.patty, quantity: 2 }]);
    const key = randomUUID();
    const first = await reorder(who, mine, key);
    const retry = await reorder(who, mine, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers["idempotent-replayed"]).toBe("true");
    expect(linesOf((await carts(who))[0])).toEqual([[world.item.patty, 2, []]]);
    expect(retry.json()).toEqual(first.json());
  });
});
