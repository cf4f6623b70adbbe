import type { ShopKind } from "@dutchpot/contract";
import { shopKinds } from "@dutchpot/contract";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { type FeePolicy, tenants } from "./tenants.ts";

const kindColumn = () => text("kind", { enum: shopKinds }).$type<ShopKind>().notNull();

/** The four shop kinds shown as tiles on the customer home (seeded reference data). */
export const shopTypes = pgTable(
  "shop_types",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    name: text("name").notNull(),
    kind: kindColumn(),
    imageUrl: text("image_url"),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [uniqueIndex("shop_types_kind_key").on(t.kind)],
);

/**
 * A store owned by a partner tenant (`tenantId`) and listed on a storefront (`marketplaceTenantId`).
 * The marketplace's own flagship shop has both ids equal.
 */
export const shops = pgTable(
  "shops",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    marketplaceTenantId: integer("marketplace_tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    shopTypeId: integer("shop_type_id")
      .notNull()
      .references(() => shopTypes.id, { onDelete: "restrict" }),
    kind: kindColumn(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    address: text("address").notNull(),
    city: text("city").notNull(),
    postCode: text("post_code").notNull(),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    logoUrl: text("logo_url"),
    bannerUrl: text("banner_url"),
    rating: numeric("rating", { precision: 2, scale: 1, mode: "number" }).notNull().default(0),
    /** How many real ratings `rating` is the mean of (0: the listing's starting rating is shown). */
    ratingCount: integer("rating_count").notNull().default(0),
    deliveryFeeCents: integer("delivery_fee_cents").notNull().default(0),
    deliveryTimeMin: smallint("delivery_time_min").notNull(),
    deliveryTimeMax: smallint("delivery_time_max").notNull(),
    /** Customers may collect orders at the shop (PickupShopsNearMe lists only these). */
    offersPickup: boolean("offers_pickup").notNull().default(true),
    isActive: boolean("is_active").notNull().default(true),
    /**
     * The owner switched the shop live (merchant console). A shop is listed to customers only when
     * live, active, with at least one active item and opening hours (docs/partners.md). A partner's
     * new shop starts not live; the demo shops are live.
     */
    isLive: boolean("is_live").notNull().default(true),
    /** The shop delivers (off: pickup only, when `offersPickup`). */
    offersDelivery: boolean("offers_delivery").notNull().default(true),
    /** How far the shop delivers, in kilometres from its address. */
    deliveryRadiusKm: numeric("delivery_radius_km", { precision: 5, scale: 1, mode: "number" }).notNull().default(15),
    /** "Busy": the shop takes no new orders until then (null = not paused). */
    pausedUntil: timestamp("paused_until", { withTimezone: true }),
    /** IANA time zone of the shop's opening hours and delivery slots (the demo: America/Toronto). */
    timeZone: text("time_zone").notNull().default("America/Toronto"),
    /** Canadian province or territory code (ON, QC, …): its sales tax applies (docs/checkout.md). */
    province: text("province").notNull().default("ON"),
    /** Minutes to prepare an order: the earliest slot starts at least this long from now. */
    prepTimeMinutes: smallint("prep_time_minutes").notNull().default(20),
    /** Orders per half-hour delivery slot; a full slot is not offered. */
    slotCapacity: smallint("slot_capacity").notNull().default(10),
    /** Per-shop overrides of the marketplace's fee policy (TenantSettings.fees). */
    feeOverrides: jsonb("fee_overrides").$type<Partial<FeePolicy>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("shops_marketplace_slug_key").on(t.marketplaceTenantId, t.slug),
    index("shops_tenant_idx").on(t.tenantId),
    index("shops_shop_type_idx").on(t.shopTypeId),
    // Near-me searches: earth_box(ll_to_earth(lat, lng), radius) @> ll_to_earth(latitude, longitude).
    index("shops_location_idx").using("gist", sql`ll_to_earth(${t.latitude}, ${t.longitude})`),
    check("shops_latitude_check", sql`${t.latitude} between -90 and 90`),
    check("shops_longitude_check", sql`${t.longitude} between -180 and 180`),
    check("shops_rating_check", sql`${t.rating} between 0 and 5`),
    check("shops_delivery_fee_check", sql`${t.deliveryFeeCents} >= 0`),
    check("shops_prep_time_check", sql`${t.prepTimeMinutes} between 0 and 1440`),
    check("shops_slot_capacity_check", sql`${t.slotCapacity} between 0 and 1000`),
    check("shops_delivery_radius_check", sql`${t.deliveryRadiusKm} > 0 and ${t.deliveryRadiusKm} <= 100`),
    check("shops_delivery_time_check", sql`${t.deliveryTimeMin} >= 0 and ${t.deliveryTimeMax} >= ${t.deliveryTimeMin}`),
  ],
);

/** Marketplace-level categories ("Jerk", "Seafood", …) for the stores-by-category page. */
export const menuCategories = pgTable(
  "menu_categories",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    marketplaceTenantId: integer("marketplace_tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    imageUrl: text("image_url"),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [uniqueIndex("menu_categories_marketplace_name_key").on(t.marketplaceTenantId, sql`lower(${t.name})`)],
);

export const shopMenuCategories = pgTable(
  "shop_menu_categories",
  {
    shopId: integer("shop_id")
      .notNull()
      .references(() => shops.id, { onDelete: "cascade" }),
    menuCategoryId: integer("menu_category_id")
      .notNull()
      .references(() => menuCategories.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.menuCategoryId] }),
    index("shop_menu_categories_category_idx").on(t.menuCategoryId),
  ],
);

/**
 * A shop's weekly timetable: several intervals per day. Minutes from local midnight in the shop's
 * time zone; `closesAt` ≤ `opensAt` means the interval runs past midnight into the next day
 * (22:00–02:00 is opensAt 1320, closesAt 120). `dayOfWeek` 0 = Sunday … 6 = Saturday (of the opening).
 */
export const shopHours = pgTable(
  "shop_hours",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    shopId: integer("shop_id")
      .notNull()
      .references(() => shops.id, { onDelete: "cascade" }),
    dayOfWeek: smallint("day_of_week").notNull(),
    opensAt: smallint("opens_at").notNull(),
    closesAt: smallint("closes_at").notNull(),
  },
  (t) => [
    index("shop_hours_shop_idx").on(t.shopId, t.dayOfWeek),
    check("shop_hours_day_check", sql`${t.dayOfWeek} between 0 and 6`),
    check("shop_hours_opens_check", sql`${t.opensAt} between 0 and 1439`),
    check("shop_hours_closes_check", sql`${t.closesAt} between 0 and 1440 and ${t.closesAt} <> ${t.opensAt}`),
  ],
);

/** Dated closures (holidays): the shop takes no orders for that local date. */
export const shopClosures = pgTable(
  "shop_closures",
  {
    shopId: integer("shop_id")
      .notNull()
      .references(() => shops.id, { onDelete: "cascade" }),
    date: date("date", { mode: "string" }).notNull(),
    reason: text("reason").notNull().default(""),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.date] })],
);
