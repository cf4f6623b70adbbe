import { orderStatus as s } from "@dutchpot/contract";
import { and, asc, eq, inArray, isNull, notInArray, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { orderNotifications, orderStatusHistory, orderSubscriptions, orders } from "../../../db/schema/orders.ts";
import { userRoles, users } from "../../../db/schema/users.ts";

/** Statuses the simulator moves on (not scheduled: the release does that; not final or handed over). */
export const simulatedStatuses: readonly number[] = [s.confirmed, s.processing, s.outForDelivery, s.readyForPickup];

export interface MovableOrder {
  id: number;
  tenantId: number;
  shopId: number;
  status: number;
  isDelivery: boolean;
  deliveryDateStart: Date | null;
}

const movable = {
  id: orders.id,
  tenantId: orders.tenantId,
  shopId: orders.shopId,
  status: orders.status,
  isDelivery: orders.isDelivery,
  deliveryDateStart: orders.deliveryDateStart,
};

/** The storefronts with orders the simulator could move (a short list: the tenant filter comes first). */
export async function storefrontsWithLiveOrders(db: DbOrTx): Promise<number[]> {
  const rows = await db
    .selectDistinct({ tenantId: orders.tenantId })
    .from(orders)
    .where(inArray(orders.status, [...simulatedStatuses]));
  return rows.map((r) => r.tenantId);
}

/** The shops' owning tenants with orders the simulator could move. */
export async function shopTenantsWithLiveOrders(db: DbOrTx): Promise<number[]> {
  const rows = await db
    .selectDistinct({ tenantId: orders.shopTenantId })
    .from(orders)
    .where(inArray(orders.status, [...simulatedStatuses]));
  return rows.map((r) => r.tenantId);
}

/**
 * Which of these tenants have an active tenant admin (a live, active account with the role): they
 * run their own order board, so the simulator leaves their shops' orders alone (a read of the
 * identity tables, listed in table-owners.ts `knownCrossReads`).
 */
export async function tenantsWithActiveAdmin(db: DbOrTx, tenantIds: number[]): Promise<number[]> {
  if (tenantIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ tenantId: users.tenantId })
    .from(users)
    .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.role, "tenantAdmin")))
    .where(and(inArray(users.tenantId, tenantIds), eq(users.isActive, true), isNull(users.deletedAt)));
  return rows.map((r) => r.tenantId as number);
}

/**
 * Orders of these storefronts in a simulated status whose last change is at or before `changedBy`,
 * but none of shops owned by `exceptShopTenants` (partners running their own board).
 */
