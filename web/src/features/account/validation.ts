/**
 * Profile and password rules (`lib/validation.ts`) with this feature's messages (spec document 2 §5):
 * every profile field required, a valid email, and a 10-digit phone. Each check returns the i18n key
 * of its message, or null.
 */
import * as rules from "../../lib/validation.ts";

export type MessageKey = `account.errors.${rules.Problem}`;

const message = (problem: rules.Problem | null): MessageKey | null => (problem ? `account.errors.${problem}` : null);

export const checkRequired = (value: string) => message(rules.checkRequired(value));
export const checkEmail = (value: string) => message(rules.checkEmail(value));
export const checkPhone = (value: string) => message(rules.checkPhone(value));
export const checkPassword = (value: string) => message(rules.checkPassword(value));
export const checkNewPassword = (value: string) => message(rules.checkNewPassword(value));
export const checkCode = (value: string) => message(rules.checkCode(value));

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
