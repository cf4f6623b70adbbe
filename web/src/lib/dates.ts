import { isLanguageCode, languages } from "./i18n.ts";

/**
 * The Intl locale of an interface language ("afg" → "fa-AF-u-nu-latn"). Numbers are written in Latin
 * digits in every language, Afghani included: prices (CA$, `formatMoney`), ratings and distances
 * always were, and times and counts now follow them (issue 16 item 9), so one page never mixes
 * "12.50" with "۲۵ دقیقه". Month and weekday names stay in the language.
 */
export function intlLocale(language: string): string {
  const code = isLanguageCode(language) ? language : "en";
  return `${languages.find((l) => l.code === code)?.htmlLang ?? "en-US"}-u-nu-latn`;
}

/** A weekday's name, 0 = Sunday … 6 = Saturday. */
export function weekdayName(day: number, language: string): string {
  // 2023-01-01 was a Sunday: day d of the week is January 1 + d.
  return new Intl.DateTimeFormat(intlLocale(language), { weekday: "long", timeZone: "UTC" }).format(
    new Date(Date.UTC(2023, 0, 1 + day, 12)),
  );
}

/**
 * "November 23, 2026" (spec: a long date, 'MMMM Do YYYY'), in the interface language, on the shop's
 * clock (`timeZone`; decision 019: times of a shop show in its zone, whatever the browser's).
 */
export function longDate(iso: string, language: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: "long", timeZone }).format(new Date(iso));
}

/** "Tuesday, November 24, 10:00 – 10:30": a booked delivery slot in the interface language, on the shop's clock. */
export function slotRange(startIso: string, endIso: string | null, language: string, timeZone?: string): string {
  const locale = intlLocale(language);
  const start = new Date(startIso);
  const day = new Intl.DateTimeFormat(locale, { weekday: "long", month: "long", day: "numeric", timeZone }).format(
    start,
  );
  const time = new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit", timeZone });
  return endIso ? `${day}, ${time.formatRange(start, new Date(endIso))}` : `${day}, ${time.format(start)}`;
}
