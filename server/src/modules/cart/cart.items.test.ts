import { cartTexts } from "@dutchpot/contract";
import { describe, expect, it } from "vitest";
import {
  add,
  base,
  call,
  changeQuantity,
  create,
  ctx,
  getCart,
  guest,
  item,
  members,
  newCart,
  rotiValues,
  setQuantity,
  shop,
  useCartTestApp,
  v,
} from "./cart.test-app.ts";

useCartTestApp();

/** Runs `tasks` with at most `limit` in flight; answers their results in order. */
async function atMost<T>(limit: number, tasks: (() => Promise<T>)[]): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const i = next++;
      results[i] = await (tasks[i] as () => Promise<T>)();
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
  return results;
}

describe("ShoppingCart/Create", () => {
  it("creates an empty cart with the defaults, and a second Create answers the same open cart", async () => {
    const who = guest();
    const first = await create(who, { shopId: shop.a, shoppingCartItems: [], shoppingCartCharges: [] });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ success: true, __abp: true });
    expect(first.json().result).toMatchObject({
      shopId: shop.a,
      shopName: "Jerk Hut",
      notes: "Some Notes",
      leaveAtDoor: true,
      isDelivery: true,
      subTotal: 0,
      taxAmount: 0,
      deliveryFee: 0,
      driverTip: 0,
      totalPrice: 0,
      itemCount: 0,
      shoppingCartItems: [],
    });
    const again = await create(who, { shopId: shop.a });
    expect(again.json().result.id).toBe(first.json().result.id);
    const list = await call("GET", "GetCustomersCarts", who);
    expect(list.json().result.items).toHaveLength(1);
  });

  it("computes every amount on the server: lines, fees, HST 13 %, total (docs/checkout.md)", async () => {
    const cart = await newCart(guest(), [
      { foodMenuId: item.jerk, quantity: 2, selectedAttributes: [v.Large, v.Cheese] },
      { foodMenuId: item.patty, quantity: 1 },
    ]);
    // (12.99 + 2.00 + 1.00) × 2 = 31.98; patty 3.50; subtotal 35.48; a first order of CA$5 or more:
    // free delivery; service fee 11 % of 35.48 = 3.9028 → 3.90; tax = 13 % of 39.38 = 5.1194 → 5.12;
    // total = 35.48 + 0 + 3.90 + 0 tip = 39.38; amount due 44.50.
    expect(cart).toMatchObject({
      subTotal: 35.48,
      deliveryFee: 0,
      freeDelivery: true,
      serviceFee: 3.9,
      orderFee: 0,
      taxAmount: 5.12,
      taxLabel: "HST 13%",
      driverTip: 0,
      totalPrice: 39.38,
      amountDue: 44.5,
      feePolicy: { serviceFeePercent: 11, orderFee: 0, firstOrderFreeDeliveryMin: 5, deliveryFee: 2.99 },
    });
    expect(cart.itemCount).toBe(3);
    const [jerk, patty] = cart.shoppingCartItems;
    expect(jerk).toMatchObject({
      foodMenuId: item.jerk,
      quantity: 2,
      price: 31.98,
      foodMenu: { name: "Jerk Chicken", unitPrice: 12.99 },
      shoppingCart: { id: cart.id, leaveAtDoor: true, dropOffInstructions: null, apartmentNumber: null },
    });
    expect(jerk.selectedAttributes.map((a: { productAttributeValue: unknown }) => a.productAttributeValue)).toEqual([
      { id: v.Large, name: "Large", cost: 2, textPrompt: "Choose a size" },
      { id: v.Cheese, name: "Cheese", cost: 1, textPrompt: "Extras" },
    ]);
    expect(patty).toMatchObject({ quantity: 1, price: 3.5, selectedAttributes: [] });
  });

  it("refuses a shop of another marketplace or a closed shop with 404, and a bad item with 400 leaving no cart", async () => {
    const who = guest();
    expect((await create(who, { shopId: shop.foreign })).statusCode).toBe(404);
    expect((await create(who, { shopId: shop.closed })).statusCode).toBe(404);
    const bad = await create(who, { shopId: shop.a, shoppingCartItems: [{ foodMenuId: item.roti, quantity: 1 }] });
    expect(bad.statusCode).toBe(400);
    expect(members(bad)).toEqual(["shoppingCartItems[0].foodMenuId"]);
    expect((await call("GET", "GetCustomersCarts", who)).json().result.items).toEqual([]);
  });

  it("needs a guest id or a sign-in (401); a malformed guest id counts as none", async () => {
    expect((await create(null, { shopId: shop.a })).statusCode).toBe(401);
    expect((await create({ guest: "not-a-uuid" }, { shopId: shop.a })).statusCode).toBe(401);
    expect((await call("GET", "GetCustomersCarts", null)).json().unAuthorizedRequest).toBe(true);
  });
});

