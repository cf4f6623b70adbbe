import { createHash } from "node:crypto";
import { checkoutTexts, type PaymentConfiguration, type SavedCard, toDollars } from "@dutchpot/contract";
import type { DbOrTx } from "../../db/client.ts";
import type { PaymentProviderName } from "../../db/schema/payments.ts";
import { withTransaction } from "../../db/transaction.ts";
import {
  AppError,
  BusinessRuleError,
  FieldValidationError,
  NotFoundError,
  PaymentDeclinedError,
} from "../../lib/errors.ts";
import {
  CardDeclinedError,
  type CardDetails,
  type CardEntry,
  type CardTokenResult,
  type DeclineCode,
  type PaymentProvider,
  PaymentTimeoutError,
  RefundRefusedError,
  type TenantPaymentSettings,
} from "../../providers/payments/types.ts";
import {
  type CardHolder,
  type CustomerCardRow,
  type PaymentRow,
  paymentsRepository as repo,
} from "./payments.repository.ts";

export type { CardHolder } from "./payments.repository.ts";

/** Who pays (ProcessPayment): a signed-in customer or a guest, on one storefront. */
export interface PaymentOwner {
  tenantId: number;
  userId: number | null;
  guestId: string | null;
}

/** What ProcessPayment charges: the source, and the provider customer when it is a saved card. */
export interface ResolvedSource {
  sourceId: string;
  customerId: string | null;
  savedCardId: number | null;
}

export interface RecordPaymentInput {
  tenantId: number;
  orderId: number;
  provider: PaymentProviderName;
  paymentId: string;
  idempotencyKey: string;
  amountCents: number;
  card: CardDetails;
}

/** The text a customer sees for each decline code (402 answers). */
export const declineTexts: Record<DeclineCode, string> = {
  declined: checkoutTexts.paymentDeclined,
  insufficientFunds: checkoutTexts.insufficientFunds,
  expired: checkoutTexts.cardExpired,
  processingError: checkoutTexts.processingError,
  invalidCard: checkoutTexts.cardInvalid,
  unknownSource: checkoutTexts.cardUnknown,
};

/** A provider failure as the 402 the customer gets (anything else is rethrown). */
export function asDeclined(error: unknown): unknown {
  if (error instanceof CardDeclinedError) return new PaymentDeclinedError(declineTexts[error.code]);
  if (error instanceof PaymentTimeoutError) return new PaymentDeclinedError(checkoutTexts.providerTimeout);
  return error;
}

const toSavedCard = (row: CustomerCardRow): SavedCard => ({
  cardId: row.providerCardId,
  last4: row.last4,
  isDefault: row.isDefault,
  cardBrand: row.brand,
  expMonth: row.expMonth,
  expYear: row.expYear,
});

const digest = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 32);

/**
 * Saved cards (per customer AND storefront: another's card id is a 404, always), the sandbox
 * tokenizer, the browser's configuration, and what ProcessPayment and refunds need: the source to
 * charge, the payment row, a card saved from a payment, refunds. The provider is exposed as
 * `provider` for the checkout workflow's charge and its compensation.
 */
