import type { MerchantPromotion, PromotionKindName } from "@dutchpot/contract";
import { promotionCodePattern, promotionLimits } from "@dutchpot/contract/constants";
import type { PromotionDraft } from "../api/promotions.ts";

/** The form's fields as typed (strings), before they become a request. */
export interface PromotionFields {
  /** "shop" (the current shop) or "marketplace" (every shop; marketplace admins only). */
  scope: "shop" | "marketplace";
  code: string;
  description: string;
  kind: PromotionKindName;
  value: string;
  maxDiscount: string;
  minSubtotal: string;
  firstOrderOnly: boolean;
  perCustomerLimit: string;
  totalLimit: string;
  /** `datetime-local` values, the browser's time zone ("" = open). */
  startsAt: string;
  endsAt: string;
  isActive: boolean;
}

export type FieldName = keyof PromotionFields;
/** Problems by field, as locale keys under merchantPromotions.errors. */
export type FieldProblems = Partial<Record<FieldName, string>>;

export const emptyFields: PromotionFields = {
  scope: "shop",
  code: "",
  description: "",
  kind: "percentage",
  value: "10",
  maxDiscount: "",
  minSubtotal: "0",
  firstOrderOnly: false,
  perCustomerLimit: "",
  totalLimit: "",
  startsAt: "",
  endsAt: "",
  isActive: true,
};

const pad = (n: number) => String(n).padStart(2, "0");

/** An ISO instant as a `datetime-local` value in the browser's zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return "";
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

const toIso = (local: string) => (local ? new Date(local).toISOString() : null);

/** The form's fields of an existing code (editing). */
export function fieldsOf(p: MerchantPromotion): PromotionFields {
  return {
    scope: p.shopId === null ? "marketplace" : "shop",
    code: p.code,
    description: p.description,
    kind: p.kind,
    value: p.kind === "freeDelivery" ? "0" : String(p.value),
    maxDiscount: p.maxDiscount === null ? "" : String(p.maxDiscount),
    minSubtotal: String(p.minSubtotal),
    firstOrderOnly: p.firstOrderOnly,
    perCustomerLimit: p.perCustomerLimit === null ? "" : String(p.perCustomerLimit),
    totalLimit: p.totalLimit === null ? "" : String(p.totalLimit),
    startsAt: toLocalInput(p.startsAt),
    endsAt: toLocalInput(p.endsAt),
    isActive: p.isActive,
  };
}

const decimal = /^\d{1,6}(\.\d{1,2})?$/;
const whole = /^[1-9]\d{0,6}$/;

/** What is wrong with the fields (locale keys), checked as the server does; empty when none. */
export function problemsOf(f: PromotionFields): FieldProblems {
  const problems: FieldProblems = {};
  const code = f.code.trim().toUpperCase();
  if (
    code.length < promotionLimits.codeMin ||
    code.length > promotionLimits.codeMax ||
    !promotionCodePattern.test(code)
  ) {
    problems.code = "code";
  }
  if (f.description.length > promotionLimits.descriptionMax) problems.description = "description";
  const value = Number(f.value);
  if (f.kind === "percentage" && (!decimal.test(f.value.trim()) || value < 1 || value > 100)) {
    problems.value = "percentage";
  }
  if (f.kind === "fixedAmount" && (!decimal.test(f.value.trim()) || value <= 0 || value > promotionLimits.amountMax)) {
    problems.value = "fixedAmount";
  }
  if (f.kind === "percentage" && f.maxDiscount.trim() !== "" && !decimal.test(f.maxDiscount.trim())) {
    problems.maxDiscount = "amount";
  }
  if (!decimal.test(f.minSubtotal.trim() || "0") || Number(f.minSubtotal) > promotionLimits.amountMax) {
    problems.minSubtotal = "amount";
  }
  for (const key of ["perCustomerLimit", "totalLimit"] as const) {
    if (f[key].trim() !== "" && !whole.test(f[key].trim())) problems[key] = "limit";
  }
  if (f.startsAt && f.endsAt && new Date(f.startsAt) >= new Date(f.endsAt)) problems.endsAt = "window";
  return problems;
}

const optional = (v: string) => (v.trim() === "" ? null : Number(v));

/** The request of valid fields: a new code for `shopId` (or every shop), or the code `id`'s new rules. */
export function draftOf(f: PromotionFields, id: number | null, shopId: number): PromotionDraft {
  const rules = {
    code: f.code.trim().toUpperCase(),
    description: f.description.trim(),
    kind: f.kind,
    value: f.kind === "freeDelivery" ? 0 : Number(f.value),
    maxDiscount: f.kind === "percentage" ? optional(f.maxDiscount) : null,
    minSubtotal: Number(f.minSubtotal || "0"),
    firstOrderOnly: f.firstOrderOnly,
    perCustomerLimit: optional(f.perCustomerLimit),
    totalLimit: optional(f.totalLimit),
    startsAt: toIso(f.startsAt),
    endsAt: toIso(f.endsAt),
    isActive: f.isActive,
  };
  return id === null ? { id: null, shopId: f.scope === "marketplace" ? null : shopId, ...rules } : { id, ...rules };
}
