import { and, count, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { promotionRedemptions, promotions } from "../../db/schema/promotions.ts";

/** The marketplace's promotion with this code (case-insensitive; the unique index is on upper(code)). */
export async function findByCode(db: DbOrTx, tenantId: number, code: string) {
  const [row] = await db
    .select()
    .from(promotions)
    .where(and(eq(promotions.tenantId, tenantId), sql`upper(${promotions.code}) = upper(${code})`));
  return row;
}

export async function findById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(promotions).where(eq(promotions.id, id));
  return row;
}

/** The promotion's row lock: redemptions of one promotion queue here, so limits hold under concurrency. */
export async function lockById(tx: DbOrTx, id: number) {
  const [row] = await tx.select().from(promotions).where(eq(promotions.id, id)).for("update");
  return row;
}

/** Redemptions of the promotion: by everybody, and by this user when given. */
export async function usesOf(db: DbOrTx, promotionId: number, userId: number | null) {
  const [row] = await db
    .select({
      total: count(),
      own: sql<number>`count(*) filter (where ${promotionRedemptions.userId} = ${userId ?? -1})::int`,
    })
    .from(promotionRedemptions)
    .where(eq(promotionRedemptions.promotionId, promotionId));
  return { totalUses: Number(row?.total ?? 0), ownUses: Number(row?.own ?? 0) };
}

export async function insertRedemption(
  tx: DbOrTx,
  redemption: {
    promotionId: number;
    orderId: number;
    userId: number | null;
    guestId: string | null;
    discountCents: number;
  },
) {
  const [row] = await tx.insert(promotionRedemptions).values(redemption).returning({ id: promotionRedemptions.id });
  return (row as { id: number }).id;
}
