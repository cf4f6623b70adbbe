/*
 * Dates and times of the shop's own calendar ("YYYY-MM-DD", "HH:MM", already in the shop's time
 * zone) shown in the reader's language. They are formatted as UTC so the browser's zone never
 * shifts them.
 */

import { intlLocale } from "../../lib/dates.ts";

/** The Intl locale of an app language (Dari is "afg" in the app), Latin digits (lib/dates.ts). */
export { intlLocale };

/** "Tue, Nov 24" for a local date "2026-11-24". */
export function formatDay(date: string, language: string): string {
  const at = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(at.getTime())) return date;
  return new Intl.DateTimeFormat(intlLocale(language), {
    weekday: "short",
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  }).format(at);
}

/** "8:30 AM" for a local time "08:30". */
export function formatTime(time: string, language: string): string {
  const at = new Date(`1970-01-01T${time}:00Z`);
  if (Number.isNaN(at.getTime())) return time;
  return new Intl.DateTimeFormat(intlLocale(language), { hour: "numeric", minute: "2-digit", timeZone: "UTC" }).format(
    at,
  );
}

/** The weekday name of 0 = Sunday … 6 = Saturday (4 Jan 1970 was a Sunday). */
export function formatWeekday(dayOfWeek: number, language: string, width: "long" | "short" = "long"): string {
  const at = new Date(Date.UTC(1970, 0, 4 + dayOfWeek, 12));
  return new Intl.DateTimeFormat(intlLocale(language), { weekday: width, timeZone: "UTC" }).format(at);
}

/** An ISO instant shown in the shop's time zone: "Tue, Nov 24, 6:30 PM". */
export function formatInstant(iso: string, timeZone: string | undefined, language: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  try {
    return new Intl.DateTimeFormat(intlLocale(language), {
      weekday: "short",
      month: "short",
      day: "numeric",
      hour: "numeric",
      minute: "2-digit",
      timeZone,
    }).format(at);
  } catch {
    return at.toLocaleString(intlLocale(language));
  }
}

/** A whole number as the app writes numbers (Latin digits in every language, lib/dates.ts). */
export function formatCount(value: number, language: string): string {
  return new Intl.NumberFormat(intlLocale(language)).format(value);
}
