import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orders } from "../../../db/schema/index.ts";
import { eventually, startTestRunner } from "../../../jobs/testing.ts";
import { books } from "../../checkout/checkout.test-app.ts";
import { registerSubscriptionJobs, subscriptionsDueCron } from "./subscription-jobs.ts";
import { getSubscription, servicesOf, subscribe, useSubscriptionsTestApp } from "./subscriptions.test-app.ts";

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
});
