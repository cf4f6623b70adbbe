import { shareOf } from "./rounding.ts";

/**
 * Sales tax on prepared food by the shop's province or territory (docs/checkout.md). Rates are per
 * 100 000 (13 % = 13000, 9.975 % = 9975) so tax is exact integer arithmetic. A simplification for
 * restaurant meals: BC and SK exempt prepared food from their provincial sales tax, so only the
 * federal GST applies there; Manitoba's RST does apply to restaurant meals.
 */
export interface TaxPart {
  name: "HST" | "GST" | "QST" | "RST";
  /** Per 100 000. */
  rate: number;
}

const gst: TaxPart = { name: "GST", rate: 5000 };
const hst = (rate: number): TaxPart[] => [{ name: "HST", rate }];

export const provinceTaxes: Readonly<Record<string, readonly TaxPart[]>> = {
  ON: hst(13000),
  NS: hst(15000),
  NB: hst(15000),
  NL: hst(15000),
  PE: hst(15000),
  QC: [gst, { name: "QST", rate: 9975 }],
  MB: [gst, { name: "RST", rate: 7000 }],
  BC: [gst],
  SK: [gst],
  AB: [gst],
  NT: [gst],
  NU: [gst],
  YT: [gst],
};

export interface SalesTax {
  /** The parts' rates summed, per 100 000. */
  rate: number;
  /** "HST 13%", "GST 5% + QST 9.975%". */
  label: string;
}

const percent = (rate: number) => `${rate / 1000}%`;

/** The tax of a province code (case-insensitive); an unknown code gets the federal GST alone. */
export function salesTaxOf(province: string): SalesTax {
  const parts = provinceTaxes[province.trim().toUpperCase()] ?? [gst];
  return {
    rate: parts.reduce((sum, part) => sum + part.rate, 0),
    label: parts.map((part) => `${part.name} ${percent(part.rate)}`).join(" + "),
  };
}

/** Tax on the whole taxable amount, rounded half up once (never per line or per part). */
export const taxCentsOf = (taxableCents: number, tax: SalesTax) => shareOf(taxableCents, tax.rate, 100_000);
