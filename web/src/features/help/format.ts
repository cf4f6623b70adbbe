import { isLanguageCode, languages } from "../../lib/i18n.ts";

/** The Intl locale of an interface language ("afg" → "fa-AF"). */
function intlLocale(language: string): string {
  const code = isLanguageCode(language) ? language : "en";
  return languages.find((l) => l.code === code)?.htmlLang ?? "en-US";
}

/** "November 23, 2026" on the shop's clock (decision 019); the browser's clock for an unknown zone. */
export function dateText(iso: string, language: string, timeZone?: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  try {
    return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: "long", timeZone }).format(at);
  } catch {
    return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: "long" }).format(at);
  }
}
