import { and, asc, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { customerCards, type PaymentProviderName, payments } from "../../db/schema/payments.ts";

/** Saved cards and payment rows (SQL only). Only provider ids, brand, last four and expiry. */

export type CustomerCardRow = typeof customerCards.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

/** Whose cards: a customer on one storefront. */
export interface CardHolder {
  tenantId: number;
  userId: number;
}

const ofHolder = (holder: CardHolder) =>
  and(eq(customerCards.tenantId, holder.tenantId), eq(customerCards.userId, holder.userId));

export const paymentsRepository = {
  /** Serialises card changes of one holder (first card default, promotion after a delete). */
  async lockHolder(tx: DbOrTx, holder: CardHolder): Promise<void> {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`customer-cards:${holder.tenantId}:${holder.userId}`}, 0))`,
    );
  },

  async cardsOf(db: DbOrTx, holder: CardHolder, provider: PaymentProviderName): Promise<CustomerCardRow[]> {
    return db
      .select()
      .from(customerCards)
      .where(and(ofHolder(holder), eq(customerCards.provider, provider)))
      .orderBy(asc(customerCards.id));
  },

  async cardByProviderId(
    db: DbOrTx,
    provider: PaymentProviderName,
    providerCardId: string,
  ): Promise<CustomerCardRow | null> {
    const [row] = await db
      .select()
      .from(customerCards)
      .where(and(eq(customerCards.provider, provider), eq(customerCards.providerCardId, providerCardId)));
    return row ?? null;
  },

  /** Inserts the card unless the provider's card id is known (a retried save); answers the row. */
  async insertCard(tx: DbOrTx, row: typeof customerCards.$inferInsert): Promise<CustomerCardRow> {
    await tx
      .insert(customerCards)
      .values(row)
      .onConflictDoNothing({ target: [customerCards.provider, customerCards.providerCardId] });
    const saved = await paymentsRepository.cardByProviderId(tx, row.provider, row.providerCardId);
    if (!saved) throw new Error("saved card vanished");
    return saved;
  },

  /** Two statements: the one-default index is checked row by row, so clear first, then set. */
  async makeDefault(tx: DbOrTx, holder: CardHolder, cardId: number): Promise<void> {
    await tx
      .update(customerCards)
      .set({ isDefault: false })
      .where(and(ofHolder(holder), eq(customerCards.isDefault, true), ne(customerCards.id, cardId)));
    await tx.update(customerCards).set({ isDefault: true }).where(eq(customerCards.id, cardId));
  },

  async deleteCard(tx: DbOrTx, cardId: number): Promise<void> {
    await tx.delete(customerCards).where(eq(customerCards.id, cardId));
  },

  async newestCard(tx: DbOrTx, holder: CardHolder, provider: PaymentProviderName): Promise<CustomerCardRow | null> {
    const [row] = await tx
      .select()
      .from(customerCards)
      .where(and(ofHolder(holder), eq(customerCards.provider, provider)))
      .orderBy(desc(customerCards.createdAt), desc(customerCards.id))
      .limit(1);
    return row ?? null;
  },

  /** Every saved card of a user, on every storefront and provider (data archive, deletion). */
  async cardsOfUser(db: DbOrTx, userId: number): Promise<CustomerCardRow[]> {
    return db.select().from(customerCards).where(eq(customerCards.userId, userId)).orderBy(asc(customerCards.id));
  },

  async deleteCardsOfUser(tx: DbOrTx, userId: number): Promise<void> {
    await tx.delete(customerCards).where(eq(customerCards.userId, userId));
  },

  async insertPayment(tx: DbOrTx, row: typeof payments.$inferInsert): Promise<PaymentRow> {
    const [inserted] = await tx.insert(payments).values(row).returning();
    if (!inserted) throw new Error("payment not recorded");
    return inserted;
  },

  async paymentOfOrder(tx: DbOrTx, orderId: number, forUpdate = false): Promise<PaymentRow | null> {
    const query = tx.select().from(payments).where(eq(payments.orderId, orderId));
    const [row] = forUpdate ? await query.for("update") : await query;
    return row ?? null;
  },

  async paymentByKey(tx: DbOrTx, tenantId: number, idempotencyKey: string): Promise<PaymentRow | null> {
    const [row] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.tenantId, tenantId), eq(payments.idempotencyKey, idempotencyKey)));
    return row ?? null;
  },

  async paymentsOfOrders(db: DbOrTx, orderIds: number[]): Promise<PaymentRow[]> {
    if (orderIds.length === 0) return [];
    return db.select().from(payments).where(inArray(payments.orderId, orderIds));
  },

  async setRefunded(tx: DbOrTx, paymentId: number, refundedCents: number, status: PaymentRow["status"]): Promise<void> {
    await tx.update(payments).set({ refundedCents, status }).where(eq(payments.id, paymentId));
  },
};
