import { and, desc, eq, gte, lt, notInArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { orderLines, orderRatings, orderStatuses, orders } from "../../../db/schema/orders.ts";

/** Cancelled (9) and refunded (10) orders are not sales. */
const unsold = [orderStatuses.cancelled, orderStatuses.refunded];

export interface SalesPeriod {
  shopId: number;
  timeZone: string;
  /** The period's first instant (local midnight of its first day) and the instant after it. */
  from: Date;
  to: Date;
}

/**
 * Orders placed at the shop in the period, per local day of the shop (days without orders are
 * absent): sold orders, their revenue (subtotal − discount, cents) and cancelled or refunded ones.
 * One statement for the whole period, grouped by the local date in SQL.
 */
export async function dailySales(db: DbOrTx, p: SalesPeriod) {
  const day = sql<string>`to_char((${orders.createdAt} at time zone ${p.timeZone})::date, 'YYYY-MM-DD')`;
  const sold = sql`${orders.status} not in (${sql.join(unsold, sql`, `)})`;
  const rows = await db
    .select({
      day,
      orders: sql<number>`(count(*) filter (where ${sold}))::int`,
      revenueCents: sql<string>`coalesce(sum(${orders.subTotalCents} - ${orders.discountCents}) filter (where ${sold}), 0)::bigint`,
      cancellations: sql<number>`(count(*) filter (where not ${sold}))::int`,
    })
    .from(orders)
    .where(and(eq(orders.shopId, p.shopId), gte(orders.createdAt, p.from), lt(orders.createdAt, p.to)))
    // By position: the time zone is a parameter, and a repeated expression would be a second one.
    .groupBy(sql`1`);
  return rows.map((r) => ({
    day: r.day,
    orders: Number(r.orders),
    revenueCents: Number(r.revenueCents),
    cancellations: Number(r.cancellations),
  }));
}

/**
 * The period's best-selling items by quantity (ties: revenue), with their revenue (line prices,
 * cents). Lines of one menu item are one entry under its latest name; a line whose item was deleted
 * counts under its name.
 */
export async function bestSellers(db: DbOrTx, p: SalesPeriod, limit: number) {
  const key = sql`coalesce(${orderLines.menuItemId}::text, 'name:' || ${orderLines.name})`;
  const quantity = sql<string>`sum(${orderLines.quantity})::bigint`;
  const revenue = sql<string>`sum(${orderLines.priceCents})::bigint`;
  const rows = await db
    .select({
      menuItemId: sql<number | null>`min(${orderLines.menuItemId})`,
      name: sql<string>`(array_agg(${orderLines.name} order by ${orders.createdAt} desc))[1]`,
      quantity,
      revenueCents: revenue,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(
        eq(orders.shopId, p.shopId),
        gte(orders.createdAt, p.from),
        lt(orders.createdAt, p.to),
        notInArray(orders.status, unsold),
      ),
    )
    .groupBy(key)
    .orderBy(desc(quantity), desc(revenue), sql`min(${orderLines.name})`)
    .limit(limit);
  return rows.map((r) => ({
    menuItemId: r.menuItemId === null ? null : Number(r.menuItemId),
    name: r.name,
    quantity: Number(r.quantity),
    revenueCents: Number(r.revenueCents),
  }));
}

/** The shop's customer ratings: how many, and their stars added up. */
export async function ratingTally(db: DbOrTx, shopId: number) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      totalStars: sql<number>`coalesce(sum(${orderRatings.stars}), 0)::int`,
    })
    .from(orderRatings)
    .where(eq(orderRatings.shopId, shopId));
  return { count: Number(row?.count ?? 0), totalStars: Number(row?.totalStars ?? 0) };
}
