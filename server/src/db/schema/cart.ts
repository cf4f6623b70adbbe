import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { itemAttributeValues, menuItems } from "./menus.ts";
import { promotions } from "./promotions.ts";
import { shops } from "./shops.ts";
import { tenants } from "./tenants.ts";
import { users } from "./users.ts";

export const cartStatuses = ["open", "ordered"] as const;
export type CartStatus = (typeof cartStatuses)[number];

/**
 * A shopping cart of one owner (a customer, or a guest by guest id) at one shop, in the storefront
 * tenant it was filled in. At most one open cart per shop per owner (the two partial unique
 * indexes). Amounts are not stored but computed from the current menu prices; only the tip is.
 */
export const shoppingCarts = pgTable(
  "shopping_carts",
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
    status: text("status", { enum: cartStatuses }).notNull().default("open"),
    notes: text("notes").notNull().default("Some Notes"),
    driverTipCents: integer("driver_tip_cents").notNull().default(0),
    isDelivery: boolean("is_delivery").notNull().default(true),
    leaveAtDoor: boolean("leave_at_door").notNull().default(true),
    dropOffInstructions: text("drop_off_instructions"),
    apartmentNumber: text("apartment_number"),
    deliveryAddress: text("delivery_address"),
    city: text("city"),
    zipcode: text("zipcode"),
    /** The delivery address's own coordinates: the centre of the 4 km pin rule. */
    addressLatitude: doublePrecision("address_latitude"),
    addressLongitude: doublePrecision("address_longitude"),
    /** The drop-off pin. */
    pinLatitude: doublePrecision("pin_latitude"),
    pinLongitude: doublePrecision("pin_longitude"),
    deliveryDateStart: timestamp("delivery_date_start", { withTimezone: true }),
    deliveryDateEnd: timestamp("delivery_date_end", { withTimezone: true }),
    /** The promotional code applied to the cart (one per cart); checked again at payment. */
    promotionId: integer("promotion_id").references(() => promotions.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("shopping_carts_open_user_shop_key")
      .on(t.userId, t.shopId)
      .where(sql`${t.status} = 'open' and ${t.userId} is not null`),
    uniqueIndex("shopping_carts_open_guest_shop_key")
      .on(t.guestId, t.tenantId, t.shopId)
      .where(sql`${t.status} = 'open' and ${t.guestId} is not null`),
    index("shopping_carts_shop_idx").on(t.shopId),
    check("shopping_carts_owner_check", sql`(${t.userId} is null) <> (${t.guestId} is null)`),
    check("shopping_carts_tip_check", sql`${t.driverTipCents} >= 0`),
    check(
      "shopping_carts_schedule_check",
      sql`${t.deliveryDateStart} is null or ${t.deliveryDateEnd} is null or ${t.deliveryDateStart} < ${t.deliveryDateEnd}`,
    ),
  ],
);

/**
 * One line: a menu item with one set of chosen options. `optionsKey` (the chosen value ids,
 * sorted, comma-joined) makes identical item + options merge into one line.
 */
export const shoppingCartItems = pgTable(
  "shopping_cart_items",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    cartId: integer("cart_id")
      .notNull()
      .references(() => shoppingCarts.id, { onDelete: "cascade" }),
    menuItemId: integer("menu_item_id")
      .notNull()
      .references(() => menuItems.id, { onDelete: "cascade" }),
    optionsKey: text("options_key").notNull().default(""),
    quantity: smallint("quantity").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("shopping_cart_items_line_key").on(t.cartId, t.menuItemId, t.optionsKey),
    index("shopping_cart_items_menu_item_idx").on(t.menuItemId),
    check("shopping_cart_items_quantity_check", sql`${t.quantity} between 1 and 99`),
  ],
);

/** The option values chosen on a line. */
export const shoppingCartItemOptions = pgTable(
  "shopping_cart_item_options",
  {
    cartItemId: integer("cart_item_id")
      .notNull()
      .references(() => shoppingCartItems.id, { onDelete: "cascade" }),
    attributeValueId: integer("attribute_value_id")
      .notNull()
      .references(() => itemAttributeValues.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.cartItemId, t.attributeValueId] }),
    index("shopping_cart_item_options_value_idx").on(t.attributeValueId),
  ],
);
