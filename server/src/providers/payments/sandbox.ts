import { createHash, randomBytes } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { type SandboxOutcome, sandboxTestCards } from "@dutchpot/contract";
import type { DbOrTx } from "../../db/client.ts";
import { withTransaction } from "../../db/transaction.ts";
import { brandOf, cardDigits, isExpired, passesLuhn, sandboxOutcomeOf } from "./card-rules.ts";
import { type SandboxCard, type SandboxPayment, type SandboxToken, sandboxBooks } from "./sandbox-books.ts";
import {
  CardDeclinedError,
  type CardDetails,
  type ChargeRequest,
  type ChargeResult,
  type DeclineCode,
  type PaymentProvider,
  PaymentTimeoutError,
  RefundRefusedError,
} from "./types.ts";

/**
 * The offline card processor (PAYMENT_PROVIDER=sandbox, the default): it keeps its own books in
 * the database (tokens, customer cards, payments, refunds) and behaves like Square where it
 * matters: one payment per idempotency key, single-use tokens, decline codes, void by key, partial
 * refunds, cards saved from a token or from a payment. Its tables are written through the `tx` the
 * caller passes (or its own transaction): see types.ts and decision 021.
 */
export interface SandboxOptions {
  db: DbOrTx;
  /** Test hook: every charge answers this late; at or past `timeoutMs` it times out (after charging). */
  delayMs?: number;
  /** PAYMENT_TIMEOUT_MS: how long a caller waits for the answer. */
  timeoutMs?: number;
}

export const sandboxPrefixes = { token: "sbx_tok_", card: "sbx_card_", payment: "sbx_pay_", customer: "sbx_cus_" };

const newId = (prefix: string) => `${prefix}${randomBytes(16).toString("base64url")}`;
/** A saved card's id follows from its idempotency key, so a retried save finds the first card. */
const cardIdFor = (idempotencyKey: string) =>
  `${sandboxPrefixes.card}${createHash("sha256").update(idempotencyKey).digest("base64url").slice(0, 24)}`;

const declineOf: Record<Exclude<SandboxOutcome, "approve">, DeclineCode> = {
  decline: "declined",
  insufficientFunds: "insufficientFunds",
  expired: "expired",
  processingError: "processingError",
};

type Outcome = { ok: true; result: ChargeResult } | { ok: false; code: DeclineCode; message: string | null };
const declined = (code: DeclineCode, message: string | null = null): Outcome => ({ ok: false, code, message });

const detailsOf = (row: SandboxToken | SandboxCard): CardDetails => ({
  brand: row.brand,
  last4: row.last4,
  expMonth: row.expMonth,
  expYear: row.expYear,
});

