import { describe, expect, it } from "vitest";
import { identityOf } from "../auth/identity.plugin.ts";
import { buildCustomer } from "./cart.fixtures.ts";
import {
  add,
  alice,
  base,
  bob,
  call,
  create,
  ctx,
  getCart,
  guest,
  item,
  newCart,
  otherMarketplaceId,
  patch,
  setQuantity,
  shop,
  useCartTestApp,
  v,
} from "./cart.test-app.ts";
import { mergeGuestCarts } from "./merge-guest-carts.ts";

useCartTestApp();

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

    expect(await mergeGuestCarts(db, { userId: customer.id, tenantId: 3, guestId: who.guest })).toBe(2);
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
    expect(await mergeGuestCarts(db, { userId: customer.id, tenantId: 3, guestId: who.guest })).toBe(0);
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

  it("does not merge on cart calls: only a sign-in moves a guest's carts", async () => {
    const who = guest();
    const customer = await buildCustomer(ctx.database.db, ctx.app.tokens, 3);
    const cart = await newCart(who, [{ foodMenuId: item.patty, quantity: 2 }]);
    const res = await ctx.app.inject({
      method: "GET",
      url: `${base}/GetCustomersCarts`,
      headers: { "Abp.TenantId": "3", authorization: customer.authorization, "X-Guest-Id": who.guest },
    });
    expect(res.json().result.items).toEqual([]);
    expect((await getCart(who, cart.id)).json().result).toMatchObject({ id: cart.id, itemCount: 2 });
  });

  it("leaves a guest's carts of another marketplace where they are", async () => {
    const who = guest();
    const customer = await buildCustomer(ctx.database.db, ctx.app.tokens, 3);
    const cart = await newCart(who, [{ foodMenuId: item.patty, quantity: 1 }]);
    const merged = await mergeGuestCarts(ctx.database.db, {
      userId: customer.id,
      tenantId: otherMarketplaceId,
      guestId: who.guest,
    });
    expect(merged).toBe(0);
    expect((await getCart(who, cart.id)).statusCode).toBe(200);
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
