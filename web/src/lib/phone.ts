/**
 * Phone numbers, in one place (spec document 1 §5, document 2 §5): the country calling codes offered
 * by sign-up and the profile, and the national number rules: a 10-digit North American number, typed
 * with optional brackets, dashes and spaces, kept as digits (at most 10) and shown as (xxx) xxx-xxxx.
 */
import { identityLimits, phoneCountryCodes } from "@dutchpot/contract/constants";

export const phoneDigits = identityLimits.phoneDigits;

/** The calling codes of the country-code select, in the order shown; "+1 (US)" and "+1 (CA)" share a code. */
export const countryCodeOptions = phoneCountryCodes;

/** The code sent for the option at `index` ("+1" for an index out of range). */
export function countryCodeAt(index: number): string {
  return countryCodeOptions[index]?.code ?? defaultCountryCode;
}

/** The code a profile without one is taken to have. */
export const defaultCountryCode = "+1";

/** The option to show for a stored code: "+1" is shown as the Canadian entry (the product's market). */
export function countryCodeIndexOf(code: string | null): number {
  if (code === defaultCountryCode) return countryCodeOptions.findIndex((c) => c.label === "+1 (CA)");
  return Math.max(
    0,
    countryCodeOptions.findIndex((c) => c.code === code),
  );
}

/** Input filter: keeps digits only, capped at 10. */
export function toPhoneDigits(value: string): string {
  return value.replace(/\D/g, "").slice(0, phoneDigits);
}

const pattern = /^\(?(\d{3})\)?[\s-]?(\d{3})[\s-]?(\d{4})$/;

/** True for a 10-digit number, bare or written with brackets, dashes and spaces. */
export function isValidPhone(value: string): boolean {
  return pattern.test(value.trim());
}

/** (xxx) xxx-xxxx for a valid number; anything else comes back unchanged. */
export function formatPhone(value: string): string {
  const match = pattern.exec(value.trim());
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : value;
}

/** "+1 (416) 555-0199" for display; the stored number is digits. */
export function displayPhone(countryCode: string | null | undefined, digits: string | null | undefined): string {
  if (!digits) return "";
  return [countryCode ?? "", formatPhone(digits)].filter(Boolean).join(" ");
}
