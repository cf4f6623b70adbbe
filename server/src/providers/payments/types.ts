import type { PaymentConfiguration } from "@dutchpot/contract";
import type { PaymentProviderName } from "../../db/schema/payments.ts";

/**
 * The card payment provider seam (architecture §5): `sandbox` (offline default, its own books in
 * the database) and `square` (the official SDK). Every money-moving call takes an idempotency key:
 * the same key always means the same charge, refund or saved card, never a second one.
 */

export interface CardDetails {
  /** Provider brand words: VISA, MASTERCARD, AMERICAN_EXPRESS, … */
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface ChargeRequest {
  /** Sent to the provider as its idempotency key: a retry returns the first charge. */
  idempotencyKey: string;
  amountCents: number;
  currency: "CAD";
  /** A one-time card token, or a saved card id (then `customerId` is that card's customer). */
  sourceId: string;
  customerId?: string | null;
  /** Our reference (e.g. `cart:42`), shown in the provider's dashboard. */
  referenceId?: string;
  note?: string;
}

export interface ChargeResult {
  paymentId: string;
  amountCents: number;
  card: CardDetails;
}

export interface RefundRequest {
  paymentId: string;
  amountCents: number;
  idempotencyKey: string;
  reason?: string;
}

export interface RefundResult {
  refundId: string;
  amountCents: number;
}

export interface SavedProviderCard extends CardDetails {
  cardId: string;
}

/** Why a card was refused: each maps to a 402 with its own text (`checkoutTexts`). */
export type DeclineCode =
  | "declined"
  | "insufficientFunds"
  | "expired"
  | "processingError"
  | "invalidCard"
  | "unknownSource";

/** The provider refused the card (nothing was charged). */
export class CardDeclinedError extends Error {
  constructor(
    readonly code: DeclineCode,
    readonly providerMessage: string | null = null,
  ) {
    super(`card declined: ${code}`);
  }
}

/** The provider did not answer in time; the caller cancels by idempotency key (nothing stays charged). */
export class PaymentTimeoutError extends Error {
  constructor() {
    super("payment provider timed out");
  }
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Charges the source; throws CardDeclinedError or PaymentTimeoutError. Same key → same payment. */
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Voids the charge made (or perhaps made) under this key; a no-op when there is none. */
  cancelByIdempotencyKey(idempotencyKey: string): Promise<void>;
  /** Full or partial refund of a completed payment. */
  refund(request: RefundRequest): Promise<RefundResult>;
  /** A provider customer for one of our users (cards are saved under it). */
  createCustomer(input: { referenceId: string; email?: string | null; name?: string | null }): Promise<string>;
  /** Saves a one-time token as a card of the customer; throws CardDeclinedError when it is unusable. */
  saveCard(input: { customerId: string; sourceId: string; idempotencyKey: string }): Promise<SavedProviderCard>;
  /** Removes a saved card at the provider. */
  disableCard(cardId: string): Promise<void>;
  /** What the browser needs to take a card (`Payments/GetConfiguration`). */
  browserConfiguration(): PaymentConfiguration;
}
