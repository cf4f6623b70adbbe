/** Shared set-up of the subscription tests: a checkout test app with a test clock, and call helpers. */
import type { Subscription } from "@dutchpot/contract";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { customerCards, orderNotifications, sandboxCards } from "../../../db/schema/index.ts";
import { testClock } from "../../../lib/clock.ts";
import { createServices } from "../../../services.ts";
import type { Identity } from "../../auth/identity.plugin.ts";
import {
  type CheckoutWorld,
  callAs,
  fillCart,
  pay,
  tokenize,
  useCheckoutTestApp,
  type Who,
} from "../../checkout/checkout.test-app.ts";
import { localDateOf } from "./subscription-dates.ts";

export const everyDay = [0, 1, 2, 3, 4, 5, 6];

/** A checkout test app whose clock the test moves (it starts at the real now). */
export function useSubscriptionsTestApp() {
  const clock = testClock();
  const world = useCheckoutTestApp({}, { clock });
  return { world, clock };
}

/**
 * The services of a running test app, as its composition root builds them (services.ts), for
 * calling what has no route (the renewal job's handler, the scheduler's pass). Route plugins keep
 * theirs inside the modules' context; this is a second set over the same database and clock. The
 * identity hooks (sign-in merge, data archive) are not what these tests look at.
 */
export function servicesOf(app: FastifyInstance) {
  const identity = { registerDataSource() {}, onSignedIn() {} } as unknown as Identity;
  return createServices(app, identity);
}

/** Pays a cart of these lines with a subscription; answers the first order's and the subscription's ids. */
export async function subscribe(
  world: CheckoutWorld,
  who: Who,
  lines: { foodMenuId: number; quantity: number; selectedAttributes?: number[] }[],
  choice: Record<string, unknown> = { isOnGoing: true, daysOfWeek: everyDay, timeSlot: "17:30" },
): Promise<{ orderId: number; subscriptionId: number }> {
  await fillCart(world, who, world.shop.open, lines);
  const res = await pay(world, who, {
    shopId: world.shop.open,
    sourceId: await tokenize(world),
    orderSubscription: choice,
  });
  expect(res.statusCode, res.body).toBe(200);
  const order = res.json().result;
  return { orderId: order.id, subscriptionId: order.subscriptionId };
}

export async function getSubscription(world: CheckoutWorld, who: Who, id: number): Promise<Subscription> {
  const res = await callAs(world, who, "GET", `OrdersSubscription/Get?id=${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result;
}

/** The local date of the subscription's next delivery (what the scheduler's job carries). */
export function nextDate(subscription: Subscription): string {
  expect(subscription.nextDelivery).not.toBeNull();
  return localDateOf(new Date(subscription.nextDelivery as string), subscription.timeZone);
}

/** The notifications queued about a subscription, oldest first. */
export function noticesOf(world: CheckoutWorld, subscriptionId: number) {
  return world.ctx.database.db
    .select()
    .from(orderNotifications)
    .where(eq(orderNotifications.subscriptionId, subscriptionId))
    .orderBy(orderNotifications.id);
}

/** The sandbox's hook for "the saved card declines from now on" (the provider's own books). */
export async function makeSavedCardDecline(world: CheckoutWorld, userId: number) {
  const db = world.ctx.database.db;
  const cards = await db
    .select()
    .from(customerCards)
    .where(and(eq(customerCards.userId, userId)));
  for (const card of cards) {
    await db.update(sandboxCards).set({ outcome: "decline" }).where(eq(sandboxCards.id, card.providerCardId));
  }
}
