import { and, count, eq, gte, isNull, lt, ne, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { orderStatuses, orders } from "../../db/schema/orders.ts";

/**
 * The order reads other modules need, through the orders service (docs/decisions/013): how many
 * scheduled orders each slot of a shop holds (hours: slot capacity), and whether a customer has
 * ordered before (pricing: first-order free delivery; promotions: first-order codes).
 */

/** Orders booked per slot start (ISO instant) of a shop in [from, to); cancelled orders free their slot. */
export async function scheduledCounts(tx: DbOrTx, shopId: number, from: Date, to: Date): Promise<Map<string, number>> {
  const rows = await tx
    .select({ start: orders.deliveryDateStart, n: count() })
    .from(orders)
    .where(
      and(
        eq(orders.shopId, shopId),
        gte(orders.deliveryDateStart, from),
        lt(orders.deliveryDateStart, to),
        ne(orders.status, orderStatuses.cancelled),
      ),
    )
    .groupBy(orders.deliveryDateStart);
  return new Map(rows.flatMap((r) => (r.start ? [[r.start.toISOString(), Number(r.n)] as const] : [])));
}

/** The customer's (or guest's) paid orders in a storefront, cancelled ones excluded. */
export async function paidOrderCount(
  tx: DbOrTx,
  owner: { tenantId: number; userId: number | null; guestId: string | null },
): Promise<number> {
  const where = paidOrdersOf(owner);
  if (!where) return 0;
  const [row] = await tx.select({ n: count() }).from(orders).where(where);
  return Number(row?.n ?? 0);
}

/**
 * `paidOrderCount` as a scalar subquery (an int), for a module that reads it inside a statement of
 * its own (the cart's lock, decision 040): the orders module still writes the only SQL on its table.
 */
export function paidOrderCountSql(owner: { tenantId: number; userId: number | null; guestId: string | null }): SQL {
  const where = paidOrdersOf(owner);
  return where ? sql`(select count(*)::int from ${orders} where ${where})` : sql`0`;
}

function paidOrdersOf(owner: { tenantId: number; userId: number | null; guestId: string | null }): SQL | undefined {
  const who =
    owner.userId !== null
      ? eq(orders.userId, owner.userId)
      : owner.guestId !== null
        ? and(isNull(orders.userId), eq(orders.guestId, owner.guestId))
        : undefined;
  if (!who) return undefined;
  return and(eq(orders.tenantId, owner.tenantId), who, ne(orders.status, orderStatuses.cancelled));
}
