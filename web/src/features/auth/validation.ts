/**
 * The sign-in, sign-up, verification and reset rules (spec document 1 §5). Each check returns the
 * i18n key of its message, or null when the value is fine; the English texts are the spec's.
 */
import { isValidPhone } from "../../lib/phone.ts";

export type MessageKey = `auth.errors.${string}`;

/** Text, @, a domain with a dot (spec: "a simple pattern"). */
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Password policy of sign-up and reset, enforced by the server too. */
export const minPasswordLength = 8;

export function checkEmail(value: string): MessageKey | null {
  if (value.trim() === "") return "auth.errors.emailBlank";
  return emailPattern.test(value.trim()) ? null : "auth.errors.emailInvalid";
}

export function checkPassword(value: string): MessageKey | null {
  return value === "" ? "auth.errors.passwordRequired" : null;
}

/** A new password (sign-up, reset, change): required, and at least 8 characters. */
export function checkNewPassword(value: string): MessageKey | null {
  if (value === "") return "auth.errors.passwordRequired";
  return value.length < minPasswordLength ? "auth.errors.passwordShort" : null;
}

export function checkPhone(value: string): MessageKey | null {
  return isValidPhone(value) ? null : "auth.errors.phoneInvalid";
}

export function checkCode(value: string): MessageKey | null {
  return /^\d{6}$/.test(value.trim()) ? null : "auth.errors.codeInvalid";
}

export function checkRequired(value: string): MessageKey | null {
  return value.trim() === "" ? "auth.errors.required" : null;
}
