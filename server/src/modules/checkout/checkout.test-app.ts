/** Shared set-up and call helpers of the ProcessPayment and Orders integration tests. */
import { randomUUID } from "node:crypto";
import { sandboxTestCards } from "@dutchpot/contract";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect } from "vitest";
import { buildMenuItem, buildShop, buildTenant } from "../../../test/factories.ts";
import { createTestApp, type TestAppOptions } from "../../../test/support/test-app.ts";
import type { DbOrTx } from "../../db/client.ts";
import { orders, promotions, sandboxPayments, shopHours } from "../../db/schema/index.ts";
import { seedReferenceData } from "../../db/seed/index.ts";
import { buildCustomer, buildOptions, type TestCustomer } from "../cart/cart.fixtures.ts";

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
export type Who = { guest: string } | TestCustomer | null;

const app = "/api/services/app";
export const tenantHeader = { "Abp.TenantId": "3" };

/** A shop open around the clock, every day (0:00–24:00 local). */
export async function openAllWeek(db: DbOrTx, shopId: number) {
  await db
    .insert(shopHours)
    .values([0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({ shopId, dayOfWeek, opensAt: 0, closesAt: 1440 })));
}

export const card = (outcome: string) => {
  const found = sandboxTestCards.find((c) => c.outcome === outcome);
  if (!found) throw new Error(`no sandbox test card for ${outcome}`);
  return found.number;
};

/** Near the Toronto shops (about 0.6 km) and far away (Ottawa, about 350 km). */
export const near = { latitude: 43.6453, longitude: -79.3806 };
export const far = { latitude: 45.4215, longitude: -75.6972 };

export interface CheckoutWorld {
  ctx: TestApp;
  otherMarketplaceId: number;
  shop: { open: number; closed: number; noPickup: number; tight: number; foreign: number };
  item: { patty: number; jerk: number; roti: number; tightMeal: number; noPickupMeal: number; foreignMeal: number };
  large: number;
  alice: TestCustomer;
  bob: TestCustomer;
  /** A customer of the other marketplace. */
  carol: TestCustomer;
}

/**
 * One app per test file (`env` adds configuration, e.g. the sandbox's delay; a function is read when
 * the app starts, after the file's earlier beforeAll hooks): tenant 3 with shops
 * open all week (one with a slot capacity of 1, one without pickup), a shop with no hours (closed),
 * another marketplace's shop, and customers of both marketplaces.
 */
export function useCheckoutTestApp(
  env: Record<string, string> | (() => Record<string, string>) = {},
  options: TestAppOptions = {},
) {
  const world = {} as CheckoutWorld;
  beforeAll(async () => {
    const ctx = await createTestApp(typeof env === "function" ? env() : env, options);
    const db = ctx.database.db;
    await seedReferenceData(db);
    await buildTenant(db, { id: 3, tenancyName: "dutchpot", name: "Dutchpot", kind: "marketplace" });
    const other = await buildTenant(db, { kind: "marketplace", name: "Other Brand" });
    // A closed shop still has a timetable (a shop without one is not listed): it is busy for good.
    const shopOf = async (overrides: Parameters<typeof buildShop>[1], open = true) => {
      const closed = open ? {} : { pausedUntil: new Date("2100-01-01T00:00:00Z") };
      const shop = await buildShop(db, { marketplaceTenantId: 3, deliveryFeeCents: 299, ...overrides, ...closed });
      return shop.id;
    };
    world.ctx = ctx;
    world.otherMarketplaceId = other.id;
    world.shop = {
      open: await shopOf({ name: "Jerk Hut" }),
      closed: await shopOf({ name: "Night Owl" }, false),
      noPickup: await shopOf({ name: "Delivery Only", offersPickup: false }),
      tight: await shopOf({ name: "Tiny Kitchen", slotCapacity: 1, prepTimeMinutes: 15 }),
      foreign: await shopOf({ name: "Elsewhere", marketplaceTenantId: other.id }),
    };
    world.item = {
      patty: (await buildMenuItem(db, { shopId: world.shop.open, name: "Beef Patty", unitPriceCents: 350 })).id,
      jerk: (await buildMenuItem(db, { shopId: world.shop.open, name: "Jerk Chicken", unitPriceCents: 1299 })).id,
      roti: (await buildMenuItem(db, { shopId: world.shop.closed, name: "Roti", unitPriceCents: 1000 })).id,
      tightMeal: (await buildMenuItem(db, { shopId: world.shop.tight, name: "Bowl", unitPriceCents: 1500 })).id,
      noPickupMeal: (await buildMenuItem(db, { shopId: world.shop.noPickup, name: "Stew", unitPriceCents: 1400 })).id,
      foreignMeal: (await buildMenuItem(db, { shopId: world.shop.foreign, name: "Far Meal", unitPriceCents: 900 })).id,
    };
    const sizes = await buildOptions(db, world.item.jerk, [
      {
        textPrompt: "Choose a size",
        controlType: 2,
        isRequired: true,
        values: [
          { name: "Small", costCents: 0, isPreSelected: true },
          { name: "Large", costCents: 200 },
        ],
      },
    ]);
    world.large = sizes.Large as number;
    world.alice = await buildCustomer(db, ctx.app.tokens, 3);
    world.bob = await buildCustomer(db, ctx.app.tokens, 3);
    world.carol = await buildCustomer(db, ctx.app.tokens, other.id);
  });
  afterAll(async () => world.ctx?.close());
  return world;
}

