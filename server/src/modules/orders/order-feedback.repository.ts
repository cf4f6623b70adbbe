import type { OrderProblemKind } from "@dutchpot/contract";
import { count, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { orderProblems, orderRatings } from "../../db/schema/orders.ts";

/** SQL of ratings and problem reports (order-feedback.ts). */

export interface NewRating {
  orderId: number;
  shopId: number;
  stars: number;
  comment: string | null;
  createdAt: Date;
}

/** Whether the order already has its rating. */
export async function hasRating(tx: DbOrTx, orderId: number): Promise<boolean> {
  const [row] = await tx
    .select({ orderId: orderRatings.orderId })
    .from(orderRatings)
    .where(eq(orderRatings.orderId, orderId));
  return row !== undefined;
}

/** Inserts the order's one rating (the primary key on the order id refuses a second: 23505). */
export async function insertRating(tx: DbOrTx, rating: NewRating) {
  await tx.insert(orderRatings).values(rating);
}

/** How many real ratings the shop has and their stars added up (the shop's rating is their mean). */
export async function ratingTally(tx: DbOrTx, shopId: number) {
  const [row] = await tx
    .select({ count: count(), totalStars: sql<string | number | null>`sum(${orderRatings.stars})` })
    .from(orderRatings)
    .where(eq(orderRatings.shopId, shopId));
  return { count: Number(row?.count ?? 0), totalStars: Number(row?.totalStars ?? 0) };
}

export async function problemCount(tx: DbOrTx, orderId: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(orderProblems).where(eq(orderProblems.orderId, orderId));
  return Number(row?.n ?? 0);
}

export async function insertProblem(
  tx: DbOrTx,
  problem: { orderId: number; kind: OrderProblemKind; note: string; createdAt: Date },
) {
  await tx.insert(orderProblems).values(problem);
}
