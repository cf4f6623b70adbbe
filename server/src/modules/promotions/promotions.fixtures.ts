import type { DbOrTx } from "../../db/client.ts";
import { orders, promotionRedemptions, promotions } from "../../db/schema/index.ts";

/** Test data for the promotions and pricing tests: codes, paid orders and past redemptions. */

let codes = 0;

/** A promotion of marketplace 3 (a fresh code unless given): 10 % off, no limits, no window. */
export async function buildPromotion(db: DbOrTx, overrides: Partial<typeof promotions.$inferInsert> = {}) {
  codes += 1;
  const [row] = await db
    .insert(promotions)
    .values({ tenantId: 3, code: `TEST${codes}${Date.now() % 100_000}`, kind: "percentage", value: 1000, ...overrides })
    .returning();
  return row as typeof promotions.$inferSelect;
}

/** A paid order of an owner at a shop (what first-order rules count). */
export async function buildPaidOrder(
  db: DbOrTx,
  owner: { tenantId: number; userId: number | null; guestId: string | null },
  shop: { id: number; tenantId?: number },
) {
  const [row] = await db
    .insert(orders)
    .values({
      tenantId: owner.tenantId,
      shopId: shop.id,
      shopTenantId: shop.tenantId ?? owner.tenantId,
      userId: owner.userId,
      guestId: owner.userId === null ? owner.guestId : null,
      isDelivery: true,
      subTotalCents: 1000,
      taxCents: 130,
      totalCents: 1000,
      amountDueCents: 1130,
    })
    .returning({ id: orders.id });
  return (row as { id: number }).id;
}

/** A past use of a promotion by an owner's paid order. */
export async function buildRedemption(
  db: DbOrTx,
  promotionId: number,
  owner: { tenantId: number; userId: number | null; guestId: string | null },
  shopId: number,
) {
  const orderId = await buildPaidOrder(db, owner, { id: shopId });
  await db.insert(promotionRedemptions).values({
    promotionId,
    orderId,
    userId: owner.userId,
    guestId: owner.userId === null ? owner.guestId : null,
    discountCents: 100,
  });
  return orderId;
}
