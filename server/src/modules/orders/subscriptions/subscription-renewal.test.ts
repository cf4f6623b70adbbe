import { orderLimits, orderStatus, toDollars } from "@dutchpot/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildMenuItem } from "../../../../test/factories.ts";
import { createTestApp } from "../../../../test/support/test-app.ts";
import {
  menuItems,
  orderLines,
  orders,
  payments,
  sandboxPayments,
  shopClosures,
  subscriptionDeliveries,
} from "../../../db/schema/index.ts";
import { buildCustomer } from "../../cart/cart.fixtures.ts";
import { books, callAs, type TestApp } from "../../checkout/checkout.test-app.ts";
import { renewalTexts } from "./subscription-renewal.ts";
import {
  getSubscription,
  makeSavedCardDecline,
  nextDate,
  noticesOf,
  servicesOf,
  subscribe,
  useSubscriptionsTestApp,
} from "./subscriptions.test-app.ts";

const { world, clock } = useSubscriptionsTestApp();
const db = () => world.ctx.database.db;
const renewals = () => servicesOf(world.ctx.app).renewals;
const hourMs = 3_600_000;

const ordersOf = (subscriptionId: number) =>
  db().select().from(orders).where(eq(orders.subscriptionId, subscriptionId)).orderBy(orders.id);

/** A second server on the same database: its own services, scheduler and connections. */
let second: TestApp;
beforeAll(async () => {
  second = await createTestApp({}, { database: world.ctx.database, clock });
});
afterAll(async () => second?.app.close());

describe("the scheduler", () => {
  it("sends a delivery's job once its slot is within the lead (24 h), keyed by subscription, local date and generation", async () => {
    const { subscriptionId } = await subscribe(world, world.bob, [{ foodMenuId: world.item.patty, quantity: 1 }]);
    const sub = await getSubscription(world, world.bob, subscriptionId);
    const slot = Date.parse(sub.nextDelivery as string);
    const sent: { subscriptionId: number; deliveryDate: string; generation: number }[] = [];
    const collect = async (due: (typeof sent)[number]) => {
      sent.push(due);
    };
    clock.set(new Date(slot - 25 * hourMs));
    await renewals().dispatchDue(collect);
    expect(sent.filter((s) => s.subscriptionId === subscriptionId)).toEqual([]);
    clock.set(new Date(slot - 23 * hourMs));
    await renewals().dispatchDue(collect);
    expect(sent.filter((s) => s.subscriptionId === subscriptionId)).toEqual([
      { subscriptionId, deliveryDate: nextDate(sub), generation: expect.any(Number) },
    ]);

    const paused = await callAs(world, world.bob, "POST", "OrdersSubscription/Pause", { id: subscriptionId });
    expect(paused.statusCode).toBe(200);
    sent.length = 0;
    await renewals().dispatchDue(collect);
    expect(sent.filter((s) => s.subscriptionId === subscriptionId)).toEqual([]);
    expect(await renewals().renew(subscriptionId, nextDate(sub))).toEqual({ kind: "stale" });
    expect(await ordersOf(subscriptionId)).toHaveLength(1);
    clock.set(new Date());
  });
});

