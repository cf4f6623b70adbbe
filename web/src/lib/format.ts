import type { TFunction } from "i18next";
import { intlLocale } from "./dates.ts";
import { languages } from "./i18n.ts";
import { cachedNumberFormat } from "./intl-cache.ts";

const number = new Intl.NumberFormat("en-CA", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

function withSymbol(amount: number, symbol: string): string {
  const sign = amount < 0 ? "-" : "";
  return `${sign}${symbol}${number.format(Math.abs(amount))}`;
}

/** Cart totals and amounts due: "CA$12.50" (spec: all prices in Canadian dollars, shown as CA$). */
export function formatMoney(amount: number): string {
  return withSymbol(amount, "CA$");
}

/** Item prices on the shop menu: "$12.50". */
export function formatMenuPrice(amount: number): string {
  return withSymbol(amount, "$");
}

/**
 * A delivery estimate from the server's minutes, in the interface language, its numbers written as the
 * app writes counts in that language (Intl, `intlLocale`): "23–25 min", "23 تا 25 دقیقه" in Afghani (Latin digits, as prices);
 * one number when both ends are equal ("25 min").
 */
export function formatDeliveryTime(
  t: TFunction,
  language: string,
  minutes: { deliveryTimeMin: number; deliveryTimeMax: number },
): string {
  const number = cachedNumberFormat(intlLocale(language), { maximumFractionDigits: 0 });
  const min = number.format(minutes.deliveryTimeMin);
  const max = number.format(minutes.deliveryTimeMax);
  return minutes.deliveryTimeMin === minutes.deliveryTimeMax
    ? t("format.deliveryTime.single", { min })
    : t("format.deliveryTime.range", { min, max });
}

/**
 * Data text (a store, item or tag name, a promo code) inside a plain translated string — an
 * aria-label, a title — between FSI and PDI (U+2068, U+2069) on a right-to-left page, so a name in
 * the other direction keeps its order and does not pull the sentence's punctuation with it (the plain
 * string's counterpart of `TransText`'s <bdi>). Left-to-right pages leave the name as it is.
 */
export function isolateData(text: string, language: string): string {
  return languages.find((l) => l.code === language)?.dir === "rtl" ? `\u2068${text}\u2069` : text;
}
