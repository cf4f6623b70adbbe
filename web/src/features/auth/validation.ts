/**
 * The sign-in, sign-up, verification and reset rules (`lib/validation.ts`) with this feature's
 * messages: each check returns the i18n key of its message, or null; the English texts are the spec's.
 */
import * as rules from "../../lib/validation.ts";

export type MessageKey = `auth.errors.${rules.Problem}`;

const message = (problem: rules.Problem | null): MessageKey | null => (problem ? `auth.errors.${problem}` : null);

export const checkEmail = (value: string) => message(rules.checkEmail(value));
export const checkPassword = (value: string) => message(rules.checkPassword(value));
export const checkNewPassword = (value: string) => message(rules.checkNewPassword(value));
export const checkPhone = (value: string) => message(rules.checkPhone(value));
export const checkCode = (value: string) => message(rules.checkCode(value));
export const checkRequired = (value: string) => message(rules.checkRequired(value));
