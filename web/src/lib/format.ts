import type { TFunction } from "i18next";

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

/** Whole numbers as the app writes them (Latin digits in every language, like prices). */
const wholeNumber = new Intl.NumberFormat("en-CA", { maximumFractionDigits: 0 });


/**
 * A delivery estimate from the server's minutes, in the interface language: "23–25 min",
 * "23 تا 25 دقیقه" in Afghani; one number when both ends are equal ("25 min").
 */
export function formatDeliveryTime(t: TFunction, minutes: { deliveryTimeMin: number; deliveryTimeMax: number }): string {
  const min = wholeNumber.format(minutes.deliveryTimeMin);
  const max = wholeNumber.format(minutes.deliveryTimeMax);
  return minutes.deliveryTimeMin === minutes.deliveryTimeMax
    ? t("format.deliveryTime.single", { min })
    : t("format.deliveryTime.range", { min, max });
}
