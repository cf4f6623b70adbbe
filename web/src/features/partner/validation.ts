/**
 * The partner forms' rules (spec §5, fixed: invalid input is never sent). Each check returns the
 * i18n key of its message (`partner.errors.<problem>`) or null. The tenancy name (Business ID) is the
 * business name without white space, and must follow ABP's rule, as the server checks.
 */
import { partnerLimits, partnerTenancyNamePattern, tenancyNameOf } from "@dutchpot/contract/constants";
import * as rules from "../../lib/validation.ts";

export type PartnerMessageKey = `partner.errors.${string}`;
const key = (problem: string | null): PartnerMessageKey | null => (problem ? `partner.errors.${problem}` : null);

export const businessNameMax = partnerLimits.businessNameMax;
export const cityMax = partnerLimits.cityMax;

export const checkRequired = (value: string) => key(rules.checkRequired(value));
export const checkEmail = (value: string) => key(rules.checkEmail(value));
export const checkNewPassword = (value: string) => key(rules.checkNewPassword(value));

/** The spec's own text when empty ('Mobile Number is required'), else a 10-digit number. */
export function checkMobile(value: string) {
  if (value.trim() === "") return key("phoneRequired");
  return key(rules.checkPhone(value));
}

/** The Business ID the business name gives (white space removed). */
export const businessIdOf = (businessName: string) => tenancyNameOf(businessName.trim());

export function checkBusinessName(value: string) {
  if (value.trim() === "") return key("required");
  return partnerTenancyNamePattern.test(businessIdOf(value)) ? null : key("businessIdInvalid");
}

/** A select's value: something chosen. */
export const checkChosen = (value: string, problem: string) => (value === "" ? key(problem) : null);
