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
  /**
   * Sign-in throttling (docs/decisions/025-sign-in-throttling.md). Per account and address pair:
   * `signInFreeFailures` failures, then a back-off of 1 s, 2 s, 4 s… capped at
   * `signInMaxBackoffSeconds`; forgotten after `signInPairWindowSeconds` or on a success.
   */
  signInFreeFailures: 5,
  signInMaxBackoffSeconds: 900,
  signInPairWindowSeconds: 3600,
  /** Failures from one address (over all accounts) within `signInWindowSeconds`; then 429 until the window ends. */
  signInFailuresPerIp: 50,
  /**
   * Failures on one account from all addresses within `signInWindowSeconds` that put it "under
   * attack": every address then gets 1 free failure on it instead of 5 (a clean address still signs in).
   */
  signInFailuresPerAccount: 30,
  signInWindowSeconds: 900,
  /** Sign-ups per client address within `registerWindowSeconds`. */
  registrationsPerIp: 20,
  registerWindowSeconds: 3600,
  /** "Someone tried to sign up with your address" notices per email or phone within `sendWindowSeconds`. */
  noticesPerTarget: 3,
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
  /** Register with an email or phone another account has: one answer for both, naming neither. */
  signUpRefused: "We could not create an account with these details.",
  signUpRefusedDetails:
    "If you already have an account, sign in or reset your password. Otherwise check your email address and mobile number.",
  invalidCode: "Invalid security code",
  invalidCodeDetails: "The code is wrong or has expired. Please request a new code.",
  incorrectPassword: "Incorrect password.",
  tooManyCodes: "Too many codes requested",
} as const;
