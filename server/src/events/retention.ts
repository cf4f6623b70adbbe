import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import { events } from "../db/schema/platform.ts";

/**
 * Deletes events created before `before`, except the last event of each stream: the next append
 * numbers from it (max(seq) + 1), so a client holding an old Last-Event-ID never sees seq start
 * again at 1 and skip new events. A reconnect from before the cut replays what is left (the stream's
 * newest events); the stream's payloads are facts to refetch by, so nothing else is lost.
 * Returns the number of events deleted.
 */
export async function purgeOldEvents(db: DbOrTx, before: Date): Promise<number> {
  const deleted = await db
    .delete(events)
    .where(
      sql`${events.createdAt} < ${before.toISOString()}::timestamptz and exists (
        select 1 from ${events} as newer where newer.stream = ${events.stream} and newer.seq > ${events.seq})`,
    )
    .returning({ id: events.id });
  return deleted.length;
}
