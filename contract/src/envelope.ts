import { z } from "zod";

/** ABP `ValidationErrorInfo`: a message and the camelCase members it concerns. */
export const ValidationErrorInfoSchema = z.object({
  message: z.string(),
  members: z.array(z.string()).nullable(),
});

/** ABP `ErrorInfo`. */
export const ErrorInfoSchema = z.object({
  code: z.number().int(),
  message: z.string(),
  details: z.string().nullable(),
  validationErrors: z.array(ValidationErrorInfoSchema).nullable(),
});
export type ErrorInfo = z.infer<typeof ErrorInfoSchema>;

/** The ABP `AjaxResponse` envelope wrapping every `/api` response, success and error. */
export function envelopeOf<T extends z.ZodType>(result: T) {
  return z.object({
    result: result,
    targetUrl: z.null(),
    success: z.boolean(),
    error: ErrorInfoSchema.nullable(),
    unAuthorizedRequest: z.boolean(),
    __abp: z.literal(true),
  });
}

export const ErrorEnvelopeSchema = envelopeOf(z.null());
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

export interface Envelope<T> {
  result: T;
  targetUrl: null;
  success: boolean;
  error: ErrorInfo | null;
  unAuthorizedRequest: boolean;
  __abp: true;
}

/** The ABP texts the wire contract keeps (decision 2). */
export const abpTexts = {
  validation: "Your request is not valid!",
  validationNarrative: "The following errors were detected during validation.",
  notLoggedIn: "Current user did not login to the application!",
  internal: "An internal error occurred during your request!",
  forbidden: "Required permissions are not granted.",
  loginFailed: "Login failed!",
  invalidCredentials: "Invalid user name or password",
  tenantMismatch: "The tenant of the request does not match the signed-in user's tenant.",
  tooManyRequests: "Too many requests!",
} as const;
