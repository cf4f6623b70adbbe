import { orderActors, orderProblemKinds, orderStatus, subscriptionStatus } from "@dutchpot/contract";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { menuItems } from "./menus.ts";
import { shops } from "./shops.ts";
import { tenants } from "./tenants.ts";
import { users } from "./users.ts";

/** Order status numbers (spec 001 §4; the contract's `orderStatus`, documented in docs/orders.md). */
export const orderStatuses = orderStatus;

/**
 * A paid order: a snapshot of the cart as charged (lines, prices, options, fees, tax, tip, discount,
 * delivery or pickup details, schedule). Amounts in integer cents; `totalCents` is the spec's
 * `totalPrice` and `amountDueCents` = `taxCents` + `totalCents` (docs/checkout.md).
 */
export const orders = pgTable(
  "orders",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    /** The storefront (marketplace) tenant the customer ordered in. */
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    shopId: integer("shop_id")
      .notNull()
      .references(() => shops.id, { onDelete: "restrict" }),
    /** The partner tenant that owns the shop (its merchant console sees the order). */
    shopTenantId: integer("shop_tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    guestId: uuid("guest_id"),
    /** The cart it was placed from (closed by the payment). */
    cartId: integer("cart_id"),
    status: smallint("status").notNull().default(orderStatuses.confirmed),
    customerName: text("customer_name").notNull().default(""),
    customerEmail: text("customer_email").notNull().default(""),
    customerPhone: text("customer_phone"),
    isDelivery: boolean("is_delivery").notNull(),
    leaveAtDoor: boolean("leave_at_door").notNull().default(true),
    dropOffInstructions: text("drop_off_instructions"),
    apartmentNumber: text("apartment_number"),
    deliveryAddress: text("delivery_address"),
    city: text("city"),
    zipcode: text("zipcode"),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    /** The booked half-hour slot of a scheduled order; null for "now" (ASAP) orders. */
    deliveryDateStart: timestamp("delivery_date_start", { withTimezone: true }),
    deliveryDateEnd: timestamp("delivery_date_end", { withTimezone: true }),
    subTotalCents: integer("sub_total_cents").notNull(),
    discountCents: integer("discount_cents").notNull().default(0),
    deliveryFeeCents: integer("delivery_fee_cents").notNull().default(0),
    serviceFeeCents: integer("service_fee_cents").notNull().default(0),
    orderFeeCents: integer("order_fee_cents").notNull().default(0),
    taxCents: integer("tax_cents").notNull(),
    tipCents: integer("tip_cents").notNull().default(0),
    totalCents: integer("total_cents").notNull(),
    amountDueCents: integer("amount_due_cents").notNull(),
    taxLabel: text("tax_label").notNull().default(""),
    promotionId: integer("promotion_id"),
    promoCode: text("promo_code"),
    subscriptionId: integer("subscription_id"),
    /** The shop's preparation estimate given when it accepted the order (merchant console). */
    prepEstimateMinutes: smallint("prep_estimate_minutes"),
    /** When the shop accepted the order (null: not yet; the board shows it as new). */
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("orders_user_created_idx").on(t.userId, t.createdAt),
    index("orders_guest_idx").on(t.guestId),
    index("orders_shop_slot_idx").on(t.shopId, t.deliveryDateStart),
    index("orders_shop_tenant_idx").on(t.shopTenantId, t.createdAt),
    // Orders still on their way (scheduled, confirmed, processing, out for delivery, ready for pickup):
    // the release and simulator ticks scan these every few seconds, never the delivered history.
    index("orders_live_status_idx").on(t.status, t.tenantId).where(sql`${t.status} in (0, 1, 2, 3, 5)`),
    check("orders_owner_check", sql`${t.userId} is not null or ${t.guestId} is not null or ${t.status} = 9`),
    check(
      "orders_amounts_check",
      sql`${t.subTotalCents} >= 0 and ${t.discountCents} >= 0 and ${t.taxCents} >= 0 and ${t.tipCents} >= 0 and ${t.totalCents} >= 0 and ${t.amountDueCents} = ${t.taxCents} + ${t.totalCents}`,
    ),
  ],
);

export interface OrderLineOption {
  attributeValueId: number;
  name: string;
  textPrompt: string;
  costCents: number;
}

/** One line as charged: name, unit price, options and their costs copied from the menu at payment. */
export const orderLines = pgTable(
  "order_lines",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    menuItemId: integer("menu_item_id").references(() => menuItems.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    imageUrl: text("image_url"),
    unitPriceCents: integer("unit_price_cents").notNull(),
    quantity: smallint("quantity").notNull(),
    /** (unit price + option costs) × quantity. */
    priceCents: integer("price_cents").notNull(),
    options: jsonb("options").$type<OrderLineOption[]>().notNull().default([]),
  },
  (t) => [index("order_lines_order_idx").on(t.orderId), check("order_lines_quantity_check", sql`${t.quantity} > 0`)],
);

export const subscriptionStatuses = subscriptionStatus;

/**
 * A weekly subscription chosen in the checkout wizard (the customer's days, time slot and
 * duration). The orders it creates each week are the orders issue's (recurring job).
 */
