import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import { events } from "../db/schema/platform.ts";
import { isTransaction } from "../db/transaction.ts";

/** The PostgreSQL channel that tells every instance "stream S has new events" (payload: S). */
export const eventsChannel = "dutchpot_events";

/** First key of the two-key advisory lock: keeps the events' locks apart from anyone else's. */
const streamLockClass = 0x45_56_54_53; // "EVTS"

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
 */
export async function appendEvent(tx: DbOrTx, event: NewEvent): Promise<StoredEvent> {
  if (!isTransaction(tx)) throw new Error("appendEvent must run inside a transaction (withTransaction)");
  await tx.execute(sql`select pg_advisory_xact_lock(${streamLockClass}::int, hashtext(${event.stream}))`);
  const [row] = await tx
    .insert(events)
    .values({
      tenantId: event.tenantId,
      stream: event.stream,
      type: event.type,
      payload: event.payload ?? {},
      seq: sql`(select coalesce(max(${events.seq}), 0) + 1 from ${events} where ${events.stream} = ${event.stream})`,
    })
    .returning();
  await tx.execute(sql`select pg_notify(${eventsChannel}, ${event.stream})`);
  return row as StoredEvent;
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
