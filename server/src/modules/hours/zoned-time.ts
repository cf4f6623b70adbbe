/**
 * Wall-clock time in an IANA time zone with the platform's `Intl` data only (no library): the
 * local date and minute of an instant, and the instant of a local date and minute. DST gaps and
 * overlaps follow the "compatible" rule (docs/decisions/019-time-zones-and-slots.md): a local
 * time that does not exist (spring forward) moves forward by the gap; one that exists twice (fall
 * back) is its first occurrence.
 */

const minuteMs = 60_000;
const dayMs = 1_440 * minuteMs;

/** A local calendar date (month 1–12). */
export interface LocalDate {
  year: number;
  month: number;
  day: number;
}

/** An instant as a clock on the wall of the time zone shows it. */
export interface LocalTime extends LocalDate {
  /** Minutes since local midnight, 0–1439. */
  minute: number;
  /** 0 = Sunday … 6 = Saturday. */
  dayOfWeek: number;
  /** "YYYY-MM-DD". */
  date: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Throws a RangeError for a name the platform does not know. */
export function assertTimeZone(timeZone: string): void {
  formatterOf(timeZone);
}

function wallClock(timeZone: string, instant: number) {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(instant)) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return parts as Record<"year" | "month" | "day" | "hour" | "minute" | "second", number>;
}

/**
 * Offsets by zone and quarter-hour: every zone's offset and transition instant is a whole number of
 * quarter-hours, so the offset is constant within one. Store lists ask for the same few hours of
 * many shops; formatting is the costly part (~10 µs a call).
 */
const offsetCache = new Map<string, number>();
const quarterMs = 15 * minuteMs;

/** The zone's offset from UTC at `instant`, in minutes (Toronto in winter: -300). */
export function offsetMinutes(timeZone: string, instant: number): number {
  const quarter = Math.floor(instant / quarterMs);
  const key = `${timeZone}|${quarter}`;
  const cached = offsetCache.get(key);
  if (cached !== undefined) return cached;
  const at = quarter * quarterMs;
  const c = wallClock(timeZone, at);
  const offset = Math.round((Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second) - at) / minuteMs);
  if (offsetCache.size >= 20_000) offsetCache.clear();
  offsetCache.set(key, offset);
  return offset;
}

export const formatDate = (d: LocalDate) =>
  `${String(d.year).padStart(4, "0")}-${String(d.month).padStart(2, "0")}-${String(d.day).padStart(2, "0")}`;

export const dayOfWeekOf = (d: LocalDate) => new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay();

/** The local date `days` after `d` (calendar arithmetic, no time zone involved). */
export function addDays(d: LocalDate, days: number): LocalDate {
  const t = new Date(Date.UTC(d.year, d.month - 1, d.day + days));
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
}

/** What a clock in `timeZone` shows at `instant`. */
export function toLocal(timeZone: string, instant: number): LocalTime {
  const wall = new Date(instant + offsetMinutes(timeZone, instant) * minuteMs);
  const date = { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate() };
  return {
    ...date,
    minute: wall.getUTCHours() * 60 + wall.getUTCMinutes(),
    dayOfWeek: wall.getUTCDay(),
    date: formatDate(date),
  };
}

/** The instant of local `date` at `minute` past its midnight (may exceed 1440: the next day). */
export function toInstant(timeZone: string, date: LocalDate, minute: number): number {
  const naive = Date.UTC(date.year, date.month - 1, date.day, 0, minute);
  const before = offsetMinutes(timeZone, naive - dayMs);
  const after = offsetMinutes(timeZone, naive + dayMs);
  const early = naive - before * minuteMs;
  if (before === after) return early;
  const late = naive - after * minuteMs;
  const earlyValid = offsetMinutes(timeZone, early) === before;
  const lateValid = offsetMinutes(timeZone, late) === after;
  if (earlyValid && lateValid) return Math.min(early, late); // overlap: the first occurrence
  if (earlyValid) return early;
  if (lateValid) return late;
  return early; // gap: shifted forward by the gap's length
}

/** "HH:MM" of minutes since midnight (1440 shows as 24:00). */
export const clockText = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;
