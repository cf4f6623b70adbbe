import { and, asc, eq, gte, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { shopClosures, shopHours } from "../../db/schema/index.ts";
import type { WeeklyInterval } from "./schedule.ts";

/** The shop's weekly timetable, by day and opening time. */
export async function findWeek(db: DbOrTx, shopId: number): Promise<WeeklyInterval[]> {
  return db
    .select({ dayOfWeek: shopHours.dayOfWeek, opensAt: shopHours.opensAt, closesAt: shopHours.closesAt })
    .from(shopHours)
    .where(eq(shopHours.shopId, shopId))
    .orderBy(asc(shopHours.dayOfWeek), asc(shopHours.opensAt));
}

/**
 * Replaces the shop's whole timetable (in the caller's transaction). Replacements of one shop run one
 * after another (an advisory lock until commit): two at once would both delete, then both insert, and
 * leave the two weeks merged (duplicated or overlapping intervals `weekOf` refuses).
 */
export async function replaceWeek(tx: DbOrTx, shopId: number, week: WeeklyInterval[]): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`hours.week:${shopId}`}, 0))`);
  await tx.delete(shopHours).where(eq(shopHours.shopId, shopId));
  if (week.length > 0) await tx.insert(shopHours).values(week.map((w) => ({ shopId, ...w })));
}

/** Closures from `fromDate` on, earliest first. */
export async function findClosuresFrom(db: DbOrTx, shopId: number, fromDate: string) {
  return db
    .select({ date: shopClosures.date, reason: shopClosures.reason })
    .from(shopClosures)
    .where(and(eq(shopClosures.shopId, shopId), gte(shopClosures.date, fromDate)))
    .orderBy(asc(shopClosures.date));
}

/** Adds a closure, or replaces the reason of the one already on that date. */
export async function upsertClosure(db: DbOrTx, shopId: number, date: string, reason: string): Promise<void> {
  await db
    .insert(shopClosures)
    .values({ shopId, date, reason })
    .onConflictDoUpdate({ target: [shopClosures.shopId, shopClosures.date], set: { reason } });
}

/** Removes a closure; false when there was none on that date. */
export async function deleteClosure(db: DbOrTx, shopId: number, date: string): Promise<boolean> {
  const removed = await db
    .delete(shopClosures)
    .where(and(eq(shopClosures.shopId, shopId), eq(shopClosures.date, date)))
    .returning({ date: shopClosures.date });
  return removed.length > 0;
}
