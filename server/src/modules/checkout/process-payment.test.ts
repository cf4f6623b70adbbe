import { randomUUID } from "node:crypto";
import { checkoutTexts } from "@dutchpot/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  customerCards,
  events,
  idempotencyKeys,
  menuItems,
  orderLines,
  orderSubscriptions,
  orders,
  payments,
  shoppingCarts,
  shops,
} from "../../db/schema/index.ts";
import {
  books,
  callAs,
  card,
  cartOf,
  fillCart,
  guest,
  pay,
  tokenize,
  useCheckoutTestApp,
  type Who,
} from "./checkout.test-app.ts";

const world = useCheckoutTestApp();
const db = () => world.ctx.database.db;

/** Pays the owner's cart of `shopId` with a new approved card; expects 200 and answers the order. */
async function payOk(who: Who, shopId: number, extra: Record<string, unknown> = {}) {
  const res = await pay(world, who, { shopId, sourceId: await tokenize(world), ...extra });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result;
}

describe("ProcessPayment: a full payment", () => {
  it("charges the cart's amount due, copies the lines and options as charged, closes the cart", async () => {
    const who = world.alice;
    const cartId = await fillCart(world, who, world.shop.open, [
      { foodMenuId: world.item.patty, quantity: 2 },
      { foodMenuId: world.item.jerk, quantity: 1, selectedAttributes: [world.large] },
    ]);
    const tip = await callAs(world, who, "POST", "ShoppingCart/AddTip", { shopId: world.shop.open, value: 3 });
    expect(tip.statusCode, tip.body).toBe(200);
    const cart = await cartOf(world, who, cartId);
    expect(cart.driverTip).toBe(3);
    const before = await books(world);

    const res = await pay(world, who, {
      shopId: world.shop.open,
      sourceId: await tokenize(world),
      name: "Alice Payer",
      email: "alice@example.com",
      expectedAmount: cart.amountDue,
    });
    expect(res.statusCode, res.body).toBe(200);
    const order = res.json().result;
    expect(order).toMatchObject({
      shopId: world.shop.open,
      shopName: "Jerk Hut",
      orderStatus: 0,
      subTotal: cart.subTotal,
      discountedAmount: cart.discountedAmount,
      deliveryFee: cart.deliveryFee,
      serviceFee: cart.serviceFee,
      orderFee: cart.orderFee,
      driverTip: 3,
      taxAmount: cart.taxAmount,
      taxLabel: cart.taxLabel,
      totalPrice: cart.totalPrice,
      amountDue: cart.amountDue,
      isDelivery: true,
      deliveryAddress: "1 Front St W",
      leaveAtDoor: true,
      deliveryDateStart: null,
      subscriptionId: null,
      payment: { cardDetailsCardBrand: "VISA", cardDetailsCardLast4: "1111", amount: cart.amountDue },
    });
    expect(order.amountDue).toBeCloseTo(order.taxAmount + order.totalPrice, 2);
    expect(order.orderDetails).toEqual([
      expect.objectContaining({
        foodMenuId: world.item.patty,
        quantity: 2,
        unitPrice: 3.5,
        price: 7,
        foodMenu: { name: "Beef Patty", imageUrl: null },
        selectedAttributes: [],
      }),
      expect.objectContaining({
        foodMenuId: world.item.jerk,
        quantity: 1,
        unitPrice: 12.99,
        price: 14.99,
        selectedAttributes: [{ name: "Large", textPrompt: "Choose a size", cost: 2 }],
      }),
    ]);
    expect(await books(world)).toEqual({ orders: before.orders + 1, charges: before.charges + 1 });

    // The charge, the payment row and the order agree; the customer's and shop's streams heard of it.
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ userId: who.id, guestId: null, cartId, customerName: "Alice Payer" });
    const [paid] = await db().select().from(payments).where(eq(payments.orderId, order.id));
    expect(paid).toMatchObject({ amountCents: row?.amountDueCents, provider: "sandbox", cardLast4: "1111" });
    const streams = (await db().select().from(events).where(eq(events.type, "order.created"))).map((e) => e.stream);
    expect(streams).toEqual(expect.arrayContaining([`orders:user:${who.id}`, `shop-orders:${world.shop.open}`]));

    // The cart is closed; Orders/Get shows the same order; a new Create opens a new, empty cart.
    const [closed] = await db().select().from(shoppingCarts).where(eq(shoppingCarts.id, cartId));
    expect(closed?.status).toBe("ordered");
    expect((await callAs(world, who, "GET", `ShoppingCart/GetByCustomer?id=${cartId}`)).statusCode).toBe(404);
    const again = await callAs(world, who, "GET", `Orders/Get?id=${order.id}`);
    expect(again.json().result).toEqual(order);
    const next = await callAs(world, who, "POST", "ShoppingCart/Create", {
      shopId: world.shop.open,
      shoppingCartItems: [],
      shoppingCartCharges: [],
    });
    expect(next.json().result.id).not.toBe(cartId);
    expect(next.json().result.shoppingCartItems).toEqual([]);
  });

  it("answers the order already paid when a retry comes after the stored answer was lost (no second charge)", async () => {
    const who = world.bob;
    await fillCart(world, who, world.shop.open, [{ foodMenuId: world.item.patty, quantity: 1 }]);
    const key = randomUUID();
    const body = { shopId: world.shop.open, sourceId: await tokenize(world) };
    const first = await pay(world, who, body, key);
    expect(first.statusCode, first.body).toBe(200);
    const before = await books(world);
    // The server crashed between the commit and storing the answer: the key's row is gone (its
    // lease ran out), so the retry runs the payment again, on a cart that is already closed.
    await db().delete(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    const retry = await pay(world, who, body, key);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().result.id).toBe(first.json().result.id);
    expect(await books(world)).toEqual(before);
  });

  it("takes a guest's payment, and the guest sees the order by guest id", async () => {
    const who = guest();
    await fillCart(world, who, world.shop.open, [{ foodMenuId: world.item.patty, quantity: 1 }]);
    const order = await payOk(who, world.shop.open, { name: "Guest", email: "guest@example.com" });
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ userId: null, guestId: (who as { guest: string }).guest });
    const list = await callAs(world, who, "GET", "Orders/GetAllByCustomer");
    expect(list.json().result).toMatchObject({ totalCount: 1, items: [{ id: order.id }] });
  });

  it("pays a pickup order: no delivery fee, no address on the order", async () => {
    const who = guest();
    const cartId = await fillCart(world, who, world.shop.open, [{ foodMenuId: world.item.patty, quantity: 3 }]);
    const pickup = await callAs(world, who, "PATCH", "ShoppingCart/UpdateShoppingCart", {
      shoppingCartId: cartId,
      isDelivery: false,
      shopId: world.shop.open,
    });
    expect(pickup.statusCode, pickup.body).toBe(200);
    const cart = await cartOf(world, who, cartId);
    const order = await payOk(who, world.shop.open, { expectedAmount: cart.amountDue });
    expect(order).toMatchObject({
      isDelivery: false,
      deliveryFee: 0,
      deliveryAddress: null,
      amountDue: cart.amountDue,
    });
  });
});

