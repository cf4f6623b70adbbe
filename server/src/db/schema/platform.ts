import { sql } from "drizzle-orm";
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * The transactional outbox of domain events (docs/decisions/010-events-outbox.md): written in the
 * same transaction as the change it describes. `id` is the global position; `seq` numbers the
 * events of one `stream` (e.g. `cart:42`, `tenants`) without gaps, in commit order, so a reader
 * that saw `seq` n has seen every event of that stream up to n (the `Last-Event-ID` of a stream).
 */
export const events = pgTable(
  "events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    /** The tenant whose data the event describes; null for platform-wide events. */
    tenantId: integer("tenant_id"),
    stream: text("stream").notNull(),
    seq: integer("seq").notNull(),
    type: text("type").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("events_stream_seq_idx").on(t.stream, t.seq),
    index("events_created_at_idx").on(t.createdAt),
    check("events_seq_positive", sql`${t.seq} > 0`),
  ],
);

export const idempotencyStates = ["in_flight", "completed"] as const;

/**
 * Idempotency keys of mutating calls (docs/decisions/009-idempotency-keys.md): one row per
 * (tenant, actor, key). The first request claims the key (`in_flight`, with a lease); its answer is
 * stored (`completed`) and replayed to every retry with the same request hash until `expires_at`.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    /** The storefront tenant of the request (0 when none applies). */
    tenantId: integer("tenant_id").notNull(),
    /** Who sent it: `user:<id>`, `guest:<uuid>` or `anonymous:<client ip>`. */
    actor: text("actor").notNull(),
    key: text("key").notNull(),
    /** sha256 of method, route and body: the same key with another request is a conflict. */
    requestHash: text("request_hash").notNull(),
    method: text("method").notNull(),
    path: text("path").notNull(),
    state: text("state", { enum: idempotencyStates }).notNull().default("in_flight"),
    /** Until when the claim of an `in_flight` key holds; a crashed request's key is taken over after it. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    responseStatus: integer("response_status"),
    responseHeaders: jsonb("response_headers").$type<Record<string, string>>(),
    responseBody: text("response_body"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("idempotency_keys_owner_key_idx").on(t.tenantId, t.actor, t.key),
    index("idempotency_keys_expires_at_idx").on(t.expiresAt),
  ],
);
