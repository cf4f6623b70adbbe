import { and, eq, lte, or } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { idempotencyKeys } from "../../db/schema/index.ts";

/** One key of one caller on one storefront. */
export interface KeyScope {
  tenantId: number;
  actor: string;
  key: string;
}

export interface Claim extends KeyScope {
  requestHash: string;
  method: string;
  path: string;
  lockedUntil: Date;
  expiresAt: Date;
}

export interface StoredResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export type KeyRow = typeof idempotencyKeys.$inferSelect;

/** Claims a key not seen before; undefined when a row exists (atomic on both databases). */
export async function insertClaim(db: DbOrTx, claim: Claim): Promise<number | undefined> {
  const [row] = await db
    .insert(idempotencyKeys)
    .values({ ...claim, state: "in_flight" })
    .onConflictDoNothing({ target: [idempotencyKeys.tenantId, idempotencyKeys.actor, idempotencyKeys.key] })
    .returning({ id: idempotencyKeys.id });
  return row?.id;
}

export async function findKey(db: DbOrTx, scope: KeyScope): Promise<KeyRow | undefined> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.tenantId, scope.tenantId),
        eq(idempotencyKeys.actor, scope.actor),
        eq(idempotencyKeys.key, scope.key),
      ),
    );
  return row;
}

/**
 * Takes over a dead row: an expired key, or an in-flight one whose lease ran out (its request
 * crashed). The condition is re-checked in the UPDATE, so of two callers only one wins.
 */
export async function takeOver(db: DbOrTx, id: number, claim: Claim, now: Date): Promise<boolean> {
  const rows = await db
    .update(idempotencyKeys)
    .set({
      requestHash: claim.requestHash,
      method: claim.method,
      path: claim.path,
      state: "in_flight",
      lockedUntil: claim.lockedUntil,
      expiresAt: claim.expiresAt,
      responseStatus: null,
      responseHeaders: null,
      responseBody: null,
    })
    .where(
      and(
        eq(idempotencyKeys.id, id),
        or(
          lte(idempotencyKeys.expiresAt, now),
          and(eq(idempotencyKeys.state, "in_flight"), lte(idempotencyKeys.lockedUntil, now)),
        ),
      ),
    )
    .returning({ id: idempotencyKeys.id });
  return rows.length === 1;
}

/**
 * The claim a request holds: the row and its lease. The lease doubles as a fencing token, so a slow
 * request whose key was taken over after its lease ran out cannot overwrite the new holder's row.
 */
export interface Held {
  id: number;
  lockedUntil: Date;
}

const heldBy = (held: Held) =>
  and(
    eq(idempotencyKeys.id, held.id),
    eq(idempotencyKeys.state, "in_flight"),
    eq(idempotencyKeys.lockedUntil, held.lockedUntil),
  );

/** Stores the answer of the request holding the claim; retries replay it until `expiresAt`. */
export async function storeResponse(db: DbOrTx, held: Held, response: StoredResponse, expiresAt: Date) {
  await db
    .update(idempotencyKeys)
    .set({
      state: "completed",
      lockedUntil: null,
      responseStatus: response.status,
      responseHeaders: response.headers,
      responseBody: response.body,
      expiresAt,
    })
    .where(heldBy(held));
}

/** Forgets a claim (the request failed with a server fault): the client may retry with the key. */
export async function releaseKey(db: DbOrTx, held: Held) {
  await db.delete(idempotencyKeys).where(heldBy(held));
}
