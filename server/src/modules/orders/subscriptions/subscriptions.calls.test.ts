import { orderStatus, orderTexts } from "@dutchpot/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orderSubscriptions, subscriptionDeliveries } from "../../../db/schema/index.ts";
import { callAs, guest } from "../../checkout/checkout.test-app.ts";
import { everyDay, getSubscription, nextDate, subscribe, useSubscriptionsTestApp } from "./subscriptions.test-app.ts";

const { world, clock } = useSubscriptionsTestApp();
const db = () => world.ctx.database.db;
const dayMs = 86_400_000;

describe("a subscription created at checkout", () => {
  it("gets its last day, its next delivery and the first order as its first delivery", async () => {
    const { orderId, subscriptionId } = await subscribe(
      world,
      world.bob,
      [{ foodMenuId: world.item.patty, quantity: 2 }],
      {
        weeks: 4,
        isOnGoing: false,
        daysOfWeek: [1, 4],
        timeSlot: "13:00",
      },
    );
    const [row] = await db().select().from(orderSubscriptions).where(eq(orderSubscriptions.id, subscriptionId));
    const deliveries = await db()
      .select()
      .from(subscriptionDeliveries)
      .where(eq(subscriptionDeliveries.subscriptionId, subscriptionId));
    expect(deliveries).toEqual([expect.objectContaining({ state: "ordered", orderId })]);
    const first = deliveries[0]?.deliveryDate as string;
    // 4 weeks from the first delivery's local date, that day included.
    const last = new Date(Date.parse(`${first}T00:00:00Z`) + 27 * dayMs).toISOString().slice(0, 10);
    expect(row?.endsOn).toBe(last);
    const sub = await getSubscription(world, world.bob, subscriptionId);
    expect([1, 4]).toContain(new Date(`${nextDate(sub)}T12:00:00Z`).getUTCDay());
    expect(nextDate(sub) > first).toBe(true);
    expect(sub.nextDelivery).toBe(row?.nextDeliveryAt?.toISOString());
  });
});

describe("OrdersSubscription/GetCustomersSubscriptions and Get", () => {
  it("answers the owner's subscriptions newest first, paged, with every field filled", async () => {
    const who = world.alice;
    const older = await subscribe(world, who, [{ foodMenuId: world.item.patty, quantity: 1 }]);
    clock.advance(1000);
    const newer = await subscribe(world, who, [
      { foodMenuId: world.item.jerk, quantity: 2, selectedAttributes: [world.large] },
    ]);
    const page = await callAs(
      world,
      who,
      "GET",
      "OrdersSubscription/GetCustomersSubscriptions?SkipCount=0&MaxResultCount=10",
    );
    expect(page.statusCode, page.body).toBe(200);
    const { totalCount, items } = page.json().result;
    expect(totalCount).toBe(2);
    expect(items.map((s: { id: number }) => s.id)).toEqual([newer.subscriptionId, older.subscriptionId]);
    const second = await callAs(
      world,
      who,
      "GET",
      "OrdersSubscription/GetCustomersSubscriptions?SkipCount=1&MaxResultCount=1",
    );
    expect(second.json().result).toMatchObject({ totalCount: 2, items: [{ id: older.subscriptionId }] });

    const sub = await getSubscription(world, who, newer.subscriptionId);
    expect(sub).toMatchObject({
      status: "active",
      shopId: world.shop.open,
      shopName: "Jerk Hut",
      daysOfWeek: everyDay,
      timeSlot: "17:30",
      weeks: null,
      isOnGoing: true,
      endsOn: null,
      isDelivery: true,
      deliveryAddress: "1 Front St W",
      items: [
        { foodMenuId: world.item.jerk, name: "Jerk Chicken", quantity: 2, selectedAttributes: [{ name: "Large" }] },
      ],
      card: { brand: "VISA", last4: expect.stringMatching(/^\d{4}$/) },
      orders: [{ id: newer.orderId, orderStatus: orderStatus.confirmed, deliveryDateStart: null }],
      pausedReason: null,
    });
    expect(sub.amountPerDelivery).toBe(sub.orders[0]?.amountDue);
    expect(sub.refundOnCancel).toEqual({ orderId: newer.orderId, amount: sub.orders[0]?.amountDue });
    expect(Date.parse(sub.nextDelivery as string)).toBeGreaterThan(clock.now().getTime());
  });

  it("is the owner's only: another customer gets 404 and changes nothing, guests and strangers 401", async () => {
    const { subscriptionId } = await subscribe(world, world.bob, [{ foodMenuId: world.item.patty, quantity: 1 }]);
    const before = await getSubscription(world, world.bob, subscriptionId);
    expect((await callAs(world, world.alice, "GET", `OrdersSubscription/Get?id=${subscriptionId}`)).statusCode).toBe(
      404,
    );
    for (const call of ["Pause", "Resume", "Cancel"]) {
      const res = await callAs(world, world.alice, "POST", `OrdersSubscription/${call}`, { id: subscriptionId });
      expect(res.statusCode, call).toBe(404);
    }
    const list = await callAs(world, world.alice, "GET", "OrdersSubscription/GetCustomersSubscriptions");
    expect(list.json().result.items.map((s: { id: number }) => s.id)).not.toContain(subscriptionId);
    expect((await callAs(world, guest(), "GET", "OrdersSubscription/GetCustomersSubscriptions")).statusCode).toBe(401);
    expect((await callAs(world, guest(), "POST", "OrdersSubscription/Pause", { id: subscriptionId })).statusCode).toBe(
      401,
    );
    expect((await callAs(world, null, "GET", `OrdersSubscription/Get?id=${subscriptionId}`)).statusCode).toBe(401);
    expect((await callAs(world, world.bob, "POST", "OrdersSubscription/Pause", { id: "x" })).statusCode).toBe(400);
    expect(await getSubscription(world, world.bob, subscriptionId)).toEqual(before);
  });
});

describe("pause, resume, cancel", () => {
  it("pauses an active one (no delivery is due), resumes a paused one from now, 409 otherwise", async () => {
    const who = world.bob;
    const { subscriptionId } = await subscribe(world, who, [{ foodMenuId: world.item.patty, quantity: 1 }]);
    const paused = await callAs(world, who, "POST", "OrdersSubscription/Pause", { id: subscriptionId });
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json().result).toMatchObject({ status: "paused", nextDelivery: null });
    const again = await callAs(world, who, "POST", "OrdersSubscription/Pause", { id: subscriptionId });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(orderTexts.subscriptionNotActive);

    clock.advance(3 * dayMs);
    const resumed = await callAs(world, who, "POST", "OrdersSubscription/Resume", { id: subscriptionId });
    expect(resumed.statusCode, resumed.body).toBe(200);
    const next = Date.parse(resumed.json().result.nextDelivery);
    expect(next).toBeGreaterThan(clock.now().getTime());
    expect(next - clock.now().getTime()).toBeLessThanOrEqual(dayMs + 3_600_000);
    const twice = await callAs(world, who, "POST", "OrdersSubscription/Resume", { id: subscriptionId });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(orderTexts.subscriptionNotPaused);
    clock.set(new Date());
  });
});
