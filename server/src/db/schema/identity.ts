import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { tenants } from "./tenants.ts";
import { users } from "./users.ts";

export const oneTimeCodePurposes = ["phone", "password-reset"] as const;
export const messageChannels = ["sms", "email"] as const;

/**
 * One-time codes (phone verification, password reset): only a keyed hash of the code is kept; a
 * code expires, allows a few tries and is consumed once used. `target` is the phone in E.164
 * form or the lower-case email the code went to; `requestIp` feeds the per-IP send limit.
 */
export const oneTimeCodes = pgTable(
  "one_time_codes",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    tenantId: integer("tenant_id").references(() => tenants.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: oneTimeCodePurposes }).notNull(),
    channel: text("channel", { enum: messageChannels }).notNull(),
    target: text("target").notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    requestIp: text("request_ip"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
  },
  (t) => [
    index("one_time_codes_target_idx").on(t.purpose, t.target, t.createdAt),
    index("one_time_codes_ip_idx").on(t.requestIp, t.createdAt),
    index("one_time_codes_user_idx").on(t.userId),
  ],
);

/**
 * Failed sign-ins, counted per account identifier and per client IP to throttle guessing; an
 * unknown identifier counts exactly like a known one (no enumeration).
 */
export const signInFailures = pgTable(
  "sign_in_failures",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    tenantId: integer("tenant_id"),
    accountKey: text("account_key").notNull(),
    ip: text("ip").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("sign_in_failures_account_idx").on(t.tenantId, t.accountKey, t.createdAt),
    index("sign_in_failures_ip_idx").on(t.ip, t.createdAt),
  ],
);

/**
 * Messages of the `log` provider (the default): stored, logged, readable by tests and e2e. Called
 * `message_outbox` until migration 0008 ("outbox" now means only the event outbox, `events`).
 */
export const messageLog = pgTable(
  "message_log",
  {
    // The sequence keeps its first name: drizzle-kit cannot rename a table and its identity at once.
    id: integer("id").primaryKey().generatedByDefaultAsIdentity({ name: "message_outbox_id_seq" }),
    tenantId: integer("tenant_id"),
    channel: text("channel", { enum: messageChannels }).notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject"),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("message_log_recipient_idx").on(t.recipient, t.createdAt)],
);
