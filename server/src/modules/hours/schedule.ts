import { checkoutLimits, checkoutTexts, type DeliverySlots, type OpeningState } from "@dutchpot/contract";
import { addDays, clockText, dayOfWeekOf, formatDate, type LocalDate, toInstant, toLocal } from "./zoned-time.ts";

/**
 * Opening hours, delivery slots and slot checks as pure functions of a shop's schedule and `now`
 * (docs/opening-hours.md, docs/decisions/019-time-zones-and-slots.md). Instants are epoch
 * milliseconds or Dates; everything local is in the shop's time zone.
 */

/** One opening of the weekly timetable: minutes from local midnight; closesAt ≤ opensAt = overnight. */
export interface WeeklyInterval {
  /** 0 = Sunday … 6 = Saturday: the day the interval opens. */
  dayOfWeek: number;
  opensAt: number;
  closesAt: number;
}

export interface ShopSchedule {
  timeZone: string;
  prepTimeMinutes: number;
  /** Orders per half-hour slot. */
  slotCapacity: number;
  week: readonly WeeklyInterval[];
  /** Local dates ("YYYY-MM-DD") without any opening (an overnight opening belongs to its first day). */
  closures: ReadonlySet<string>;
  /** Busy (merchant console's pause): no opening before this instant (epoch ms); null or absent = not paused. */
  pausedUntil?: number | null;
}

/** Orders booked per slot start (ISO instant), as the orders module counts them. */
export type BookedCounts = ReadonlyMap<string, number>;

/** One opening on one local date, as instants. */
interface Opening {
  start: number;
  end: number;
}

const minuteMs = 60_000;
const slotMs = checkoutLimits.slotMinutes * minuteMs;
const iso = (instant: number) => new Date(instant).toISOString();
const isOvernight = (i: WeeklyInterval) => i.closesAt <= i.opensAt;

/** The openings of `days` local dates from `from`, closures left out and a pause cut off, in start order. */
function openingsOf(s: ShopSchedule, from: LocalDate, days: number): Opening[] {
  const openings: Opening[] = [];
  for (let n = 0; n < days; n++) {
    const date = addDays(from, n);
    if (s.closures.has(formatDate(date))) continue;
    const dayOfWeek = dayOfWeekOf(date);
    for (const interval of s.week) {
      if (interval.dayOfWeek !== dayOfWeek) continue;
      const closes = interval.closesAt + (isOvernight(interval) ? 1_440 : 0);
      openings.push({
        start: toInstant(s.timeZone, date, interval.opensAt),
        end: toInstant(s.timeZone, date, closes),
      });
    }
  }
  return withoutPause(openings, s.pausedUntil ?? null).sort((a, b) => a.start - b.start);
}

/** A paused (busy) shop takes no orders until `pausedUntil`: openings start no earlier than that. */
function withoutPause(openings: Opening[], pausedUntil: number | null): Opening[] {
  if (pausedUntil === null) return openings;
  return openings.filter((o) => o.end > pausedUntil).map((o) => ({ ...o, start: Math.max(o.start, pausedUntil) }));
}

/** Openings that overlap or touch (22:00–24:00 then 00:00–03:00) become one. */
function merged(openings: Opening[]): Opening[] {
  const runs: Opening[] = [];
  for (const o of openings) {
    const last = runs.at(-1);
    if (last && o.start <= last.end) last.end = Math.max(last.end, o.end);
    else runs.push({ ...o });
  }
  return runs;
}

/** Local midnight `days` after today's, as an instant: the end of the scheduling horizon. */
function horizonEnd(s: ShopSchedule, now: number): number {
  return toInstant(s.timeZone, addDays(toLocal(s.timeZone, now), checkoutLimits.scheduleDays), 0);
}

/**
 * Open now? When open: when it closes (null when it stays open for the next 7 days); when closed:
 * when it next opens within 7 days (else null).
 */
