import { and, asc, gte, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { shopClosures, shopHours } from "../../db/schema/index.ts";

export interface HoursRow {
  shopId: number;
  dayOfWeek: number;
  opensAt: number;
  closesAt: number;
}

export interface ClosureRow {
  shopId: number;
  date: string;
  reason: string;
}

/** The weekly timetables of these shops, by shop, day and opening time (one query for a whole list). */
export async function findWeeks(db: DbOrTx, shopIds: number[]): Promise<HoursRow[]> {
  if (shopIds.length === 0) return [];
  return db
    .select({
      shopId: shopHours.shopId,
      dayOfWeek: shopHours.dayOfWeek,
      opensAt: shopHours.opensAt,
      closesAt: shopHours.closesAt,
    })
    .from(shopHours)
    .where(inArray(shopHours.shopId, shopIds))
    .orderBy(asc(shopHours.shopId), asc(shopHours.dayOfWeek), asc(shopHours.opensAt));
}

/** Closures of these shops on or after `fromDate` ("YYYY-MM-DD"), by date. */
export async function findClosures(db: DbOrTx, shopIds: number[], fromDate: string): Promise<ClosureRow[]> {
  if (shopIds.length === 0) return [];
  return db
    .select({ shopId: shopClosures.shopId, date: shopClosures.date, reason: shopClosures.reason })
    .from(shopClosures)
    .where(and(inArray(shopClosures.shopId, shopIds), gte(shopClosures.date, fromDate)))
    .orderBy(asc(shopClosures.date));
}

/**
 * Holds, until the transaction ends, the lock of one slot of a shop: two payments for the same
 * slot count its bookings one after the other, so they cannot both take its last place.
 */
export async function lockSlot(tx: DbOrTx, shopId: number, slotStart: Date): Promise<void> {
  const key = `hours.slot:${shopId}:${slotStart.toISOString()}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}
