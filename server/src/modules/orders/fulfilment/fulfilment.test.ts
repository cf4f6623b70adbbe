import { orderStatus as s } from "@dutchpot/contract";
import { beforeEach, describe, expect, it } from "vitest";
import { buildMenuItem, buildShop } from "../../../../test/factories.ts";
import { testClock } from "../../../lib/clock.ts";
import { guest, openAllWeek, useCheckoutTestApp } from "../../checkout/checkout.test-app.ts";
import { fulfilmentDeps, historyOf, paidOrder, simulateTenant3, slotAhead, statusOf } from "./fulfilment.test-kit.ts";
import { releaseScheduledOrders } from "./release.ts";
import { type SimulatorSettings, simulateFulfilment } from "./simulator.ts";

const clock = testClock();
const world = useCheckoutTestApp({}, { clock });
const deps = () => fulfilmentDeps(world, clock);
const step = 30;
const tenantMode: SimulatorSettings = { mode: "tenant", stepSeconds: step };

beforeEach(async () => {
  // Orders are stamped with the database's time when placed: the test clock starts from it.
  clock.set(new Date());
  await simulateTenant3(world, true);
});

/** Moves the test clock one simulator step on (plus a second) and runs the simulator once. */
async function nextStep(settings = tenantMode) {
  clock.advance((step + 1) * 1000);
  return simulateFulfilment(deps(), settings);
}

describe("the fulfilment simulator", () => {
  it("takes a delivery order 0 → 2 → 3 → 4 and a pickup order 0 → 2 → 5 → 6, one step per step time, as the system", async () => {
    const delivery = await paidOrder(world, world.alice);
    const pickup = await paidOrder(world, guest(), { pickup: true });
    clock.set(new Date(Date.now() + 1000));

    await simulateFulfilment(deps(), tenantMode);
    expect([await statusOf(world, delivery), await statusOf(world, pickup)]).toEqual([s.confirmed, s.confirmed]);

    const seen: number[][] = [];
    for (let i = 0; i < 4; i++) {
      await nextStep();
      seen.push([(await statusOf(world, delivery)) ?? -1, (await statusOf(world, pickup)) ?? -1]);
    }
    expect(seen).toEqual([
      [s.processing, s.processing],
      [s.outForDelivery, s.readyForPickup],
      [s.delivered, s.pickedUp],
      [s.delivered, s.pickedUp],
    ]);
    expect(await historyOf(world, delivery)).toEqual([
      [s.confirmed, "customer"],
      [s.processing, "system"],
      [s.outForDelivery, "system"],
      [s.delivered, "system"],
    ]);
    expect(await historyOf(world, pickup)).toEqual([
      [s.confirmed, "customer"],
      [s.processing, "system"],
      [s.readyForPickup, "system"],
      [s.pickedUp, "system"],
    ]);
  });

  it("waits a whole step after the last change, whoever made it", async () => {
    const id = await paidOrder(world, world.alice);
    clock.set(new Date(Date.now() + (step - 2) * 1000));
    await simulateFulfilment(deps(), tenantMode);
    expect(await statusOf(world, id)).toBe(s.confirmed);
    clock.advance(3000);
    await simulateFulfilment(deps(), tenantMode);
    expect(await statusOf(world, id)).toBe(s.processing);
    clock.advance((step - 1) * 1000);
    await simulateFulfilment(deps(), tenantMode);
    expect(await statusOf(world, id)).toBe(s.processing);
  });

  it("leaves alone the orders of a storefront without simulateFulfilment, and every order when SIMULATOR=off", async () => {
    await simulateTenant3(world, false);
    const id = await paidOrder(world, world.bob);
    await nextStep();
    expect(await statusOf(world, id)).toBe(s.confirmed);
    await simulateTenant3(world, true);
    await nextStep({ mode: "off", stepSeconds: step });
    expect(await statusOf(world, id)).toBe(s.confirmed);
    await simulateTenant3(world, false);
    await nextStep({ mode: "on", stepSeconds: step });
    expect(await statusOf(world, id)).toBe(s.processing);
    expect(await historyOf(world, id)).toEqual([
      [s.confirmed, "customer"],
      [s.processing, "system"],
    ]);
  });

  it("never moves a scheduled, cancelled or delivered order", async () => {
    const scheduled = await paidOrder(world, world.alice, { slot: slotAhead(30) });
    const who = guest();
    const cancelled = await paidOrder(world, who);
    await deps().transition({ orderId: cancelled, to: s.cancelled, actor: "merchant" });
    await nextStep();
    await nextStep();
    expect([await statusOf(world, scheduled), await statusOf(world, cancelled)]).toEqual([s.scheduled, s.cancelled]);
    expect(await historyOf(world, cancelled)).toHaveLength(2);
  });

  it("moves each order once when two simulators run at the same time", async () => {
    const ids = [
      await paidOrder(world, world.alice),
      await paidOrder(world, guest()),
      await paidOrder(world, guest(), { pickup: true }),
    ];
    clock.set(new Date(Date.now() + (step + 1) * 1000));
    await Promise.all([simulateFulfilment(deps(), tenantMode), simulateFulfilment(deps(), tenantMode)]);
    for (const id of ids) {
      expect(await historyOf(world, id)).toEqual([
        [s.confirmed, "customer"],
        [s.processing, "system"],
      ]);
    }
  });
});

