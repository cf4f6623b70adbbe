import { and, eq, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { sandboxCards, sandboxCardTokens, sandboxPayments, sandboxRefunds } from "../../db/schema/payments.ts";

/**
 * The sandbox provider's books (SQL only): one-time tokens, customer cards, payments keyed by
 * idempotency key, refunds keyed by idempotency key. Card numbers and CVVs have no column here.
 */

export type SandboxToken = typeof sandboxCardTokens.$inferSelect;
export type SandboxCard = typeof sandboxCards.$inferSelect;
export type SandboxPayment = typeof sandboxPayments.$inferSelect;
export type SandboxRefund = typeof sandboxRefunds.$inferSelect;

export const sandboxBooks = {
  async insertToken(db: DbOrTx, row: typeof sandboxCardTokens.$inferInsert): Promise<void> {
    await db.insert(sandboxCardTokens).values(row);
  },

  async token(db: DbOrTx, id: string): Promise<SandboxToken | null> {
    const [row] = await db.select().from(sandboxCardTokens).where(eq(sandboxCardTokens.id, id));
    return row ?? null;
  },

  /** Marks an unused token used (one statement, so two payments can never both take it). */
  async takeToken(db: DbOrTx, id: string): Promise<SandboxToken | null> {
    const [row] = await db
      .update(sandboxCardTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(sandboxCardTokens.id, id), isNull(sandboxCardTokens.usedAt)))
      .returning();
    return row ?? null;
  },

  async card(db: DbOrTx, id: string): Promise<SandboxCard | null> {
    const [row] = await db.select().from(sandboxCards).where(eq(sandboxCards.id, id));
    return row ?? null;
  },

  /** Inserts the card unless its id exists (a retried save); answers the row either way. */
  async insertCard(db: DbOrTx, row: typeof sandboxCards.$inferInsert): Promise<SandboxCard> {
    await db.insert(sandboxCards).values(row).onConflictDoNothing({ target: sandboxCards.id });
    const saved = await sandboxBooks.card(db, row.id);
    if (!saved) throw new Error(`sandbox card ${row.id} vanished`);
    return saved;
  },

  async disableCard(db: DbOrTx, id: string): Promise<void> {
    await db.update(sandboxCards).set({ disabled: true }).where(eq(sandboxCards.id, id));
  },

  async paymentByKey(db: DbOrTx, idempotencyKey: string): Promise<SandboxPayment | null> {
    const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.idempotencyKey, idempotencyKey));
    return row ?? null;
  },

  async payment(db: DbOrTx, id: string): Promise<SandboxPayment | null> {
    const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id));
    return row ?? null;
  },

  /**
   * Inserts the payment unless one holds its idempotency key: a concurrent insert with the same key
   * waits for the first to commit, then inserts nothing (null), and the caller reads the first.
   */
  async insertPayment(db: DbOrTx, row: typeof sandboxPayments.$inferInsert): Promise<SandboxPayment | null> {
    const [inserted] = await db
      .insert(sandboxPayments)
      .values(row)
      .onConflictDoNothing({ target: sandboxPayments.idempotencyKey })
      .returning();
    return inserted ?? null;
  },

  /** COMPLETED → CANCELED when nothing was refunded yet; answers whether a payment was voided. */
  async cancelByKey(db: DbOrTx, idempotencyKey: string): Promise<boolean> {
    const rows = await db
      .update(sandboxPayments)
      .set({ status: "CANCELED" })
      .where(
        and(
          eq(sandboxPayments.idempotencyKey, idempotencyKey),
          eq(sandboxPayments.status, "COMPLETED"),
          eq(sandboxPayments.refundedCents, 0),
        ),
      )
      .returning({ id: sandboxPayments.id });
    return rows.length > 0;
  },

  async refundByKey(db: DbOrTx, idempotencyKey: string): Promise<SandboxRefund | null> {
    const [row] = await db.select().from(sandboxRefunds).where(eq(sandboxRefunds.idempotencyKey, idempotencyKey));
    return row ?? null;
  },

  async insertRefund(db: DbOrTx, row: typeof sandboxRefunds.$inferInsert): Promise<SandboxRefund | null> {
    const [inserted] = await db
      .insert(sandboxRefunds)
      .values(row)
      .onConflictDoNothing({ target: sandboxRefunds.idempotencyKey })
      .returning();
    return inserted ?? null;
  },

  /** Adds to a completed payment's refunded amount, never past what was captured (one statement). */
  async addRefunded(db: DbOrTx, paymentId: string, amountCents: number): Promise<boolean> {
    const rows = await db
      .update(sandboxPayments)
      .set({ refundedCents: sql`${sandboxPayments.refundedCents} + ${amountCents}` })
      .where(
        and(
          eq(sandboxPayments.id, paymentId),
          eq(sandboxPayments.status, "COMPLETED"),
          sql`${sandboxPayments.refundedCents} + ${amountCents} <= ${sandboxPayments.amountCents}`,
        ),
      )
      .returning({ id: sandboxPayments.id });
    return rows.length > 0;
  },
};