describe("a delivery", () => {
  it("is ordered and charged exactly once when runs race, on one server and on two", async () => {
    const { subscriptionId } = await subscribe(world, world.alice, [{ foodMenuId: world.item.patty, quantity: 2 }]);
    const sub = await getSubscription(world, world.alice, subscriptionId);
    const date = nextDate(sub);
    const before = await books(world);
    const outcomes = await Promise.all([
      renewals().renew(subscriptionId, date),
      renewals().renew(subscriptionId, date),
      servicesOf(second.app).renewals.renew(subscriptionId, date),
      servicesOf(second.app).renewals.renew(subscriptionId, date),
    ]);
    expect(outcomes.filter((o) => o.kind === "ordered")).toHaveLength(1);
    expect(outcomes.filter((o) => o.kind === "stale")).toHaveLength(3);
    expect(await books(world)).toEqual({ orders: before.orders + 1, charges: before.charges + 1 });
    // The job run again later (a retry, another scheduler) changes nothing.
    expect(await renewals().renew(subscriptionId, date)).toEqual({ kind: "stale" });
    expect(await books(world)).toEqual({ orders: before.orders + 1, charges: before.charges + 1 });

    const [, renewal] = await ordersOf(subscriptionId);
    expect(renewal).toMatchObject({
      status: orderStatus.scheduled,
      userId: world.alice.id,
      deliveryDateStart: new Date(sub.nextDelivery as string),
      deliveryAddress: "1 Front St W",
    });
    const [payment] = await db()
      .select()
      .from(payments)
      .where(eq(payments.orderId, renewal?.id as number));
    expect(payment?.amountCents).toBe(renewal?.amountDueCents);
    const deliveries = await db()
      .select()
      .from(subscriptionDeliveries)
      .where(
        and(eq(subscriptionDeliveries.subscriptionId, subscriptionId), eq(subscriptionDeliveries.deliveryDate, date)),
      );
    expect(deliveries).toEqual([expect.objectContaining({ state: "ordered", orderId: renewal?.id, attempts: 0 })]);
    expect((await noticesOf(world, subscriptionId)).map((n) => n.kind)).toEqual(["renewed"]);

    const after = await getSubscription(world, world.alice, subscriptionId);
    expect(Date.parse(after.nextDelivery as string) - Date.parse(sub.nextDelivery as string)).toBeGreaterThanOrEqual(
      23 * hourMs,
    );
    expect(after.orders.map((o) => o.id)).toEqual([renewal?.id, sub.orders[0]?.id]);
    // Both orders wait (the first confirmed, the renewal scheduled): a cancel now refunds the two.
    const [first] = await db()
      .select()
      .from(payments)
      .where(eq(payments.orderId, sub.orders[0]?.id as number));
    expect(after.refundOnCancel).toEqual({
      orderId: renewal?.id,
      amount: toDollars((payment?.amountCents ?? 0) + (first?.amountCents ?? 0)),
    });
  });

  it("charges the menu's current prices and leaves out items no longer sold, with a notice", async () => {
    const who = world.bob;
    const { subscriptionId } = await subscribe(world, who, [
      { foodMenuId: world.item.patty, quantity: 2 },
      { foodMenuId: world.item.jerk, quantity: 1, selectedAttributes: [world.large] },
    ]);
    await db().update(menuItems).set({ unitPriceCents: 425 }).where(eq(menuItems.id, world.item.patty));
    await db().update(menuItems).set({ isActive: false }).where(eq(menuItems.id, world.item.jerk));
    try {
      const sub = await getSubscription(world, who, subscriptionId);
      const outcome = await renewals().renew(subscriptionId, nextDate(sub));
      expect(outcome.kind).toBe("ordered");
      const orderId = (outcome as { orderId: number }).orderId;
      const lines = await db().select().from(orderLines).where(eq(orderLines.orderId, orderId));
      expect(lines).toEqual([
        expect.objectContaining({ name: "Beef Patty", unitPriceCents: 425, quantity: 2, priceCents: 850 }),
      ]);
      const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
      expect(order?.subTotalCents).toBe(850);
      const [charge] = await db()
        .select()
        .from(sandboxPayments)
        .where(eq(sandboxPayments.idempotencyKey, `subscription-${subscriptionId}-${nextDate(sub)}-0`));
      expect(charge).toMatchObject({ status: "COMPLETED", amountCents: order?.amountDueCents });
      const notices = await noticesOf(world, subscriptionId);
      expect(notices.map((n) => [n.kind, n.payload.items ?? null])).toEqual([
        ["itemsLeftOut", ["Jerk Chicken"]],
        ["renewed", null],
      ]);

      // Nothing left to deliver: the delivery is skipped (no charge, no order), the customer told.
      // The shop still sells something else, so it stays listed (a shop without active items is not).
      await buildMenuItem(db(), { shopId: world.shop.open, tagId: null, name: "Sorrel" });
      await db().update(menuItems).set({ isActive: false }).where(eq(menuItems.id, world.item.patty));
      const next = await getSubscription(world, who, subscriptionId);
      const before = await books(world);
      expect(await renewals().renew(subscriptionId, nextDate(next))).toEqual({
        kind: "skipped",
        reason: renewalTexts.nothingLeft,
      });
      expect(await books(world)).toEqual(before);
      expect((await noticesOf(world, subscriptionId)).map((n) => n.kind).slice(2)).toEqual([
        "itemsLeftOut",
        "deliverySkipped",
      ]);
      expect(nextDate(await getSubscription(world, who, subscriptionId)) > nextDate(next)).toBe(true);
    } finally {
      await db()
        .update(menuItems)
        .set({ isActive: true, unitPriceCents: 350 })
        .where(eq(menuItems.id, world.item.patty));
      await db().update(menuItems).set({ isActive: true }).where(eq(menuItems.id, world.item.jerk));
    }
  });

  it("on a day the shop is closed is skipped with a notice", async () => {
    const { subscriptionId } = await subscribe(world, world.bob, [{ foodMenuId: world.item.patty, quantity: 1 }]);
    const sub = await getSubscription(world, world.bob, subscriptionId);
    const date = nextDate(sub);
    await db().insert(shopClosures).values({ shopId: world.shop.open, date, reason: "Holiday" });
    try {
      const before = await books(world);
      const outcome = await renewals().renew(subscriptionId, date);
      expect(outcome.kind).toBe("skipped");
      expect(await books(world)).toEqual(before);
      expect((await noticesOf(world, subscriptionId)).map((n) => n.kind)).toEqual(["deliverySkipped"]);
      expect(nextDate(await getSubscription(world, world.bob, subscriptionId)) > date).toBe(true);
    } finally {
      await db().delete(shopClosures).where(eq(shopClosures.shopId, world.shop.open));
    }
  });

  it("declined is retried twice, then the subscription is paused with its reason and a notice", async () => {
    const dora = await buildCustomer(db(), world.ctx.app.tokens, 3);
    const { subscriptionId } = await subscribe(world, dora, [{ foodMenuId: world.item.patty, quantity: 1 }]);
    await makeSavedCardDecline(world, dora.id);
    const sub = await getSubscription(world, dora, subscriptionId);
    const date = nextDate(sub);
    const before = await books(world);
    const retries: number[] = [];
    const retry = async (r: { attempt: number }) => {
      retries.push(r.attempt);
    };
    for (let attempt = 1; attempt <= orderLimits.renewalRetries; attempt++) {
      const outcome = await renewals().renew(subscriptionId, date, retry);
      expect(outcome).toMatchObject({ kind: "declined", attempts: attempt });
      expect((await getSubscription(world, dora, subscriptionId)).status).toBe("active");
    }
    expect(retries).toEqual([1, 2]);
    expect(await renewals().renew(subscriptionId, date, retry)).toEqual({ kind: "paused" });
    expect(retries).toEqual([1, 2]);
    expect(await books(world)).toEqual(before);
    const paused = await getSubscription(world, dora, subscriptionId);
    expect(paused).toMatchObject({ status: "paused", nextDelivery: null, pausedReason: renewalTexts.pausedDeclined });
    expect((await noticesOf(world, subscriptionId)).map((n) => n.kind)).toEqual([
      "renewalDeclined",
      "renewalDeclined",
      "subscriptionPaused",
    ]);
    const [delivery] = await db()
      .select()
      .from(subscriptionDeliveries)
      .where(
        and(eq(subscriptionDeliveries.subscriptionId, subscriptionId), eq(subscriptionDeliveries.deliveryDate, date)),
      );
    expect(delivery).toMatchObject({ state: "failed", attempts: 3, orderId: null });
    expect(await renewals().renew(subscriptionId, date, retry)).toEqual({ kind: "stale" });
  });
});

describe("a delivery whose slot passed without an order", () => {
  it("is skipped by the scheduler's next pass with a notice, and the next one is due as usual", async () => {
    const { subscriptionId } = await subscribe(world, world.bob, [{ foodMenuId: world.item.patty, quantity: 1 }]);
    const sub = await getSubscription(world, world.bob, subscriptionId);
    const sent: number[] = [];
    clock.set(new Date(Date.parse(sub.nextDelivery as string) + hourMs));
    await renewals().dispatchDue(async (due) => {
      sent.push(due.subscriptionId);
    });
    expect(sent).not.toContain(subscriptionId);
    const after = await getSubscription(world, world.bob, subscriptionId);
    expect(nextDate(after) > nextDate(sub)).toBe(true);
    expect(await noticesOf(world, subscriptionId)).toEqual([
      expect.objectContaining({
        kind: "deliverySkipped",
        payload: { deliveryDate: nextDate(sub), reason: renewalTexts.missed },
      }),
    ]);
    expect(await renewals().renew(subscriptionId, nextDate(sub))).toEqual({ kind: "stale" });
    clock.set(new Date());
  });
});
