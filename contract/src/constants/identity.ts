/** Identity constants (paths, limits, texts): no zod, so the web app can import them cheaply. */

import { endpoints } from "./endpoints.ts";

/** The identity calls' paths under their older short names; the map in `endpoints.ts` is the source. */
export const identityPaths = {
  authenticate: endpoints["TokenAuth.Authenticate"].path,
  register: endpoints["Customers.Register"].path,
  generatePhoneCode: endpoints["Customers.GeneratePhoneConfirmationCode"].path,
  confirmPhone: endpoints["Customers.ConfirmPhoneNumber"].path,
  updateProfile: endpoints["Customers.UpdateProfile"].path,
  profile: endpoints["Customers.Profile"].path,
  get: endpoints["Customers.Get"].path,
  deleteCustomer: endpoints["Customers.DeleteCustomer"].path,
  exportMyData: endpoints["Customers.ExportMyData"].path,
  sendPasswordResetCode: endpoints["Account.SendPasswordResetCode"].path,
  resetPassword: endpoints["Account.ResetPassword"].path,
  changePassword: endpoints["User.ChangePassword"].path,
} as const;

/**
 * Identity and accounts (issue 3): sign-in, sign-up with phone verification, password reset and
 * change, the customer's profile, data archive and account deletion. Paths are ABP-style; those
 * the product spec does not show are designed in the same style (see `identityPaths`).
 */

export const identityLimits = {
  passwordMinLength: 8,
  passwordMaxLength: 128,
  nameMaxLength: 64,
  emailMaxLength: 256,
  /** One-time codes (phone verification, password reset). */
  codeLength: 6,
  codeTtlSeconds: 600,
  codeMaxAttempts: 5,
  /** Code sends per phone number or email address, and per client IP, within `sendWindowSeconds`. */
  sendsPerTarget: 5,
  sendsPerIp: 20,
  sendWindowSeconds: 3600,
  /** Failed sign-ins per account and per client IP within `signInWindowSeconds` before a 429. */
  signInFailuresPerAccount: 5,
  signInFailuresPerIp: 20,
  signInWindowSeconds: 900,
  /** National phone number length (North American numbering, spec §9). */
  phoneDigits: 10,
} as const;

/** Sign-up country codes (spec document 1 §5); the value sent is the code, the label is shown. */
export const phoneCountryCodes = [
  { code: "+1", label: "+1 (US)" },
  { code: "+1", label: "+1 (CA)" },
  { code: "+61", label: "+61 (AU)" },
  { code: "+91", label: "+91 (IND)" },
] as const;

/** Server texts of the identity calls (error.message / error.details). */
export const identityTexts = {
  loginFailed: "Login failed!",
  invalidCredentials: "Invalid user name or password",
  emailTaken: (email: string) => `Email '${email}' is already taken.`,
  phoneTaken: (phone: string) => `Phone number '${phone}' is already registered.`,
  invalidCode: "Invalid security code",
  invalidCodeDetails: "The code is wrong or has expired. Please request a new code.",
  incorrectPassword: "Incorrect password.",
  tooManyCodes: "Too many codes requested",
} as const;
