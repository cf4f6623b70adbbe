import type { OpeningState } from "@dutchpot/contract";
import { intlLocale } from "../../lib/dates.ts";
import { cachedDateTimeFormat } from "../../lib/intl-cache.ts";

/** A time zone Intl accepts: the shop's, else the browser's (an unknown name must not break the page). */
function safeZone(timeZone: string): string | undefined {
  try {
    cachedDateTimeFormat("en", { timeZone });
    return timeZone;
  } catch {
    return undefined;
  }
}

export type OpeningText =
  | { key: "closesAt" | "opensAt"; time: string }
  | { key: "opensOn"; day: string; time: string }
  | null;

/**
 * The detail after "Open now" / "Closed": when it closes, or when it next opens (with the weekday
 * when that is not today), as the shop's clock shows it (docs/opening-hours.md).
 */
export function openingText(state: OpeningState, timeZone: string, language: string, now = new Date()): OpeningText {
  const zone = safeZone(timeZone);
  const locale = intlLocale(language);
  const time = (iso: string) =>
    cachedDateTimeFormat(locale, { hour: "numeric", minute: "2-digit", timeZone: zone }).format(new Date(iso));
  if (state.isOpen) return state.closesAt ? { key: "closesAt", time: time(state.closesAt) } : null;
  if (!state.opensAt) return null;
  const date = (d: Date) => cachedDateTimeFormat("en-CA", { dateStyle: "short", timeZone: zone }).format(d);
  const opens = new Date(state.opensAt);
  if (date(opens) === date(now)) return { key: "opensAt", time: time(state.opensAt) };
  const day = cachedDateTimeFormat(locale, { weekday: "long", timeZone: zone }).format(opens);
  return { key: "opensOn", day, time: time(state.opensAt) };
}
