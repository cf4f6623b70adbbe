import { z } from "zod";
import { identityLimits } from "./constants/identity.ts";
import { idQuerySchema, idSchema, nameText, text, type WireOf } from "./primitives.ts";

export * from "./constants/identity.ts";

const allowedCountryDigits = ["1", "61", "91"] as const;

/** Digits only. */
export const phoneDigitsOf = (value: string) => value.replace(/\D/g, "");

/** "+1", "1" or " +61 " → "+1" / "+61"; null when not an offered country code. */
export function normaliseCountryCode(value: string): string | null {
  const digits = phoneDigitsOf(value);
  return (allowedCountryDigits as readonly string[]).includes(digits) ? `+${digits}` : null;
}

/**
 * Splits "country code plus number" (`+14165550123`, `+1 (416) 555-0123`) into its parts; a bare
 * 10-digit number is read as +1 (the product's market). Null when it is not a valid number.
 */
export function splitPhoneNumber(value: string): { countryCode: string; phoneNumber: string } | null {
  const digits = phoneDigitsOf(value);
  if (digits.length < identityLimits.phoneDigits) return null;
  const national = digits.slice(-identityLimits.phoneDigits);
  const prefix = digits.slice(0, -identityLimits.phoneDigits) || "1";
  const countryCode = normaliseCountryCode(prefix);
  return countryCode ? { countryCode, phoneNumber: national } : null;
}

/** A new password: any characters but control characters, not trimmed. */
const password = text({ max: identityLimits.passwordMaxLength, trim: false }).min(
  identityLimits.passwordMinLength,
  `must be at least ${identityLimits.passwordMinLength} characters long`,
);
/** A password being checked (sign-in, change): only required. */
const givenPassword = text({ max: identityLimits.passwordMaxLength, min: 1, trim: false });
const email = text({ max: identityLimits.emailMaxLength }).pipe(z.email("must be a valid email address"));
const personName = nameText({ max: identityLimits.nameMaxLength, min: 1 });
/** Longest phone text accepted before its digits are read ("+1 (416) 555-0123" and spacing). */
const phoneTextMax = 32;
/** A 10-digit national number; brackets, dashes and spaces allowed (spec §5). */
export const NationalPhoneSchema = text({ max: phoneTextMax })
  .refine((v) => /^[\d\s().-]+$/.test(v) && phoneDigitsOf(v).length === identityLimits.phoneDigits, {
    message: "must be a 10-digit phone number",
  })
  .transform(phoneDigitsOf);
export const CountryCodeSchema = text({ max: 8 })
  .refine((v) => normaliseCountryCode(v) !== null, { message: "must be one of +1, +61, +91" })
  .transform((v) => normaliseCountryCode(v) as string);
const code = text({ max: identityLimits.codeLength * 2 }).regex(/^\d{6}$/, "must be the 6-digit code");
const id = idQuerySchema;

// ── Sign-in ───────────────────────────────────────────────────────────────────────────────────

/** `POST /api/TokenAuth/Authenticate`. */
export const AuthenticateInputSchema = z.object({
  userNameOrEmailAddress: text({ max: identityLimits.emailMaxLength, min: 1 }),
  password: givenPassword,
  rememberClient: z.boolean().optional(),
  /**
   * The console's tenant switch (docs/partners.md "Console sign-in"): absent = the storefront's
   * tenant (the customer app); a name = sign in within that tenant (the Business ID); null = a host
   * user (no tenant). White space is removed, as the partner forms remove it.
   */
  tenancyName: text({ max: 128, min: 1 })
    .transform((v) => v.replace(/\s+/gu, ""))
    .nullable()
    .optional(),
});
export type AuthenticateInput = z.infer<typeof AuthenticateInputSchema>;

/** A sign-in: also the result of ConfirmPhoneNumber and ChangePassword. */
export const AuthenticateResultSchema = z.object({
  accessToken: z.string(),
  encryptedAccessToken: z.string(),
  expireInSeconds: z.number().int(),
  userId: z.number().int(),
});
export type AuthenticateResult = z.infer<typeof AuthenticateResultSchema>;

// ── Customer profile ──────────────────────────────────────────────────────────────────────────

/** The signed-in customer's own profile (`Customers/Profile`, `Customers/Get`, Register, UpdateProfile). */
export const CustomerProfileSchema = z.object({
  id: z.number().int(),
  tenantId: z.number().int().nullable(),
  name: z.string(),
  surname: z.string(),
  userName: z.string(),
  emailAddress: z.string(),
  /** "+1"; the verified phone. */
  phoneCountryCode: z.string().nullable(),
  /** 10 digits. */
  phoneNumber: z.string().nullable(),
  isPhoneConfirmed: z.boolean(),
  /** A changed phone waiting for its code (UpdateProfile); it replaces phoneNumber once confirmed. */
  pendingPhoneCountryCode: z.string().nullable(),
  pendingPhoneNumber: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  postCode: z.string().nullable(),
  countryId: z.number().int().nullable(),
  stateProvinceId: z.number().int().nullable(),
  isActive: z.boolean(),
  roleNames: z.array(z.string()),
  creationTime: z.string(),
});
export type CustomerProfile = z.infer<typeof CustomerProfileSchema>;

/**
 * `POST Customers/Register` (spec payload). `phoneNumber` is country code plus number
 * (`+14165550123`); `userName` is the email (ignored when different: the email is the user name);
 * `shopId` is the storefront tenant id (the tenant header wins when both are given).
 */
