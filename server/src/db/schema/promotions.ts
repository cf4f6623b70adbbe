import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { shops } from "./shops.ts";
import { tenants } from "./tenants.ts";
import { users } from "./users.ts";

export const promotionKinds = ["percentage", "fixedAmount", "freeDelivery"] as const;
export type PromotionKind = (typeof promotionKinds)[number];

/**
 * A promotional code of a marketplace (`tenantId`), for all its shops or one (`shopId`). `value` is
 * basis points for `percentage` (1500 = 15 %), cents for `fixedAmount`, unused for `freeDelivery`.
 * Usage limits count paid orders (`promotion_redemptions`), checked under the promotion's row lock.
 */
export const promotions = pgTable(
  "promotions",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    shopId: integer("shop_id").references(() => shops.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    description: text("description").notNull().default(""),
    kind: text("kind", { enum: promotionKinds }).notNull(),
    value: integer("value").notNull().default(0),
    /** The discount of a percentage code is capped at this (null = no cap). */
    maxDiscountCents: integer("max_discount_cents"),
    minSubtotalCents: integer("min_subtotal_cents").notNull().default(0),
    firstOrderOnly: boolean("first_order_only").notNull().default(false),
    perCustomerLimit: integer("per_customer_limit"),
    totalLimit: integer("total_limit"),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("promotions_tenant_code_key").on(t.tenantId, sql`upper(${t.code})`),
    check("promotions_value_check", sql`${t.value} >= 0`),
    check("promotions_percentage_check", sql`${t.kind} <> 'percentage' or ${t.value} between 1 and 10000`),
    check("promotions_limits_check", sql`coalesce(${t.perCustomerLimit}, 1) > 0 and coalesce(${t.totalLimit}, 1) > 0`),
    check("promotions_window_check", sql`${t.startsAt} is null or ${t.endsAt} is null or ${t.startsAt} < ${t.endsAt}`),
  ],
);

/** One use of a promotion: written with the paid order, in the payment's transaction. */
export const promotionRedemptions = pgTable(
  "promotion_redemptions",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    promotionId: integer("promotion_id")
      .notNull()
      .references(() => promotions.id, { onDelete: "cascade" }),
    /** The order (orders.id); not a foreign key so the promotions module owns its table alone. */
    orderId: integer("order_id").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    guestId: uuid("guest_id"),
    discountCents: integer("discount_cents").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("promotion_redemptions_order_key").on(t.orderId),
    index("promotion_redemptions_promotion_user_idx").on(t.promotionId, t.userId),
  ],
);
