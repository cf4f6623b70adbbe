import { sql } from "drizzle-orm";
import { doublePrecision, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { shops } from "./shops.ts";
import { users } from "./users.ts";

/** A customer's saved ("liked") store. One row per pair, so liking twice changes nothing. */
export const shopLikes = pgTable(
  "shop_likes",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    shopId: integer("shop_id")
      .notNull()
      .references(() => shops.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.shopId] }), index("shop_likes_shop_idx").on(t.shopId)],
);

/**
 * Places an external geocoder resolved earlier (details and reverse look-ups), so the offline
 * `local` provider can suggest them again. Keyed by the provider's place id (`nominatim:123`).
 */
export const geocodedPlaces = pgTable(
  "geocoded_places",
  {
    id: text("id").primaryKey(),
    description: text("description").notNull(),
    address: text("address"),
    city: text("city"),
    province: text("province"),
    postalCode: text("postal_code"),
    country: text("country"),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("geocoded_places_description_trgm_idx").using("gin", sql`lower(${t.description}) gin_trgm_ops`)],
);
