import { type OrderStatusName, orderStatusName } from "@dutchpot/contract/constants";
import { intlLocale } from "../../lib/dates.ts";

const ordinalSuffix: Record<Intl.LDMLPluralRule, string> = {
  one: "st",
  two: "nd",
  few: "rd",
  other: "th",
  zero: "th",
  many: "th",
};

/**
 * An order's date as the spec's 'MMMM Do YYYY' on the shop's clock: "November 23rd 2026" in English;
 * French and Dari get their own long date from Intl ("23 novembre 2026").
 */
export function orderDate(iso: string, language: string, timeZone?: string): string {
  const locale = intlLocale(language);
  const date = new Date(iso);
  if (!locale.startsWith("en")) return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone }).format(date);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  const day = Number(parts.day);
  const suffix = ordinalSuffix[new Intl.PluralRules("en-US", { type: "ordinal" }).select(day)];
  return `${parts.month} ${day}${suffix} ${parts.year}`;
}

/** A status change's date and time on the shop's clock ("Nov 23, 2026, 1:30 PM"). */
export function orderDateTime(iso: string, language: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: "medium", timeStyle: "short", timeZone }).format(
    new Date(iso),
  );
}

/** The locale key of a status number ("orders.statuses.outForDelivery"); unknown numbers get their own text. */
export function statusLabelKey(status: number): `orders.statuses.${OrderStatusName | "unknown"}` {
  return `orders.statuses.${orderStatusName(status) ?? "unknown"}`;
}

/** The order number as the cards show it: at most 15 characters (spec). */
export function shortOrderId(id: number): string {
  return String(id).slice(0, 15);
}
