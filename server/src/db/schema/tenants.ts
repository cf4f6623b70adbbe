import { sql } from "drizzle-orm";
import { boolean, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/** White-label settings of a storefront tenant, injected into the page it serves. */
export interface TenantSettings {
  tagline?: string;
  headerImageUrl?: string | null;
  metaTitle?: string;
  metaDescription?: string;
  /** Host names that serve this tenant's storefront (first match wins; see tenants service). */
  hostNames?: string[];
  /** The shop shown on `/shop`. */
  storefrontShopId?: number | null;
}

/** A business on the platform: a marketplace storefront or a partner that owns shops (ABP integer ids). */
export const tenants = pgTable(
  "tenants",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    tenancyName: text("tenancy_name").notNull(),
    name: text("name").notNull(),
    kind: text("kind", { enum: ["marketplace", "partner"] })
      .notNull()
      .default("partner"),
    isActive: boolean("is_active").notNull().default(true),
    settings: jsonb("settings").$type<TenantSettings>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("tenants_tenancy_name_key").on(sql`lower(${t.tenancyName})`)],
);
