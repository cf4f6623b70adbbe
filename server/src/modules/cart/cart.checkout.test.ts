import { checkoutTexts } from "@dutchpot/contract";
import { and, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildMenuItem, buildShop, buildTenant } from "../../../test/factories.ts";
import { events, menuItems, shoppingCarts } from "../../db/schema/index.ts";
import { withTransaction } from "../../db/transaction.ts";
import { NotFoundError } from "../../lib/errors.ts";
import { buildPaidOrder, buildPromotion } from "../promotions/promotions.fixtures.ts";
import { buildCustomer } from "./cart.fixtures.ts";
import {
  buildCheckoutServices,
  call,
  create,
  ctx,
  getCart,
  guest,
  headersOf,
  item,
  newCart,
  shop,
  useCartTestApp,
  type Who,
} from "./cart.test-app.ts";

useCartTestApp();

const db = () => ctx.database.db;
const tip = (who: Who, value: unknown, shopId: unknown = shop.a) => call("POST", "AddTip", who, { shopId, value });
const ownerOf = (who: { guest: string } | { id: number }) =>
  "guest" in who ? { tenantId: 3, userId: null, guestId: who.guest } : { tenantId: 3, userId: who.id, guestId: null };
const cents = (dollars: number) => Math.round(dollars * 100);

describe("ShoppingCart/AddTip", () => {
  it("sets a tip of 0, 3 or 6 CA$; it is added to the total, not taxed", async () => {
    const who = guest();
    const cart = await newCart(who, [{ foodMenuId: item.jerk, quantity: 1 }]);
    for (const value of [3, 6, 0]) {
      const res = await tip(who, value);
      expect(res.statusCode).toBe(200);
      const answer = res.json().result;
      expect(answer.driverTip).toBe(Number(value));
      expect(answer.taxAmount).toBe(cart.taxAmount);
      expect(cents(answer.totalPrice)).toBe(cents(cart.totalPrice) + cents(Number(value)));
    }
  });

  it("refuses any other value (400 on value) and changes nothing", async () => {
    const who = guest();
    const cart = await newCart(who, [{ foodMenuId: item.jerk, quantity: 1 }]);
    await tip(who, 6);
    for (const value of [1, -3, "abc", "3", 3.5, null, 300]) {
      const res = await tip(who, value);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.validationErrors[0].members).toEqual(["value"]);
    }
    const missing = await call("POST", "AddTip", who, { shopId: shop.a });
    expect(missing.statusCode).toBe(400);
    expect(res400Text(await tip(who, 1))).toContain(checkoutTexts.tipValue);
    expect((await getCart(who, cart.id)).json().result.driverTip).toBe(6);
  });

  it("answers 404 without a cart at that shop (another's cart is not touched), 401 for nobody", async () => {
    const owner = guest();
    const cart = await newCart(owner, [{ foodMenuId: item.jerk, quantity: 1 }]);
    expect((await tip(guest(), 3)).statusCode).toBe(404);
    expect((await tip(owner, 3, shop.b)).statusCode).toBe(404);
    expect((await tip(owner, 3, shop.foreign)).statusCode).toBe(404);
    expect((await tip(null, 3)).statusCode).toBe(401);
    expect((await getCart(owner, cart.id)).json().result.driverTip).toBe(0);
  });
});

function res400Text(res: { json(): { error: { validationErrors: { message: string }[] } } }) {
  return res.json().error.validationErrors[0]?.message;
}

