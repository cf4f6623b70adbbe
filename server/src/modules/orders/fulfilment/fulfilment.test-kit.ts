/** Shared set-up of the fulfilment tests: paid orders through the API, and the jobs' dependencies. */
import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { expect } from "vitest";
import { orderStatusHistory, orders } from "../../../db/schema/index.ts";
import type { TestClock } from "../../../lib/clock.ts";
import { createAccountsService } from "../../auth/accounts.service.ts";
import { callAs, fillCart, tokenize, type useCheckoutTestApp, type Who } from "../../checkout/checkout.test-app.ts";
import { createShopsService } from "../../shops/shops.service.ts";
import { createTenantsService } from "../../tenants/tenants.service.ts";
import { createOrdersService } from "../orders.service.ts";
import type { FulfilmentDeps } from "./fulfilment.deps.ts";

type World = ReturnType<typeof useCheckoutTestApp>;

/**
 * The jobs' dependencies on the test's database and clock, built as fulfilment.jobs.ts builds them
 * (`app.services` lives inside the modules' plugin scope): the real orders, shops and accounts
 * services and the app's tenant directory.
 */
export function fulfilmentDeps(world: World, clock: TestClock): FulfilmentDeps {
  const db = world.ctx.database.db;
  const shops = createShopsService(db);
  const orders = createOrdersService(
    db,
    {
      shopBadges: shops.badges,
      paymentSummaries: async () => new Map(),
      refundOrderPayment: async () => expect.fail("the fulfilment jobs never refund"),
    },
    clock,
  );
  return {
    db,
    clock,
    transition: orders.transition,
    tenants: world.ctx.app.tenantDirectory,
    shops,
    accounts: createAccountsService(db),
  };
}

/** Turns the simulator on or off for storefront 3 (its settings), seen at once by the directory. */
export async function simulateTenant3(world: World, on: boolean) {
  await createTenantsService(world.ctx.database.db).updateSettings(3, { simulateFulfilment: on });
  world.ctx.app.tenantDirectory.invalidate();
}

/** A half-hour slot starting at least `hoursAhead` hours from now (the shop is open around the clock). */
export const slotAhead = (hoursAhead: number) => {
  const half = 30 * 60 * 1000;
  const start = new Date(Math.ceil((Date.now() + hoursAhead * 3600 * 1000) / half) * half);
  return { deliveryDateStart: start.toISOString(), deliveryDateEnd: new Date(start.getTime() + half).toISOString() };
};

/**
 * A paid order of `who` at the open shop (or `at`, a shop and one of its items): delivery (default)
 * or pickup, ASAP or in a booked slot.
 */
export async function paidOrder(
  world: World,
  who: Who,
  options: {
    pickup?: boolean;
    slot?: ReturnType<typeof slotAhead>;
    email?: string;
    at?: { shopId: number; foodMenuId: number };
  } = {},
): Promise<number> {
  const shopId = options.at?.shopId ?? world.shop.open;
  const foodMenuId = options.at?.foodMenuId ?? world.item.patty;
  const cartId = await fillCart(world, who, shopId, [{ foodMenuId, quantity: 2 }]);
  const patch = { ...(options.pickup && { isDelivery: false, shopId }), ...options.slot };
  if (Object.keys(patch).length > 0) {
    const res = await callAs(world, who, "PATCH", "ShoppingCart/UpdateShoppingCart", {
      shoppingCartId: cartId,
      ...patch,
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  const body = { shopId, sourceId: await tokenize(world), ...(options.email && { email: options.email }) };
  const res = await callAs(world, who, "POST", "ShoppingCart/ProcessPayment", body, { key: randomUUID() });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.id;
}

export async function statusOf(world: World, id: number) {
  const [row] = await world.ctx.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id));
  return row?.status;
}

/** The order's history as [status, actor] pairs, oldest first. */
export async function historyOf(world: World, id: number) {
  const rows = await world.ctx.database.db
    .select()
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, id))
    .orderBy(asc(orderStatusHistory.id));
  return rows.map((r) => [r.status, r.actor]);
}