export function openingState(s: ShopSchedule, now: Date): OpeningState {
  const t = now.getTime();
  const weekMs = checkoutLimits.scheduleDays * 1_440 * minuteMs;
  const runs = merged(openingsOf(s, addDays(toLocal(s.timeZone, t), -1), checkoutLimits.scheduleDays + 2));
  const current = runs.find((r) => r.start <= t && t < r.end);
  if (current) return { isOpen: true, closesAt: current.end <= t + weekMs ? iso(current.end) : null, opensAt: null };
  const next = runs.find((r) => r.start > t && r.start <= t + weekMs);
  return { isOpen: false, closesAt: null, opensAt: next ? iso(next.start) : null };
}

/**
 * The bookable half-hour slots of the next 7 local days (today first): each starts on a local
 * half-hour at or after now + prep time, lies inside one opening (an overnight opening's slots after
 * midnight are listed under the next date), and has room left. Closed days have no slots.
 */
export function deliverySlots(s: ShopSchedule, booked: BookedCounts, now: Date): DeliverySlots["days"] {
  const t = now.getTime();
  const today = toLocal(s.timeZone, t);
  const earliest = t + s.prepTimeMinutes * minuteMs;
  const last = horizonEnd(s, t);
  const days = Array.from({ length: checkoutLimits.scheduleDays }, (_, n) => {
    const date = addDays(today, n);
    return {
      date: formatDate(date),
      dayOfWeek: dayOfWeekOf(date),
      slots: [] as DeliverySlots["days"][number]["slots"],
    };
  });
  const dayByDate = new Map(days.map((d) => [d.date, d]));
  const taken = new Set<number>();
  for (const opening of openingsOf(s, addDays(today, -1), checkoutLimits.scheduleDays + 1)) {
    const opens = toLocal(s.timeZone, opening.start);
    const offGrid = opens.minute % checkoutLimits.slotMinutes;
    const first = offGrid === 0 ? opening.start : opening.start + (checkoutLimits.slotMinutes - offGrid) * minuteMs;
    for (let start = first; start + slotMs <= opening.end && start < last; start += slotMs) {
      if (start < earliest || taken.has(start)) continue;
      const remaining = s.slotCapacity - (booked.get(iso(start)) ?? 0);
      if (remaining <= 0) continue;
      const local = toLocal(s.timeZone, start);
      const day = dayByDate.get(local.date);
      if (!day) continue;
      taken.add(start);
      day.slots.push({ start: iso(start), end: iso(start + slotMs), time: clockText(local.minute), remaining });
    }
  }
  for (const day of days) day.slots.sort((a, b) => a.start.localeCompare(b.start));
  return days;
}

/**
 * Why a delivery window cannot be booked, or null when it can. `end` null means start + 30 min.
 * Checked in this order: on the half-hour grid, not past (nor within the prep time), within 7
 * days, inside an opening, not full.
 */
export function checkSlot(
  s: ShopSchedule,
  booked: BookedCounts,
  start: Date,
  end: Date | null,
  now: Date,
): string | null {
  const from = start.getTime();
  const to = end?.getTime() ?? from + slotMs;
  const local = toLocal(s.timeZone, from);
  if (to - from !== slotMs || from % minuteMs !== 0 || local.minute % checkoutLimits.slotMinutes !== 0) {
    return checkoutTexts.slotNotOnGrid;
  }
  const t = now.getTime();
  if (from < t + s.prepTimeMinutes * minuteMs) return checkoutTexts.slotPast;
  if (from >= horizonEnd(s, t)) return checkoutTexts.slotTooFar;
  const inside = openingsOf(s, addDays(local, -1), 2).some((o) => o.start <= from && to <= o.end);
  if (!inside) return checkoutTexts.slotClosed;
  if ((booked.get(iso(from)) ?? 0) >= s.slotCapacity) return checkoutTexts.slotFull;
  return null;
}
