import { addDays, dayOfWeekOf, formatDate, type LocalDate, toInstant, toLocal } from "../../hours/zoned-time.ts";

/**
 * A subscription's calendar (pure; docs/orders.md "Subscriptions"): deliveries fall on the chosen
 * weekdays at the chosen local time, on the shop's clock. Dates are local `YYYY-MM-DD`.
 */

const dayMs = 86_400_000;

export function parseDate(date: string): LocalDate {
  const [year, month, day] = date.split("-").map(Number);
  return { year: year as number, month: month as number, day: day as number };
}

/** The shop's local date of an instant. */
export const localDateOf = (instant: Date, timeZone: string): string =>
  formatDate(toLocal(timeZone, instant.getTime()));

/** The slot start of `timeSlot` ("HH:MM") on a local date, as an instant. */
export function slotStartOn(date: string, timeSlot: string, timeZone: string): Date {
  const [hours, minutes] = timeSlot.split(":").map(Number);
  return new Date(toInstant(timeZone, parseDate(date), (hours as number) * 60 + (minutes as number)));
}

/** The last local date a subscription of `weeks` weeks delivers, its first delivery on `firstDate`; null when ongoing. */
export function endsOnFor(firstDate: string, weeks: number | null): string | null {
  return weeks === null ? null : formatDate(addDays(parseDate(firstDate), weeks * 7 - 1));
}

/** The first chosen weekday on or after `from` (a week always holds one); null when past `endsOn`. */
export function deliveryDateFrom(from: string, daysOfWeek: readonly number[], endsOn: string | null): string | null {
  if (daysOfWeek.length === 0) return null;
  const start = parseDate(from);
  for (let i = 0; i < 7; i++) {
    const day = addDays(start, i);
    if (!daysOfWeek.includes(dayOfWeekOf(day))) continue;
    const date = formatDate(day);
    return endsOn !== null && date > endsOn ? null : date;
  }
  return null;
}

/** The next delivery date after `date` (exclusive). */
export const deliveryDateAfter = (date: string, daysOfWeek: readonly number[], endsOn: string | null) =>
  deliveryDateFrom(formatDate(addDays(parseDate(date), 1)), daysOfWeek, endsOn);

/**
 * The first delivery whose slot starts later than `notBefore` (a resume: the next slot there is
 * still time to order for), as its local date and slot start; null when none is left before `endsOn`.
 */
export function firstDeliveryAfter(
  notBefore: Date,
  schedule: { daysOfWeek: readonly number[]; timeSlot: string; endsOn: string | null; timeZone: string },
): { date: string; slotStart: Date } | null {
  let date = deliveryDateFrom(
    localDateOf(new Date(notBefore.getTime() - dayMs), schedule.timeZone),
    schedule.daysOfWeek,
    schedule.endsOn,
  );
  for (let i = 0; i < 16 && date !== null; i++) {
    const slotStart = slotStartOn(date, schedule.timeSlot, schedule.timeZone);
    if (slotStart.getTime() > notBefore.getTime()) return { date, slotStart };
    date = deliveryDateAfter(date, schedule.daysOfWeek, schedule.endsOn);
  }
  return null;
}
