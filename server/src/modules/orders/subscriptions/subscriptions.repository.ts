import { and, count, desc, eq, inArray, isNotNull, isNull, lt, lte } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { orderSubscriptions, orders, subscriptionDeliveries } from "../../../db/schema/index.ts";

export type SubscriptionRow = typeof orderSubscriptions.$inferSelect;
export type DeliveryRow = typeof subscriptionDeliveries.$inferSelect;

/** A signed-in customer in a storefront: subscriptions are never a guest's. */
export interface SubscriptionOwner {
  tenantId: number;
  userId: number;
}

const ownedBy = (owner: SubscriptionOwner) =>
  and(eq(orderSubscriptions.tenantId, owner.tenantId), eq(orderSubscriptions.userId, owner.userId));

export async function pageSubscriptionsOf(db: DbOrTx, owner: SubscriptionOwner, page: { skip: number; take: number }) {
  const rows = await db
    .select()
    .from(orderSubscriptions)
    .where(ownedBy(owner))
    .orderBy(desc(orderSubscriptions.createdAt), desc(orderSubscriptions.id))
    .offset(page.skip)
    .limit(page.take);
  const [total] = await db.select({ n: count() }).from(orderSubscriptions).where(ownedBy(owner));
  return { rows, totalCount: Number(total?.n ?? 0) };
}

export async function findSubscriptionOf(db: DbOrTx, owner: SubscriptionOwner, id: number) {
  const [row] = await db
    .select()
    .from(orderSubscriptions)
    .where(and(eq(orderSubscriptions.id, id), ownedBy(owner)));
  return row;
}

export async function lockSubscription(tx: DbOrTx, id: number): Promise<SubscriptionRow | undefined> {
  const [row] = await tx.select().from(orderSubscriptions).where(eq(orderSubscriptions.id, id)).for("update");
  return row;
}

export async function updateSubscription(
  tx: DbOrTx,
  id: number,
  patch: Partial<Omit<SubscriptionRow, "id" | "createdAt">>,
): Promise<SubscriptionRow> {
  const [row] = await tx.update(orderSubscriptions).set(patch).where(eq(orderSubscriptions.id, id)).returning();
  return row as SubscriptionRow;
}

/** Active subscriptions whose next delivery starts at or before `until` (the scheduler's pick). */
export function dueSubscriptions(db: DbOrTx, until: Date, limit = 500) {
  return db
    .select({
      id: orderSubscriptions.id,
      tenantId: orderSubscriptions.tenantId,
      shopId: orderSubscriptions.shopId,
      nextDeliveryAt: orderSubscriptions.nextDeliveryAt,
      updatedAt: orderSubscriptions.updatedAt,
    })
    .from(orderSubscriptions)
    .where(
      and(
        eq(orderSubscriptions.status, "active"),
        isNotNull(orderSubscriptions.nextDeliveryAt),
        lte(orderSubscriptions.nextDeliveryAt, until),
      ),
    )
    .orderBy(orderSubscriptions.nextDeliveryAt)
    .limit(limit);
}

/**
 * Active subscriptions with no delivery left whose last day is before `beforeDate` become
 * completed (a one-week subscription whose only delivery was its first order). Answers how many.
 */
export async function completeEnded(db: DbOrTx, beforeDate: string, at: Date): Promise<number> {
  const rows = await db
    .update(orderSubscriptions)
    .set({ status: "completed", updatedAt: at })
    .where(
      and(
        eq(orderSubscriptions.status, "active"),
        isNull(orderSubscriptions.nextDeliveryAt),
        lt(orderSubscriptions.endsOn, beforeDate),
      ),
    )
    .returning({ id: orderSubscriptions.id });
  return rows.length;
}

/** The orders of these subscriptions, newest first. */
export function ordersOfSubscriptions(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(orders)
    .where(inArray(orders.subscriptionId, ids))
    .orderBy(desc(orders.createdAt), desc(orders.id));
}

export async function orderById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

/** A renewal's order belongs to its subscription (the order is placed by orders.place, then linked). */
export async function linkOrder(tx: DbOrTx, orderId: number, subscriptionId: number) {
  await tx.update(orders).set({ subscriptionId }).where(eq(orders.id, orderId));
}

/**
 * Claims a delivery: the row for (subscription, date) if none exists yet; undefined when another
 * run already has it (the UNIQUE constraint is the exactly-once guard).
 */
export async function claimDelivery(
  tx: DbOrTx,
  values: typeof subscriptionDeliveries.$inferInsert,
): Promise<DeliveryRow | undefined> {
  const [row] = await tx.insert(subscriptionDeliveries).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findDelivery(tx: DbOrTx, subscriptionId: number, deliveryDate: string) {
  const [row] = await tx
    .select()
    .from(subscriptionDeliveries)
    .where(
      and(
        eq(subscriptionDeliveries.subscriptionId, subscriptionId),
        eq(subscriptionDeliveries.deliveryDate, deliveryDate),
      ),
    );
  return row;
}

export async function updateDelivery(tx: DbOrTx, id: number, patch: Partial<DeliveryRow>) {
  await tx.update(subscriptionDeliveries).set(patch).where(eq(subscriptionDeliveries.id, id));
}
