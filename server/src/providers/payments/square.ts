import { createHash } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { Square, SquareClient, SquareError } from "square";
import {
  CardDeclinedError,
  type CardDetails,
  type DeclineCode,
  type PaymentProvider,
  PaymentTimeoutError,
  RefundRefusedError,
  type RefundRequest,
  type RefundResult,
} from "./types.ts";

/**
 * Square (PAYMENT_PROVIDER=square) through the official `square` SDK: the browser tokenizes the
 * card with Square's Web Payments SDK; the server creates payments with our idempotency key,
 * voids by key, refunds, and keeps cards on file under a Square customer. Card data never passes
 * through us: only Square's ids, brand, last four and expiry.
 */
export interface SquareOptions {
  accessToken?: string;
  environment: "sandbox" | "production";
  /** Overrides the environment's URL (the tests' local fake). */
  baseUrl?: string;
  applicationId?: string;
  locationId?: string;
  timeoutMs: number;
  log?: Pick<FastifyBaseLogger, "warn" | "error">;
}

export const squareScriptUrls = {
  sandbox: "https://sandbox.web.squarecdn.com/v1/square.js",
  production: "https://web.squarecdn.com/v1/square.js",
} as const;

/**
 * What the payment page's Content Security Policy must allow for Square's Web Payments SDK (Square's
 * CSP guide): its script, the card-field frames it draws, and the hosts it sends card data to.
 */
export const squareBrowserOrigins = {
  sandbox: {
    script: ["https://sandbox.web.squarecdn.com", "https://js.squareupsandbox.com"],
    frame: ["https://sandbox.web.squarecdn.com"],
    connect: [
      "https://sandbox.web.squarecdn.com",
      "https://pci-connect.squareupsandbox.com",
      "https://connect.squareupsandbox.com",
    ],
  },
  production: {
    script: ["https://web.squarecdn.com", "https://js.squareup.com"],
    frame: ["https://web.squarecdn.com"],
    connect: ["https://web.squarecdn.com", "https://pci-connect.squareup.com", "https://connect.squareup.com"],
  },
} as const;

/** Square's error codes → our decline codes (anything else is a processing error). */
const declineCodes: Record<string, DeclineCode> = {
  CARD_DECLINED: "declined",
  GENERIC_DECLINE: "declined",
  CARD_DECLINED_CALL_ISSUER: "declined",
  CARD_DECLINED_VERIFICATION_REQUIRED: "declined",
  TRANSACTION_LIMIT: "declined",
  VOICE_FAILURE: "declined",
  CARD_NOT_SUPPORTED: "declined",
  INSUFFICIENT_FUNDS: "insufficientFunds",
  EXPIRED_CARD: "expired",
  INVALID_EXPIRATION: "expired",
  INVALID_EXPIRATION_DATE: "expired",
  INVALID_EXPIRATION_YEAR: "expired",
  CVV_FAILURE: "invalidCard",
  ADDRESS_VERIFICATION_FAILURE: "invalidCard",
  INVALID_POSTAL_CODE: "invalidCard",
  PAN_FAILURE: "invalidCard",
  INVALID_CARD: "invalidCard",
  INVALID_CARD_DATA: "invalidCard",
  INVALID_ACCOUNT: "invalidCard",
  CARD_TOKEN_USED: "invalidCard",
  CARD_TOKEN_EXPIRED: "invalidCard",
  NOT_FOUND: "unknownSource",
};

/** Square's idempotency keys are at most 45 characters: longer keys are hashed (same key → same hash). */
export const squareKey = (prefix: string, key: string) =>
  prefix.length + key.length <= 45
    ? `${prefix}${key}`
    : `${prefix}${createHash("sha256").update(key).digest("hex")}`.slice(0, 45);

const detailsOf = (card: Square.Card | undefined): CardDetails => ({
  brand: card?.cardBrand ?? "OTHER_BRAND",
  last4: card?.last4 ?? "",
  expMonth: Number(card?.expMonth ?? 0),
  expYear: Number(card?.expYear ?? 0),
});