export const RegisterCustomerInputSchema = z.object({
  name: personName,
  surname: personName,
  userName: nameText({ max: identityLimits.emailMaxLength }).optional(),
  emailAddress: email,
  password,
  isActive: z.boolean().optional(),
  phoneNumber: text({ max: phoneTextMax }).refine((v) => /^\+?[\d\s().-]+$/.test(v) && splitPhoneNumber(v) !== null, {
    message: "must be a country code (+1, +61, +91) followed by a 10-digit number",
  }),
  roleNames: z
    .array(text({ max: 64 }))
    .max(10)
    .optional(),
  shopId: idSchema.optional(),
});
export type RegisterCustomerInput = WireOf<typeof RegisterCustomerInputSchema>;

/**
 * `PATCH Customers/UpdateProfile`: any subset. A phone number different from the verified one is
 * kept as pending (`pendingPhoneNumber`) until confirmed with GeneratePhoneConfirmationCode +
 * ConfirmPhoneNumber; the other fields apply at once.
 */
export const UpdateProfileInputSchema = z.object({
  name: personName.optional(),
  surname: personName.optional(),
  emailAddress: email.optional(),
  address: text({ max: 256 }).optional(),
  city: text({ max: 128 }).optional(),
  postCode: text({ max: 16 }).optional(),
  countryId: idSchema.nullable().optional(),
  stateProvinceId: idSchema.nullable().optional(),
  phoneNumber: NationalPhoneSchema.optional(),
  /** Defaults to the current (or +1) country code when phoneNumber is given alone. */
  phoneCountryCode: CountryCodeSchema.optional(),
});
export type UpdateProfileInput = WireOf<typeof UpdateProfileInputSchema>;

/** `GET Customers/Get?id=`: only the caller's own id is found (another id → 404). */
export const GetCustomerInputSchema = z.object({ id });
export type GetCustomerInput = z.infer<typeof GetCustomerInputSchema>;

// ── Phone verification ────────────────────────────────────────────────────────────────────────

/**
 * `POST Customers/GeneratePhoneConfirmationCode` as form data (urlencoded or multipart).
 * Signed in: sends a code for this number to become the caller's phone. Anonymous: sends a code
 * when an account of the tenant has this number (always the same answer, no enumeration).
 */
export const GeneratePhoneCodeInputSchema = z.object({
  phoneNumber: NationalPhoneSchema,
  countryCode: CountryCodeSchema,
});
export type GeneratePhoneCodeInput = WireOf<typeof GeneratePhoneCodeInputSchema>;

/** `POST Customers/ConfirmPhoneNumber` → a sign-in (AuthenticateResult). countryCode defaults to +1. */
export const ConfirmPhoneInputSchema = z.object({
  confirmationCode: code,
  phoneNumber: NationalPhoneSchema,
  countryCode: CountryCodeSchema.optional(),
});
export type ConfirmPhoneInput = WireOf<typeof ConfirmPhoneInputSchema>;

// ── Password reset and change ─────────────────────────────────────────────────────────────────

const resetTarget = {
  emailAddress: email.optional(),
  phoneNumber: NationalPhoneSchema.optional(),
  countryCode: CountryCodeSchema.optional(),
};
const oneTarget = (v: { emailAddress?: string; phoneNumber?: string }) =>
  (v.emailAddress === undefined) !== (v.phoneNumber === undefined);
const oneTargetIssue = { message: "give either emailAddress or phoneNumber", path: ["emailAddress"] };

/** `POST Account/SendPasswordResetCode`: by email or by SMS; the same answer whether the account exists or not. */
export const SendPasswordResetCodeInputSchema = z.object(resetTarget).refine(oneTarget, oneTargetIssue);
export type SendPasswordResetCodeInput = WireOf<typeof SendPasswordResetCodeInputSchema>;

/** `POST Account/ResetPassword` → true; every session of the account is signed out. */
export const ResetPasswordInputSchema = z
  .object({ ...resetTarget, code, newPassword: password })
  .refine(oneTarget, oneTargetIssue);
export type ResetPasswordInput = WireOf<typeof ResetPasswordInputSchema>;

/**
 * `POST User/ChangePassword` (signed in) → a fresh sign-in: every other session is signed out,
 * so the client replaces its token with the one returned.
 */
export const ChangePasswordInputSchema = z.object({
  currentPassword: givenPassword,
  newPassword: password,
});
export type ChangePasswordInput = z.infer<typeof ChangePasswordInputSchema>;

// ── Data archive ──────────────────────────────────────────────────────────────────────────────

export const ArchiveAddressSchema = z.object({
  kind: z.string(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  postCode: z.string().nullable(),
  countryId: z.number().int().nullable(),
  stateProvinceId: z.number().int().nullable(),
});

/** Saved cards appear as brand and last four digits only. */
export const ArchiveCardSchema = z.looseObject({ brand: z.string(), last4: z.string() });

export const ArchiveMessageSchema = z.object({
  channel: z.enum(["sms", "email"]),
  recipient: z.string(),
  subject: z.string().nullable(),
  sentAt: z.string(),
});

/**
 * `GET Customers/ExportMyData`: everything held about the caller, as a JSON attachment
 * (`Content-Disposition: attachment`) in the usual envelope. Sections of domains not yet built
 * are empty lists.
 */
export const DataArchiveSchema = z.object({
  format: z.literal("dutchpot.data-archive.v1"),
  exportedAt: z.string(),
  profile: CustomerProfileSchema,
  addresses: z.array(ArchiveAddressSchema),
  orders: z.array(z.looseObject({})),
  subscriptions: z.array(z.looseObject({})),
  likes: z.array(z.looseObject({})),
  carts: z.array(z.looseObject({})),
  cards: z.array(ArchiveCardSchema),
  messages: z.array(ArchiveMessageSchema),
});
export type DataArchive = z.infer<typeof DataArchiveSchema>;