export async function ordersDueForSimulation(
  db: DbOrTx,
  tenantIds: number[] | "all",
  changedBy: Date,
  limit: number,
  exceptShopTenants: readonly number[] = [],
): Promise<MovableOrder[]> {
  if (tenantIds !== "all" && tenantIds.length === 0) return [];
  const lastChange = sql`coalesce((select max(${orderStatusHistory.at}) from ${orderStatusHistory} where ${orderStatusHistory.orderId} = ${orders.id}), ${orders.updatedAt})`;
  return db
    .select(movable)
    .from(orders)
    .where(
      and(
        inArray(orders.status, [...simulatedStatuses]),
        tenantIds === "all" ? undefined : inArray(orders.tenantId, tenantIds),
        exceptShopTenants.length === 0 ? undefined : notInArray(orders.shopTenantId, [...exceptShopTenants]),
        sql`${lastChange} <= ${changedBy.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(orders.id))
    .limit(limit);
}

const slotStart = sql`coalesce(${orders.deliveryDateStart}, ${orders.createdAt})`;

/** The shops with scheduled orders whose slot starts by `startsBy`. */
export async function shopsWithScheduledOrders(db: DbOrTx, startsBy: Date): Promise<number[]> {
  const rows = await db
    .selectDistinct({ shopId: orders.shopId })
    .from(orders)
    .where(and(eq(orders.status, s.scheduled), sql`${slotStart} <= ${startsBy.toISOString()}::timestamptz`));
  return rows.map((r) => r.shopId);
}

/**
 * Scheduled orders already due for release, earliest slot first: those of `shopIds` whose slot
 * starts by `startsBy`, for each group (the shops sharing one preparation time). Every row answered
 * is due, so a full batch never hides a due order behind orders that are not.
 */
export async function scheduledOrdersDue(
  db: DbOrTx,
  groups: readonly { shopIds: number[]; startsBy: Date }[],
  limit: number,
): Promise<MovableOrder[]> {
  if (groups.length === 0) return [];
  return db
    .select(movable)
    .from(orders)
    .where(
      and(
        eq(orders.status, s.scheduled),
        or(
          ...groups.map((g) =>
            and(inArray(orders.shopId, g.shopIds), sql`${slotStart} <= ${g.startsBy.toISOString()}::timestamptz`),
          ),
        ),
      ),
    )
    .orderBy(asc(orders.deliveryDateStart), asc(orders.id))
    .limit(limit);
}

/**
 * Claims the order for one move: locked until the transaction ends, or nothing when another
 * instance holds it (`SKIP LOCKED`) or it is no longer in `status`.
 */
export async function claimOrder(tx: DbOrTx, id: number, status: number): Promise<boolean> {
  const rows = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.status, status)))
    .for("update", { skipLocked: true });
  return rows.length > 0;
}

export type NotificationRow = typeof orderNotifications.$inferSelect;

/** When a pending notification is due: its `next_attempt_at`, or at once (a new row). */
const dueAt = sql`coalesce(${orderNotifications.nextAttemptAt}, '-infinity'::timestamptz)`;

/**
 * The next pending notification that is due at `now`, locked (`SKIP LOCKED`: two drainers never
 * take the same row): new rows first, oldest first, then failed ones by their `next_attempt_at`
 * (markNotificationFailed). One range scan of order_notifications_pending_idx, however many rows
 * wait for a later retry.
 */
export async function claimNextNotification(tx: DbOrTx, now: Date): Promise<NotificationRow | undefined> {
  const [row] = await tx
    .select()
    .from(orderNotifications)
    .where(
      and(
        eq(orderNotifications.state, "pending"),
        sql`${dueAt} <= ${now.toISOString()}::timestamptz`,
        // An order's messages go out in order: none while an earlier one of the order is pending.
        sql`not exists (select 1 from order_notifications older where older.order_id = ${orderNotifications.orderId} and older.state = 'pending' and older.id < ${orderNotifications.id})`,
      ),
    )
    .orderBy(dueAt, asc(orderNotifications.id))
    .limit(1)
    .for("update", { skipLocked: true });
  return row;
}

export async function markNotificationSent(tx: DbOrTx, id: number, at: Date) {
  await tx
    .update(orderNotifications)
    .set({
      state: "sent",
      sentAt: at,
      attempts: sql`${orderNotifications.attempts} + 1`,
      lastError: null,
      nextAttemptAt: null,
    })
    .where(eq(orderNotifications.id, id));
}

/**
 * A failed attempt: counted, with its reason. `retryAt` keeps it pending until then; null gives up
 * (state failed).
 */
export async function markNotificationFailed(tx: DbOrTx, id: number, error: string, retryAt: Date | null) {
  await tx
    .update(orderNotifications)
    .set({
      state: retryAt ? "pending" : "failed",
      attempts: sql`${orderNotifications.attempts} + 1`,
      lastError: error.slice(0, 500),
      nextAttemptAt: retryAt,
    })
    .where(eq(orderNotifications.id, id));
}

/** Whom and what a notification is about: its order's, else its subscription's, owner and shop. */
export async function notificationSubject(tx: DbOrTx, row: NotificationRow) {
  if (row.orderId !== null) {
    const [order] = await tx
      .select({
        id: orders.id,
        tenantId: orders.tenantId,
        shopId: orders.shopId,
        userId: orders.userId,
        customerEmail: orders.customerEmail,
        isDelivery: orders.isDelivery,
      })
      .from(orders)
      .where(eq(orders.id, row.orderId));
    if (order) return { ...order, subscriptionId: row.subscriptionId };
  }
  if (row.subscriptionId !== null) {
    const [sub] = await tx
      .select({
        tenantId: orderSubscriptions.tenantId,
        shopId: orderSubscriptions.shopId,
        userId: orderSubscriptions.userId,
      })
      .from(orderSubscriptions)
      .where(eq(orderSubscriptions.id, row.subscriptionId));
    if (sub) return { ...sub, id: null, customerEmail: "", isDelivery: true, subscriptionId: row.subscriptionId };
  }
  return undefined;
}

export type NotificationSubject = NonNullable<Awaited<ReturnType<typeof notificationSubject>>>;

/** The storefronts with pending notifications (their brand names are read before the sending). */
export async function tenantsWithPendingNotifications(db: DbOrTx): Promise<number[]> {
  const rows = await db
    .selectDistinct({ tenantId: orderNotifications.tenantId })
    .from(orderNotifications)
    .where(eq(orderNotifications.state, "pending"));
  return rows.map((r) => r.tenantId);
}
