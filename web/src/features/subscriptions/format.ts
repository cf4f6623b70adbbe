import { intlLocale, weekdayName } from "../../lib/dates.ts";

/*
 * A subscription's schedule in the reader's language. Its slot ("HH:MM") and last day ("YYYY-MM-DD")
 * are already on the shop's clock and are formatted as UTC so the browser's zone never shifts them;
 * instants (next delivery, order dates) are shown in the shop's time zone (decision 019).
 */

/** Monday first, as a week reads in a calendar; the values stay 0 = Sunday … 6 = Saturday. */
const weekOrder = [1, 2, 3, 4, 5, 6, 0];

/** "Monday, Wednesday": the delivery days in week order, their names in the reader's language. */
export function dayNames(days: readonly number[], language: string, separator: string): string {
  return weekOrder
    .filter((d) => days.includes(d))
    .map((d) => weekdayName(d, language))
    .join(separator);
}

/** "5:30 PM" for the shop-local slot "17:30". */
export function slotTime(timeSlot: string, language: string): string {
  const at = new Date(`1970-01-01T${timeSlot}:00Z`);
  if (Number.isNaN(at.getTime())) return timeSlot;
  return new Intl.DateTimeFormat(intlLocale(language), { hour: "numeric", minute: "2-digit", timeZone: "UTC" }).format(
    at,
  );
}

/** "Wednesday, November 25, 5:30 PM": an instant on the shop's clock. */
export function instantText(iso: string, language: string, timeZone: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const options: Intl.DateTimeFormatOptions = {
    weekday: "long",
    month: "long",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  };
  try {
    return new Intl.DateTimeFormat(intlLocale(language), { ...options, timeZone }).format(at);
  } catch {
    // An unknown zone name: the browser's own clock rather than nothing.
    return new Intl.DateTimeFormat(intlLocale(language), options).format(at);
  }
}

/** "December 21, 2026" for the shop-local day "2026-12-21". */
export function localDayText(day: string, language: string): string {
  const at = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(at.getTime())) return day;
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: "long", timeZone: "UTC" }).format(at);
}

/** A whole number as the app writes numbers (Latin digits in every language, lib/dates.ts). */
export function countText(value: number, language: string): string {
  return new Intl.NumberFormat(intlLocale(language)).format(value);
}
