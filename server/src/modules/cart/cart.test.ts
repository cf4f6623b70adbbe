import { randomUUID } from "node:crypto";
import { cartTexts } from "@dutchpot/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildMenuItem, buildShop, buildTenant } from "../../../test/factories.ts";
import { createTestApp } from "../../../test/support/test-app.ts";
import { seedReferenceData } from "../../db/seed/index.ts";
import { identityOf } from "../auth/identity.plugin.ts";
import { buildCustomer, buildOptions, type TestCustomer } from "./cart.fixtures.ts";
import { mergeGuestCarts } from "./merge-guest-carts.ts";

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let otherMarketplaceId: number;
const shop = { a: 0, b: 0, closed: 0, foreign: 0 };
const item = { patty: 0, jerk: 0, soldOut: 0, roti: 0, foreign: 0 };
let v: Record<string, number>;
let rotiValues: Record<string, number>;
let alice: TestCustomer;
let bob: TestCustomer;

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  await seedReferenceData(db);
  await buildTenant(db, { id: 3, tenancyName: "dutchpot", name: "Dutchpot", kind: "marketplace" });
  otherMarketplaceId = (await buildTenant(db, { kind: "marketplace", name: "Other Brand" })).id;
  shop.a = (await buildShop(db, { marketplaceTenantId: 3, name: "Jerk Hut", deliveryFeeCents: 299 })).id;
  shop.b = (await buildShop(db, { marketplaceTenantId: 3, name: "Roti Shop", deliveryFeeCents: 0 })).id;
  shop.closed = (await buildShop(db, { marketplaceTenantId: 3, isActive: false })).id;
  shop.foreign = (await buildShop(db, { marketplaceTenantId: otherMarketplaceId })).id;
  item.patty = (await buildMenuItem(db, { shopId: shop.a, name: "Beef Patty", unitPriceCents: 350 })).id;
  item.jerk = (await buildMenuItem(db, { shopId: shop.a, name: "Jerk Chicken", unitPriceCents: 1299 })).id;
  item.soldOut = (await buildMenuItem(db, { shopId: shop.a, isActive: false })).id;
  item.roti = (await buildMenuItem(db, { shopId: shop.b, name: "Roti", unitPriceCents: 1000 })).id;
  item.foreign = (await buildMenuItem(db, { shopId: shop.foreign })).id;
  v = await buildOptions(db, item.jerk, [
    {
      textPrompt: "Choose a size",
      controlType: 2,
      isRequired: true,
      values: [
        { name: "Small", costCents: 0, isPreSelected: true },
        { name: "Large", costCents: 200 },
      ],
    },
    {
      textPrompt: "Extras",
      controlType: 3,
      values: [
        { name: "Cheese", costCents: 100 },
        { name: "Plantain", costCents: 150 },
      ],
    },
  ]);
  rotiValues = await buildOptions(db, item.roti, [
    { textPrompt: "Filling", controlType: 4, values: [{ name: "Goat", costCents: 300 }] },
  ]);
  alice = await buildCustomer(db, ctx.app.tokens, 3);
  bob = await buildCustomer(db, ctx.app.tokens, 3);
});
afterAll(async () => ctx?.close());

type Who = { guest: string } | TestCustomer | null;
const base = "/api/services/app/ShoppingCart";
const headersOf = (who: Who, extra: Record<string, string> = {}) => ({
  "Abp.TenantId": "3",
  ...(who === null ? {} : "guest" in who ? { "X-Guest-Id": who.guest } : { authorization: who.authorization }),
  ...extra,
});
const call = (method: "GET" | "POST" | "PUT" | "PATCH", path: string, who: Who, payload?: unknown) =>
  ctx.app.inject({ method, url: `${base}/${path}`, headers: headersOf(who), payload: payload as object });
const guest = () => ({ guest: randomUUID() });
const create = (who: Who, payload: unknown) => call("POST", "Create", who, payload);
const add = (who: Who, cartId: number, line: Record<string, unknown>) =>
  call("POST", "AddShoppingCartItem", who, {
    shoppingCartItem: { ...line, shoppingCartId: cartId },
    shoppingCartId: cartId,
  });
const setQuantity = (who: Who, cartId: number, lineId: number, quantity: unknown) =>
  call("PUT", "UpdateShoppingCartItem", who, { shoppingCartItem: { id: lineId, quantity }, shoppingCartId: cartId });
const changeQuantity = (who: Who, cartId: number, lineId: number, quantityDelta: number) =>
  call("PUT", "UpdateShoppingCartItem", who, {
    shoppingCartItem: { id: lineId, quantityDelta },
    shoppingCartId: cartId,
  });