describe("the release of scheduled orders", () => {
  const lead = 15;
  const prep = 20; // the test shop's preparation time (buildShop's default)

  it("releases a scheduled order at slot start − preparation time − lead, not a second before", async () => {
    const slot = slotAhead(5);
    const id = await paidOrder(world, world.alice, { slot });
    expect(await statusOf(world, id)).toBe(s.scheduled);
    const releaseAt = new Date(slot.deliveryDateStart).getTime() - (prep + lead) * 60_000;

    clock.set(new Date(releaseAt - 1000));
    await releaseScheduledOrders(deps(), { leadMinutes: lead });
    expect(await statusOf(world, id)).toBe(s.scheduled);

    clock.set(new Date(releaseAt));
    await releaseScheduledOrders(deps(), { leadMinutes: lead });
    expect(await statusOf(world, id)).toBe(s.confirmed);
    expect(await historyOf(world, id)).toEqual([
      [s.scheduled, "customer"],
      [s.confirmed, "system"],
    ]);
    await releaseScheduledOrders(deps(), { leadMinutes: lead });
    expect(await historyOf(world, id)).toHaveLength(2);
  });

  it("releases each order once with two releases racing, and never a cancelled one", async () => {
    const slot = slotAhead(6);
    const a = await paidOrder(world, world.bob, { slot });
    const b = await paidOrder(world, guest(), { slot });
    await deps().transition({ orderId: b, to: s.cancelled, actor: "customer" });
    clock.set(new Date(slot.deliveryDateStart));
    await Promise.all([
      releaseScheduledOrders(deps(), { leadMinutes: lead }),
      releaseScheduledOrders(deps(), { leadMinutes: lead }),
    ]);
    expect(await historyOf(world, a)).toEqual([
      [s.scheduled, "customer"],
      [s.confirmed, "system"],
    ]);
    expect(await statusOf(world, b)).toBe(s.cancelled);
  });

  it("releases a due order at a long-preparation shop even when a full batch of earlier slots at a quick shop is not due yet", async () => {
    const db = world.ctx.database.db;
    const slow = await buildShop(db, {
      marketplaceTenantId: 3,
      name: "Slow Roast",
      deliveryFeeCents: 299,
      prepTimeMinutes: 300,
    });
    await openAllWeek(db, slow.id);
    const roast = await buildMenuItem(db, { shopId: slow.id, name: "Whole Roast", unitPriceCents: 2500 });
    // Three orders at the quick shop (20 min) in the next hours, then one at the slow shop (5 h) later.
    const quickSlots = [slotAhead(2), slotAhead(2.5), slotAhead(3)];
    const slot = slotAhead(6);
    const quick = [];
    for (const quickSlot of quickSlots) quick.push(await paidOrder(world, guest(), { slot: quickSlot }));
    const late = await paidOrder(world, world.alice, { slot, at: { shopId: slow.id, foodMenuId: roast.id } });
    const lateReleaseAt = new Date(slot.deliveryDateStart).getTime() - (300 + lead) * 60_000;
    const quickReleaseAt = new Date(quickSlots[0]?.deliveryDateStart ?? 0).getTime() - (prep + lead) * 60_000;
    expect(lateReleaseAt).toBeLessThan(quickReleaseAt);

    clock.set(new Date(lateReleaseAt));
    expect(await releaseScheduledOrders(deps(), { leadMinutes: lead, batchSize: 2 })).toBe(1);
    expect(await statusOf(world, late)).toBe(s.confirmed);
    for (const id of quick) expect(await statusOf(world, id)).toBe(s.scheduled);

    clock.set(new Date(quickReleaseAt));
    expect(await releaseScheduledOrders(deps(), { leadMinutes: lead, batchSize: 2 })).toBe(1);
    expect(await statusOf(world, quick[0] ?? 0)).toBe(s.confirmed);
  });
});
