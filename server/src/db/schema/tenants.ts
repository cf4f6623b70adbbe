import type { SocialLinks } from "@dutchpot/contract";
import { sql } from "drizzle-orm";
import { boolean, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * The marketplace's fee model (docs/checkout.md), in integer cents and basis points; a shop may
 * override any part (`shops.fee_overrides`). The delivery fee itself is the shop's.
 */
export interface FeePolicy {
  /** Service fee, basis points of the discounted subtotal (1100 = 11 %). */
  serviceFeeBps: number;
  /** Flat fee added to every order (0 = none). */
  orderFeeCents: number;
  /** A customer's first paid order with a subtotal of at least this gets free delivery (null = no offer). */
  firstOrderFreeDeliveryMinCents: number | null;
}

/** White-label settings of a storefront tenant, injected into the page it serves. */
export interface TenantSettings {
  tagline?: string;
  /** The brand's logo (a storefront's header; the host console sets it). */
  logoUrl?: string | null;
  /** The brand's primary colour, `#rrggbb` (a storefront's buttons and links). */
  primaryColor?: string | null;
  headerImageUrl?: string | null;
  metaTitle?: string;
  metaDescription?: string;
  /** The footer's social profiles (https URLs, only the networks set; the host console's brand form). */
  socialLinks?: SocialLinks;
  /** Host names that serve this tenant's storefront (first match wins; see tenants service). */
  hostNames?: string[];
  /** The shop shown on `/shop`. */
  storefrontShopId?: number | null;
  /** The fee model of the marketplace's orders (defaults in the pricing module). */
  fees?: Partial<FeePolicy>;
  /** Card payments: which provider and its public ids (secrets stay in the server's environment). */
  payments?: { provider?: "sandbox" | "square"; squareApplicationId?: string; squareLocationId?: string };
  /** The demo's fulfilment simulator moves this storefront's orders (SIMULATOR=tenant; docs/orders.md). */
  simulateFulfilment?: boolean;
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
