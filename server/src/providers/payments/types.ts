import type { PaymentConfiguration } from "@dutchpot/contract";
import type { DbOrTx } from "../../db/client.ts";
import type { PaymentProviderName } from "../../db/schema/payments.ts";
import type { TenantSettings } from "../../db/schema/tenants.ts";

/**
 * The card payment provider seam (architecture §5): `sandbox` (offline default, its own books in
 * the database) and `square` (the official SDK). Every money-moving call takes an idempotency key:
 * the same key always means the same charge, refund or saved card, never a second one.
 *
 * Every method takes an optional `tx`: the transaction the caller is in. The sandbox writes its
 * books through it (on PGlite, one connection, a query outside an open transaction would wait for
 * it forever); Square ignores it. A rolled-back sandbox charge was never taken, which is what the
 * compensation (cancel by key) achieves with Square (docs/payments.md, decision 021).
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

/** A refund the provider refused: unknown payment, more than is left to refund, a voided payment. */
export class RefundRefusedError extends Error {
  constructor(
    readonly reason: "unknownPayment" | "exceedsCaptured" | "notRefundable" | "keyReused" | "providerError",
    readonly providerMessage: string | null = null,
  ) {
    super(`refund refused: ${reason}`);
  }
}

/** The card typed in the browser (sandbox tokenizer only; never stored, never logged). */
export interface CardEntry {
  cardNumber: string;
  expiryMonth: number;
  expiryYear: number;
  cvv: string;
}

/** A one-time source id and what may be shown about its card. */
export interface CardTokenResult extends CardDetails {
  token: string;
}

/** A tenant's own browser ids (`TenantSettings.payments`), which win over the server's. */
export type TenantPaymentSettings = NonNullable<TenantSettings["payments"]>;

/** The provider did not answer in time; the caller cancels by idempotency key (nothing stays charged). */
export class PaymentTimeoutError extends Error {
  constructor() {
    super("payment provider timed out");
  }
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Charges the source; throws CardDeclinedError or PaymentTimeoutError. Same key → same payment. */
  charge(request: ChargeRequest, tx?: DbOrTx): Promise<ChargeResult>;
  /** Voids the charge made (or perhaps made) under this key; a no-op when there is none. */
  cancelByIdempotencyKey(idempotencyKey: string, tx?: DbOrTx): Promise<void>;
  /** Full or partial refund of a completed payment; throws RefundRefusedError. Same key → same refund. */
  refund(request: RefundRequest, tx?: DbOrTx): Promise<RefundResult>;
  /** A provider customer for one of our users (cards are saved under it). */
  createCustomer(
    input: { referenceId: string; email?: string | null; name?: string | null },
    tx?: DbOrTx,
  ): Promise<string>;
  /**
   * Saves a card of the customer from a one-time token or from a completed payment's id (Square
   * saves a card from a payment the same way); throws CardDeclinedError when it is unusable.
   */
  saveCard(
    input: { customerId: string; sourceId: string; idempotencyKey: string },
    tx?: DbOrTx,
  ): Promise<SavedProviderCard>;
  /** Removes a saved card at the provider. */
  disableCard(cardId: string, tx?: DbOrTx): Promise<void>;
  /** What the browser needs to take a card (`Payments/GetConfiguration`); a tenant's ids win. */
  browserConfiguration(tenant?: TenantPaymentSettings): PaymentConfiguration;
  /**
   * Sandbox only: the card typed in the browser → a one-time token (CardDeclinedError `invalidCard`
   * or `expired` for a bad number or a past expiry). Absent under Square (its Web Payments SDK
   * tokenizes in the browser).
   */
  tokenize?(card: CardEntry, tx?: DbOrTx): Promise<CardTokenResult>;
  /** Whether a source id names a saved card (not a one-time token) of this provider. */
  isSavedCardId(sourceId: string): boolean;
}
