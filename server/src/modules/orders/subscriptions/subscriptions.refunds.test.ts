import { orderStatus, orderTexts, toDollars } from "@dutchpot/contract";
import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orderNotifications, orders, payments, sandboxRefunds } from "../../../db/schema/index.ts";
import { eventsAfter } from "../../../events/event-store.ts";
import { callAs, type Who } from "../../checkout/checkout.test-app.ts";
import { singleOrderStreamOf } from "../orders.service.ts";
import { subscriptionRefundReasons } from "./subscriptions.service.ts";
import { getSubscription, nextDate, servicesOf, subscribe, useSubscriptionsTestApp } from "./subscriptions.test-app.ts";

const { world, clock } = useSubscriptionsTestApp();
const db = () => world.ctx.database.db;
const dayMs = 86_400_000;

/** The shop (the simulator) moves the order to Delivered. */
async function deliver(orderId: number) {
  for (const to of [orderStatus.processing, orderStatus.outForDelivery, orderStatus.delivered]) {
    await world.ctx.app.services.orders.transition({ orderId, to, actor: "system" });
  }
}

/** The renewal job makes the subscription's next delivery: a scheduled, charged order. */
async function renewNext(who: Who, subscriptionId: number): Promise<number> {
  const sub = await getSubscription(world, who, subscriptionId);
  const outcome = await servicesOf(world.ctx.app).renewals.renew(subscriptionId, nextDate(sub));
  expect(outcome.kind).toBe("ordered");
  return (outcome as { orderId: number }).orderId;
}

const paymentOf = async (orderId: number) =>
  (await db().select().from(payments).where(eq(payments.orderId, orderId)))[0];
const refundsOf = async (orderId: number) => {
  const payment = await paymentOf(orderId);
  return db()
    .select()
    .from(sandboxRefunds)
    .where(eq(sandboxRefunds.paymentId, payment?.providerPaymentId as string));
};
const statusOf = async (orderId: number) =>
  (await db().select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]?.status;

/** The order was cancelled the way Orders/Cancel does it: history (customer), notice, event. */
async function expectCancelledByCustomer(who: Who & { id: number }, orderId: number) {
  const order = (await callAs(world, who, "GET", `Orders/Get?id=${orderId}`)).json().result;
  expect(order.orderStatus).toBe(orderStatus.cancelled);
  expect(order.history.at(-1)).toMatchObject({ status: orderStatus.cancelled, actor: "customer" });
  const notices = await db()
    .select()
    .from(orderNotifications)
    .where(and(eq(orderNotifications.orderId, orderId), eq(orderNotifications.kind, "status")));
  expect(notices.map((n) => n.payload.status)).toContain(orderStatus.cancelled);
  const events = await eventsAfter(db(), singleOrderStreamOf(orderId), 0);
  expect(events.at(-1)).toMatchObject({ type: "order.changed", payload: { status: orderStatus.cancelled } });
  const payment = await paymentOf(orderId);
  expect(payment).toMatchObject({ status: "refunded", refundedCents: payment?.amountCents });
  expect((await refundsOf(orderId)).map((r) => r.amountCents)).toEqual([payment?.amountCents]);
}