export function createSandboxProvider(options: SandboxOptions): PaymentProvider {
  const { db, delayMs = 0, timeoutMs = 10_000 } = options;

  /** The card behind a source id (token or saved card), for replays and saved cards. */
  async function cardBehind(t: DbOrTx, sourceId: string): Promise<SandboxToken | SandboxCard | null> {
    if (sourceId.startsWith(sandboxPrefixes.card)) return sandboxBooks.card(t, sourceId);
    return sandboxBooks.token(t, sourceId);
  }

  /** The answer a charge under an existing key gets: the first payment's, never a second charge. */
  async function replay(t: DbOrTx, payment: SandboxPayment, request: ChargeRequest): Promise<Outcome> {
    if (payment.sourceId !== request.sourceId || payment.amountCents !== request.amountCents)
      return declined("processingError", "IDEMPOTENCY_KEY_REUSED: another charge holds this key");
    if (payment.status === "CANCELED") return declined("processingError", "the payment under this key was canceled");
    if (payment.status !== "COMPLETED") return declined((payment.failureCode as DeclineCode | null) ?? "declined");
    const card = await cardBehind(t, payment.sourceId);
    if (!card) throw new Error(`sandbox payment ${payment.id} lost its card`);
    return { ok: true, result: { paymentId: payment.id, amountCents: payment.amountCents, card: detailsOf(card) } };
  }

  /** Takes the source: a token once (atomically), a saved card of the customer any number of times. */
  async function takeSource(
    t: DbOrTx,
    request: ChargeRequest,
  ): Promise<{ card: SandboxToken | SandboxCard; outcome: SandboxOutcome } | { missing: DeclineCode }> {
    if (request.sourceId.startsWith(sandboxPrefixes.card)) {
      const card = await sandboxBooks.card(t, request.sourceId);
      if (!card || card.disabled || card.customerId !== request.customerId) return { missing: "unknownSource" };
      const outcome = isExpired(card.expMonth, card.expYear) ? "expired" : (card.outcome as SandboxOutcome);
      return { card, outcome };
    }
    const token = await sandboxBooks.takeToken(t, request.sourceId);
    if (token) return { card: token, outcome: token.outcome as SandboxOutcome };
    return { missing: (await sandboxBooks.token(t, request.sourceId)) ? "invalidCard" : "unknownSource" };
  }

  async function chargeIn(t: DbOrTx, request: ChargeRequest): Promise<Outcome> {
    const existing = await sandboxBooks.paymentByKey(t, request.idempotencyKey);
    if (existing) return replay(t, existing, request);
    const source = await takeSource(t, request);
    if ("missing" in source) {
      // A concurrent charge with this key may have taken the token first: answer its payment.
      const first = await sandboxBooks.paymentByKey(t, request.idempotencyKey);
      return first ? replay(t, first, request) : declined(source.missing);
    }
    const failure = source.outcome === "approve" ? null : declineOf[source.outcome];
    const inserted = await sandboxBooks.insertPayment(t, {
      id: newId(sandboxPrefixes.payment),
      idempotencyKey: request.idempotencyKey,
      sourceId: request.sourceId,
      amountCents: request.amountCents,
      currency: request.currency,
      status: failure ? "FAILED" : "COMPLETED",
      failureCode: failure,
    });
    if (!inserted) {
      const first = await sandboxBooks.paymentByKey(t, request.idempotencyKey);
      if (!first) throw new Error("sandbox payment key conflict without a payment");
      return replay(t, first, request);
    }
    if (failure) return declined(failure);
    const result = { paymentId: inserted.id, amountCents: inserted.amountCents, card: detailsOf(source.card) };
    return { ok: true, result };
  }

  /** The test hook: the processor took the request but its answer comes late, or never in time. */
  async function answerLate() {
    if (delayMs <= 0) return;
    await sleep(Math.min(delayMs, timeoutMs));
    if (delayMs >= timeoutMs) throw new PaymentTimeoutError();
  }

  return {
    name: "sandbox",

    async charge(request, tx) {
      if (!Number.isSafeInteger(request.amountCents) || request.amountCents <= 0)
        throw new CardDeclinedError("processingError", "the amount must be a positive number of cents");
      const outcome = await withTransaction(tx ?? db, (t) => chargeIn(t, request));
      await answerLate();
      if (!outcome.ok) throw new CardDeclinedError(outcome.code, outcome.message);
      return outcome.result;
    },

    async cancelByIdempotencyKey(idempotencyKey, tx) {
      await sandboxBooks.cancelByKey(tx ?? db, idempotencyKey);
    },

    async refund(request, tx) {
      if (!Number.isSafeInteger(request.amountCents) || request.amountCents <= 0)
        throw new RefundRefusedError("exceedsCaptured", "the amount must be a positive number of cents");
      return withTransaction(tx ?? db, async (t) => {
        const inserted = await sandboxBooks.insertRefund(t, {
          id: newId("sbx_ref_"),
          paymentId: request.paymentId,
          idempotencyKey: request.idempotencyKey,
          amountCents: request.amountCents,
          reason: request.reason ?? null,
        });
        if (!inserted) {
          const first = await sandboxBooks.refundByKey(t, request.idempotencyKey);
          if (!first || first.paymentId !== request.paymentId || first.amountCents !== request.amountCents)
            throw new RefundRefusedError("keyReused");
          return { refundId: first.id, amountCents: first.amountCents };
        }
        if (!(await sandboxBooks.addRefunded(t, request.paymentId, request.amountCents))) {
          const payment = await sandboxBooks.payment(t, request.paymentId);
          if (!payment) throw new RefundRefusedError("unknownPayment");
          throw new RefundRefusedError(payment.status === "COMPLETED" ? "exceedsCaptured" : "notRefundable");
        }
        return { refundId: inserted.id, amountCents: inserted.amountCents };
      });
    },

    async createCustomer() {
      // The sandbox keeps no customer records: a customer is the id its cards are filed under.
      return newId(sandboxPrefixes.customer);
    },

    async saveCard({ customerId, sourceId, idempotencyKey }, tx) {
      const id = cardIdFor(idempotencyKey);
      return withTransaction(tx ?? db, async (t) => {
        const again = await sandboxBooks.card(t, id);
        if (again) {
          if (again.customerId !== customerId) throw new CardDeclinedError("processingError", "IDEMPOTENCY_KEY_REUSED");
          return { cardId: again.id, ...detailsOf(again) };
        }
        let card: SandboxToken | SandboxCard;
        if (sourceId.startsWith(sandboxPrefixes.payment)) {
          // Saved from a completed payment (Square does the same): the card that paid it.
          const payment = await sandboxBooks.payment(t, sourceId);
          const paidWith = payment?.status === "COMPLETED" ? await cardBehind(t, payment.sourceId) : null;
          if (!paidWith) throw new CardDeclinedError("unknownSource");
          // Paid with a saved card of this customer already: that card, not a copy of it.
          if ("customerId" in paidWith && paidWith.customerId === customerId)
            return { cardId: paidWith.id, ...detailsOf(paidWith) };
          card = paidWith;
        } else {
          const token = await sandboxBooks.token(t, sourceId);
          if (!token) throw new CardDeclinedError("unknownSource");
          if (token.outcome !== "approve") throw new CardDeclinedError(declineOf[token.outcome as "decline"]);
          if (!(await sandboxBooks.takeToken(t, sourceId))) throw new CardDeclinedError("invalidCard");
          card = token;
        }
        const saved = await sandboxBooks.insertCard(t, { id, customerId, ...detailsOf(card), outcome: card.outcome });
        return { cardId: saved.id, ...detailsOf(saved) };
      });
    },

    async disableCard(cardId, tx) {
      await sandboxBooks.disableCard(tx ?? db, cardId);
    },

    browserConfiguration() {
      return {
        provider: "sandbox",
        currency: "CAD",
        square: null,
        missingCredentials: false,
        testCards: sandboxTestCards.map((c) => ({ ...c })),
      };
    },

    async tokenize(entry, tx) {
      const digits = cardDigits(entry.cardNumber);
      if (!digits || !passesLuhn(digits)) throw new CardDeclinedError("invalidCard");
      if (isExpired(entry.expiryMonth, entry.expiryYear)) throw new CardDeclinedError("expired");
      const token = {
        id: newId(sandboxPrefixes.token),
        brand: brandOf(digits),
        last4: digits.slice(-4),
        expMonth: entry.expiryMonth,
        expYear: entry.expiryYear,
        outcome: sandboxOutcomeOf(digits),
      };
      await sandboxBooks.insertToken(tx ?? db, token);
      const { id, outcome: _outcome, ...card } = token;
      return { token: id, ...card };
    },

    isSavedCardId: (sourceId) => sourceId.startsWith(sandboxPrefixes.card),
  };
}
