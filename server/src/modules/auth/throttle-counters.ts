import { createHmac } from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { throttleCounters } from "../../db/schema/index.ts";

/** An in-flight attempt older than this is taken as abandoned (its process died mid-check). */
const STALE_IN_FLIGHT_SECONDS = 60;

/** One limited thing: its scope (what kind of limit), its key and its fixed window. */
export interface CounterRef {
  scope: string;
  key: string;
  windowSeconds: number;
}

/** What a reservation answered: allowed (with the counts after it) or denied (with the wait). */
export type Reserved = { allowed: true; count: number } | { allowed: false; retryAfterSeconds: number };

/**
 * How an attempt may start:
 * - `send`: counted at once (a code send, a sign-up); allowed while `count < max`.
 * - `attempt`: counted as in flight until it ends; allowed while `count + inFlight < max`.
 * - `backoff`: as `attempt` with `max` free attempts, then one at a time once `blockedUntil` passed.
 */
export type Admission =
  | { kind: "send"; max: number }
  | { kind: "attempt"; max: number }
  | { kind: "backoff"; max: number };

/**
 * Atomic counters in `throttle_counters` (decision 025). Every check is ONE upsert whose
 * `ON CONFLICT … DO UPDATE … WHERE` both tests the limit and counts the attempt, so N concurrent
 * requests serialise on the row and at most the limit pass, on PGlite and PostgreSQL alike.
 * Keys are HMACs: no email, phone or address is stored in clear.
 */
export class ThrottleCounters {
  constructor(
    private readonly db: DbOrTx,
    private readonly secret: string,
  ) {}

  /** The stored key of a raw one (tenant, identifier, address…). */
  key(...parts: (string | number | null)[]): string {
    return createHmac("sha256", this.secret).update(parts.join("\n")).digest("base64url");
  }

  /** Reserves one attempt (or send) if the limit allows it; nothing is counted when denied. */
  async reserve(ref: CounterRef, admission: Admission, now: Date): Promise<Reserved> {
    const fresh = new Date(now.getTime() - ref.windowSeconds * 1000);
    const stale = new Date(now.getTime() - STALE_IN_FLIGHT_SECONDS * 1000);
    const c = throttleCounters;
    // The row's values as of `now`: a passed window counts from zero again; an old in-flight mark is void.
    const expired = sql`${c.windowStart} <= ${fresh}`;
    const count = sql`(case when ${expired} then 0 else ${c.count} end)`;
    const inFlight = sql`(case when ${c.inFlightAt} is null or ${c.inFlightAt} <= ${stale} then 0 else ${c.inFlight} end)`;
    const blocked = sql`(not ${expired} and ${c.blockedUntil} is not null and ${c.blockedUntil} > ${now})`;
    const send = admission.kind === "send";
    const allowed =
      admission.kind === "send"
        ? sql`${count} < ${admission.max}`
        : admission.kind === "attempt"
          ? sql`${count} + ${inFlight} < ${admission.max}`
          : sql`not ${blocked} and (${count} + ${inFlight} < ${admission.max} or ${inFlight} = 0)`;
    const rows = await this.db
      .insert(c)
      .values({
        scope: ref.scope,
        key: ref.key,
        count: send ? 1 : 0,
        inFlight: send ? 0 : 1,
        inFlightAt: send ? null : now,
        windowStart: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: [c.scope, c.key],
        set: {
          count: send ? sql`${count} + 1` : count,
          inFlight: send ? inFlight : sql`${inFlight} + 1`,
          inFlightAt: send ? c.inFlightAt : now,
          windowStart: sql`case when ${expired} then ${now} else ${c.windowStart} end`,
          blockedUntil: sql`case when ${expired} then null else ${c.blockedUntil} end`,
          updatedAt: now,
        },
        setWhere: allowed,
      })
      .returning({ count: c.count });
    const row = rows[0];
    if (row) return { allowed: true, count: row.count };
    return { allowed: false, retryAfterSeconds: await this.#wait(ref, admission, now) };
  }

  /**
   * Seconds until a denied reservation may pass, at least 1: a back-off's end; a second when only
   * attempts in flight stood in the way (they end soon); else the end of the window.
   */
  async #wait(ref: CounterRef, admission: Admission, now: Date): Promise<number> {
    const [row] = await this.db
      .select({
        count: throttleCounters.count,
        windowStart: throttleCounters.windowStart,
        blockedUntil: throttleCounters.blockedUntil,
      })
      .from(throttleCounters)
      .where(and(eq(throttleCounters.scope, ref.scope), eq(throttleCounters.key, ref.key)));
    if (!row) return 1;
    const seconds = (end: number) => Math.max(1, Math.ceil((end - now.getTime()) / 1000));
    const blockedEnd = row.blockedUntil?.getTime();
    if (blockedEnd !== undefined && blockedEnd > now.getTime()) return seconds(blockedEnd);
    if (admission.kind !== "send" && row.count < admission.max) return 1;
    if (admission.kind === "backoff") return 1;
    return seconds(row.windowStart.getTime() + ref.windowSeconds * 1000);
  }

