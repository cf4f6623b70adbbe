import { eq } from "drizzle-orm";
import { beforeAll, expect } from "vitest";
import { buildSignedInUser } from "../../../test/discovery-factories.ts";
import { shops } from "../../db/schema/index.ts";
import { type CheckoutWorld, useCheckoutTestApp } from "../checkout/checkout.test-app.ts";

/** A signed-in caller: a tenant admin, a customer, or nobody (null). */
export type Caller = { id: number; authorization: string } | null;

/**
 * The merchant console's shop tests: the checkout world (shops, items, customers, payments) plus
 * two partner admins, A owning the open shop and B owning the tight one, and a customer.
 */
export function useShopsConsoleTestApp() {
  const world = useCheckoutTestApp();
  const admins = {} as { a: Caller; b: Caller; customer: Caller; tenantA: number; tenantB: number };
  beforeAll(async () => {
    const db = world.ctx.database.db;
    const owner = async (shopId: number) =>
      (await db.select({ tenantId: shops.tenantId }).from(shops).where(eq(shops.id, shopId)))[0]?.tenantId as number;
    admins.tenantA = await owner(world.shop.open);
    admins.tenantB = await owner(world.shop.tight);
    admins.a = await buildSignedInUser(db, world.ctx.app.tokens, admins.tenantA, "tenantAdmin");
    admins.b = await buildSignedInUser(db, world.ctx.app.tokens, admins.tenantB, "tenantAdmin");
    admins.customer = await buildSignedInUser(db, world.ctx.app.tokens, 3, "customer");
  });
  return { world, admins };
}

/** Calls `MerchantShop/<path>` as `who` (the storefront header plays no part in console calls). */
export function consoleCall(
  world: CheckoutWorld,
  who: Caller,
  method: "GET" | "POST" | "PUT" | "DELETE",
  path: string,
  payload?: unknown,
) {
  return world.ctx.app.inject({
    method,
    url: `/api/services/app/MerchantShop/${path}`,
    headers: { "Abp.TenantId": "3", ...(who ? { authorization: who.authorization } : {}) },
    payload: payload as object,
  });
}

/** The shop's settings as its admin reads them. */
export async function settingsOf(world: CheckoutWorld, who: Caller, shopId: number) {
  const res = await consoleCall(world, who, "GET", `Get?id=${shopId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result;
}

/** The editable settings of a shop answer (what MerchantShop/Update takes). */
export function editable(shop: Record<string, unknown>) {
  const keys = [
    "id",
    "name",
    "description",
    "logoUrl",
    "bannerUrl",
    "address",
    "city",
    "postCode",
    "deliveryFee",
    "deliveryRadiusKm",
    "prepTimeMinutes",
    "deliveryTimeMin",
    "deliveryTimeMax",
    "slotCapacity",
    "offersDelivery",
    "offersPickup",
  ];
  return Object.fromEntries(keys.map((k) => [k, shop[k]]));
}