export function createPaymentsService(db: DbOrTx, provider: PaymentProvider) {
  async function cardOf(tx: DbOrTx, holder: CardHolder, cardId: string): Promise<CustomerCardRow> {
    const row = await repo.cardByProviderId(tx, provider.name, cardId);
    if (!row || row.tenantId !== holder.tenantId || row.userId !== holder.userId)
      throw new NotFoundError("CustomerCard", cardId);
    return row;
  }

  /** Saves the source (a token or a payment id) as the holder's card; the first card is the default. */
  async function save(holder: CardHolder, sourceId: string, tx?: DbOrTx): Promise<SavedCard> {
    return withTransaction(tx ?? db, async (t) => {
      await repo.lockHolder(t, holder);
      const cards = await repo.cardsOf(t, holder, provider.name);
      try {
        const customerId =
          cards[0]?.providerCustomerId ??
          (await provider.createCustomer({ referenceId: `tenant-${holder.tenantId}-user-${holder.userId}` }, t));
        const idempotencyKey = `card-${digest(`${holder.tenantId}:${holder.userId}:${sourceId}`)}`;
        const card = await provider.saveCard({ customerId, sourceId, idempotencyKey }, t);
        const row = await repo.insertCard(t, {
          tenantId: holder.tenantId,
          userId: holder.userId,
          provider: provider.name,
          providerCustomerId: customerId,
          providerCardId: card.cardId,
          brand: card.brand,
          last4: card.last4,
          expMonth: card.expMonth,
          expYear: card.expYear,
          isDefault: !cards.some((c) => c.isDefault),
        });
        return toSavedCard(row);
      } catch (error) {
        throw asDeclined(error);
      }
    });
  }

  return {
    provider,

    async listCards(holder: CardHolder): Promise<SavedCard[]> {
      return (await repo.cardsOf(db, holder, provider.name)).map(toSavedCard);
    },

    /** `Customers/SaveCustomerCard`: a one-time token becomes a saved card (402 when refused). */
    saveCard: (holder: CardHolder, token: string, tx?: DbOrTx) => save(holder, token, tx),

    /** Saves the card that paid `paymentId` (ProcessPayment with saveCard: true), in its transaction. */
    saveCardFromPayment: (holder: CardHolder, paymentId: string, tx: DbOrTx) => save(holder, paymentId, tx),

    async setDefault(holder: CardHolder, cardId: string): Promise<SavedCard[]> {
      return withTransaction(db, async (t) => {
        await repo.lockHolder(t, holder);
        const card = await cardOf(t, holder, cardId);
        await repo.makeDefault(t, holder, card.id);
        return (await repo.cardsOf(t, holder, provider.name)).map(toSavedCard);
      });
    },

    /** Disables the card at the provider and forgets it; the newest other card becomes the default. */
    async deleteCard(holder: CardHolder, cardId: string): Promise<void> {
      await withTransaction(db, async (t) => {
        await repo.lockHolder(t, holder);
        const card = await cardOf(t, holder, cardId);
        await repo.deleteCard(t, card.id);
        if (card.isDefault) {
          const next = await repo.newestCard(t, holder, provider.name);
          if (next) await repo.makeDefault(t, holder, next.id);
        }
        // Last, so a provider failure leaves the card listed (and usable) rather than half gone.
        await provider.disableCard(card.providerCardId, t);
      });
    },

    /**
     * The source ProcessPayment charges: a saved card of THIS customer (with its provider customer),
     * or a one-time token. Another customer's card, an unknown or deleted card → 400 `cardUnknown`.
     */
    async resolveSource(owner: PaymentOwner, sourceId: string, tx: DbOrTx): Promise<ResolvedSource> {
      const row = await repo.cardByProviderId(tx, provider.name, sourceId);
      if (row) {
        if (owner.userId !== null && row.userId === owner.userId && row.tenantId === owner.tenantId)
          return { sourceId, customerId: row.providerCustomerId, savedCardId: row.id };
        throw new FieldValidationError("sourceId", checkoutTexts.cardUnknown);
      }
      if (provider.isSavedCardId(sourceId)) throw new FieldValidationError("sourceId", checkoutTexts.cardUnknown);
      return { sourceId, customerId: null, savedCardId: null };
    },

    /** The payment row of an order (in the order's transaction). */
    async recordPayment(input: RecordPaymentInput, tx: DbOrTx): Promise<PaymentRow> {
      return repo.insertPayment(tx, {
        tenantId: input.tenantId,
        orderId: input.orderId,
        provider: input.provider,
        providerPaymentId: input.paymentId,
        idempotencyKey: input.idempotencyKey,
        amountCents: input.amountCents,
        cardBrand: input.card.brand,
        cardLast4: input.card.last4,
      });
    },

    /** The order a payment attempt already paid for (its provider idempotency key), if any. */
    async orderPaidWithKey(tenantId: number, idempotencyKey: string, tx: DbOrTx): Promise<number | null> {
      return (await repo.paymentByKey(tx, tenantId, idempotencyKey))?.orderId ?? null;
    },

    async paymentOfOrder(orderId: number, tx?: DbOrTx): Promise<PaymentRow | null> {
      return repo.paymentOfOrder(tx ?? db, orderId);
    },

    /** The card that paid each order (brand, last four, amounts), for the orders module's answers. */
    async paymentSummaries(orderIds: number[], tx?: DbOrTx) {
      const rows = await repo.paymentsOfOrders(tx ?? db, orderIds);
      return new Map(
        rows.map((p) => [
          p.orderId,
          {
            cardBrand: p.cardBrand,
            cardLast4: p.cardLast4,
            amountCents: p.amountCents,
            refundedCents: p.refundedCents,
            status: p.status,
          },
        ]),
      );
    },

    /**
     * Refunds part or all of an order's payment (never more than is left). The provider's key
     * follows from the payment's state, so a retry after a lost answer gets the same refund.
     */
    async refundOrderPayment(orderId: number, amountCents: number, reason: string, tx?: DbOrTx) {
      return withTransaction(tx ?? db, async (t) => {
        const payment = await repo.paymentOfOrder(t, orderId, true);
        if (!payment) throw new NotFoundError("Payment", orderId);
        const left = payment.amountCents - payment.refundedCents;
        if (!Number.isSafeInteger(amountCents) || amountCents <= 0 || amountCents > left)
          throw new BusinessRuleError(`A refund must be more than 0 and at most ${toDollars(left).toFixed(2)}.`);
        let refundId: string;
        try {
          const refund = await provider.refund(
            {
              paymentId: payment.providerPaymentId,
              amountCents,
              idempotencyKey: `refund-${payment.id}-${payment.refundedCents}-${amountCents}`,
              reason,
            },
            t,
          );
          refundId = refund.refundId;
        } catch (error) {
          if (error instanceof RefundRefusedError)
            throw new BusinessRuleError("The payment provider refused the refund.", error.reason);
          // Unknown outcome: a retry sends the same key, so it finds this refund rather than a second.
          if (error instanceof PaymentTimeoutError) throw new AppError(503, checkoutTexts.paymentServiceUnavailable);
          throw error;
        }
        const refundedCents = payment.refundedCents + amountCents;
        const status = refundedCents === payment.amountCents ? "refunded" : "partiallyRefunded";
        await repo.setRefunded(t, payment.id, refundedCents, status);
        return { refundId, refundedCents, status };
      });
    },

    /** A user's saved cards for the data archive: what is shown about a card, never more. */
    async archiveOf(userId: number) {
      return (await repo.cardsOfUser(db, userId)).map((c) => ({
        brand: c.brand,
        last4: c.last4,
        expMonth: c.expMonth,
        expYear: c.expYear,
        isDefault: c.isDefault,
        provider: c.provider,
        storefrontTenantId: c.tenantId,
        savedAt: c.createdAt.toISOString(),
      }));
    },

    /** Account deletion: every card is disabled at the provider (the current one) and forgotten. */
    async eraseAllOf(userId: number, tx: DbOrTx): Promise<void> {
      const cards = await repo.cardsOfUser(tx, userId);
      await repo.deleteCardsOfUser(tx, userId);
      for (const card of cards)
        if (card.provider === provider.name) await provider.disableCard(card.providerCardId, tx);
    },

    /** `Payments/GetConfiguration`: the provider's browser ids (the tenant's own win). */
    configuration(tenant?: TenantPaymentSettings): PaymentConfiguration {
      return provider.browserConfiguration(tenant);
    },

    /** `Payments/TokenizeCard` (sandbox only; 404 otherwise): 400 naming the field for a bad card. */
    async tokenize(card: CardEntry): Promise<CardTokenResult> {
      if (!provider.tokenize) throw new NotFoundError("Payments/TokenizeCard", provider.name);
      try {
        return await provider.tokenize(card);
      } catch (error) {
        if (error instanceof CardDeclinedError && error.code === "expired")
          throw new FieldValidationError("expiryYear", checkoutTexts.cardExpired);
        if (error instanceof CardDeclinedError) throw new FieldValidationError("cardNumber", checkoutTexts.cardInvalid);
        throw error;
      }
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