describe("AddShoppingCartItem", () => {
  it("merges the same item with the same options into one line (option order does not matter)", async () => {
    const who = guest();
    const cart = await newCart(who);
    await add(who, cart.id, { foodMenuId: item.jerk, quantity: 1, selectedAttributes: [v.Large, v.Cheese] });
    const res = await add(who, cart.id, {
      foodMenuId: item.jerk,
      quantity: 2,
      selectedAttributes: [{ productAttributeValueId: v.Cheese }, { id: v.Large }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.shoppingCartItems).toHaveLength(1);
    expect(res.json().result.shoppingCartItems[0]).toMatchObject({ quantity: 3, price: 47.97 });
    const other = await add(who, cart.id, { foodMenuId: item.jerk, quantity: 1, selectedAttributes: [v.Large] });
    expect(other.json().result.shoppingCartItems.map((l: { quantity: number }) => l.quantity)).toEqual([3, 1]);
  });

  it("applies the pre-selected values when no options are sent", async () => {
    const who = guest();
    const cart = await newCart(who);
    const res = await add(who, cart.id, { foodMenuId: item.jerk, quantity: 1 });
    const [line] = res.json().result.shoppingCartItems;
    expect(line.selectedAttributes.map((a: { productAttributeValueId: number }) => a.productAttributeValueId)).toEqual([
      v.Small,
    ]);
    expect(line.price).toBe(12.99);
  });

  it("refuses invalid options with a 400 naming the field, and changes nothing", async () => {
    const who = guest();
    const cart = await newCart(who, [{ foodMenuId: item.patty, quantity: 1 }]);
    const cases: [unknown[], string][] = [
      [[v.Small, v.Large], cartTexts.singleChoice],
      [[v.Cheese], cartTexts.requiredChoice],
      [[v.Small, rotiValues.Goat], `${cartTexts.valueNotOfItem} (${rotiValues.Goat})`],
    ];
    for (const [selectedAttributes, message] of cases) {
      const res = await add(who, cart.id, { foodMenuId: item.jerk, quantity: 1, selectedAttributes });
      expect(res.statusCode, message).toBe(400);
      expect(res.json().error.validationErrors).toEqual([
        { message, members: ["shoppingCartItem.selectedAttributes"] },
      ]);
    }
    const plain = await add(who, cart.id, { foodMenuId: item.patty, quantity: 1, selectedAttributes: [v.Small] });
    expect(plain.statusCode).toBe(400);
    expect((await getCart(who, cart.id)).json().result.shoppingCartItems).toMatchObject([{ quantity: 1 }]);
  });

  it("refuses an item of another shop, another marketplace, or no longer active", async () => {
    const who = guest();
    const cart = await newCart(who);
    for (const [foodMenuId, message] of [
      [item.roti, cartTexts.itemNotInShop],
      [item.foreign, cartTexts.itemNotInShop],
      [999_999, cartTexts.itemNotInShop],
      [item.soldOut, cartTexts.itemInactive],
    ] as const) {
      const res = await add(who, cart.id, { foodMenuId, quantity: 1 });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.validationErrors).toEqual([{ message, members: ["shoppingCartItem.foodMenuId"] }]);
    }
    expect((await getCart(who, cart.id)).json().result.shoppingCartItems).toEqual([]);
  });

  it("never lets a line grow past 99", async () => {
    const who = guest();
    const cart = await newCart(who, [{ foodMenuId: item.patty, quantity: 98 }]);
    const res = await add(who, cart.id, { foodMenuId: item.patty, quantity: 2 });
    expect(res.statusCode).toBe(400);
    expect(members(res)).toEqual(["shoppingCartItem.quantity"]);
    expect((await add(who, cart.id, { foodMenuId: item.patty, quantity: 1 })).json().result.itemCount).toBe(99);
  });
});

describe("UpdateShoppingCartItem", () => {
  it("sets a quantity, removes the line at 0, and refuses negatives, fractions and > 99 changing nothing", async () => {
    const who = guest();
    const cart = await newCart(who, [{ foodMenuId: item.patty, quantity: 2 }]);
    const lineId = cart.shoppingCartItems[0].id;
    const five = await setQuantity(who, cart.id, lineId, 5);
    expect(five.json().result.shoppingCartItems[0]).toMatchObject({ quantity: 5, price: 17.5 });
    for (const bad of [-1, -100, 100, 1.5, "x", null]) {
      const res = await setQuantity(who, cart.id, lineId, bad);
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json().error.message).toBe("Your request is not valid!");
      expect(members(res)).toEqual(["shoppingCartItem.quantity"]);
    }
    expect((await setQuantity(who, cart.id, lineId, -1)).json().error.validationErrors[0].message).toBe(
      "The field Quantity must be at least 0.",
    );
    expect((await getCart(who, cart.id)).json().result.shoppingCartItems[0].quantity).toBe(5);
    const removed = await setQuantity(who, cart.id, lineId, 0);
    expect(removed.json().result.shoppingCartItems).toEqual([]);
    expect((await setQuantity(who, cart.id, lineId, 1)).statusCode).toBe(404);
  });

  it("changes by quantityDelta; a decrement past 1 removes the line; over 99 is refused", async () => {
    const who = guest();
    const cart = await newCart(who, [{ foodMenuId: item.patty, quantity: 1 }]);
    const lineId = cart.shoppingCartItems[0].id;
    expect((await changeQuantity(who, cart.id, lineId, 1)).json().result.itemCount).toBe(2);
    expect((await changeQuantity(who, cart.id, lineId, 98)).statusCode).toBe(400);
    expect((await changeQuantity(who, cart.id, lineId, -5)).json().result.shoppingCartItems).toEqual([]);
    const both = await call("PUT", "UpdateShoppingCartItem", who, {
      shoppingCartItem: { id: lineId, quantity: 1, quantityDelta: 1 },
      shoppingCartId: cart.id,
    });
    expect(both.statusCode).toBe(400);
  });

  it("refuses a line of another cart (404) and a foodMenuId that is not the line's (400)", async () => {
    const who = guest();
    const cart = await newCart(who, [{ foodMenuId: item.patty, quantity: 1 }]);
    const other = await create(who, { shopId: shop.b, shoppingCartItems: [{ foodMenuId: item.roti, quantity: 1 }] });
    const otherLine = other.json().result.shoppingCartItems[0].id;
    expect((await setQuantity(who, cart.id, otherLine, 3)).statusCode).toBe(404);
    const res = await call("PUT", "UpdateShoppingCartItem", who, {
      shoppingCartItem: { id: cart.shoppingCartItems[0].id, foodMenuId: item.jerk, quantity: 3 },
      shoppingCartId: cart.id,
      shopId: shop.a,
    });
    expect(res.statusCode).toBe(400);
    expect(members(res)).toEqual(["shoppingCartItem.foodMenuId"]);
  });
});

