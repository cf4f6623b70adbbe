import { index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
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
 * Failed sign-ins (wrong password, unknown or inactive account; also wrong current passwords at
 * ChangePassword): the audit trail of guessing, kept for the sign-in window and then purged. The
 * throttle itself counts in `throttle_counters`.
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
 * Throttle counters (decision 025): one row per limited thing — a sign-in account+address pair, an
 * address's sign-in failures, an account's failures from everywhere, code sends per target or
 * address, sign-ups per address. `key` is a keyed hash (no identifier stored in clear). Each
 * request reserves its attempt with one atomic upsert before any expensive work, so concurrent
 * requests can never all pass a check: `count` is what the limit counts in the current fixed window
 * (from `windowStart`), `inFlight` the attempts being checked right now (stale after a minute, should
 * a process die mid-attempt), `blockedUntil` the back-off of a sign-in pair.
 */
export const throttleCounters = pgTable(
  "throttle_counters",
  {
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    count: integer("count").notNull().default(0),
    inFlight: integer("in_flight").notNull().default(0),
    inFlightAt: timestamp("in_flight_at", { withTimezone: true }),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    blockedUntil: timestamp("blocked_until", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index("throttle_counters_updated_idx").on(t.updatedAt)],
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
