import { orderStatus as s } from "@dutchpot/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { messageLog, orderNotifications } from "../../../db/schema/index.ts";
import { eventually } from "../../../jobs/testing.ts";
import { useCheckoutTestApp } from "../../checkout/checkout.test-app.ts";
import { historyOf, paidOrder, simulateTenant3, statusOf } from "./fulfilment.test-kit.ts";

// The app as `npm start` runs it, jobs on, with 1-second simulator steps: nothing called by hand.
const world = useCheckoutTestApp({ JOBS_ENABLED: "true", SIMULATOR_STEP_SECONDS: "1" });

describe("the orders module's jobs, wired in the app", () => {
  it("take a paid order of a simulated storefront to delivered and tell the customer at each step", async () => {
    await simulateTenant3(world, true);
    const id = await paidOrder(world, world.alice);
    await eventually(async () => (await statusOf(world, id)) === s.delivered, 30_000);
    expect(await historyOf(world, id)).toEqual([
      [s.confirmed, "customer"],
      [s.processing, "system"],
      [s.outForDelivery, "system"],
      [s.delivered, "system"],
    ]);
    const db = world.ctx.database.db;
    const sent = async () => {
      const rows = await db.select().from(orderNotifications).where(eq(orderNotifications.orderId, id));
      return rows.length === 3 && rows.every((r) => r.state === "sent");
    };
    await eventually(sent, 30_000);
    const messages = await db.select().from(messageLog).where(eq(messageLog.recipient, world.alice.email));
    expect(messages.map((m) => m.subject)).toEqual([
      `Dutchpot: order #${id} is being prepared`,
      `Dutchpot: order #${id} is out for delivery`,
      `Dutchpot: order #${id} is delivered`,
    ]);
  }, 60_000);
});
