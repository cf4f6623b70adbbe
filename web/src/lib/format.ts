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