type Sdk = typeof import("square");
let sdk: Sdk | undefined;
let sdkLoading: Promise<Sdk> | undefined;
/**
 * Square's SDK is loaded on the provider's first call, not at start: importing it costs about a
 * second of CPU and ~40 MiB of heap (decision 036), which a server on the sandbox provider, or one
 * that has not charged a card yet, never needs.
 */
const loadSdk = (): Promise<Sdk> => {
  sdkLoading ??= import("square").then((loaded) => {
    sdk = loaded;
    return loaded;
  });
  return sdkLoading;
};
/** An error thrown by the SDK with an HTTP status (never true before the SDK is loaded). */
const isSquareError = (error: unknown): error is SquareError & { statusCode: number } =>
  sdk !== undefined && error instanceof sdk.SquareError && error.statusCode !== undefined;

export function createSquareProvider(options: SquareOptions): PaymentProvider {
  let clientLoading: Promise<SquareClient> | undefined;
  const squareClient = (): Promise<SquareClient> => {
    clientLoading ??= loadSdk().then(
      ({ SquareClient, SquareEnvironment }) =>
        new SquareClient({
          token: options.accessToken ?? "",
          environment: options.environment === "production" ? SquareEnvironment.Production : SquareEnvironment.Sandbox,
          ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}),
          timeoutInSeconds: options.timeoutMs / 1000,
          // Retries of 429/5xx are safe (every write carries an idempotency key) but cost time: one.
          maxRetries: 1,
        }),
    );
    return clientLoading;
  };
  // Completed charges by key, so a void of a completed payment (Square voids only APPROVED ones)
  // can refund it instead. Bounded: the compensation runs right after the charge.
  const completedByKey = new Map<string, { paymentId: string; amountCents: number }>();

  /** A Square error as ours: a decline code, or "unknown outcome" for timeouts and server faults. */
  function translate(error: unknown, what: string): Error {
    if (sdk !== undefined && error instanceof sdk.SquareTimeoutError) return new PaymentTimeoutError();
    // The SDK reports an aborted (timed out) or failed connection as an error without a status.
    if (isSquareError(error)) {
      const first = error.errors[0];
      const code = first?.code ? declineCodes[first.code] : undefined;
      if (code) return new CardDeclinedError(code, first?.detail ?? first?.code ?? null);
      if (error.statusCode >= 500) return new PaymentTimeoutError();
      options.log?.error({ status: error.statusCode, errors: error.errors, what }, "square: request refused");
      return new CardDeclinedError("processingError", first?.code ?? null);
    }
    // No answer at all (network): the outcome is unknown, like a timeout.
    options.log?.warn({ err: error, what }, "square: no answer");
    return new PaymentTimeoutError();
  }

  async function refund(request: RefundRequest): Promise<RefundResult> {
    try {
      const { refund: made } = await (await squareClient()).refunds.refundPayment({
        idempotencyKey: squareKey("", request.idempotencyKey),
        paymentId: request.paymentId,
        amountMoney: { amount: BigInt(request.amountCents), currency: "CAD" },
        reason: request.reason,
      });
      if (!made?.id) throw new RefundRefusedError("providerError", "no refund in the answer");
      return { refundId: made.id, amountCents: Number(made.amountMoney?.amount ?? request.amountCents) };
    } catch (error) {
      if (error instanceof RefundRefusedError) throw error;
      if (isSquareError(error)) {
        const code = error.errors[0]?.code ?? null;
        if (error.statusCode === 404) throw new RefundRefusedError("unknownPayment", code);
        if (code === "REFUND_AMOUNT_INVALID") throw new RefundRefusedError("exceedsCaptured", code);
        if (code === "IDEMPOTENCY_KEY_REUSED") throw new RefundRefusedError("keyReused", code);
        throw new RefundRefusedError("providerError", code);
      }
      throw translate(error, "refunds.refundPayment");
    }
  }

  return {
    name: "square",

    async charge(request) {
      try {
        const { payment } = await (await squareClient()).payments.create({
          idempotencyKey: squareKey("", request.idempotencyKey),
          sourceId: request.sourceId,
          amountMoney: { amount: BigInt(request.amountCents), currency: request.currency },
          customerId: request.customerId ?? undefined,
          locationId: options.locationId,
          referenceId: request.referenceId,
          note: request.note,
          autocomplete: true,
        });
        if (!payment?.id || payment.status === "FAILED" || payment.status === "CANCELED")
          throw new CardDeclinedError("declined", payment?.status ?? null);
        // A replayed key whose payment we already refunded (a compensation after a failure) is no
        // charge: placing an order on it would deliver unpaid. The caller retries with a new key.
        if (Number(payment.refundedMoney?.amount ?? 0) > 0)
          throw new CardDeclinedError("processingError", "PAYMENT_REFUNDED");
        const amountCents = Number(payment.amountMoney?.amount ?? request.amountCents);
        if (completedByKey.size >= 1000) completedByKey.delete(completedByKey.keys().next().value as string);
        completedByKey.set(request.idempotencyKey, { paymentId: payment.id, amountCents });
        return { paymentId: payment.id, amountCents, card: detailsOf(payment.cardDetails?.card) };
      } catch (error) {
        if (error instanceof CardDeclinedError) throw error;
        throw translate(error, "payments.create");
      }
    },

    async cancelByIdempotencyKey(idempotencyKey) {
      try {
        await (await squareClient()).payments.cancelByIdempotencyKey({ idempotencyKey: squareKey("", idempotencyKey) });
        completedByKey.delete(idempotencyKey);
      } catch (error) {
        // A completed payment cannot be voided at Square: refund it in full when we know it.
        const completed = completedByKey.get(idempotencyKey);
        if (!completed) throw translate(error, "payments.cancelByIdempotencyKey");
        await refund({ ...completed, idempotencyKey: squareKey("void-", idempotencyKey), reason: "voided" });
        completedByKey.delete(idempotencyKey);
      }
    },

    refund,

    async createCustomer(input) {
      try {
        const { customer } = await (await squareClient()).customers.create({
          idempotencyKey: squareKey("customer-", input.referenceId),
          referenceId: input.referenceId,
          emailAddress: input.email ?? undefined,
          givenName: input.name ?? undefined,
        });
        if (!customer?.id) throw new CardDeclinedError("processingError", "no customer in the answer");
        return customer.id;
      } catch (error) {
        if (error instanceof CardDeclinedError) throw error;
        throw translate(error, "customers.create");
      }
    },

    async saveCard({ customerId, sourceId, idempotencyKey }) {
      try {
        const { card } = await (await squareClient()).cards.create({
          idempotencyKey: squareKey("card-", idempotencyKey),
          sourceId,
          card: { customerId },
        });
        if (!card?.id) throw new CardDeclinedError("processingError", "no card in the answer");
        return { cardId: card.id, ...detailsOf(card) };
      } catch (error) {
        if (error instanceof CardDeclinedError) throw error;
        throw translate(error, "cards.create");
      }
    },

    async disableCard(cardId) {
      try {
        await (await squareClient()).cards.disable({ cardId });
      } catch (error) {
        // Already gone at Square: nothing left to disable.
        if (isSquareError(error) && error.statusCode === 404) return;
        throw translate(error, "cards.disable");
      }
    },

    browserConfiguration(tenant) {
      const applicationId = tenant?.squareApplicationId || options.applicationId;
      const locationId = tenant?.squareLocationId || options.locationId;
      return {
        provider: "square",
        currency: "CAD",
        square:
          applicationId && locationId
            ? { applicationId, locationId, scriptUrl: squareScriptUrls[options.environment] }
            : null,
        missingCredentials: !applicationId || !locationId || !options.accessToken,
        testCards: null,
      };
    },

    // Square's card-on-file ids start with `ccof:`; one-time tokens (nonces) with `cnon:`.
    isSavedCardId: (sourceId) => sourceId.startsWith("ccof:"),
  };
}