describe("cart amounts (the one fee model)", () => {
  it("every answer adds up: amountDue = taxAmount + totalPrice, totalPrice = the sum of its parts", async () => {
    const who = await buildCustomer(db(), ctx.app.tokens, 3);
    await newCart(who, [
      { foodMenuId: item.jerk, quantity: 3 },
      { foodMenuId: item.patty, quantity: 2 },
    ]);
    await tip(who, 3);
    const promo = await buildPromotion(db(), { kind: "percentage", value: 1500 });
    const answer = (await call("POST", "ApplyPromotionalCode", who, { promoCode: promo.code, shopId: shop.a })).json()
      .result;
    const c = (k: string) => cents(answer[k]);
    expect(c("amountDue")).toBe(c("taxAmount") + c("totalPrice"));
    expect(c("totalPrice")).toBe(
      c("subTotal") - c("discountedAmount") + c("deliveryFee") + c("serviceFee") + c("orderFee") + c("driverTip"),
    );
    // 3 × 12.99 + 2 × 3.50 = 45.97; 15 % = 6.8955 → 6.90; service fee 11 % of 39.07 = 4.2977 → 4.30
    expect(answer).toMatchObject({ subTotal: 45.97, discountedAmount: 6.9, serviceFee: 4.3, driverTip: 3 });
  });

  it("first-order free delivery ends with the first paid order", async () => {
    const who = await buildCustomer(db(), ctx.app.tokens, 3);
    const cart = await newCart(who, [{ foodMenuId: item.jerk, quantity: 1 }]);
    expect(cart).toMatchObject({ deliveryFee: 0, freeDelivery: true });
    await buildPaidOrder(db(), ownerOf(who), { id: shop.b });
    expect((await getCart(who, cart.id)).json().result).toMatchObject({ deliveryFee: 2.99, freeDelivery: false });
    // A change of lines reads the paid orders in its lock statement (decision 040): the same answer.
    const lineId = cart.shoppingCartItems[0].id;
    const changed = await call("PUT", "UpdateShoppingCartItem", who, {
      shoppingCartId: cart.id,
      shoppingCartItem: { id: lineId, quantityDelta: 1 },
    });
    expect(changed.json().result).toMatchObject({ deliveryFee: 2.99, freeDelivery: false });
    const guestWho = guest();
    const guestCart = await newCart(guestWho, [{ foodMenuId: item.jerk, quantity: 1 }]);
    await buildPaidOrder(db(), ownerOf(guestWho), { id: shop.b });
    const added = await call("POST", "AddShoppingCartItem", guestWho, {
      shoppingCartId: guestCart.id,
      shoppingCartItem: { foodMenuId: item.jerk, quantity: 1 },
    });
    expect(added.json().result).toMatchObject({ deliveryFee: 2.99, freeDelivery: false });
  });

  it("uses the marketplace's fee policy, the shop's overrides and the shop's province tax", async () => {
    const market = await buildTenant(db(), {
      kind: "marketplace",
      name: "Fee Market",
      settings: { fees: { serviceFeeBps: 500, orderFeeCents: 99, firstOrderFreeDeliveryMinCents: null } },
    });
    const quebec = await buildShop(db(), { marketplaceTenantId: market.id, province: "QC", deliveryFeeCents: 400 });
    const overridden = await buildShop(db(), {
      marketplaceTenantId: market.id,
      province: "AB",
      deliveryFeeCents: 400,
      feeOverrides: { serviceFeeBps: 0, orderFeeCents: 0 },
    });
    const inQuebec = await buildMenuItem(db(), { shopId: quebec.id, unitPriceCents: 2000 });
    const inAlberta = await buildMenuItem(db(), { shopId: overridden.id, unitPriceCents: 2000 });
    const who = guest();
    const headers = { ...headersOf(who), "Abp.TenantId": String(market.id) };
    const createAt = (shopId: number, foodMenuId: number) =>
      ctx.app.inject({
        method: "POST",
        url: "/api/services/app/ShoppingCart/Create",
        headers,
        payload: { shopId, shoppingCartItems: [{ foodMenuId, quantity: 1 }] },
      });
    const qc = (await createAt(quebec.id, inQuebec.id)).json().result;
    // 20.00 + delivery 4.00 (no first-order offer) + service 5 % 1.00 + order fee 0.99 = 25.99;
    // GST + QST 14.975 % = 3.8920 → 3.89
    expect(qc).toMatchObject({
      subTotal: 20,
      deliveryFee: 4,
      freeDelivery: false,
      serviceFee: 1,
      orderFee: 0.99,
      taxLabel: "GST 5% + QST 9.975%",
      taxAmount: 3.89,
      totalPrice: 25.99,
      amountDue: 29.88,
      feePolicy: { serviceFeePercent: 5, orderFee: 0.99, firstOrderFreeDeliveryMin: null, deliveryFee: 4 },
    });
    const ab = (await createAt(overridden.id, inAlberta.id)).json().result;
    expect(ab).toMatchObject({ serviceFee: 0, orderFee: 0, taxLabel: "GST 5%", taxAmount: 1.2, totalPrice: 24 });
  });

  it("an item taken off the menu shows as unavailable, priced 0 and out of the totals", async () => {
    const offMenu = await buildMenuItem(db(), { shopId: shop.a, name: "Festival", unitPriceCents: 500 });
    const who = guest();
    const cart = await newCart(who, [
      { foodMenuId: item.jerk, quantity: 1 },
      { foodMenuId: offMenu.id, quantity: 2 },
    ]);
    expect(cart.subTotal).toBe(22.99);
    await db().update(menuItems).set({ isActive: false }).where(eq(menuItems.id, offMenu.id));
    const after = (await getCart(who, cart.id)).json().result;
    expect(
      after.shoppingCartItems.map((l: { isAvailable: boolean; price: number }) => [l.isAvailable, l.price]),
    ).toEqual([
      [true, 12.99],
      [false, 0],
    ]);
    expect(after.subTotal).toBe(12.99);
    expect(after.itemCount).toBe(3);
  });
});

