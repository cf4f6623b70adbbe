import { orderStatus as s } from "@dutchpot/contract";
import { and, asc, count, desc, eq, gte, inArray, or, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { orders } from "../../../db/schema/orders.ts";
import type { OrderRow } from "../orders.repository.ts";

/** The board's live statuses: the shop still has work to do on these. */
export const liveStatuses: readonly number[] = [
  s.scheduled,
  s.confirmed,
  s.processing,
  s.outForDelivery,
  s.readyForPickup,
];

/** Finished: handed over, cancelled or refunded. */
export const finishedStatuses: readonly number[] = [s.delivered, s.pickedUp, s.cancelled, s.refunded];

/** The merchant's scope: the shop's orders whose shop belongs to the admin's tenant. */
const ofShop = (tenantId: number, shopId: number): SQL =>
  and(eq(orders.shopTenantId, tenantId), eq(orders.shopId, shopId)) as SQL;

/** One order of the tenant's shops, or undefined (another tenant's order is "not found"). */
export async function findShopOrder(db: DbOrTx, tenantId: number, id: number): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.shopTenantId, tenantId)));
  return row;
}

/** The shop's live orders (oldest first) and those finished since `since` (newest first). */
export async function boardRows(db: DbOrTx, tenantId: number, shopId: number, since: Date) {
  const rows = await db
    .select()
    .from(orders)
    .where(
      and(
        ofShop(tenantId, shopId),
        or(
          inArray(orders.status, [...liveStatuses]),
          and(inArray(orders.status, [...finishedStatuses]), gte(orders.updatedAt, since)),
        ),
      ),
    )
    .orderBy(asc(orders.createdAt), asc(orders.id));
  return {
    live: rows.filter((r) => liveStatuses.includes(r.status)),
    done: rows.filter((r) => finishedStatuses.includes(r.status)).reverse(),
  };
}

/** One page of the shop's orders, newest first, optionally of one status. */
export async function pageShopOrders(
  db: DbOrTx,
  tenantId: number,
  shopId: number,
  page: { skip: number; take: number; status?: number },
) {
  const where = and(ofShop(tenantId, shopId), page.status === undefined ? undefined : eq(orders.status, page.status));
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .offset(page.skip)
    .limit(page.take);
  const [total] = await db.select({ n: count() }).from(orders).where(where);
  return { rows, totalCount: Number(total?.n ?? 0) };
}

/** The shop's acceptance: when, and its preparation estimate (in the Accept's transaction). */
export async function setAccepted(tx: DbOrTx, id: number, at: Date, prepEstimateMinutes: number) {
  await tx.update(orders).set({ acceptedAt: at, prepEstimateMinutes }).where(eq(orders.id, id));
}