describe("a subscription's cancel refunds its orders not yet being prepared, and only those", () => {
  it("the first order still confirmed: refunded in full and cancelled; twice is a 409", async () => {
    const who = world.bob;
    const { orderId, subscriptionId } = await subscribe(world, who, [{ foodMenuId: world.item.patty, quantity: 3 }]);
    clock.advance(6 * dayMs);
    const before = await getSubscription(world, who, subscriptionId);
    expect(before.refundOnCancel).toEqual({ orderId, amount: before.orders[0]?.amountDue });
    const res = await callAs(world, who, "POST", "OrdersSubscription/Cancel", { id: subscriptionId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ status: "cancelled", nextDelivery: null, refundOnCancel: null });
    await expectCancelledByCustomer(who, orderId);
    expect((await refundsOf(orderId))[0]?.reason).toBe(subscriptionRefundReasons.cancel);
    const twice = await callAs(world, who, "POST", "OrdersSubscription/Cancel", { id: subscriptionId });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(orderTexts.subscriptionEnded);
    expect(await refundsOf(orderId)).toHaveLength(1);
    clock.set(new Date());
  });

  it("the first order delivered: nothing refunded, the order untouched", async () => {
    const who = world.alice;
    const { orderId, subscriptionId } = await subscribe(world, who, [{ foodMenuId: world.item.patty, quantity: 1 }]);
    await deliver(orderId);
    clock.advance(2 * dayMs);
    expect((await getSubscription(world, who, subscriptionId)).refundOnCancel).toBeNull();
    const res = await callAs(world, who, "POST", "OrdersSubscription/Cancel", { id: subscriptionId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.status).toBe("cancelled");
    expect(await paymentOf(orderId)).toMatchObject({ status: "completed", refundedCents: 0 });
    expect(await refundsOf(orderId)).toEqual([]);
    expect(await statusOf(orderId)).toBe(orderStatus.delivered);
    clock.set(new Date());
  });

  it("the next delivery scheduled: it is cancelled and refunded, the delivered first order is not", async () => {
    const who = world.bob;
    const { orderId, subscriptionId } = await subscribe(world, who, [{ foodMenuId: world.item.patty, quantity: 2 }]);
    await deliver(orderId);
    const next = await renewNext(who, subscriptionId);
    expect(await statusOf(next)).toBe(orderStatus.scheduled);
    const sub = await getSubscription(world, who, subscriptionId);
    expect(sub.refundOnCancel).toEqual({ orderId: next, amount: toDollars((await paymentOf(next))?.amountCents ?? 0) });
    const res = await callAs(world, who, "POST", "OrdersSubscription/Cancel", { id: subscriptionId });
    expect(res.statusCode, res.body).toBe(200);
    await expectCancelledByCustomer(who, next);
    expect(await statusOf(orderId)).toBe(orderStatus.delivered);
    expect(await refundsOf(orderId)).toEqual([]);
  });

  it("an order being prepared is left alone; both waiting orders are refunded, the answer their sum", async () => {
    const who = world.alice;
    const { orderId, subscriptionId } = await subscribe(world, who, [{ foodMenuId: world.item.patty, quantity: 1 }]);
    const next = await renewNext(who, subscriptionId);
    const sub = await getSubscription(world, who, subscriptionId);
    const both = ((await paymentOf(orderId))?.amountCents ?? 0) + ((await paymentOf(next))?.amountCents ?? 0);
    expect(sub.refundOnCancel).toEqual({ orderId: next, amount: toDollars(both) });
    await world.ctx.app.services.orders.transition({ orderId, to: orderStatus.processing, actor: "system" });
    const res = await callAs(world, who, "POST", "OrdersSubscription/Cancel", { id: subscriptionId });
    expect(res.statusCode, res.body).toBe(200);
    expect(await statusOf(orderId)).toBe(orderStatus.processing);
    expect(await refundsOf(orderId)).toEqual([]);
    await expectCancelledByCustomer(who, next);
  });
});

describe("a subscription's pause", () => {
  it("cancels and refunds the delivery already ordered, so it does not go out", async () => {
    const who = world.bob;
    const { orderId, subscriptionId } = await subscribe(world, who, [{ foodMenuId: world.item.patty, quantity: 1 }]);
    await deliver(orderId);
    const next = await renewNext(who, subscriptionId);
    const res = await callAs(world, who, "POST", "OrdersSubscription/Pause", { id: subscriptionId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ status: "paused", nextDelivery: null, refundOnCancel: null });
    await expectCancelledByCustomer(who, next);
    expect((await refundsOf(next))[0]?.reason).toBe(subscriptionRefundReasons.pause);
    expect(await statusOf(orderId)).toBe(orderStatus.delivered);
  });
});

describe("Orders/Cancel and OrdersSubscription/Cancel at once on the same order", () => {
  it("never answer 500, and the order is refunded once", async () => {
    for (let round = 0; round < 3; round++) {
      const who = round % 2 ? world.alice : world.bob;
      const { orderId, subscriptionId } = await subscribe(world, who, [{ foodMenuId: world.item.patty, quantity: 1 }]);
      await deliver(orderId);
      const next = await renewNext(who, subscriptionId);
      const [order, sub] = await Promise.all([
        callAs(world, who, "POST", "Orders/Cancel", { id: next }),
        callAs(world, who, "POST", "OrdersSubscription/Cancel", { id: subscriptionId }),
      ]);
      expect([200, 409], order.body).toContain(order.statusCode);
      expect(sub.statusCode, sub.body).toBe(200);
      await expectCancelledByCustomer(who, next);
      const history = (await callAs(world, who, "GET", `Orders/Get?id=${next}`)).json().result.history;
      expect(history.filter((h: { status: number }) => h.status === orderStatus.cancelled)).toHaveLength(1);
      const both = await db()
        .select()
        .from(payments)
        .where(inArray(payments.orderId, [orderId, next]));
      expect(both.map((p) => p.refundedCents).sort((a, b) => a - b)).toEqual([
        0,
        both.find((p) => p.orderId === next)?.amountCents,
      ]);
    }
  });
});
