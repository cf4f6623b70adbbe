import { orderStatus } from "@dutchpot/contract";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { menuItems } from "./menus.ts";
import { shops } from "./shops.ts";
import { tenants } from "./tenants.ts";
import { users } from "./users.ts";

/** Order status numbers (spec 001 §4; the contract's `orderStatus`): 0 Confirmed … 4 Delivered, 9 cancelled. */
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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("orders_user_created_idx").on(t.userId, t.createdAt),
    index("orders_guest_idx").on(t.guestId),
    index("orders_shop_slot_idx").on(t.shopId, t.deliveryDateStart),
    index("orders_shop_tenant_idx").on(t.shopTenantId, t.createdAt),
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

export const subscriptionStatuses = ["active", "paused", "cancelled", "completed"] as const;

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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("order_subscriptions_user_idx").on(t.userId),
    check("order_subscriptions_weeks_check", sql`${t.isOnGoing} or ${t.weeks} > 0`),
  ],
);
