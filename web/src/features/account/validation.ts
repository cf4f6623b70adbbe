/**
 * Profile rules (spec document 2 §5): every field required, a valid email, and a 10-digit phone.
 * Each check returns the i18n key of its message, or null.
 */
import { isValidPhone } from "../../lib/phone.ts";

export type MessageKey = `account.errors.${string}`;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function checkRequired(value: string): MessageKey | null {
  return value.trim() === "" ? "account.errors.required" : null;
}

export function checkEmail(value: string): MessageKey | null {
  if (value.trim() === "") return "account.errors.emailBlank";
  return emailPattern.test(value.trim()) ? null : "account.errors.emailInvalid";
}

export function checkPhone(value: string): MessageKey | null {
  return isValidPhone(value) ? null : "account.errors.phoneInvalid";
}

export interface ProfileValues {
  name: string;
  surname: string;
  emailAddress: string;
  countryId: string;
  stateProvinceId: string;
  address: string;
  city: string;
  postCode: string;
  phone: string;
}

export type ProfileField = keyof ProfileValues;

/** Errors of the whole form; the state is required only when the chosen country has states. */
export function checkProfile(
  values: ProfileValues,
  countryHasStates: boolean,
): Record<ProfileField, MessageKey | null> {
  return {
    name: checkRequired(values.name),
    surname: checkRequired(values.surname),
    emailAddress: checkEmail(values.emailAddress),
    countryId: checkRequired(values.countryId),
    stateProvinceId: countryHasStates ? checkRequired(values.stateProvinceId) : null,
    address: checkRequired(values.address),
    city: checkRequired(values.city),
    postCode: checkRequired(values.postCode),
    phone: checkPhone(values.phone),
  };
}
