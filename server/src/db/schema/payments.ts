import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { tenants } from "./tenants.ts";
import { users } from "./users.ts";

export const paymentProviderNames = ["sandbox", "square"] as const;
export type PaymentProviderName = (typeof paymentProviderNames)[number];

/**
 * A customer's saved card: only the provider's ids, brand, last four digits and expiry (never the
 * number or CVV). One default card per customer and storefront (partial unique index).
 */
export const customerCards = pgTable(
  "customer_cards",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text("provider", { enum: paymentProviderNames }).notNull(),
    providerCustomerId: text("provider_customer_id").notNull(),
    providerCardId: text("provider_card_id").notNull(),
    brand: text("brand").notNull(),
    last4: text("last4").notNull(),
    expMonth: smallint("exp_month").notNull(),
    expYear: smallint("exp_year").notNull(),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("customer_cards_provider_card_key").on(t.provider, t.providerCardId),
    // Cards belong to a customer on one storefront (a host user may have cards on several): one default each.
    uniqueIndex("customer_cards_default_key").on(t.tenantId, t.userId).where(sql`${t.isDefault}`),
    index("customer_cards_user_idx").on(t.userId),
  ],
);

export const paymentStatuses = ["completed", "partiallyRefunded", "refunded"] as const;

/** A card charge through a provider, for one order (written in the payment's transaction). */
export const payments = pgTable(
  "payments",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    /** orders.id (owned by the orders module; not a foreign key across modules). */
    orderId: integer("order_id").notNull(),
    provider: text("provider", { enum: paymentProviderNames }).notNull(),
    providerPaymentId: text("provider_payment_id").notNull(),
    /** The key sent to the provider with the charge (derived from the request's Idempotency-Key). */
    idempotencyKey: text("idempotency_key").notNull(),
    amountCents: integer("amount_cents").notNull(),
    refundedCents: integer("refunded_cents").notNull().default(0),
    currency: text("currency").notNull().default("CAD"),
    status: text("status", { enum: paymentStatuses }).notNull().default("completed"),
    cardBrand: text("card_brand").notNull(),
    cardLast4: text("card_last4").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("payments_provider_payment_key").on(t.provider, t.providerPaymentId),
    uniqueIndex("payments_order_key").on(t.orderId),
    // A payment retried after its answer was lost finds the order it already paid for.
    uniqueIndex("payments_tenant_idempotency_key").on(t.tenantId, t.idempotencyKey),
    check("payments_amount_check", sql`${t.amountCents} > 0 and ${t.refundedCents} between 0 and ${t.amountCents}`),
  ],
);

/**
 * The sandbox provider's own books (it plays the card processor, offline): one-time card tokens
 * (brand, last four, expiry and the test outcome; never the number), customer cards, and charges
 * keyed by idempotency key, so a retried charge is never taken twice.
 */
export const sandboxCardTokens = pgTable("sandbox_card_tokens", {
  id: text("id").primaryKey(),
  brand: text("brand").notNull(),
  last4: text("last4").notNull(),
  expMonth: smallint("exp_month").notNull(),
  expYear: smallint("exp_year").notNull(),
  /** approve | decline | insufficientFunds | expired | processingError (from the test number). */
  outcome: text("outcome").notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const sandboxCards = pgTable(
  "sandbox_cards",
  {
    id: text("id").primaryKey(),
    customerId: text("customer_id").notNull(),
    brand: text("brand").notNull(),
    last4: text("last4").notNull(),
    expMonth: smallint("exp_month").notNull(),
    expYear: smallint("exp_year").notNull(),
    outcome: text("outcome").notNull(),
    disabled: boolean("disabled").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sandbox_cards_customer_idx").on(t.customerId)],
);

export const sandboxPayments = pgTable(
  "sandbox_payments",
  {
    id: text("id").primaryKey(),
    idempotencyKey: text("idempotency_key").notNull(),
    sourceId: text("source_id").notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull(),
    /** COMPLETED | CANCELED | FAILED (Square's words). */
    status: text("status").notNull(),
    failureCode: text("failure_code"),
    refundedCents: integer("refunded_cents").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("sandbox_payments_idempotency_key").on(t.idempotencyKey)],
);

/** The sandbox's refunds, keyed by idempotency key: a retried refund is never paid out twice. */
export const sandboxRefunds = pgTable(
  "sandbox_refunds",
  {
    id: text("id").primaryKey(),
    paymentId: text("payment_id").notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    amountCents: integer("amount_cents").notNull(),
    reason: text("reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("sandbox_refunds_idempotency_key").on(t.idempotencyKey),
    index("sandbox_refunds_payment_idx").on(t.paymentId),
  ],
);