export const guest = (): Who => ({ guest: randomUUID() });

export const headersOf = (who: Who, extra: Record<string, string> = {}, tenantId = 3) => ({
  "Abp.TenantId": String(tenantId),
  ...(who === null ? {} : "guest" in who ? { "X-Guest-Id": who.guest } : { authorization: who.authorization }),
  ...extra,
});

/** Calls the API as `who`; `key` sends an Idempotency-Key. */
export function callAs(
  world: CheckoutWorld,
  who: Who,
  method: "GET" | "POST" | "PATCH" | "DELETE",
  path: string,
  payload?: unknown,
  options: { key?: string; tenantId?: number } = {},
) {
  return world.ctx.app.inject({
    method,
    url: `${app}/${path}`,
    headers: headersOf(who, options.key ? { "Idempotency-Key": options.key } : {}, options.tenantId),
    payload: payload as object,
  });
}

/** A one-time sandbox token for a test card (Payments/TokenizeCard, as the browser gets it). */
export async function tokenize(world: CheckoutWorld, number = card("approve")): Promise<string> {
  const res = await callAs(world, null, "POST", "Payments/TokenizeCard", {
    cardNumber: number,
    expiryMonth: 12,
    expiryYear: new Date().getUTCFullYear() + 2,
    cvv: "123",
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.token;
}

/** The owner's open cart of `shopId` with these lines and, for delivery, an address near the shop. */
export async function fillCart(
  world: CheckoutWorld,
  who: Who,
  shopId: number,
  lines: { foodMenuId: number; quantity: number; selectedAttributes?: number[] }[],
  place: { latitude: number; longitude: number } | null = near,
) {
  const created = await callAs(world, who, "POST", "ShoppingCart/Create", {
    shopId,
    shoppingCartItems: lines,
    shoppingCartCharges: [],
    notes: "Some Notes",
  });
  expect(created.statusCode, created.body).toBe(200);
  const cartId: number = created.json().result.id;
  if (place) {
    const res = await callAs(world, who, "PATCH", "ShoppingCart/UpdateShoppingCart", {
      shoppingCartId: cartId,
      deliveryAddress: "1 Front St W",
      city: "Toronto",
      zipcode: "M5J 2X6",
      ...place,
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  return cartId;
}

/** The cart as the customer sees it before paying. */
export async function cartOf(world: CheckoutWorld, who: Who, cartId: number) {
  const res = await callAs(world, who, "GET", `ShoppingCart/GetByCustomer?id=${cartId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result;
}

export function pay(world: CheckoutWorld, who: Who, body: Record<string, unknown>, key: string | null = randomUUID()) {
  return callAs(world, who, "POST", "ShoppingCart/ProcessPayment", body, key === null ? {} : { key });
}

/** Rows in orders and in the sandbox's books (charges that count: COMPLETED). */
export async function books(world: CheckoutWorld) {
  const db = world.ctx.database.db;
  const [o] = await db.select({ n: count() }).from(orders);
  const [charged] = await db
    .select({ n: count() })
    .from(sandboxPayments)
    .where(eq(sandboxPayments.status, "COMPLETED"));
  return { orders: Number(o?.n ?? 0), charges: Number(charged?.n ?? 0) };
}

/** A promotion of tenant 3 (shop-scoped when `shopId` is given). */
export async function buildPromotion(world: CheckoutWorld, values: Partial<typeof promotions.$inferInsert>) {
  const [row] = await world.ctx.database.db
    .insert(promotions)
    .values({
      tenantId: 3,
      code: `T${randomUUID().slice(0, 8).toUpperCase()}`,
      kind: "fixedAmount",
      value: 300,
      ...values,
    })
    .returning();
  return row as typeof promotions.$inferSelect;
}