describe("checkoutSnapshot and markOrdered (for the payment)", () => {
  it("locks the cart and gives the same amounts as the Cart answer, with lines and options as charged", async () => {
    const { cart: carts } = buildCheckoutServices();
    const who = await buildCustomer(db(), ctx.app.tokens, 3);
    await buildPaidOrder(db(), ownerOf(who), { id: shop.b });
    const res = await create(who, {
      shopId: shop.a,
      shoppingCartItems: [{ foodMenuId: item.patty, quantity: 2 }],
    });
    const answer = res.json().result;
    await tip(who, 6);
    const promo = await buildPromotion(db(), { kind: "fixedAmount", value: 100 });
    await call("POST", "ApplyPromotionalCode", who, { promoCode: promo.code, shopId: shop.a });
    const shown = (await getCart(who, answer.id)).json().result;

    const snapshot = await withTransaction(db(), (tx) => carts.checkoutSnapshot(ownerOf(who), shop.a, tx));
    expect(snapshot.cart).toMatchObject({ id: answer.id, status: "open", driverTipCents: 600, promotionId: promo.id });
    expect(snapshot.shop).toMatchObject({ id: shop.a, marketplaceTenantId: 3, name: "Jerk Hut", province: "ON" });
    expect(snapshot.lines).toEqual([
      {
        menuItemId: item.patty,
        name: "Beef Patty",
        imageUrl: null,
        unitPriceCents: 350,
        quantity: 2,
        priceCents: 700,
        isAvailable: true,
        options: [],
      },
    ]);
    expect(snapshot.totals).toEqual({
      subTotalCents: cents(shown.subTotal),
      discountCents: cents(shown.discountedAmount),
      deliveryFeeCents: cents(shown.deliveryFee),
      serviceFeeCents: cents(shown.serviceFee),
      orderFeeCents: cents(shown.orderFee),
      taxCents: cents(shown.taxAmount),
      tipCents: 600,
      totalCents: cents(shown.totalPrice),
      amountDueCents: cents(shown.amountDue),
      taxLabel: "HST 13%",
      freeDelivery: false,
      promotion: { id: promo.id, code: promo.code },
      promoProblem: null,
    });
    expect(snapshot.totals).toMatchObject({ discountCents: 100, deliveryFeeCents: 299 });
  });

  it("answers NotFound when the owner has no open cart at the shop", async () => {
    const { cart: carts } = buildCheckoutServices();
    await expect(
      withTransaction(db(), (tx) => carts.checkoutSnapshot(ownerOf(guest()), shop.a, tx)),
    ).rejects.toBeInstanceOf(NotFoundError);
  });

  it("markOrdered closes the cart (a cart.changed event), so the next Create opens a new one", async () => {
    const { cart: carts } = buildCheckoutServices();
    const who = guest();
    const cart = await newCart(who, [{ foodMenuId: item.jerk, quantity: 1 }]);
    const owner = ownerOf(who);
    const eventsOf = async () =>
      Number(
        (
          await db()
            .select({ n: count() })
            .from(events)
            .where(and(eq(events.stream, `carts:guest:${who.guest}`)))
        )[0]?.n,
      );
    const before = await eventsOf();
    await withTransaction(db(), async (tx) => {
      const snapshot = await carts.checkoutSnapshot(owner, shop.a, tx);
      await carts.markOrdered(owner, snapshot.cart.id, tx);
    });
    expect(await eventsOf()).toBe(before + 1);
    const [row] = await db().select().from(shoppingCarts).where(eq(shoppingCarts.id, cart.id));
    expect(row?.status).toBe("ordered");
    expect((await getCart(who, cart.id)).statusCode).toBe(404);
    const next = await newCart(who, [{ foodMenuId: item.patty, quantity: 1 }]);
    expect(next.id).not.toBe(cart.id);
    // another owner cannot close it
    await expect(
      withTransaction(db(), (tx) => carts.markOrdered(ownerOf(guest()), next.id, tx)),
    ).rejects.toBeInstanceOf(NotFoundError);
  });
});