describe("concurrency", () => {
  it("200 concurrent +1/−1 changes to one cart all count (20 in flight)", async () => {
    const who = guest();
    const cart = await newCart(who, [
      { foodMenuId: item.patty, quantity: 1 },
      { foodMenuId: item.jerk, quantity: 99, selectedAttributes: [v.Small] },
      { foodMenuId: item.jerk, quantity: 10, selectedAttributes: [v.Large] },
    ]);
    const [up, down, both] = cart.shoppingCartItems.map((l: { id: number }) => l.id);
    const calls = [
      ...Array.from({ length: 98 }, () => () => changeQuantity(who, cart.id, up, 1)),
      ...Array.from({ length: 98 }, () => () => changeQuantity(who, cart.id, down, -1)),
      () => changeQuantity(who, cart.id, both, 1),
      () => changeQuantity(who, cart.id, both, -1),
      () => changeQuantity(who, cart.id, both, 1),
      () => changeQuantity(who, cart.id, both, -1),
    ];
    // The changes run one at a time on the cart's row lock, each holding it for its statements' round
    // trips (~110-150 ms each at load 22, 20-30 s for the 200). Twice PostgreSQL's pool (10) in
    // flight: every connection still races for the lock, but no call waits in the pool's queue near
    // its 5 s bound (connectTimeoutMs, then 503), as all 200 at once did (165 of 200 answered 503).
    const results = await atMost(20, calls);
    expect(results.map((r) => r.statusCode)).toEqual(results.map(() => 200));
    const after = (await getCart(who, cart.id)).json().result.shoppingCartItems;
    expect(after.map((l: { quantity: number }) => l.quantity)).toEqual([99, 1, 10]);
  }, 120_000);

  it("concurrent adds of a new line and concurrent creates end in one cart and one line", async () => {
    const who = guest();
    const creates = await Promise.all(Array.from({ length: 10 }, () => create(who, { shopId: shop.b })));
    expect(new Set(creates.map((r) => r.json().result.id)).size).toBe(1);
    const cartId = creates[0]?.json().result.id as number;
    await Promise.all(Array.from({ length: 20 }, () => add(who, cartId, { foodMenuId: item.roti, quantity: 1 })));
    expect((await getCart(who, cartId)).json().result.shoppingCartItems).toMatchObject([{ quantity: 20 }]);
  });
});

describe("OpenAPI", () => {
  it("documents the six cart calls with their verbs", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<string, Record<string, unknown>>;
    const verbs = (name: string) => Object.keys(paths[`${base}/${name}`] ?? {});
    expect(verbs("Create")).toEqual(["post"]);
    expect(verbs("AddShoppingCartItem")).toEqual(["post"]);
    expect(verbs("UpdateShoppingCartItem")).toEqual(["put"]);
    expect(verbs("GetCustomersCarts")).toEqual(["get"]);
    expect(verbs("GetByCustomer")).toEqual(["get"]);
    expect(verbs("UpdateShoppingCart")).toEqual(["patch"]);
  });
});
