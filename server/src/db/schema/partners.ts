import { sql } from "drizzle-orm";
import { check, customType, index, integer, pgTable, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { tenants } from "./tenants.ts";
import { users } from "./users.ts";

export const riderApplicationStatuses = ["pending", "approved", "rejected"] as const;
export type RiderApplicationStatus = (typeof riderApplicationStatuses)[number];

/**
 * A rider's application from `/partner/joinrider`, on the storefront it came through; reviewed by
 * host admins in the host console (approve or reject).
 */
export const riderApplications = pgTable(
  "rider_applications",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    marketplaceTenantId: integer("marketplace_tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    emailAddress: text("email_address").notNull(),
    phoneNumber: text("phone_number").notNull(),
    city: text("city").notNull(),
    vehicle: text("vehicle").notNull(),
    status: text("status", { enum: riderApplicationStatuses }).notNull().default("pending"),
    reviewedByUserId: integer("reviewed_by_user_id").references(() => users.id, { onDelete: "set null" }),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("rider_applications_status_idx").on(t.status, t.createdAt)],
);

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => "bytea" });

/**
 * An image uploaded through a console (shop logo and banner, item image, brand logo and header):
 * checked, resized and re-encoded by the app, stored in the database so every instance serves it
 * (`GET /media/uploads/<id>.<ext>`). `tenantId` is the uploader's tenant (null: the host).
 */
export const mediaFiles = pgTable(
  "media_files",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: integer("tenant_id").references(() => tenants.id, { onDelete: "cascade" }),
    contentType: text("content_type").notNull(),
    width: smallint("width").notNull(),
    height: smallint("height").notNull(),
    bytes: bytea("bytes").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("media_files_tenant_idx").on(t.tenantId),
    check("media_files_size_check", sql`octet_length(${t.bytes}) <= 2097152`),
  ],
);
