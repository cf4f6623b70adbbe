import { and, eq } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { customerCards } from "../../db/schema/index.ts";
import type { ChargeResult, PaymentProvider } from "../../providers/payments/types.ts";

/** What may be shown of a saved card (brand, last four). */
export interface SavedCardBadge {
  brand: string;
  last4: string;
}

/**
 * Off-session charges of a customer's saved card (weekly subscription deliveries): the card row
 * (customer_cards.id) names the provider's card id and customer, and the provider charges it under
 * the caller's idempotency key: the same key is the same charge, never a second one. Throws the
 * provider's CardDeclinedError (a declined, expired or removed card) or PaymentTimeoutError.
 */
export function createSavedCardCharges(db: Db, provider: PaymentProvider) {
  const cardOf = async (cardId: number, userId: number, tx: DbOrTx) => {
    const [row] = await tx
      .select()
      .from(customerCards)
      .where(and(eq(customerCards.id, cardId), eq(customerCards.userId, userId)));
    return row;
  };
  return {
    /** Brand and last four of the user's saved card, or null when it was deleted. */
    async badgesOf(cardIds: number[], tx: DbOrTx = db): Promise<Map<number, SavedCardBadge>> {
      const found = new Map<number, SavedCardBadge>();
      for (const id of new Set(cardIds)) {
        const [row] = await tx.select().from(customerCards).where(eq(customerCards.id, id));
        if (row) found.set(id, { brand: row.brand, last4: row.last4 });
      }
      return found;
    },

    /**
     * Charges the user's saved card `cardId`; `null` when the card is no longer saved (deleted by
     * the customer): the caller treats it as a decline.
     */
    async charge(
      input: { cardId: number; userId: number; amountCents: number; idempotencyKey: string; referenceId: string },
      tx: DbOrTx,
    ): Promise<ChargeResult | null> {
      const card = await cardOf(input.cardId, input.userId, tx);
      if (!card || card.provider !== provider.name) return null;
      return provider.charge(
        {
          idempotencyKey: input.idempotencyKey,
          amountCents: input.amountCents,
          currency: "CAD",
          sourceId: card.providerCardId,
          customerId: card.providerCustomerId,
          referenceId: input.referenceId,
        },
        tx,
      );
    },

    /** Voids whatever was charged under this key (a delivery whose transaction failed after its charge). */
    cancelByIdempotencyKey(idempotencyKey: string): Promise<void> {
      return provider.cancelByIdempotencyKey(idempotencyKey);
    },

    providerName: provider.name,
  };
}

export type SavedCardCharges = ReturnType<typeof createSavedCardCharges>;
