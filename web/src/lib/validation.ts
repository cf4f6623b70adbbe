/**
 * The form rules of sign-in, sign-up, verification, reset, password change and the profile (spec
 * document 1 §5, document 2 §5), with the limits the server enforces read from the contract. Each
 * check returns what is wrong (a `Problem`) or null; a feature turns it into its own message key
 * (`auth.errors.<problem>`, `account.errors.<problem>`).
 */
import { identityLimits } from "@dutchpot/contract/constants";
import { isValidPhone } from "./phone.ts";

export type Problem =
  | "required"
  | "emailBlank"
  | "emailInvalid"
  | "passwordRequired"
  | "passwordShort"
  | "phoneInvalid"
  | "codeInvalid";

/** The shortest new password the server accepts. */
export const passwordMinLength = identityLimits.passwordMinLength;
/** The longest first or last name the server accepts. */
export const nameMaxLength = identityLimits.nameMaxLength;
/** Digits of a one-time code (phone verification, password reset). */
export const codeLength = identityLimits.codeLength;

/** Text, @, a domain with a dot (spec: "a simple pattern"). */
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const codePattern = new RegExp(`^\\d{${codeLength}}$`);

export function checkRequired(value: string): "required" | null {
  return value.trim() === "" ? "required" : null;
}

export function checkEmail(value: string): "emailBlank" | "emailInvalid" | null {
  if (value.trim() === "") return "emailBlank";
  return emailPattern.test(value.trim()) ? null : "emailInvalid";
}

/** The current password at sign-in or change: only required. */
export function checkPassword(value: string): "passwordRequired" | null {
  return value === "" ? "passwordRequired" : null;
}

/** A new password (sign-up, reset, change): required, and at least `passwordMinLength` characters. */
export function checkNewPassword(value: string): "passwordRequired" | "passwordShort" | null {
  if (value === "") return "passwordRequired";
  return value.length < passwordMinLength ? "passwordShort" : null;
}

export function checkPhone(value: string): "phoneInvalid" | null {
  return isValidPhone(value) ? null : "phoneInvalid";
}

/** A one-time code: exactly `codeLength` digits. */
export function checkCode(value: string): "codeInvalid" | null {
  return codePattern.test(value.trim()) ? null : "codeInvalid";
}

/** Input filter of a code field: digits only, capped at `codeLength`. */
export function toCodeDigits(value: string): string {
  return value.replace(/\D/g, "").slice(0, codeLength);
}
