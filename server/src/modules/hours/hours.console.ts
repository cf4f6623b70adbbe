import type { MerchantShopHours, SetShopHoursInput } from "@dutchpot/contract";
import type { Db } from "../../db/client.ts";
import { withTransaction } from "../../db/transaction.ts";
import { FieldValidationError, NotFoundError } from "../../lib/errors.ts";
import { deleteClosure, findClosuresFrom, findWeek, replaceWeek, upsertClosure } from "./hours.console.repository.ts";
import type { WeeklyInterval } from "./schedule.ts";
import { clockText, toLocal } from "./zoned-time.ts";

/** The shop a console hours call works on, already checked to be the admin's (the shops console). */
export interface ConsoleShop {
  id: number;
  timeZone: string;
}

const dayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const weekMinutes = 7 * 1_440;

/** "HH:MM" → minutes past midnight ("24:00" → 1440). */
const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** The week's intervals from the console's form; overlapping ones (overnight ones included) are a 400. */
export function weekOf(days: SetShopHoursInput["days"]): WeeklyInterval[] {
  const week = days.flatMap((day) =>
    day.intervals.map((i) => ({
      dayOfWeek: day.dayOfWeek,
      opensAt: minutesOf(i.opensAt),
      closesAt: minutesOf(i.closesAt),
    })),
  );
  // Each interval as minutes of the week; an overnight one runs into the next day, Saturday's into Sunday.
  const spans = week.flatMap((w) => {
    const start = w.dayOfWeek * 1_440 + w.opensAt;
    const end = w.dayOfWeek * 1_440 + w.closesAt + (w.closesAt <= w.opensAt ? 1_440 : 0);
    const span = { start, end, day: w.dayOfWeek };
    return end > weekMinutes
      ? [span, { start: start - weekMinutes, end: end - weekMinutes, day: w.dayOfWeek }]
      : [span];
  });
  spans.sort((a, b) => a.start - b.start);
  for (let i = 1; i < spans.length; i++) {
    const [before, after] = [spans[i - 1], spans[i]];
    if (before && after && after.start < before.end) {
      throw new FieldValidationError("days", `Opening hours overlap on ${dayNames[after.day]}.`);
    }
  }
  return week;
}

/**
 * The merchant console's side of opening hours (the hours module owns shop_hours and shop_closures):
 * read, replace the week, add and remove dated closures. The caller (the shops console) has checked
 * that the shop is the admin's.
 */
export function createHoursConsole(db: Db, now: () => Date) {
  async function hoursOf(shop: ConsoleShop): Promise<MerchantShopHours> {
    const today = toLocal(shop.timeZone, now().getTime()).date;
    const [week, closures] = await Promise.all([findWeek(db, shop.id), findClosuresFrom(db, shop.id, today)]);
    return {
      shopId: shop.id,
      timeZone: shop.timeZone,
      days: [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
        dayOfWeek,
        intervals: week
          .filter((w) => w.dayOfWeek === dayOfWeek)
          .map((w) => ({ opensAt: clockText(w.opensAt), closesAt: clockText(w.closesAt) })),
      })),
      closures,
    };
  }

  return {
    hoursOf,

    /** Replaces the whole week (days left out are closed). */
    async setHours(shop: ConsoleShop, days: SetShopHoursInput["days"]): Promise<MerchantShopHours> {
      const week = weekOf(days);
      await withTransaction(db, (tx) => replaceWeek(tx, shop.id, week));
      return hoursOf(shop);
    },

    /** Closed all day on a local date, today or later (a past date is a 400). */
    async addClosure(shop: ConsoleShop, date: string, reason: string): Promise<MerchantShopHours> {
      const today = toLocal(shop.timeZone, now().getTime()).date;
      const parsed = new Date(`${date}T00:00:00Z`);
      if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date) {
        throw new FieldValidationError("date", "The date does not exist.");
      }
      if (date < today) throw new FieldValidationError("date", "A closure must be today or later.");
      await upsertClosure(db, shop.id, date, reason);
      return hoursOf(shop);
    },

    /** Removes the closure of that date (404 when there is none). */
    async removeClosure(shop: ConsoleShop, date: string): Promise<MerchantShopHours> {
      if (!(await deleteClosure(db, shop.id, date))) throw new NotFoundError("ShopClosure", date);
      return hoursOf(shop);
    },
  };
}

export type HoursConsole = ReturnType<typeof createHoursConsole>;
