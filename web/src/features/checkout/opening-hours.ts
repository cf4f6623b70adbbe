import type { OpeningHours } from "@dutchpot/contract";

const minutesOf = (time: string) => {
  const [h = "0", m = "0"] = time.split(":");
  return Number(h) * 60 + Number(m);
};

/**
 * Whether the shop's weekly hours cover `time` ("HH:MM", local) on `dayOfWeek` (0 = Sunday): an
 * interval of that day that has opened and not closed yet, or the previous day's overnight interval
 * (one that closes at or before it opens) still running past midnight.
 */
export function isOpenAt(week: OpeningHours["week"], dayOfWeek: number, time: string): boolean {
  const at = minutesOf(time);
  const intervals = (day: number) => week.find((d) => d.dayOfWeek === (day + 7) % 7)?.intervals ?? [];
  const today = intervals(dayOfWeek).some(({ opensAt, closesAt }) => {
    const open = minutesOf(opensAt);
    const close = minutesOf(closesAt);
    return at >= open && (close > open ? at < close : true);
  });
  if (today) return true;
  return intervals(dayOfWeek - 1).some(({ opensAt, closesAt }) => {
    const close = minutesOf(closesAt);
    return close <= minutesOf(opensAt) && at < close;
  });
}

/** A wizard time slot is offered when the shop is open then on every chosen day (unknown hours: always). */
export function slotFitsDays(week: OpeningHours["week"] | undefined, days: readonly number[], time: string): boolean {
  if (!week || week.length === 0) return true;
  return days.every((day) => isOpenAt(week, day, time));
}
