import { lte } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { idempotencyKeys } from "../../db/schema/index.ts";

/**
 * Deletes the keys whose `expires_at` has passed (stored answers no longer replayed, and in-flight
 * claims of requests that died long ago); returns how many. Run as a recurring job.
 */
export async function purgeExpiredKeys(db: DbOrTx, now: Date = new Date()): Promise<number> {
  const rows = await db
    .delete(idempotencyKeys)
    .where(lte(idempotencyKeys.expiresAt, now))
    .returning({ id: idempotencyKeys.id });
  return rows.length;
}