  /**
   * Ends an attempt as a failure: counted, no longer in flight. With `backoff`, the key then waits
   * 2^(count − free) seconds (capped) before its next attempt once its free attempts are spent.
   */
  async fail(ref: CounterRef, now: Date, backoff?: { free: number; maxSeconds: number }): Promise<number> {
    const c = throttleCounters;
    const fresh = new Date(now.getTime() - ref.windowSeconds * 1000);
    const expired = sql`${c.windowStart} <= ${fresh}`;
    const next = sql`(case when ${expired} then 0 else ${c.count} end) + 1`;
    const blockedUntil = backoff
      ? sql`case when ${next} >= ${backoff.free} then ${now}::timestamptz + least(${backoff.maxSeconds}::float8, power(2, ${next} - ${backoff.free})) * interval '1 second' else null end`
      : sql`null`;
    const rows = await this.db
      .insert(c)
      .values({ scope: ref.scope, key: ref.key, count: 1, windowStart: now, updatedAt: now })
      .onConflictDoUpdate({
        target: [c.scope, c.key],
        set: {
          count: next,
          inFlight: sql`greatest(0, ${c.inFlight} - 1)`,
          windowStart: sql`case when ${expired} then ${now} else ${c.windowStart} end`,
          blockedUntil,
          updatedAt: now,
        },
      })
      .returning({ count: c.count });
    return rows[0]?.count ?? 1;
  }

  /** Ends an attempt without counting it (a success, or a check that never ran). */
  async release(ref: CounterRef, now: Date): Promise<void> {
    await this.db
      .update(throttleCounters)
      .set({ inFlight: sql`greatest(0, ${throttleCounters.inFlight} - 1)`, updatedAt: now })
      .where(and(eq(throttleCounters.scope, ref.scope), eq(throttleCounters.key, ref.key)));
  }

  /** Gives back a counted send (a later limit of the same request refused it). */
  async unsend(ref: CounterRef): Promise<void> {
    await this.db
      .update(throttleCounters)
      .set({ count: sql`greatest(0, ${throttleCounters.count} - 1)` })
      .where(and(eq(throttleCounters.scope, ref.scope), eq(throttleCounters.key, ref.key)));
  }

  /** The key's count in its current window (0 when none). */
  async count(ref: CounterRef, now: Date): Promise<number> {
    const [row] = await this.db
      .select({ count: throttleCounters.count, windowStart: throttleCounters.windowStart })
      .from(throttleCounters)
      .where(and(eq(throttleCounters.scope, ref.scope), eq(throttleCounters.key, ref.key)));
    if (!row || row.windowStart.getTime() <= now.getTime() - ref.windowSeconds * 1000) return 0;
    return row.count;
  }

  /** Forgets the key (a successful sign-in forgets its pair's failures). */
  async forget(ref: CounterRef): Promise<void> {
    await this.db
      .delete(throttleCounters)
      .where(and(eq(throttleCounters.scope, ref.scope), eq(throttleCounters.key, ref.key)));
  }
}

/** Deletes counters untouched for longer than any window (the auth purge job). */
export async function purgeThrottleCounters(db: DbOrTx, before: Date): Promise<number> {
  const rows = await db
    .delete(throttleCounters)
    .where(lt(throttleCounters.updatedAt, before))
    .returning({ scope: throttleCounters.scope });
  return rows.length;
}
