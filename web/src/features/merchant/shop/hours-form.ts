import type { MerchantShopHours, SetShopHoursInput } from "@dutchpot/contract";

export interface IntervalDraft {
  /** Stable key of the row while editing. */
  key: number;
  opensAt: string;
  closesAt: string;
}

/** The week as edited: day of week (0 = Sunday) → its intervals. */
export type WeekDraft = Record<number, IntervalDraft[]>;

/** Business week order: Monday first. */
export const weekOrder = [1, 2, 3, 4, 5, 6, 0] as const;

let nextKey = 1;
export const newInterval = (opensAt = "09:00", closesAt = "17:00"): IntervalDraft => ({
  key: nextKey++,
  opensAt,
  closesAt,
});

/** A time control cannot show 24:00: midnight at the end of the day is 00:00 (past midnight = overnight). */
export function draftOf(hours: MerchantShopHours): WeekDraft {
  const week: WeekDraft = {};
  for (const day of hours.days) {
    week[day.dayOfWeek] = day.intervals.map((i) =>
      newInterval(i.opensAt, i.closesAt === "24:00" ? "00:00" : i.closesAt),
    );
  }
  return week;
}

const minutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** What is wrong with the week: an interval opening and closing at once, or the day whose intervals overlap. */
export function weekProblem(week: WeekDraft): { key: "sameTime" | "overlap" | "time"; day: number } | null {
  const spans: { start: number; end: number; day: number }[] = [];
  for (const day of weekOrder) {
    for (const i of week[day] ?? []) {
      if (!/^\d\d:\d\d$/.test(i.opensAt) || !/^\d\d:\d\d$/.test(i.closesAt)) return { key: "time", day };
      if (i.opensAt === i.closesAt) return { key: "sameTime", day };
      const start = day * 1440 + minutes(i.opensAt);
      const end = day * 1440 + minutes(i.closesAt) + (minutes(i.closesAt) <= minutes(i.opensAt) ? 1440 : 0);
      spans.push({ start, end, day });
      if (end > 7 * 1440) spans.push({ start: start - 7 * 1440, end: end - 7 * 1440, day });
    }
  }
  spans.sort((a, b) => a.start - b.start);
  for (let n = 1; n < spans.length; n++) {
    const [a, b] = [spans[n - 1], spans[n]];
    if (a && b && b.start < a.end) return { key: "overlap", day: b.day };
  }
  return null;
}

/** The SetHours body. */
export function setHoursInputOf(id: number, week: WeekDraft): SetShopHoursInput {
  return {
    id,
    days: [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
      dayOfWeek,
      intervals: (week[dayOfWeek] ?? []).map(({ opensAt, closesAt }) => ({ opensAt, closesAt })),
    })),
  };
}

/** The weekday's name in the reader's language (2023-01-01 was a Sunday). */
export function dayName(day: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" }).format(Date.UTC(2023, 0, 1 + day));
}
