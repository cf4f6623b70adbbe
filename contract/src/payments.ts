import { z } from "zod";
import { text } from "./primitives.ts";

/** Saved cards and the payment provider's browser configuration (issue 12). */

/** `GET Customers/GetCustomersCardsList` items (spec 001 §3 "Saved card"). Never the number. */
export const SavedCardSchema = z.object({
  /** The provider's card id: send it as ProcessPayment's sourceId to pay with this card. */
  cardId: z.string(),
  last4: z.string(),
  isDefault: z.boolean(),
  cardBrand: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
});
export type SavedCard = z.infer<typeof SavedCardSchema>;
export const SavedCardListSchema = z.array(SavedCardSchema);

/** A provider's card token or card id. */
const cardToken = text({ max: 255, min: 1 });

/** `POST Customers/SaveCustomerCard` {Id}: a one-time card token (`id` also accepted). */
export const SaveCardInputSchema = z
  .object({ Id: cardToken.optional(), id: cardToken.optional() })
  .refine((v) => v.Id !== undefined || v.id !== undefined, { message: "Required", path: ["Id"] })
  .transform((v) => ({ token: (v.Id ?? v.id) as string }));

/** `POST Customers/SetCustomersDefaultCard` {cardId}. */
export const CardIdInputSchema = z.object({ cardId: cardToken });
/** `DELETE Customers/DeleteCustomerCard?cardId=`. */
export const CardIdQuerySchema = CardIdInputSchema;

/** `GET Payments/GetConfiguration`: what the browser needs to take a card. */
export const PaymentConfigurationSchema = z.object({
  provider: z.enum(["sandbox", "square"]),
  currency: z.string(),
  /** Square Web Payments SDK ids (null under the sandbox). */
  square: z
    .object({
      applicationId: z.string(),
      locationId: z.string(),
      /** The SDK script URL (sandbox or production). */
      scriptUrl: z.string(),
    })
    .nullable(),
  /** Square is chosen but its ids are missing (the spec's missing-credentials state). */
  missingCredentials: z.boolean(),
  /** The sandbox's test numbers and outcomes (null under Square). */
  testCards: z.array(z.object({ number: z.string(), outcome: z.string(), brand: z.string() })).nullable(),
});
export type PaymentConfiguration = z.infer<typeof PaymentConfigurationSchema>;

/** `POST Payments/TokenizeCard` (sandbox only): the card typed in the browser → a one-time token. */
export const TokenizeCardInputSchema = z.object({
  cardNumber: text({ max: 23 }).min(12),
  expiryMonth: z.number().int().min(1).max(12),
  expiryYear: z.number().int().min(2000).max(2100),
  cvv: text({ max: 4 }).regex(/^\d{3,4}$/, "Enter the 3 or 4 digit security code."),
  postalCode: text({ max: 16 }).optional(),
});
export const CardTokenSchema = z.object({
  token: z.string(),
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
});
export type CardToken = z.infer<typeof CardTokenSchema>;
