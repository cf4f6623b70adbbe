import type { DbOrTx } from "../../db/client.ts";
import {
  type Claim,
  findKey,
  type Held,
  insertClaim,
  type StoredResponse,
  takeOver,
} from "./idempotency.repository.ts";

/** What to do with a request that carries a key. */
export type ClaimOutcome =
  | { kind: "claimed"; held: Held }
  | { kind: "replay"; response: StoredResponse }
  | { kind: "conflict" }
  | { kind: "in_flight"; retryAfterSeconds: number };

/**
 * Claims the key for this request or says why not. The first caller's INSERT wins (ON CONFLICT DO
 * NOTHING is atomic on PostgreSQL and PGlite); the others read the row: another request → conflict,
 * the same request → the stored answer, or in flight while its lease holds. A dead row (expired, or
 * a crashed holder's lease ran out) is taken over; a row that vanished meanwhile (its holder failed
 * with a 5xx and released it) is claimed again, a bounded number of times.
 */
export async function claimKey(db: DbOrTx, claim: Claim, now: Date): Promise<ClaimOutcome> {
  const held = (id: number): ClaimOutcome => ({ kind: "claimed", held: { id, lockedUntil: claim.lockedUntil } });
  for (let attempt = 0; attempt < 3; attempt++) {
    const id = await insertClaim(db, claim);
    if (id !== undefined) return held(id);
    const row = await findKey(db, claim);
    if (!row) continue;
    const dead =
      row.expiresAt <= now || (row.state === "in_flight" && (row.lockedUntil === null || row.lockedUntil <= now));
    if (dead) {
      if (await takeOver(db, row.id, claim, now)) return held(row.id);
      continue;
    }
    if (row.requestHash !== claim.requestHash) return { kind: "conflict" };
    if (row.state === "completed" && row.responseStatus !== null && row.responseBody !== null) {
      return {
        kind: "replay",
        response: { status: row.responseStatus, headers: row.responseHeaders ?? {}, body: row.responseBody },
      };
    }
    const leaseLeft = (row.lockedUntil?.getTime() ?? now.getTime()) - now.getTime();
    return { kind: "in_flight", retryAfterSeconds: Math.max(1, Math.ceil(leaseLeft / 1000)) };
  }
  // The row kept changing hands under us: behave as for a key in flight.
  return { kind: "in_flight", retryAfterSeconds: 1 };
}
