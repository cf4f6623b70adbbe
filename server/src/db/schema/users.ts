import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { countries, stateProvinces } from "./geo.ts";
import { tenants } from "./tenants.ts";

export const userRoleNames = ["customer", "tenantAdmin", "hostAdmin"] as const;
export type UserRoleName = (typeof userRoleNames)[number];

/**
 * A person who signs in: customers and admins of a tenant, or host admins (tenantId null).
 * Soft-deleted (`deletedAt`) so orders keep their customer; the email is free again once deleted.
 */
export const users = pgTable(
  "users",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    tenantId: integer("tenant_id").references(() => tenants.id, { onDelete: "cascade" }),
    userName: text("user_name").notNull(),
    emailAddress: text("email_address").notNull(),
    name: text("name").notNull(),
    surname: text("surname").notNull().default(""),
    /** `scrypt$N$r$p$salt$hash` (lib/passwords.ts). */
    passwordHash: text("password_hash").notNull(),
    phoneCountryCode: text("phone_country_code"),
    phoneNumber: text("phone_number"),
    isPhoneConfirmed: boolean("is_phone_confirmed").notNull().default(false),
    /** A changed phone that takes effect once its one-time code is confirmed. */
    pendingPhoneCountryCode: text("pending_phone_country_code"),
    pendingPhoneNumber: text("pending_phone_number"),
    /** Bumped to revoke every token issued before (password change or reset, deletion). */
    tokenVersion: integer("token_version").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    address: text("address"),
    city: text("city"),
    postCode: text("post_code"),
    countryId: integer("country_id").references(() => countries.id, { onDelete: "set null" }),
    stateProvinceId: integer("state_province_id").references(() => stateProvinces.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [
    // coalesce: host users (tenant null) must be unique too, and NULLs never collide in an index.
    uniqueIndex("users_tenant_email_key")
      .on(sql`coalesce(${t.tenantId}, 0)`, sql`lower(${t.emailAddress})`)
      .where(sql`${t.deletedAt} is null`),
    uniqueIndex("users_tenant_user_name_key")
      .on(sql`coalesce(${t.tenantId}, 0)`, sql`lower(${t.userName})`)
      .where(sql`${t.deletedAt} is null`),
    uniqueIndex("users_tenant_phone_key")
      .on(sql`coalesce(${t.tenantId}, 0)`, t.phoneCountryCode, t.phoneNumber)
      .where(sql`${t.deletedAt} is null and ${t.phoneNumber} is not null`),
    index("users_tenant_idx").on(t.tenantId),
  ],
);

export const userRoles = pgTable(
  "user_roles",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role", { enum: userRoleNames }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })],
);
