import { and, count, desc, eq, inArray, isNull, ne, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { promotionRedemptions, promotions } from "../../db/schema/promotions.ts";

type PromotionInsert = typeof promotions.$inferInsert;

/** Which codes an admin manages: those of its shops and, for a marketplace's admin, the marketplace-wide ones. */
export interface ManagedCodes {
  shopIds: number[];
  /** The marketplace whose codes valid at every shop are included (null: none). */
  marketplaceTenantId: number | null;
}

function managedFilter(managed: ManagedCodes): SQL {
  const parts: SQL[] = [];
  if (managed.shopIds.length > 0) parts.push(inArray(promotions.shopId, managed.shopIds));
  if (managed.marketplaceTenantId !== null) {
    parts.push(and(isNull(promotions.shopId), eq(promotions.tenantId, managed.marketplaceTenantId)) as SQL);
  }
  return parts.length === 0 ? sql`false` : (or(...parts) as SQL);
}

/**
 * A promotion's usage: how many paid orders used it and the discount they got (correlated, by
 * index). The outer row is named in full: Drizzle leaves a column unqualified inside `sql`.
 */
const outerId = sql.raw(`"promotions"."id"`);
const withUsage = (db: DbOrTx) =>
  db
    .select({
      promotion: promotions,
      redemptions: sql<number>`(select count(*)::int from ${promotionRedemptions} r where r.promotion_id = ${outerId})`,
      discountCents: sql<string>`(select coalesce(sum(r.discount_cents), 0)::bigint from ${promotionRedemptions} r where r.promotion_id = ${outerId})`,
    })
    .from(promotions);

export type PromotionWithUsage = {
  promotion: typeof promotions.$inferSelect;
  redemptions: number;
  discountCents: number;
};

const normalise = (row: {
  promotion: typeof promotions.$inferSelect;
  redemptions: unknown;
  discountCents: unknown;
}) => ({
  promotion: row.promotion,
  redemptions: Number(row.redemptions),
  discountCents: Number(row.discountCents),
});

/** A page of the managed codes, newest first, each with its usage. */
export async function pageManaged(db: DbOrTx, managed: ManagedCodes, page: { skip: number; take: number }) {
  const filter = managedFilter(managed);
  const [total] = await db.select({ n: count() }).from(promotions).where(filter);
  const rows = await withUsage(db)
    .where(filter)
    .orderBy(desc(promotions.createdAt), desc(promotions.id))
    .limit(page.take)
    .offset(page.skip);
  return { totalCount: Number(total?.n ?? 0), items: rows.map(normalise) };
}

/** One promotion with its usage, or undefined. */
export async function findWithUsage(db: DbOrTx, id: number): Promise<PromotionWithUsage | undefined> {
  const [row] = await withUsage(db).where(eq(promotions.id, id));
  return row ? normalise(row) : undefined;
}

/** Whether the marketplace has another code spelt `code` (any case). */
export async function codeTaken(db: DbOrTx, tenantId: number, code: string, exceptId: number | null) {
  const [row] = await db
    .select({ id: promotions.id })
    .from(promotions)
    .where(
      and(
        eq(promotions.tenantId, tenantId),
        sql`upper(${promotions.code}) = upper(${code})`,
        exceptId === null ? undefined : ne(promotions.id, exceptId),
      ),
    );
  return row !== undefined;
}

export async function insertPromotion(db: DbOrTx, values: PromotionInsert) {
  const [row] = await db.insert(promotions).values(values).returning({ id: promotions.id });
  return (row as { id: number }).id;
}

export async function updatePromotion(db: DbOrTx, id: number, values: Partial<PromotionInsert>) {
  await db.update(promotions).set(values).where(eq(promotions.id, id));
}
