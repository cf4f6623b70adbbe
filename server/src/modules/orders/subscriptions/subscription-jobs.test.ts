import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orders } from "../../../db/schema/index.ts";
import { eventually, startTestRunner } from "../../../jobs/testing.ts";
import { books, callAs } from "../../checkout/checkout.test-app.ts";
import { registerSubscriptionJobs, subscriptionsDueCron } from "./subscription-jobs.ts";
import type { RenewalOutcome, Renewals } from "./subscription-renewal.ts";
import { getSubscription, nextDate, servicesOf, subscribe, useSubscriptionsTestApp } from "./subscriptions.test-app.ts";

const { world, clock } = useSubscriptionsTestApp();
const hourMs = 3_600_000;

describe("the subscription jobs, through the job runner", () => {
  it("two scheduler passes send one delivery job, whose run places the order and charges once", async () => {
    const { subscriptionId } = await subscribe(world, world.alice, [{ foodMenuId: world.item.patty, quantity: 1 }]);
    const sub = await getSubscription(world, world.alice, subscriptionId);
    clock.set(new Date(Date.parse(sub.nextDelivery as string) - 23 * hourMs));
    const before = await books(world);
    const { runner, errors } = await startTestRunner(world.ctx.database);
    try {
      await registerSubscriptionJobs(runner, servicesOf(world.ctx.app).renewals);
      expect(await runner.schedules()).toContainEqual(
        expect.objectContaining({ name: "orders.subscriptions-due", cron: subscriptionsDueCron }),
      );
      const passes = [
        await runner.send("orders.subscriptions-due", {}),
        await runner.send("orders.subscriptions-due", {}),
      ];
      for (const id of passes) {
        await eventually(
          async () => (await runner.getJob("orders.subscriptions-due", id as string))?.state === "completed",
        );
      }
      const placed = await eventually(async () => {
        const rows = await world.ctx.database.db.select().from(orders).where(eq(orders.subscriptionId, subscriptionId));
        return rows.length === 2 ? rows : undefined;
      });
      expect(placed.map((o) => o.deliveryDateStart?.toISOString() ?? null)).toContain(sub.nextDelivery);
      // The second pass found the delivery's job key taken (or the delivery made): one order, one charge.
      expect(await books(world)).toEqual({ orders: before.orders + 1, charges: before.charges + 1 });
      expect(errors).toEqual([]);
    } finally {
      await runner.stop();
      clock.set(new Date());
    }
  });

  it("a job for date D that ran stale (paused meanwhile) does not take D's key: resumed before D, D is ordered once", async () => {
    const { subscriptionId } = await subscribe(world, world.bob, [{ foodMenuId: world.item.patty, quantity: 1 }]);
    const sub = await getSubscription(world, world.bob, subscriptionId);
    const date = nextDate(sub);
    clock.set(new Date(Date.parse(sub.nextDelivery as string) - 23 * hourMs));
    const before = await books(world);
    const renewals = servicesOf(world.ctx.app).renewals;
    // The first run of D's job waits until the customer has paused (a job queued, then a pause).
    let open: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const outcomes: RenewalOutcome[] = [];
    const gated: Renewals = {
      ...renewals,
      async renew(id, day, onRetry) {
        if (id === subscriptionId && outcomes.length === 0) await gate;
        const outcome = await renewals.renew(id, day, onRetry);
        if (id === subscriptionId) outcomes.push(outcome);
        return outcome;
      },
    };
    const { runner, errors } = await startTestRunner(world.ctx.database);
    const pass = async () => {
      const id = await runner.send("orders.subscriptions-due", {});
      await eventually(
        async () => (await runner.getJob("orders.subscriptions-due", id as string))?.state === "completed",
      );
    };
    try {
      await registerSubscriptionJobs(runner, gated);
      await pass();
      expect(
        (await callAs(world, world.bob, "POST", "OrdersSubscription/Pause", { id: subscriptionId })).statusCode,
      ).toBe(200);
      open();
      await eventually(async () => outcomes.length === 1);
      expect(outcomes).toEqual([{ kind: "stale" }]);
      clock.advance(hourMs);
      const resumed = await callAs(world, world.bob, "POST", "OrdersSubscription/Resume", { id: subscriptionId });
      expect(resumed.statusCode, resumed.body).toBe(200);
      expect(nextDate(resumed.json().result)).toBe(date);
      await pass();
      await pass();
      await eventually(async () => outcomes.length === 2);
      expect(outcomes[1]).toMatchObject({ kind: "ordered" });
      const placed = await world.ctx.database.db.select().from(orders).where(eq(orders.subscriptionId, subscriptionId));
      expect(placed.map((o) => o.deliveryDateStart?.toISOString() ?? null)).toContain(sub.nextDelivery);
      expect(await books(world)).toEqual({ orders: before.orders + 1, charges: before.charges + 1 });
      expect(errors).toEqual([]);
    } finally {
      open();
      await runner.stop();
      clock.set(new Date());
    }
  });
});