export const orderSubscriptions = pgTable(
  "order_subscriptions",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    shopId: integer("shop_id")
      .notNull()
      .references(() => shops.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    guestId: uuid("guest_id"),
    /** The first order (paid at checkout). */
    firstOrderId: integer("first_order_id"),
    /** 1, 4, 12, 24 or 52; null when ongoing. */
    weeks: smallint("weeks"),
    isOnGoing: boolean("is_on_going").notNull().default(false),
    /** Days of the week (0 = Sunday … 6 = Saturday). */
    daysOfWeek: smallint("days_of_week").array().notNull(),
    /** Local start of the delivery slot, "HH:MM" (08:30 … 20:30). */
    timeSlot: text("time_slot").notNull(),
    /** Saved card charged each week (customer_cards.id). */
    cardId: integer("card_id"),
    status: text("status", { enum: subscriptionStatuses }).notNull().default("active"),
    /** The last local date (shop's clock) it delivers; null when ongoing. */
    endsOn: date("ends_on"),
    /** The slot start of the next delivery to make; null when none is due (paused, ended). */
    nextDeliveryAt: timestamp("next_delivery_at", { withTimezone: true }),
    pausedAt: timestamp("paused_at", { withTimezone: true }),
    /** Why the platform paused it (a renewal declined three times); null when the customer did. */
    pausedReason: text("paused_reason"),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("order_subscriptions_user_idx").on(t.userId),
    index("order_subscriptions_due_idx").on(t.status, t.nextDeliveryAt),
    check("order_subscriptions_weeks_check", sql`${t.isOnGoing} or ${t.weeks} > 0`),
  ],
);

/** Every status an order has had: when, and who moved it (customer, merchant, system). */
export const orderStatusHistory = pgTable(
  "order_status_history",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    status: smallint("status").notNull(),
    actor: text("actor", { enum: orderActors }).notNull(),
    /** The user who moved it (a customer or a merchant's staff); null for the system and guests. */
    actorUserId: integer("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    /** Why (a merchant's rejection or cancellation reason); null when none was given. */
    reason: text("reason"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("order_status_history_order_idx").on(t.orderId, t.id)],
);

/** One rating per order (1–5 stars, optional comment); the shop's rating is the mean of these. */
export const orderRatings = pgTable(
  "order_ratings",
  {
    orderId: integer("order_id")
      .primaryKey()
      .references(() => orders.id, { onDelete: "cascade" }),
    shopId: integer("shop_id")
      .notNull()
      .references(() => shops.id, { onDelete: "cascade" }),
    stars: smallint("stars").notNull(),
    comment: text("comment"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("order_ratings_shop_idx").on(t.shopId),
    check("order_ratings_stars_check", sql`${t.stars} between 1 and 5`),
  ],
);

/** A problem the customer reported about an order (Get Help), for the shop to act on. */
export const orderProblems = pgTable(
  "order_problems",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: orderProblemKinds }).notNull(),
    note: text("note").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
  },
  (t) => [index("order_problems_order_idx").on(t.orderId)],
);

export const subscriptionDeliveryStates = ["pending", "ordered", "skipped", "failed"] as const;

/**
 * One weekly delivery of a subscription: exactly one row per (subscription, local date), so a
 * delivery is ordered and charged once however many schedulers race (docs/orders.md).
 */
export const subscriptionDeliveries = pgTable(
  "subscription_deliveries",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    subscriptionId: integer("subscription_id")
      .notNull()
      .references(() => orderSubscriptions.id, { onDelete: "cascade" }),
    /** The shop's local date of the delivery (YYYY-MM-DD). */
    deliveryDate: date("delivery_date").notNull(),
    slotStart: timestamp("slot_start", { withTimezone: true }).notNull(),
    state: text("state", { enum: subscriptionDeliveryStates }).notNull().default("pending"),
    orderId: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
    /** Declined charges so far (retried twice, then the subscription is paused). */
    attempts: smallint("attempts").notNull().default(0),
    /** Why it was skipped or failed (a declined card, nothing left to deliver, paused). */
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("subscription_deliveries_once").on(t.subscriptionId, t.deliveryDate)],
);

export const orderNotificationStates = ["pending", "sent", "failed"] as const;

/**
 * The notifications outbox (docs/orders.md): a message about an order or subscription, written in
 * the same transaction as the change it reports, sent afterwards by a job through the messaging
 * providers (SMS to a verified phone, else email). A rolled-back change never notifies.
 */
export const orderNotifications = pgTable(
  "order_notifications",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    orderId: integer("order_id").references(() => orders.id, { onDelete: "cascade" }),
    subscriptionId: integer("subscription_id").references(() => orderSubscriptions.id, { onDelete: "cascade" }),
    /** What happened: `status` (payload.status), `renewed`, `renewalDeclined`, `itemsLeftOut`, `subscriptionPaused`. */
    kind: text("kind").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    state: text("state", { enum: orderNotificationStates }).notNull().default("pending"),
    attempts: smallint("attempts").notNull().default(0),
    lastError: text("last_error"),
    /** When a failed row may be tried again (30 s × 2^(attempts − 1) after its last attempt); null: due now. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    // The sender's claim: pending rows by when they are due (null: now), then oldest first; sent rows stay out.
    index("order_notifications_pending_idx")
      .on(sql`coalesce(next_attempt_at, '-infinity'::timestamptz)`, t.id)
      .where(sql`${t.state} = 'pending'`),
    // An order's earlier pending row (its messages go out in order), and the cascade of a deleted order.
    index("order_notifications_order_idx").on(t.orderId, t.id),
  ],
);
