import { randomUUID } from "node:crypto";
import { orderTexts, orderStatus as s } from "@dutchpot/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  orderNotifications,
  orderStatusHistory,
  orders,
  payments,
  sandboxPayments,
  sandboxRefunds,
} from "../../db/schema/index.ts";
import { eventsAfter } from "../../events/event-store.ts";
import { testClock } from "../../lib/clock.ts";
import { callAs, fillCart, guest, tokenize, useCheckoutTestApp, type Who } from "../checkout/checkout.test-app.ts";

const clock = testClock();
const world = useCheckoutTestApp({}, { clock });
const db = () => world.ctx.database.db;
/** The orders service the routes use (its transition is how the shop side and the jobs move orders). */
const service = () => world.ctx.app.services.orders;

/** A half-hour slot at least `hoursAhead` hours from now (the shop is open around the clock). */
const slotAhead = (hoursAhead: number) => {
  const half = 30 * 60 * 1000;
  const start = new Date(Math.ceil((Date.now() + hoursAhead * 3600 * 1000) / half) * half);
  return { deliveryDateStart: start.toISOString(), deliveryDateEnd: new Date(start.getTime() + half).toISOString() };
};

/** A paid order of `who` (ASAP, or in a booked slot); answers its id. */
async function order(who: Who, slot?: ReturnType<typeof slotAhead>): Promise<number> {
  const cartId = await fillCart(world, who, world.shop.open, [{ foodMenuId: world.item.patty, quantity: 2 }]);
  if (slot) {
    const res = await callAs(world, who, "PATCH", "ShoppingCart/UpdateShoppingCart", {
      shoppingCartId: cartId,
      ...slot,
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  const body = { shopId: world.shop.open, sourceId: await tokenize(world) };
  const res = await callAs(world, who, "POST", "ShoppingCart/ProcessPayment", body, { key: randomUUID() });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.id;
}

const get = async (who: Who, id: number) => {
  const res = await callAs(world, who, "GET", `Orders/Get?id=${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result;
};
const cancel = (who: Who, id: unknown, key?: string) => callAs(world, who, "POST", "Orders/Cancel", { id }, { key });

/** Everything a status change writes: the row, its history, its notifications, its order stream. */
async function trail(id: number) {
  const [row] = await db().select().from(orders).where(eq(orders.id, id));
  const history = await db().select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, id));
  const notes = await db().select().from(orderNotifications).where(eq(orderNotifications.orderId, id));
  const events = await eventsAfter(db(), `order:${id}`, 0);
  return { status: row?.status, history: history.length, notes: notes.length, events: events.length };
}

/** The order's payment and the sandbox's refunds of it. */
async function refundsOf(id: number) {
  const [payment] = await db().select().from(payments).where(eq(payments.orderId, id));
  if (!payment) throw new Error(`no payment for order ${id}`);
  const refunds = await db()
    .select()
    .from(sandboxRefunds)
    .where(eq(sandboxRefunds.paymentId, payment.providerPaymentId));
  return { payment, refunds };
}

describe("the first status", () => {
  it("an ASAP order starts confirmed (0), a booked-slot order scheduled (1), each with its history row", async () => {
    const now = await get(world.alice, await order(world.alice));
    expect(now).toMatchObject({ orderStatus: s.confirmed, canCancel: true });
    expect(now.history).toEqual([{ status: s.confirmed, at: now.orderDate, actor: "customer" }]);
    const later = await get(world.alice, await order(world.alice, slotAhead(30)));
    expect(later).toMatchObject({ orderStatus: s.scheduled, canCancel: true });
    expect(later.history).toEqual([{ status: s.scheduled, at: later.orderDate, actor: "customer" }]);
  });
});

describe("orders.transition", () => {
  it("stores every move with its actor and the clock's time; Orders/Get shows the history", async () => {
    const id = await order(world.alice);
    const before = await trail(id);
    const at1 = clock.advance(60_000);
    await service().transition({ orderId: id, to: s.processing, actor: "system" });
    const at2 = clock.advance(60_000);
    await service().transition({ orderId: id, to: s.outForDelivery, actor: "merchant", expectedFrom: s.processing });
    const at3 = clock.advance(60_000);
    await service().transition({ orderId: id, to: s.delivered, actor: "system" });
    const seen = await get(world.alice, id);
    expect(seen).toMatchObject({ orderStatus: s.delivered, canCancel: false });
    expect(seen.history.slice(1)).toEqual([
      { status: s.processing, at: at1.toISOString(), actor: "system" },
      { status: s.outForDelivery, at: at2.toISOString(), actor: "merchant" },
      { status: s.delivered, at: at3.toISOString(), actor: "system" },
    ]);
    // Each move: one history row, one notification queued, one event on the order's stream.
    expect(await trail(id)).toEqual({
      status: s.delivered,
      history: before.history + 3,
      notes: before.notes + 3,
      events: before.events + 3,
    });
    const events = await eventsAfter(db(), `order:${id}`, 0);
    expect(events.map((e) => [e.type, e.payload])).toEqual([
      ["order.created", { orderId: id, shopId: world.shop.open, status: s.confirmed }],
      ["order.changed", { orderId: id, shopId: world.shop.open, status: s.processing }],
      ["order.changed", { orderId: id, shopId: world.shop.open, status: s.outForDelivery }],
      ["order.changed", { orderId: id, shopId: world.shop.open, status: s.delivered }],
    ]);
  });

  it("refuses moves the machine does not allow (409) and changes nothing", async () => {
    const id = await order(world.alice);
    const before = await trail(id);
    const refused = [
      { to: s.delivered, actor: "system" as const }, // skips processing and out for delivery
      { to: s.processing, actor: "customer" as const }, // only the shop side moves an order on
      { to: s.refunded, actor: "merchant" as const }, // refunds follow delivery
      { to: s.processing, actor: "system" as const, expectedFrom: s.scheduled }, // a stale caller
    ];
    for (const move of refused) {
      const attempt = service().transition({ orderId: id, ...move });
      await expect(attempt).rejects.toMatchObject({ statusCode: 409 });
    }
    await expect(service().transition({ orderId: id, to: s.delivered, actor: "system" })).rejects.toThrow(
      orderTexts.transitionRefused.replace("{from}", "confirmed").replace("{to}", "delivered"),
    );
    await service().transition({ orderId: id, to: s.processing, actor: "system" });
    // A delivery order has no pickup steps.
    const pickup = service().transition({ orderId: id, to: s.readyForPickup, actor: "merchant" });
    await expect(pickup).rejects.toMatchObject({ statusCode: 409 });
    expect(await trail(id)).toEqual({
      ...before,
      status: s.processing,
      history: before.history + 1,
      notes: before.notes + 1,
      events: before.events + 1,
    });
  });
});

describe("POST Orders/Cancel", () => {
  it("cancels a confirmed order: the provider refunds it all, the order is cancelled, a second cancel is a 409", async () => {
    const id = await order(world.alice);
    const paid = await get(world.alice, id);
    const at = clock.advance(5 * 60_000);
    const res = await cancel(world.alice, id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ id, orderStatus: s.cancelled, canCancel: false });
    expect(res.json().result.history.at(-1)).toEqual({ status: s.cancelled, at: at.toISOString(), actor: "customer" });
    const { payment, refunds } = await refundsOf(id);
    expect(payment.amountCents).toBe(Math.round(paid.payment.amount * 100));
    expect(payment).toMatchObject({ refundedCents: payment.amountCents, status: "refunded" });
    expect(refunds).toEqual([
      expect.objectContaining({ amountCents: payment.amountCents, reason: "Cancelled by the customer" }),
    ]);
    expect(await get(world.alice, id)).toMatchObject({ orderStatus: s.cancelled, canCancel: false });

    const before = await trail(id);
    const again = await cancel(world.alice, id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(
      orderTexts.transitionRefused.replace("{from}", "cancelled").replace("{to}", "cancelled"),
    );
    expect((await refundsOf(id)).refunds).toHaveLength(1);
    expect(await trail(id)).toEqual(before);
  });

  it("cancels a scheduled order and frees its slot", async () => {
    const slot = slotAhead(40);
    const id = await order(world.bob, slot);
    const start = new Date(slot.deliveryDateStart);
    const end = new Date(start.getTime() + 1);
    const booked = () => service().scheduledCounts(db(), world.shop.open, start, end);
    expect((await booked()).get(slot.deliveryDateStart)).toBe(1);
    const res = await cancel(world.bob, id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.orderStatus).toBe(s.cancelled);
    expect((await booked()).get(slot.deliveryDateStart) ?? 0).toBe(0);
    expect((await refundsOf(id)).refunds).toHaveLength(1);
  });

  it("is too late once the shop is preparing it (409 cancelTooLate): no refund, nothing changes", async () => {
    const id = await order(world.alice);
    await service().transition({ orderId: id, to: s.processing, actor: "merchant" });
    const before = await trail(id);
    const res = await cancel(world.alice, id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(orderTexts.cancelTooLate);
    expect((await refundsOf(id)).refunds).toHaveLength(0);
    expect(await trail(id)).toEqual(before);
    expect(await get(world.alice, id)).toMatchObject({ orderStatus: s.processing, canCancel: false });
  });

  it("lets a guest cancel their own order; another customer's or guest's order is a 404, no identity a 401", async () => {
    const owner = guest();
    const id = await order(owner);
    const before = await trail(id);
    for (const other of [world.bob, guest()]) {
      const res = await cancel(other, id);
      expect(res.statusCode).toBe(404);
    }
    expect((await cancel(null, id)).statusCode).toBe(401);
    expect((await cancel(world.carol, id)).statusCode).toBe(403); // another storefront's customer
    expect((await cancel(owner, 999_999)).statusCode).toBe(404);
    expect(await trail(id)).toEqual(before);
    expect((await refundsOf(id)).refunds).toHaveLength(0);
    const res = await cancel(owner, id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.history.at(-1).actor).toBe("customer");
  });

  it("five cancels racing: one refund, one cancel; the others are 409", async () => {
    const id = await order(world.bob);
    const answers = await Promise.all(Array.from({ length: 5 }, () => cancel(world.bob, id)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect((await refundsOf(id)).refunds).toHaveLength(1);
    const history = await db().select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, id));
    expect(history.map((h) => h.status)).toEqual([s.confirmed, s.cancelled]);
  });

  it("a refund the provider refuses cancels nothing: the order stays confirmed", async () => {
    const id = await order(world.alice);
    const { payment } = await refundsOf(id);
    // The provider's books say the charge was voided: it refuses to refund it.
    await db()
      .update(sandboxPayments)
      .set({ status: "CANCELED" })
      .where(eq(sandboxPayments.id, payment.providerPaymentId));
    const before = await trail(id);
    const res = await cancel(world.alice, id);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe("The payment provider refused the refund.");
    expect(await trail(id)).toEqual(before);
    expect(await refundsOf(id)).toMatchObject({ payment: { refundedCents: 0 }, refunds: [] });
    expect(await get(world.alice, id)).toMatchObject({ orderStatus: s.confirmed, canCancel: true });
  });

  it("refuses a bad id (400) and changes nothing", async () => {
    for (const id of ["abc", -1, 1.5, null]) {
      const res = await cancel(world.alice, id);
      expect(res.statusCode, String(id)).toBe(400);
      expect(res.json().error.validationErrors[0].members).toEqual(["id"]);
    }
  });

  it("with an Idempotency-Key, a retried cancel gets the first answer again and one refund", async () => {
    const id = await order(world.alice);
    const key = randomUUID();
    const first = await cancel(world.alice, id, key);
    const retry = await cancel(world.alice, id, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers["idempotent-replayed"]).toBe("true");
    expect(retry.body).toBe(first.body);
    expect((await refundsOf(id)).refunds).toHaveLength(1);
  });
});
