/** Shared set-up and call helpers of the ShoppingCart integration tests (cart.*.test.ts). */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect } from "vitest";
import { buildMenuItem, buildShop, buildTenant } from "../../../test/factories.ts";
import { createTestApp } from "../../../test/support/test-app.ts";
import { seedReferenceData } from "../../db/seed/index.ts";
import { createHoursService } from "../hours/hours.service.ts";
import { createMenuItemsService } from "../menus/menu-items.service.ts";
import { paidOrderCount, paidOrderCountSql, scheduledCounts } from "../orders/order-history.ts";
import { createPromotionsService } from "../promotions/promotions.service.ts";
import { createShopsService } from "../shops/shops.service.ts";
import { createTenantsService } from "../tenants/tenants.service.ts";
import { buildCustomer, buildOptions, type TestCustomer } from "./cart.fixtures.ts";
import { createCartService } from "./cart.service.ts";

export let ctx: Awaited<ReturnType<typeof createTestApp>>;
export let otherMarketplaceId: number;
export const shop = { a: 0, b: 0, closed: 0, foreign: 0 };
export const item = { patty: 0, jerk: 0, soldOut: 0, roti: 0, foreign: 0 };
export let v: Record<string, number>;
export let rotiValues: Record<string, number>;
export let alice: TestCustomer;
export let bob: TestCustomer;

/** One app per test file: a fresh database with two shops of tenant 3 (options on two items), a
 * closed shop, another marketplace's shop, and two customers. */
export function useCartTestApp() {
  beforeAll(async () => {
    ctx = await createTestApp();
    const db = ctx.database.db;
    await seedReferenceData(db);
    await buildTenant(db, { id: 3, tenancyName: "dutchpot", name: "Dutchpot", kind: "marketplace" });
    otherMarketplaceId = (await buildTenant(db, { kind: "marketplace", name: "Other Brand" })).id;
    shop.a = (await buildShop(db, { marketplaceTenantId: 3, name: "Jerk Hut", deliveryFeeCents: 299 })).id;
    shop.b = (await buildShop(db, { marketplaceTenantId: 3, name: "Roti Shop", deliveryFeeCents: 0 })).id;
    shop.closed = (await buildShop(db, { marketplaceTenantId: 3, isActive: false })).id;
    shop.foreign = (await buildShop(db, { marketplaceTenantId: otherMarketplaceId })).id;
    item.patty = (await buildMenuItem(db, { shopId: shop.a, name: "Beef Patty", unitPriceCents: 350 })).id;
    item.jerk = (await buildMenuItem(db, { shopId: shop.a, name: "Jerk Chicken", unitPriceCents: 1299 })).id;
    item.soldOut = (await buildMenuItem(db, { shopId: shop.a, isActive: false })).id;
    item.roti = (await buildMenuItem(db, { shopId: shop.b, name: "Roti", unitPriceCents: 1000 })).id;
    item.foreign = (await buildMenuItem(db, { shopId: shop.foreign })).id;
    v = await buildOptions(db, item.jerk, [
      {
        textPrompt: "Choose a size",
        controlType: 2,
        isRequired: true,
        values: [
          { name: "Small", costCents: 0, isPreSelected: true },
          { name: "Large", costCents: 200 },
        ],
      },
      {
        textPrompt: "Extras",
        controlType: 3,
        values: [
          { name: "Cheese", costCents: 100 },
          { name: "Plantain", costCents: 150 },
        ],
      },
    ]);
    rotiValues = await buildOptions(db, item.roti, [
      { textPrompt: "Filling", controlType: 4, values: [{ name: "Goat", costCents: 300 }] },
    ]);
    alice = await buildCustomer(db, ctx.app.tokens, 3);
    bob = await buildCustomer(db, ctx.app.tokens, 3);
  });
  afterAll(async () => ctx?.close());
}

export type Who = { guest: string } | TestCustomer | null;
export const base = "/api/services/app/ShoppingCart";
export const headersOf = (who: Who, extra: Record<string, string> = {}) => ({
  "Abp.TenantId": "3",
  ...(who === null ? {} : "guest" in who ? { "X-Guest-Id": who.guest } : { authorization: who.authorization }),
  ...extra,
});
export const call = (method: "GET" | "POST" | "PUT" | "PATCH", path: string, who: Who, payload?: unknown) =>
  ctx.app.inject({ method, url: `${base}/${path}`, headers: headersOf(who), payload: payload as object });
export const guest = () => ({ guest: randomUUID() });
export const create = (who: Who, payload: unknown) => call("POST", "Create", who, payload);
export const add = (who: Who, cartId: number, line: Record<string, unknown>) =>
  call("POST", "AddShoppingCartItem", who, {
    shoppingCartItem: { ...line, shoppingCartId: cartId },
    shoppingCartId: cartId,
  });
export const setQuantity = (who: Who, cartId: number, lineId: number, quantity: unknown) =>
  call("PUT", "UpdateShoppingCartItem", who, { shoppingCartItem: { id: lineId, quantity }, shoppingCartId: cartId });
export const changeQuantity = (who: Who, cartId: number, lineId: number, quantityDelta: number) =>
  call("PUT", "UpdateShoppingCartItem", who, {
    shoppingCartItem: { id: lineId, quantityDelta },
    shoppingCartId: cartId,
  });
export const getCart = async (who: Who, id: number) => call("GET", `GetByCustomer?id=${id}`, who);
export const patch = (who: Who, payload: unknown) => call("PATCH", "UpdateShoppingCart", who, payload);
export const members = (res: { json(): { error: { validationErrors: { members: string[] }[] } } }) =>
  res.json().error.validationErrors.flatMap((e) => e.members);

/** A guest's cart for shop A; returns the cart answer. */
export async function newCart(who: Who, items: unknown[] = []) {
  const res = await create(who, {
    shopId: shop.a,
    shoppingCartItems: items,
    shoppingCartCharges: [],
    notes: "Some Notes",
  });
  expect(res.statusCode).toBe(200);
  return res.json().result;
}

/**
 * The cart and promotions services as the composition root builds them, on the test database (the
 * payment calls them in-process: checkoutSnapshot, markOrdered, redeem).
 */
export function buildCheckoutServices() {
  const db = ctx.database.db;
  const shops = createShopsService(db);
  const paid: Parameters<typeof createPromotionsService>[1]["paidOrderCount"] = (owner, tx) =>
    paidOrderCount(tx, owner);
  const promotions = createPromotionsService(db, { paidOrderCount: paid });
  const cart = createCartService(db, {
    shops,
    menus: createMenuItemsService(db),
    hours: createHoursService(db, { shops, scheduledCounts }),
    marketplaceFees: createTenantsService(db).fees,
    paidOrderCount: paid,
    paidOrderCountSql,
    promotions,
  });
  return { cart, promotions };
}
