import type { OrderActorKind } from "@dutchpot/contract";
import { asc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { orderNotifications, orderProblems, orderRatings, orderStatusHistory, orders } from "../../db/schema/orders.ts";
import type { OrderRow } from "./orders.repository.ts";

export type OrderHistoryRow = typeof orderStatusHistory.$inferSelect;
export type OrderRatingRow = typeof orderRatings.$inferSelect;
export type OrderProblemRow = typeof orderProblems.$inferSelect;
export type NewOrderNotification = typeof orderNotifications.$inferInsert;

/** The order row, locked until the transaction ends (every status change takes this lock first). */
export async function lockOrder(tx: DbOrTx, id: number): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for("update");
  return row;
}

export async function setOrderStatus(tx: DbOrTx, id: number, status: number, at: Date): Promise<OrderRow> {
  const [row] = await tx.update(orders).set({ status, updatedAt: at }).where(eq(orders.id, id)).returning();
  return row as OrderRow;
}

export async function insertHistory(
  tx: DbOrTx,
  entry: {
    orderId: number;
    status: number;
    actor: OrderActorKind;
    actorUserId: number | null;
    at: Date;
    /** A merchant's reason (rejection, cancellation). */
    reason?: string | null;
  },
) {
  await tx.insert(orderStatusHistory).values(entry);
}

export async function historyOf(db: DbOrTx, orderIds: number[]): Promise<OrderHistoryRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderStatusHistory)
    .where(inArray(orderStatusHistory.orderId, orderIds))
    .orderBy(asc(orderStatusHistory.id));
}

export async function ratingsOf(db: DbOrTx, orderIds: number[]): Promise<OrderRatingRow[]> {
  if (orderIds.length === 0) return [];
  return db.select().from(orderRatings).where(inArray(orderRatings.orderId, orderIds));
}

export async function problemsOf(db: DbOrTx, orderIds: number[]): Promise<OrderProblemRow[]> {
  if (orderIds.length === 0) return [];
  return db.select().from(orderProblems).where(inArray(orderProblems.orderId, orderIds)).orderBy(asc(orderProblems.id));
}

/** Queues a notification in the caller's transaction (the outbox; sent by the notifications job). */
export async function queueNotification(tx: DbOrTx, notification: NewOrderNotification) {
  await tx.insert(orderNotifications).values(notification);
}