const getCart = async (who: Who, id: number) => call("GET", `GetByCustomer?id=${id}`, who);
const patch = (who: Who, payload: unknown) => call("PATCH", "UpdateShoppingCart", who, payload);
const members = (res: { json(): { error: { validationErrors: { members: string[] }[] } } }) =>
  res.json().error.validationErrors.flatMap((e) => e.members);

/** A guest's cart for shop A; returns the cart answer. */
async function newCart(who: Who, items: unknown[] = []) {
  const res = await create(who, {
    shopId: shop.a,
    shoppingCartItems: items,
    shoppingCartCharges: [],
    notes: "Some Notes",
  });
  expect(res.statusCode).toBe(200);
  return res.json().result;
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

  it("computes every amount on the server: lines, HST 13 % on items and delivery, total", async () => {
    const cart = await newCart(guest(), [
      { foodMenuId: item.jerk, quantity: 2, selectedAttributes: [v.Large, v.Cheese] },
      { foodMenuId: item.patty, quantity: 1 },
    ]);
    // (12.99 + 2.00 + 1.00) × 2 = 31.98; patty 3.50; subtotal 35.48; delivery 2.99;
    // tax = 13 % of 38.47 = 5.0011 → 5.00; total = 35.48 + 2.99 + 0 tip = 38.47.
    expect(cart).toMatchObject({ subTotal: 35.48, deliveryFee: 2.99, taxAmount: 5, driverTip: 0, totalPrice: 38.47 });
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

describe("owners", () => {
  it("keeps guests apart: guest B can neither read nor change guest A's cart (404)", async () => {
    const a = guest();
    const b = guest();
    const cart = await newCart(a, [{ foodMenuId: item.patty, quantity: 1 }]);
    const lineId = cart.shoppingCartItems[0].id;
    const read = await getCart(b, cart.id);
    expect(read.statusCode).toBe(404);
    expect(read.json().error.message).toBe(`There is no entity ShoppingCart with id = ${cart.id}!`);
    expect((await add(b, cart.id, { foodMenuId: item.patty, quantity: 1 })).statusCode).toBe(404);
    expect((await setQuantity(b, cart.id, lineId, 0)).statusCode).toBe(404);
    expect((await patch(b, { shoppingCartId: cart.id, leaveAtDoor: false })).statusCode).toBe(404);
    expect((await call("GET", "GetCustomersCarts", b)).json().result.items).toEqual([]);
    expect((await getCart(alice, cart.id)).statusCode).toBe(404);
    expect((await getCart(a, cart.id)).json().result.shoppingCartItems[0].quantity).toBe(1);
  });

  it("keeps customers apart, and a cart invisible from another marketplace", async () => {
    const cart = (await create(alice, { shopId: shop.b, shoppingCartItems: [{ foodMenuId: item.roti }] })).json()
      .result;
    expect(cart.shoppingCartItems[0].quantity).toBe(1);
    expect((await getCart(bob, cart.id)).statusCode).toBe(404);
    expect((await call("GET", `GetByCustomer?shopId=${shop.b}`, alice)).json().result.id).toBe(cart.id);
    expect((await call("GET", `GetByCustomer?shopId=${shop.b}`, bob)).statusCode).toBe(404);
    const who = guest();
    const guestCart = await newCart(who);
    const elsewhere = await ctx.app.inject({
      method: "GET",
      url: `${base}/GetByCustomer?id=${guestCart.id}`,
      headers: { "Abp.TenantId": String(otherMarketplaceId), "X-Guest-Id": who.guest },
    });
    expect(elsewhere.statusCode).toBe(404);
  });

  it("merges a guest's carts into the customer's: identical lines add up, other shops are handed over", async () => {
    const db = ctx.database.db;
    const who = guest();
    const customer = await buildCustomer(db, ctx.app.tokens, 3);
    await create(customer, {
      shopId: shop.a,
      shoppingCartItems: [{ foodMenuId: item.jerk, quantity: 1, selectedAttributes: [v.Large, v.Cheese] }],
    });
    await newCart(who, [
      { foodMenuId: item.jerk, quantity: 2, selectedAttributes: [v.Cheese, v.Large] },
      { foodMenuId: item.patty, quantity: 4 },
    ]);
    await patch(who, { deliveryAddress: "1 Front St W", latitude: 43.6453, longitude: -79.3806 });
    await create(who, { shopId: shop.b, shoppingCartItems: [{ foodMenuId: item.roti, quantity: 1 }] });

    expect(await mergeGuestCarts(db, who.guest, customer.id)).toBe(2);
    const carts = (await call("GET", "GetCustomersCarts", customer)).json().result.items;
    const a = carts.find((c: { shopId: number }) => c.shopId === shop.a);
    const b = carts.find((c: { shopId: number }) => c.shopId === shop.b);
    expect(
      a.shoppingCartItems.map((l: { foodMenuId: number; quantity: number }) => [l.foodMenuId, l.quantity]),
    ).toEqual([
      [item.jerk, 3],
      [item.patty, 4],
    ]);
    expect(a.deliveryAddress).toBe("1 Front St W");
    expect(b.shoppingCartItems).toMatchObject([{ foodMenuId: item.roti, quantity: 1 }]);
    expect((await call("GET", "GetCustomersCarts", who)).json().result.items).toEqual([]);
    expect(await mergeGuestCarts(db, who.guest, customer.id)).toBe(0);
  });

  it("merges when the guest signs in (TokenAuth/Authenticate with the guest id header)", async () => {
    const who = guest();
    const customer = await buildCustomer(ctx.database.db, ctx.app.tokens, 3);
    const cart = await newCart(who, [{ foodMenuId: item.patty, quantity: 3 }]);
    const signIn = await ctx.app.inject({
      method: "POST",
      url: "/api/TokenAuth/Authenticate",
      headers: { "Abp.TenantId": "3", "X-Guest-Id": who.guest },
      payload: { userNameOrEmailAddress: customer.email, password: customer.password },
    });
    expect(signIn.statusCode).toBe(200);
    const token = `Bearer ${signIn.json().result.accessToken}`;
    const carts = await call("GET", "GetCustomersCarts", { ...customer, authorization: token });
    expect(carts.json().result.items).toMatchObject([{ id: cart.id, itemCount: 3 }]);
    expect((await getCart(who, cart.id)).statusCode).toBe(404);
  });

  it("merges on the customer's first cart call that still carries the guest id", async () => {
    const who = guest();
    const customer = await buildCustomer(ctx.database.db, ctx.app.tokens, 3);
    const cart = await newCart(who, [{ foodMenuId: item.patty, quantity: 2 }]);
    const res = await ctx.app.inject({
      method: "GET",
      url: `${base}/GetCustomersCarts`,
      headers: { "Abp.TenantId": "3", authorization: customer.authorization, "X-Guest-Id": who.guest },
    });
    expect(res.json().result.items).toMatchObject([{ id: cart.id, itemCount: 2 }]);
    expect((await getCart(who, cart.id)).statusCode).toBe(404);
  });
});

describe("UpdateShoppingCart (drop-off, pin, pickup, schedule)", () => {
  const address = { latitude: 43.6453, longitude: -79.3806 };
  /** A point `km` north of the address (haversine with R = 6371 km). */
  const north = (km: number) => ({
    latitude: address.latitude + ((km / 6371) * 180) / Math.PI,
    longitude: address.longitude,
  });

  it("stores the drop-off details (leave at door by default) and the address point with the pin on it", async () => {
    const who = guest();
    const cart = await newCart(who, [{ foodMenuId: item.patty, quantity: 1 }]);
    const res = await patch(who, {
      shoppingCartId: cart.id,
      deliveryAddress: "1 Front St W",
      city: "Toronto",
      zipcode: "M5J 2X6",
      ...address,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.items[0]).toMatchObject({
      leaveAtDoor: true,
      deliveryAddress: "1 Front St W",
      city: "Toronto",
      zipcode: "M5J 2X6",
      addressLatitude: address.latitude,
      addressLongitude: address.longitude,
      ...address,
    });
    const details = await patch(who, {
      leaveAtDoor: false,
      dropOffInstructions: "Ring twice",
      apartmentNumber: "1203",
      deliveryAddress: "1 Front St W",
      city: "Toronto",
      zipcode: "M5J 2X6",
    });
    const updated = details.json().result.items[0];
    expect(updated).toMatchObject({ leaveAtDoor: false, dropOffInstructions: "Ring twice", ...address });
    expect(updated.shoppingCartItems[0].shoppingCart).toEqual({
      id: cart.id,
      leaveAtDoor: false,
      dropOffInstructions: "Ring twice",
      apartmentNumber: "1203",
    });
  });

  it("moves the pin up to 4 km from the address and refuses it just beyond, changing nothing", async () => {
    const who = guest();
    const cart = await newCart(who);
    await patch(who, { shoppingCartId: cart.id, deliveryAddress: "1 Front St W", ...address });
    const near = await patch(who, { shoppingCartId: cart.id, ...north(3.99) });
    expect(near.statusCode).toBe(200);
    expect(near.json().result.items[0]).toMatchObject({ ...north(3.99), addressLatitude: address.latitude });
    const far = await patch(who, { shoppingCartId: cart.id, ...north(4.01) });
    expect(far.statusCode).toBe(400);
    expect(far.json().error.validationErrors).toEqual([{ message: cartTexts.pinTooFar, members: ["latitude"] }]);
    expect((await getCart(who, cart.id)).json().result).toMatchObject(north(3.99));
  });

  it("refuses a pin before the address has coordinates, and a lone latitude", async () => {
    const who = guest();
    const cart = await newCart(who);
    const res = await patch(who, { shoppingCartId: cart.id, ...address });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.validationErrors).toEqual([
      { message: cartTexts.addressFirst, members: ["deliveryAddress"] },
    ]);
    expect((await patch(who, { shoppingCartId: cart.id, latitude: 43 })).statusCode).toBe(400);
    expect((await patch(who, { shoppingCartId: cart.id, latitude: 91, longitude: 0 })).statusCode).toBe(400);
  });

  it("accepts pickup (no delivery fee) and a delivery window; refuses a window that ends before it starts", async () => {
    const who = guest();
    const cart = await newCart(who, [{ foodMenuId: item.patty, quantity: 1 }]);
    expect(cart.deliveryFee).toBe(2.99);
    const pickup = await patch(who, { shopId: shop.a, isDelivery: false });
    expect(pickup.json().result.items[0]).toMatchObject({ isDelivery: false, deliveryFee: 0, totalPrice: 3.5 });
    const window = await patch(who, {
      shopId: shop.a,
      deliveryDateStart: "2026-12-01T17:00:00",
      deliveryDateEnd: "2026-12-01T17:30:00Z",
    });
    expect(window.json().result.items[0]).toMatchObject({
      deliveryDateStart: "2026-12-01T17:00:00.000Z",
      deliveryDateEnd: "2026-12-01T17:30:00.000Z",
    });
    const backwards = await patch(who, { shopId: shop.a, deliveryDateEnd: "2026-12-01T16:00:00Z" });
    expect(backwards.statusCode).toBe(400);
    expect(members(backwards)).toEqual(["deliveryDateEnd"]);
    expect((await patch(who, { shopId: shop.b, isDelivery: false })).statusCode).toBe(404);
  });

  it("without a cart id or shop, updates every open cart of the owner, all or nothing", async () => {
    const who = guest();
    await newCart(who);
    await create(who, { shopId: shop.b });
    const res = await patch(who, { deliveryAddress: "1 Front St W", ...address, leaveAtDoor: false });
    expect(res.json().result.items).toHaveLength(2);
    for (const cart of res.json().result.items) expect(cart).toMatchObject({ leaveAtDoor: false, ...address });
  });
});

describe("concurrency", () => {
  it("200 concurrent +1/−1 changes to one cart all count", async () => {
    const who = guest();
    const cart = await newCart(who, [
      { foodMenuId: item.patty, quantity: 1 },
      { foodMenuId: item.jerk, quantity: 99, selectedAttributes: [v.Small] },
      { foodMenuId: item.jerk, quantity: 10, selectedAttributes: [v.Large] },
    ]);
    const [up, down, both] = cart.shoppingCartItems.map((l: { id: number }) => l.id);
    const calls = [
      ...Array.from({ length: 98 }, () => changeQuantity(who, cart.id, up, 1)),
      ...Array.from({ length: 98 }, () => changeQuantity(who, cart.id, down, -1)),
      changeQuantity(who, cart.id, both, 1),
      changeQuantity(who, cart.id, both, -1),
      changeQuantity(who, cart.id, both, 1),
      changeQuantity(who, cart.id, both, -1),
    ];
    const results = await Promise.all(calls);
    expect(results.map((r) => r.statusCode)).toEqual(results.map(() => 200));
    const after = (await getCart(who, cart.id)).json().result.shoppingCartItems;
    expect(after.map((l: { quantity: number }) => l.quantity)).toEqual([99, 1, 10]);
  });

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

describe("account data", () => {
  it("exports a customer's open carts and erases them with the account", async () => {
    const db = ctx.database.db;
    const customer = await buildCustomer(db, ctx.app.tokens, 3);
    await create(customer, { shopId: shop.a, shoppingCartItems: [{ foodMenuId: item.patty, quantity: 2 }] });
    const source = identityOf(ctx.app).dataSources.find((s) => s.section === "carts");
    const subject = { userId: customer.id, tenantId: 3, emailAddress: customer.email, phone: null };
    expect(await source?.export?.(subject)).toMatchObject([{ shopId: shop.a, itemCount: 2 }]);
    await source?.erase?.(subject, db);
    expect((await call("GET", "GetCustomersCarts", customer)).json().result.items).toEqual([]);
  });
});
