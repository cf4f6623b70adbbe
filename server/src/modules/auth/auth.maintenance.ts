import { identityLimits } from "@dutchpot/contract";
import { and, lt } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { oneTimeCodes, signInFailures } from "../../db/schema/index.ts";
import { purgeThrottleCounters } from "./throttle-counters.ts";

export interface AuthPurgeResult {
  oneTimeCodes: number;
  signInFailures: number;
  throttleCounters: number;
}

/** The longest window any throttle counts in: a counter untouched for longer counts nothing. */
const longestWindowSeconds = Math.max(
  identityLimits.sendWindowSeconds,
  identityLimits.signInWindowSeconds,
  identityLimits.signInPairWindowSeconds,
  identityLimits.registerWindowSeconds,
);

/**
 * Deletes the auth module's records nothing reads any more (run by the job runner, docs/jobs.md):
 * one-time codes created before the send window and expired (a code never outlives that window:
 * its lifetime is shorter), the sign-in failure log past the sign-in window, and throttle
 * counters untouched for longer than the longest window (their count has lapsed).
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
  const counters = await purgeThrottleCounters(db, new Date(now.getTime() - longestWindowSeconds * 1000));
  return { oneTimeCodes: codes.length, signInFailures: failures.length, throttleCounters: counters };
}
