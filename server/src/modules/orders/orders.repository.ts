import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { type OrderLineOption, orderLines, orderSubscriptions, orders } from "../../db/schema/orders.ts";

/** Whose orders: a customer (by user id) or a guest (by guest id), in one storefront tenant. */
export interface OrderOwner {
  tenantId: number;
  userId: number | null;
  guestId: string | null;
}

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type NewOrderSubscription = typeof orderSubscriptions.$inferInsert;

export interface NewOrderLine {
  menuItemId: number | null;
  name: string;
  imageUrl: string | null;
  unitPriceCents: number;
  quantity: number;
  priceCents: number;
  options: OrderLineOption[];
}

/** An owner with no user and no guest owns nothing: "no guest" is null, never a stand-in uuid. */
const guestIs = (column: typeof orders.guestId, guestId: string | null): SQL =>
  guestId === null ? sql`false` : eq(column, guestId);

/** A guest's orders are those placed with their guest id and no account (the same rule as paidOrderCount). */
const ownedBy = (owner: OrderOwner): SQL => {
  const who =
    owner.userId !== null
      ? eq(orders.userId, owner.userId)
      : and(isNull(orders.userId), guestIs(orders.guestId, owner.guestId));
  return and(eq(orders.tenantId, owner.tenantId), who) as SQL;
};

export async function insertOrder(tx: DbOrTx, order: NewOrder): Promise<OrderRow> {
  const [row] = await tx.insert(orders).values(order).returning();
  return row as OrderRow;
}

export async function insertOrderLines(tx: DbOrTx, orderId: number, lines: NewOrderLine[]) {
  if (lines.length === 0) return;
  await tx.insert(orderLines).values(lines.map((line) => ({ ...line, orderId })));
}

/** Inserts the subscription and links the order to it; returns the subscription id. */
export async function insertSubscription(tx: DbOrTx, subscription: NewOrderSubscription): Promise<number> {
  const [row] = await tx.insert(orderSubscriptions).values(subscription).returning({ id: orderSubscriptions.id });
  const id = (row as { id: number }).id;
  if (subscription.firstOrderId != null) {
    await tx.update(orders).set({ subscriptionId: id }).where(eq(orders.id, subscription.firstOrderId));
  }
  return id;
}

export async function findOrderOf(db: DbOrTx, owner: OrderOwner, id: number): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), ownedBy(owner)));
  return row;
}

/** One page of the owner's orders, newest first (ties broken by id, so pages never overlap). */
export async function pageOrdersOf(db: DbOrTx, owner: OrderOwner, page: { skip: number; take: number }) {
  const rows = await db
    .select()
    .from(orders)
    .where(ownedBy(owner))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .offset(page.skip)
    .limit(page.take);
  const [total] = await db.select({ n: count() }).from(orders).where(ownedBy(owner));
  return { rows, totalCount: Number(total?.n ?? 0) };
}

export async function linesOfOrders(db: DbOrTx, orderIds: number[]): Promise<OrderLineRow[]> {
  if (orderIds.length === 0) return [];
  return db.select().from(orderLines).where(inArray(orderLines.orderId, orderIds)).orderBy(asc(orderLines.id));
}
