import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orderRatings, orderSubscriptions, orders } from "../../db/schema/orders.ts";
import { payments } from "../../db/schema/payments.ts";
import { callAs, fillCart, near, pay, tokenize, useCheckoutTestApp } from "../checkout/checkout.test-app.ts";

const world = useCheckoutTestApp();
const db = () => world.ctx.app.db;

/** Alice pays a delivery order that starts a weekly subscription, with a drop-off note. */
async function subscribedOrder() {
  const who = world.alice;
  const cartId = await fillCart(world, who, world.shop.open, [{ foodMenuId: world.item.patty, quantity: 2 }], near);
  const note = await callAs(world, who, "PATCH", "ShoppingCart/UpdateShoppingCart", {
    shoppingCartId: cartId,
    dropOffInstructions: "Ring twice",
  });
  expect(note.statusCode, note.body).toBe(200);
  const res = await pay(world, who, {
    shopId: world.shop.open,
    sourceId: await tokenize(world),
    name: "Alice Archive",
    email: "alice.archive@example.com",
    orderSubscription: { isOnGoing: true, daysOfWeek: [2], timeSlot: "13:00" },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as { id: number; subscriptionId: number };
}

describe("orders in the data archive and account deletion", () => {
  it("exports the customer's orders and subscriptions, then erases what identifies them and cancels the subscription", async () => {
    const order = await subscribedOrder();
    await db()
      .insert(orderRatings)
      .values({ orderId: order.id, shopId: world.shop.open, stars: 4, comment: "Ring twice was right" });

    const archive = (await callAs(world, world.alice, "GET", "Customers/ExportMyData")).json().result;
    expect(archive.orders).toEqual([
      expect.objectContaining({
        id: order.id,
        customerName: "Alice Archive",
        customerEmail: "alice.archive@example.com",
        dropOffInstructions: "Ring twice",
        items: [expect.objectContaining({ name: "Beef Patty", quantity: 2 })],
        rating: { stars: 4, comment: "Ring twice was right" },
      }),
    ]);
    expect(archive.subscriptions).toEqual([
      expect.objectContaining({ id: order.subscriptionId, status: "active", daysOfWeek: [2], timeSlot: "13:00" }),
    ]);

    // A second order already delivered: kept as sold, never refunded.
    await fillCart(world, world.alice, world.shop.open, [{ foodMenuId: world.item.patty, quantity: 1 }], near);
    const eaten = await pay(world, world.alice, { shopId: world.shop.open, sourceId: await tokenize(world) });
    expect(eaten.statusCode, eaten.body).toBe(200);
    const eatenId: number = eaten.json().result.id;
    for (const to of [2, 3, 4])
      await world.ctx.app.services.orders.transition({ orderId: eatenId, to, actor: "system" });

    expect((await callAs(world, world.alice, "DELETE", "Customers/DeleteCustomer")).statusCode).toBe(200);

    // The order still on its way is cancelled and refunded in full; the delivered one is not.
    const paymentOf = async (orderId: number) =>
      (await db().select().from(payments).where(eq(payments.orderId, orderId)))[0];
    expect((await db().select().from(orders).where(eq(orders.id, order.id)))[0]?.status).toBe(9);
    const refunded = await paymentOf(order.id);
    expect(refunded?.refundedCents).toBe(refunded?.amountCents);
    expect((await db().select().from(orders).where(eq(orders.id, eatenId)))[0]?.status).toBe(4);
    expect((await paymentOf(eatenId))?.refundedCents).toBe(0);

    const [kept] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(kept).toMatchObject({
      customerName: "",
      customerEmail: "",
      deliveryAddress: null,
      dropOffInstructions: null,
      latitude: null,
      longitude: null,
    });
    expect(kept?.amountDueCents).toBeGreaterThan(0); // the shop's record of the sale stays
    const [rating] = await db().select().from(orderRatings).where(eq(orderRatings.orderId, order.id));
    expect(rating).toMatchObject({ stars: 4, comment: null });
    const [subscription] = await db()
      .select()
      .from(orderSubscriptions)
      .where(eq(orderSubscriptions.id, order.subscriptionId));
    expect(subscription).toMatchObject({ status: "cancelled", nextDeliveryAt: null, cardId: null });
  });

  it("leaves other customers' orders untouched", async () => {
    await fillCart(world, world.bob, world.shop.open, [{ foodMenuId: world.item.patty, quantity: 1 }]);
    const res = await pay(world, world.bob, {
      shopId: world.shop.open,
      sourceId: await tokenize(world),
      name: "Bob Keeps",
      email: "bob.keeps@example.com",
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await db().select().from(orders).where(eq(orders.id, res.json().result.id));
    expect(row).toMatchObject({ customerName: "Bob Keeps", customerEmail: "bob.keeps@example.com" });
  });
});