describe("ProcessPayment: declines leave the cart intact and charge nothing", () => {
  it.each([
    ["decline", checkoutTexts.paymentDeclined],
    ["insufficientFunds", checkoutTexts.insufficientFunds],
    ["expired", checkoutTexts.cardExpired],
    ["processingError", checkoutTexts.processingError],
  ])("a %s card answers 402 with its reason", async (outcome, text) => {
    const who = world.bob;
    const cartId = await fillCart(world, who, world.shop.open, [{ foodMenuId: world.item.patty, quantity: 1 }]);
    const before = await books(world);
    const res = await pay(world, who, { shopId: world.shop.open, sourceId: await tokenize(world, card(outcome)) });
    expect(res.statusCode, res.body).toBe(402);
    expect(res.json().error.message).toBe(text);
    expect(await books(world)).toEqual(before);
    const cart = await cartOf(world, who, cartId);
    expect(cart.shoppingCartItems).toHaveLength(1);
    // The same cart pays with a good card afterwards.
    const ok = await pay(world, who, { shopId: world.shop.open, sourceId: await tokenize(world) });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it("refuses a token used before (single use) and an unknown source", async () => {
    const who = guest();
    await fillCart(world, who, world.shop.open, [{ foodMenuId: world.item.patty, quantity: 1 }]);
    const token = await tokenize(world);
    const first = await pay(world, guest(), { shopId: world.shop.open, sourceId: token });
    expect(first.statusCode).toBe(404); // that guest has no cart: nothing charged, token untouched
    await payOk(who, world.shop.open, { sourceId: token });
    const other = guest();
    await fillCart(world, other, world.shop.open, [{ foodMenuId: world.item.patty, quantity: 1 }]);
    const reused = await pay(world, other, { shopId: world.shop.open, sourceId: token });
    expect(reused.statusCode).toBe(402);
    expect(reused.json().error.message).toBe(checkoutTexts.cardInvalid);
    const unknown = await pay(world, other, { shopId: world.shop.open, sourceId: "sbx_tok_nothing" });
    expect(unknown.statusCode).toBe(402);
    expect(unknown.json().error.message).toBe(checkoutTexts.cardUnknown);
  });
});

describe("ProcessPayment: saved cards", () => {
  it("saves the paying card on request and pays the next order with it; another customer cannot use it", async () => {
    const who = world.alice;
    await fillCart(world, who, world.shop.open, [{ foodMenuId: world.item.patty, quantity: 1 }]);
    await payOk(who, world.shop.open, { saveCard: true });
    const cards = (await callAs(world, who, "GET", "Customers/GetCustomersCardsList")).json().result;
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({ last4: "1111", cardBrand: "VISA", isDefault: true });

    await fillCart(world, who, world.shop.open, [{ foodMenuId: world.item.jerk, quantity: 1 }]);
    const before = await books(world);
    const res = await pay(world, who, { shopId: world.shop.open, sourceId: cards[0].cardId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.payment).toMatchObject({ cardDetailsCardLast4: "1111" });
    expect(await books(world)).toEqual({ orders: before.orders + 1, charges: before.charges + 1 });

    await fillCart(world, world.bob, world.shop.open, [{ foodMenuId: world.item.patty, quantity: 1 }]);
    const stolen = await pay(world, world.bob, { shopId: world.shop.open, sourceId: cards[0].cardId });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().error.validationErrors).toEqual([
      { message: checkoutTexts.cardUnknown, members: ["sourceId"] },
    ]);
    expect(await books(world)).toEqual({ orders: before.orders + 1, charges: before.charges + 1 });
  });
});

describe("ProcessPayment: subscriptions", () => {
  it("stores the customer's choices and the card it will charge (the paying card, saved)", async () => {
    const who = world.bob;
    await fillCart(world, who, world.shop.open, [{ foodMenuId: world.item.patty, quantity: 2 }]);
    const order = await payOk(who, world.shop.open, {
      orderSubscription: { weeks: 12, isOnGoing: false, daysOfWeek: [5, 1, 3], timeSlot: "17:30" },
    });
    expect(order.subscriptionId).toEqual(expect.any(Number));
    const [subscription] = await db()
      .select()
      .from(orderSubscriptions)
      .where(eq(orderSubscriptions.id, order.subscriptionId));
    expect(subscription).toMatchObject({
      tenantId: 3,
      shopId: world.shop.open,
      userId: who.id,
      firstOrderId: order.id,
      weeks: 12,
      isOnGoing: false,
      daysOfWeek: [1, 3, 5],
      timeSlot: "17:30",
      status: "active",
    });
    const saved = await db().select().from(customerCards).where(eq(customerCards.userId, who.id));
    expect(saved).toHaveLength(1);
    expect(subscription?.cardId).toBe(saved[0]?.id);
  });

  it("takes the spec's single dayOfWeek and ongoing; a guest is asked to sign in", async () => {
    const who = world.alice;
    await fillCart(world, who, world.shop.open, [{ foodMenuId: world.item.patty, quantity: 1 }]);
    const order = await payOk(who, world.shop.open, {
      orderSubscription: { isOnGoing: true, dayOfWeek: 2, timeSlot: "08:30" },
    });
    const [subscription] = await db()
      .select()
      .from(orderSubscriptions)
      .where(eq(orderSubscriptions.id, order.subscriptionId));
    expect(subscription).toMatchObject({ weeks: null, isOnGoing: true, daysOfWeek: [2], timeSlot: "08:30" });

    const visitor = guest();
    await fillCart(world, visitor, world.shop.open, [{ foodMenuId: world.item.patty, quantity: 1 }]);
    const before = await books(world);
    const res = await pay(world, visitor, {
      shopId: world.shop.open,
      sourceId: await tokenize(world),
      orderSubscription: { weeks: 4, dayOfWeek: 2, timeSlot: "10:00" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.validationErrors).toEqual([
      { message: checkoutTexts.subscriptionSignIn, members: ["orderSubscription"] },
    ]);
    expect(await books(world)).toEqual(before);
  });
});

describe("ProcessPayment: refusals change nothing", () => {
  it("refuses an empty cart, an unavailable item (naming it), a missing or far address", async () => {
    const who = guest();
    const cartId = await fillCart(world, who, world.shop.open, []);
    const empty = await pay(world, who, { shopId: world.shop.open, sourceId: await tokenize(world) });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe(checkoutTexts.emptyCart);

    const gone = guest();
    await fillCart(world, gone, world.shop.open, [{ foodMenuId: world.item.jerk, quantity: 1 }]);
    await db().update(menuItems).set({ isActive: false }).where(eq(menuItems.id, world.item.jerk));
    try {
      const res = await pay(world, gone, { shopId: world.shop.open, sourceId: await tokenize(world) });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ message: checkoutTexts.itemsUnavailable, details: "Jerk Chicken" });
    } finally {
      await db().update(menuItems).set({ isActive: true }).where(eq(menuItems.id, world.item.jerk));
    }

    const noAddress = guest();
    await fillCart(world, noAddress, world.shop.open, [{ foodMenuId: world.item.patty, quantity: 1 }], null);
    const missing = await pay(world, noAddress, { shopId: world.shop.open, sourceId: await tokenize(world) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.validationErrors[0].message).toBe(checkoutTexts.addressRequired);

    const faraway = guest();
    await fillCart(world, faraway, world.shop.open, [{ foodMenuId: world.item.patty, quantity: 1 }], {
      latitude: 45.4215,
      longitude: -75.6972,
    });
    const far = await pay(world, faraway, { shopId: world.shop.open, sourceId: await tokenize(world) });
    expect(far.statusCode).toBe(400);
    expect(far.json().error.validationErrors[0].message).toBe(checkoutTexts.addressOutOfReach);
    expect(cartId).toBeGreaterThan(0);
  });

  it("answers 409 with the new amount when the price changed since display; the cart is unchanged", async () => {
    const who = guest();
    const cartId = await fillCart(world, who, world.shop.open, [{ foodMenuId: world.item.patty, quantity: 1 }]);
    const cart = await cartOf(world, who, cartId);
    const before = await books(world);
    const res = await pay(world, who, {
      shopId: world.shop.open,
      sourceId: await tokenize(world),
      expectedAmount: cart.amountDue - 1,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      message: checkoutTexts.priceChanged,
      details: `The amount due is now CA$${cart.amountDue.toFixed(2)}.`,
    });
    expect(await books(world)).toEqual(before);
    expect(await cartOf(world, who, cartId)).toEqual(cart);
  });

  it("refuses a closed shop now, an unknown or another storefront's shop (404), and pickup the shop stopped offering", async () => {
    const who = guest();
    await fillCart(world, who, world.shop.closed, [{ foodMenuId: world.item.roti, quantity: 1 }]);
    const closed = await pay(world, who, { shopId: world.shop.closed, sourceId: await tokenize(world) });
    expect(closed.statusCode).toBe(400);
    expect(closed.json().error.validationErrors).toEqual([
      { message: checkoutTexts.shopClosedNow, members: ["deliveryDateStart"] },
    ]);
    expect((await pay(world, who, { shopId: world.shop.foreign, sourceId: "sbx_tok_x" })).statusCode).toBe(404);
    expect((await pay(world, who, { shopId: 999_999, sourceId: "sbx_tok_x" })).statusCode).toBe(404);

    const picker = guest();
    const cartId = await fillCart(world, picker, world.shop.open, [{ foodMenuId: world.item.patty, quantity: 1 }]);
    await callAs(world, picker, "PATCH", "ShoppingCart/UpdateShoppingCart", {
      shoppingCartId: cartId,
      isDelivery: false,
      shopId: world.shop.open,
    });
    await db().update(shops).set({ offersPickup: false }).where(eq(shops.id, world.shop.open));
    try {
      const res = await pay(world, picker, { shopId: world.shop.open, sourceId: await tokenize(world) });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.validationErrors[0].message).toBe(checkoutTexts.noPickup);
    } finally {
      await db().update(shops).set({ offersPickup: true }).where(eq(shops.id, world.shop.open));
    }
  });

  it("asks for the Idempotency-Key, refuses callers without a cart identity, and malformed bodies with 400", async () => {
    const who = guest();
    await fillCart(world, who, world.shop.open, [{ foodMenuId: world.item.patty, quantity: 1 }]);
    const before = await books(world);
    const noKey = await pay(world, who, { shopId: world.shop.open, sourceId: await tokenize(world) }, null);
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().error.validationErrors).toEqual([
      { message: checkoutTexts.idempotencyKeyRequired, members: ["Idempotency-Key"] },
    ]);
    expect((await pay(world, null, { shopId: world.shop.open, sourceId: "sbx_tok_x" })).statusCode).toBe(401);

    const bodies: unknown[] = [
      {},
      { shopId: world.shop.open },
      { shopId: "abc", sourceId: "sbx_tok_x" },
      { shopId: world.shop.open, sourceId: "" },
      { shopId: world.shop.open, sourceId: "x".repeat(300) },
      { shopId: world.shop.open, sourceId: "sbx_tok_x", saveCard: "yes" },
      { shopId: world.shop.open, sourceId: "sbx_tok_x", expectedAmount: -1 },
      { shopId: world.shop.open, sourceId: "sbx_tok_x", orderSubscription: { weeks: 5, dayOfWeek: 1 } },
      { shopId: world.shop.open, sourceId: "sbx_tok_x", orderSubscription: { weeks: 4 } },
      { shopId: world.shop.open, sourceId: "sbx_tok_x", orderSubscription: { weeks: 4, dayOfWeek: 9 } },
      { shopId: world.shop.open, sourceId: "sbx_tok_x", orderSubscription: { weeks: 4, daysOfWeek: "monday" } },
      {
        shopId: world.shop.open,
        sourceId: "sbx_tok_x",
        orderSubscription: { weeks: 4, dayOfWeek: 1, timeSlot: "03:00" },
      },
      [1, 2, 3],
    ];
    for (const body of bodies) {
      const res = await pay(world, who, body as Record<string, unknown>);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().success).toBe(false);
    }
    const raw = await world.ctx.app.inject({
      method: "POST",
      url: "/api/services/app/ShoppingCart/ProcessPayment",
      headers: {
        "Abp.TenantId": "3",
        "X-Guest-Id": (who as { guest: string }).guest,
        "Idempotency-Key": randomUUID(),
        "content-type": "application/json",
      },
      payload: "{not json",
    });
    expect(raw.statusCode).toBe(400);
    expect(await books(world)).toEqual(before);
  });
});

describe("Order rows", () => {
  it("keep the lines as charged when the menu changes later", async () => {
    const who = guest();
    await fillCart(world, who, world.shop.open, [{ foodMenuId: world.item.patty, quantity: 1 }]);
    const order = await payOk(who, world.shop.open);
    await db()
      .update(menuItems)
      .set({ unitPriceCents: 999, name: "Renamed" })
      .where(eq(menuItems.id, world.item.patty));
    try {
      const lines = await db().select().from(orderLines).where(eq(orderLines.orderId, order.id));
      expect(lines).toMatchObject([{ name: "Beef Patty", unitPriceCents: 350, priceCents: 350 }]);
      const again = (await callAs(world, who, "GET", `Orders/Get?id=${order.id}`)).json().result;
      expect(again.orderDetails[0]).toMatchObject({ unitPrice: 3.5, foodMenu: { name: "Beef Patty" } });
    } finally {
      await db()
        .update(menuItems)
        .set({ unitPriceCents: 350, name: "Beef Patty" })
        .where(eq(menuItems.id, world.item.patty));
    }
  });
});
