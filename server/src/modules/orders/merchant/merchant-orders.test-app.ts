/** Shared set-up of the merchant order board's integration tests: the checkout world plus tenant admins. */
import { randomBytes, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { DbOrTx } from "../../../db/client.ts";
import { shops, userRoles, users } from "../../../db/schema/index.ts";
import type { TokenService } from "../../../lib/tokens.ts";
import { type CheckoutWorld, callAs, fillCart, tokenize, type Who } from "../../checkout/checkout.test-app.ts";

export interface TestAdmin {
  id: number;
  tenantId: number;
  authorization: string;
}

/** The partner tenant that owns the shop. */
export async function ownerTenantOf(db: DbOrTx, shopId: number): Promise<number> {
  const [row] = await db.select({ tenantId: shops.tenantId }).from(shops).where(eq(shops.id, shopId));
  if (!row) throw new Error(`no shop ${shopId}`);
  return row.tenantId;
}

/** A tenant admin of `tenantId` with a signed token (as `TokenAuth/Authenticate` with tenancyName gives it). */
export async function buildTenantAdmin(db: DbOrTx, tokens: TokenService, tenantId: number): Promise<TestAdmin> {
  const email = `admin-${randomBytes(4).toString("hex")}@example.com`;
  const [user] = await db
    .insert(users)
    .values({ tenantId, userName: email, emailAddress: email, name: "Owner", passwordHash: "not-a-hash" })
    .returning({ id: users.id });
  const id = (user as { id: number }).id;
  await db.insert(userRoles).values({ userId: id, role: "tenantAdmin" });
  const { accessToken } = await tokens.sign({ userId: id, tenantId, roles: ["tenantAdmin"] });
  return { id, tenantId, authorization: `Bearer ${accessToken}` };
}

const app = "/api/services/app";

/** A console call as `admin` (`key` sends an Idempotency-Key); the storefront header plays no part. */
export function asAdmin(
  world: CheckoutWorld,
  admin: TestAdmin | null,
  method: "GET" | "POST",
  path: string,
  payload?: unknown,
  key?: string,
) {
  return world.ctx.app.inject({
    method,
    url: `${app}/MerchantOrders/${path}`,
    headers: {
      ...(admin ? { authorization: admin.authorization } : {}),
      ...(key ? { "Idempotency-Key": key } : {}),
    },
    payload: payload as object,
  });
}

/** The call's result, expecting 200. */
export async function okResult(res: Awaited<ReturnType<typeof asAdmin>>) {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result;
}

/** A paid order of `who` at `shopId` (delivery near the shop, or pickup with `pickup`); answers its id. */
export async function placeOrder(
  world: CheckoutWorld,
  who: Who,
  shopId: number,
  itemId: number,
  options: { pickup?: boolean; quantity?: number } = {},
): Promise<number> {
  const cartId = await fillCart(world, who, shopId, [{ foodMenuId: itemId, quantity: options.quantity ?? 2 }]);
  if (options.pickup) {
    const res = await callAs(world, who, "PATCH", "ShoppingCart/UpdateShoppingCart", {
      shoppingCartId: cartId,
      isDelivery: false,
      shopId,
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  const body = { shopId, sourceId: await tokenize(world), name: "Alice Martin" };
  const res = await callAs(world, who, "POST", "ShoppingCart/ProcessPayment", body, { key: randomUUID() });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.id;
}
