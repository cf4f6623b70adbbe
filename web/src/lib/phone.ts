/**
 * Phone number rules shared by sign-up, verification and the profile (spec document 1 §5, document 2 §5):
 * a 10-digit North American number, typed with optional brackets, dashes and spaces, kept as digits
 * (at most 10) and shown as (xxx) xxx-xxxx.
 */
import { identityLimits } from "@dutchpot/contract/constants";

export const phoneDigits = identityLimits.phoneDigits;

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
