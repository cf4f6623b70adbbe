import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { customerCards, orders, sandboxCards, shops, subscriptionDeliveries } from "../../../db/schema/index.ts";
import { buildCustomer } from "../../cart/cart.fixtures.ts";
import { books, callAs } from "../../checkout/checkout.test-app.ts";
import { createSavedCardCharges } from "../../payments/saved-card-charge.ts";
import { createRenewals, defaultRenewalOptions, renewalTexts } from "./subscription-renewal.ts";
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

describe("a shop no longer listed (deactivated or left the marketplace)", () => {
  it("gets no renewal: the delivery is skipped with a notice, no charge, and the scheduler sends no job", async () => {
    const one = await subscribe(world, world.bob, [{ foodMenuId: world.item.patty, quantity: 1 }]);
    const two = await subscribe(world, world.alice, [{ foodMenuId: world.item.patty, quantity: 1 }]);
    const sub = await getSubscription(world, world.bob, one.subscriptionId);
    const other = await getSubscription(world, world.alice, two.subscriptionId);
    await db().update(shops).set({ isActive: false }).where(eq(shops.id, world.shop.open));
    try {
      const before = await books(world);
      expect(await renewals().renew(one.subscriptionId, nextDate(sub))).toEqual({
        kind: "skipped",
        reason: renewalTexts.shopGone,
      });
      expect(await books(world)).toEqual(before);
      expect(await noticesOf(world, one.subscriptionId)).toEqual([
        expect.objectContaining({
          kind: "deliverySkipped",
          payload: { deliveryDate: nextDate(sub), reason: renewalTexts.shopGone },
        }),
      ]);
      expect(nextDate(await getSubscription(world, world.bob, one.subscriptionId)) > nextDate(sub)).toBe(true);

      // The scheduler's pass: within the lead, no job for the other one either; it is skipped too.
      clock.set(new Date(Date.parse(other.nextDelivery as string) - 23 * hourMs));
      const sent: number[] = [];
      await renewals().dispatchDue(async (due) => {
        sent.push(due.subscriptionId);
      });
      expect(sent).not.toContain(two.subscriptionId);
      expect((await noticesOf(world, two.subscriptionId)).map((n) => [n.kind, n.payload.reason])).toEqual([
        ["deliverySkipped", renewalTexts.shopGone],
      ]);
      expect(nextDate(await getSubscription(world, world.alice, two.subscriptionId)) > nextDate(other)).toBe(true);
      expect(await books(world)).toEqual(before);
    } finally {
      await db().update(shops).set({ isActive: true }).where(eq(shops.id, world.shop.open));
      clock.set(new Date());
    }
  });
});

describe("a delivery declined three times (subscription paused)", () => {
  it("is tried once more when the customer fixes the card and resumes before its slot", async () => {
    const dora = await buildCustomer(db(), world.ctx.app.tokens, 3);
    const { subscriptionId } = await subscribe(world, dora, [{ foodMenuId: world.item.patty, quantity: 1 }]);
    await makeSavedCardDecline(world, dora.id);
    const sub = await getSubscription(world, dora, subscriptionId);
    const date = nextDate(sub);
    clock.set(new Date(Date.parse(sub.nextDelivery as string) - 23 * hourMs));
    try {
      for (let run = 0; run < 3; run++) await renewals().renew(subscriptionId, date);
      expect((await getSubscription(world, dora, subscriptionId)).status).toBe("paused");
      const cards = await db().select().from(customerCards).where(eq(customerCards.userId, dora.id));
      for (const card of cards)
        await db().update(sandboxCards).set({ outcome: "approve" }).where(eq(sandboxCards.id, card.providerCardId));
      clock.advance(hourMs);
      const resumed = await callAs(world, dora, "POST", "OrdersSubscription/Resume", { id: subscriptionId });
      expect(resumed.statusCode, resumed.body).toBe(200);
      expect(nextDate(resumed.json().result)).toBe(date);
      const before = await books(world);
      const outcome = await renewals().renew(subscriptionId, date);
      expect(outcome.kind).toBe("ordered");
      expect(await books(world)).toEqual({ orders: before.orders + 1, charges: before.charges + 1 });
      const [delivery] = await db()
        .select()
        .from(subscriptionDeliveries)
        .where(
          and(eq(subscriptionDeliveries.subscriptionId, subscriptionId), eq(subscriptionDeliveries.deliveryDate, date)),
        );
      expect(delivery).toMatchObject({ state: "ordered", attempts: 3 });
      expect(await renewals().renew(subscriptionId, date)).toEqual({ kind: "stale" });
      expect(await ordersOf(subscriptionId)).toHaveLength(2);
    } finally {
      clock.set(new Date());
    }
  });
});

describe("a renewal that fails after the charge and cannot void it", () => {
  it("logs the charge to undo by hand (error level) and fails the run", async () => {
    const { subscriptionId } = await subscribe(world, world.bob, [{ foodMenuId: world.item.patty, quantity: 1 }]);
    const sub = await getSubscription(world, world.bob, subscriptionId);
    const services = servicesOf(world.ctx.app);
    const savedCards = createSavedCardCharges(world.ctx.app.db, services.payments.provider);
    const logged: { details: Record<string, unknown>; message: string }[] = [];
    const broken = createRenewals(
      world.ctx.app.db,
      {
        orders: services.orders,
        cart: services.cart,
        hours: services.hours,
        savedCards: {
          ...savedCards,
          cancelByIdempotencyKey: async () => {
            throw new Error("provider unreachable");
          },
        },
        recordPayment: async () => {
          throw new Error("connection reset");
        },
        shopBadges: services.shops.badges,
        listedShop: services.shops.listedShop,
        log: {
          error: (details, message) => {
            logged.push({ details: details as Record<string, unknown>, message });
          },
        },
      },
      clock,
      defaultRenewalOptions,
    );
    await expect(broken.renew(subscriptionId, nextDate(sub))).rejects.toThrow("connection reset");
    expect(logged).toEqual([
      {
        details: expect.objectContaining({
          subscriptionId,
          deliveryDate: nextDate(sub),
          idempotencyKey: `subscription-${subscriptionId}-${nextDate(sub)}-0`,
        }),
        message: expect.stringContaining("undo it by hand"),
      },
    ]);
    expect(await ordersOf(subscriptionId)).toHaveLength(1);
  });
});
