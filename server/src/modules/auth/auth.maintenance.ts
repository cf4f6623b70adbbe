import { identityLimits } from "@dutchpot/contract";
import { and, lt } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { oneTimeCodes, signInFailures } from "../../db/schema/index.ts";

export interface AuthPurgeResult {
  oneTimeCodes: number;
  signInFailures: number;
}

/**
 * Deletes the auth module's records nothing reads any more (run by the job runner, docs/jobs.md).
 * The throttles count rows younger than their windows, so only older rows go: one-time codes
 * created before the send window and expired (a code never outlives that window: its lifetime
 * is shorter), and sign-in failures older than the sign-in window.
 */
export async function purgeExpiredAuthRecords(db: DbOrTx, now: Date = new Date()): Promise<AuthPurgeResult> {
  const sendWindowStart = new Date(now.getTime() - identityLimits.sendWindowSeconds * 1000);
  const signInWindowStart = new Date(now.getTime() - identityLimits.signInWindowSeconds * 1000);
  const codes = await db
    .delete(oneTimeCodes)
    .where(and(lt(oneTimeCodes.createdAt, sendWindowStart), lt(oneTimeCodes.expiresAt, now)))
    .returning({ id: oneTimeCodes.id });
  const failures = await db
    .delete(signInFailures)
    .where(lt(signInFailures.createdAt, signInWindowStart))
    .returning({ id: signInFailures.id });
  return { oneTimeCodes: codes.length, signInFailures: failures.length };
}
