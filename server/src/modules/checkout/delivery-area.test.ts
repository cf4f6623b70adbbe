import { checkoutTexts } from "@dutchpot/contract";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { shops } from "../../db/schema/index.ts";
import { books, callAs, cartOf, fillCart, guest, pay, tokenize, useCheckoutTestApp } from "./checkout.test-app.ts";

// The shop's own delivery settings (MerchantShop/Update: offersDelivery, deliveryRadiusKm) bind the
// cart and the payment: a pickup-only shop takes no delivery order, and the radius is the shop's.
const world = useCheckoutTestApp();
const db = () => world.ctx.database.db;
/** About 2 km north of the test shops (43.6426, -79.3871), within the platform's 15 km. */
const twoKm = { latitude: 43.6606, longitude: -79.3871 };

const setShop = (values: Partial<typeof shops.$inferInsert>) =>
  db().update(shops).set(values).where(eq(shops.id, world.shop.open));

afterEach(async () => {
  await setShop({ offersDelivery: true, offersPickup: true, deliveryRadiusKm: 15 });
});

describe("A shop's delivery settings at the cart and the payment", () => {
  it("refuses a delivery order at a shop that stopped delivering (pickup only); nothing is charged", async () => {
    const who = guest();
    const cartId = await fillCart(world, who, world.shop.open, [{ foodMenuId: world.item.patty, quantity: 1 }]);
    await setShop({ offersDelivery: false });
    const before = await books(world);
    const res = await pay(world, who, { shopId: world.shop.open, sourceId: await tokenize(world) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.validationErrors).toEqual([{ message: checkoutTexts.noDelivery, members: ["isDelivery"] }]);
    expect(await books(world)).toEqual(before);
    expect((await cartOf(world, who, cartId)).isDelivery).toBe(true);

    // The customer switches to pickup and pays.
    const pickup = await callAs(world, who, "PATCH", "ShoppingCart/UpdateShoppingCart", {
      shoppingCartId: cartId,
      isDelivery: false,
    });
    expect(pickup.statusCode, pickup.body).toBe(200);
    const paid = await pay(world, who, { shopId: world.shop.open, sourceId: await tokenize(world) });
    expect(paid.statusCode, paid.body).toBe(200);
  });

  it("a pickup-only shop's new cart starts as pickup, and the cart refuses delivery", async () => {
    await setShop({ offersDelivery: false });
    const who = guest();
    const cartId = await fillCart(world, who, world.shop.open, [{ foodMenuId: world.item.patty, quantity: 1 }], null);
    expect((await cartOf(world, who, cartId)).isDelivery).toBe(false);
    const res = await callAs(world, who, "PATCH", "ShoppingCart/UpdateShoppingCart", {
      shoppingCartId: cartId,
      isDelivery: true,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.validationErrors).toEqual([{ message: checkoutTexts.noDelivery, members: ["isDelivery"] }]);
    expect((await cartOf(world, who, cartId)).isDelivery).toBe(false);
  });

  it("measures the drop-off against the shop's own radius, not the platform's 15 km", async () => {
    const who = guest();
    await fillCart(world, who, world.shop.open, [{ foodMenuId: world.item.patty, quantity: 1 }], twoKm);
    await setShop({ deliveryRadiusKm: 1.5 });
    const before = await books(world);
    const far = await pay(world, who, { shopId: world.shop.open, sourceId: await tokenize(world) });
    expect(far.statusCode).toBe(400);
    expect(far.json().error.validationErrors).toEqual([
      { message: checkoutTexts.addressOutOfReach, members: ["deliveryAddress"] },
    ]);
    expect(await books(world)).toEqual(before);

    await setShop({ deliveryRadiusKm: 2.5 });
    const paid = await pay(world, who, { shopId: world.shop.open, sourceId: await tokenize(world) });
    expect(paid.statusCode, paid.body).toBe(200);
  });

  it("the store info tells the storefront whether and how far the shop delivers", async () => {
    await setShop({ offersDelivery: false, deliveryRadiusKm: 4.5 });
    const res = await callAs(world, guest(), "GET", `Shop/GetStoreInfo?Id=${world.shop.open}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ offersDelivery: false, offersPickup: true, deliveryRadiusKm: 4.5 });
  });
});
