import { and, asc, eq, gt, type SQLWrapper, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import { events } from "../db/schema/platform.ts";
import { isTransaction } from "../db/transaction.ts";

/** The PostgreSQL channel that tells every instance "stream S has new events" (payload: S). */
export const eventsChannel = "dutchpot_events";

/** An event as stored: `seq` is its position in `stream` (1, 2, 3… without gaps). */
export interface StoredEvent {
  id: number;
  tenantId: number | null;
  stream: string;
  seq: number;
  type: string;
  payload: Record<string, unknown>;
  createdAt: Date;
}

export interface NewEvent {
  tenantId: number | null;
  stream: string;
  type: string;
  payload?: Record<string, unknown>;
}

/**
 * Appends an event to its stream inside the caller's transaction, so the change and its event
 * commit (or roll back) together (docs/decisions/010-events-outbox.md). The stream's advisory lock
 * is held until commit, so concurrent appends to one stream take seq n, n+1… in commit order and a
 * reader that has seen seq n has seen everything before it. `pg_notify` is delivered at commit only.
 * One statement: the lock, the insert and the notify run inside `events_append` (migration 0020,
 * decision 040), which reads max(seq) after the lock is granted.
 */
export async function appendEvent(tx: DbOrTx, event: NewEvent): Promise<StoredEvent> {
  return (await appendEventWith(tx, event)).event;
}

/**
 * `appendEvent` and, in the same statement, one write of the caller's (decision 040): `write` is
 * an INSERT, UPDATE or DELETE … `RETURNING id` without a WITH of its own (PostgreSQL allows a
 * data-modifying WITH only at the top level), run as the statement's data-modifying WITH; answers
 * the event and the smallest id the write returned (null when it wrote no row). The write runs
 * whole, or the statement fails and the transaction with it, as two statements would. Lock order
 * is the caller's: take the rows' locks first, as for `appendEvent`.
 */
export async function appendEventWith(
  tx: DbOrTx,
  event: NewEvent,
  write?: SQLWrapper,
): Promise<{ event: StoredEvent; writtenId: number | null }> {
  if (!isTransaction(tx)) throw new Error("appendEvent must run inside a transaction (withTransaction)");
  const payload = JSON.stringify(event.payload ?? {});
  const appended = sql`e.id, e.tenant_id, e.seq, e.payload, (extract(epoch from e.created_at) * 1000)::float8 as created_ms
    from events_append(${event.tenantId}::int, ${event.stream}, ${event.type}, ${payload}::jsonb) e`;
  const query = write
    ? sql`with written as ${write} select (select min(w.id) from written w)::int as written_id, ${appended}`
    : sql`select null::int as written_id, ${appended}`;
  const result = await tx.execute(query);
  const [row] = (result as unknown as { rows: AppendedRow[] }).rows;
  if (!row) throw new Error("events_append returned no row");
  const stored: StoredEvent = {
    id: Number(row.id),
    tenantId: row.tenant_id,
    stream: event.stream,
    seq: row.seq,
    type: event.type,
    payload: typeof row.payload === "string" ? JSON.parse(row.payload) : row.payload,
    createdAt: new Date(Number(row.created_ms)),
  };
  return { event: stored, writtenId: row.written_id };
}

/**
 * The call `events_append(tenant, stream, type, payload)` as an SQL fragment, for a statement that
 * appends its event as a FROM item of its own (decision 044: a cart change guarded by the cart's
 * version, in one autocommitted statement). `tenantId` and `payload` are SQL so that the caller can
 * take them from rows of its statement (`LATERAL`): the event is appended once per such row, never
 * when there is none. Same function, lock and NOTIFY as `appendEvent`.
 */
export const eventsAppendCall = (tenantId: SQLWrapper, stream: string, type: string, payload: SQLWrapper) =>
  sql`events_append(${tenantId}, ${stream}::text, ${type}::text, ${payload})`;

/** A row of `events_append`, as either driver hands it back (int8 as text or bigint, jsonb parsed or not). */
interface AppendedRow {
  written_id: number | null;
  id: string | number | bigint;
  tenant_id: number | null;
  seq: number;
  payload: string | Record<string, unknown>;
  created_ms: number | string;
}

/** Events of `stream` after `afterSeq`, in order, at most `limit`. */
export async function eventsAfter(db: DbOrTx, stream: string, afterSeq: number, limit = 100): Promise<StoredEvent[]> {
  const rows = await db
    .select()
    .from(events)
    .where(and(eq(events.stream, stream), gt(events.seq, afterSeq)))
    .orderBy(asc(events.seq))
    .limit(limit);
  return rows as StoredEvent[];
}

/** The seq of the stream's last event (0 when it has none). */
export async function latestSeq(db: DbOrTx, stream: string): Promise<number> {
  const [row] = await db
    .select({ seq: sql<number>`coalesce(max(${events.seq}), 0)::int` })
    .from(events)
    .where(eq(events.stream, stream));
  return row?.seq ?? 0;
}
