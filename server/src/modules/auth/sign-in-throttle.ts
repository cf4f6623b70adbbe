import { identityLimits } from "@dutchpot/contract";
import type { DbOrTx } from "../../db/client.ts";
import { signInFailures } from "../../db/schema/index.ts";
import { TooManyRequestsError } from "../../lib/errors.ts";
import type { CounterRef, ThrottleCounters } from "./throttle-counters.ts";

const {
  signInFreeFailures,
  signInMaxBackoffSeconds,
  signInPairWindowSeconds,
  signInFailuresPerIp,
  signInFailuresPerAccount,
  signInWindowSeconds,
} = identityLimits;

/**
 * Throttles password guessing (docs/decisions/025-sign-in-throttling.md). Each attempt is reserved
 * atomically BEFORE the password is hashed, so concurrent guesses cannot all pass:
 * - per account + address pair: 5 free failures, then a back-off of 1 s, 2 s, 4 s… (15 min at
 *   most), one attempt at a time; a success forgets the pair;
 * - per address: at most 50 failures (plus attempts in flight) over all accounts in 15 minutes —
 *   successes never count, so a shared address is blocked only by its own failures;
 * - per account, from every address: past 30 failures in 15 minutes the account is under attack,
 *   and each address gets 1 free failure on it instead of 5. An address with no failures on the
 *   account (its owner's) still signs in.
 * Unknown identifiers count exactly like known ones (no enumeration).
 */
export class SignInThrottle {
  constructor(
    private readonly db: DbOrTx,
    private readonly counters: ThrottleCounters,
    private readonly now: () => Date,
  ) {}

  #refs(tenantId: number | null, accountKey: string, ip: string) {
    const ref = (scope: string, windowSeconds: number, ...parts: (string | number)[]): CounterRef => ({
      scope,
      key: this.counters.key(scope, ...parts),
      windowSeconds,
    });
    return {
      pair: ref("sign-in-pair", signInPairWindowSeconds, tenantId ?? "host", accountKey, ip),
      address: ref("sign-in-ip", signInWindowSeconds, ip),
      account: ref("sign-in-account", signInWindowSeconds, tenantId ?? "host", accountKey),
    };
  }

  /**
   * Runs `check` (the password check) as one throttled attempt: 429 with Retry-After, without
   * running it, when a limit is reached; a `false` answer counts as a failure, `true` forgets the
   * pair's failures. A check that throws (e.g. the hashing queue is full) counts nothing.
   */
  async attempt(
    tenantId: number | null,
    accountKey: string,
    ip: string,
    check: () => Promise<boolean>,
  ): Promise<boolean> {
    const { counters } = this;
    const refs = this.#refs(tenantId, accountKey, ip);
    const now = this.now();
    const underAttack = (await counters.count(refs.account, now)) >= signInFailuresPerAccount;
    const free = underAttack ? 1 : signInFreeFailures;
    const address = await counters.reserve(refs.address, { kind: "attempt", max: signInFailuresPerIp }, now);
    if (!address.allowed) throw new TooManyRequestsError(address.retryAfterSeconds);
    const pair = await counters.reserve(refs.pair, { kind: "backoff", max: free }, now);
    if (!pair.allowed) {
      await counters.release(refs.address, now);
      throw new TooManyRequestsError(pair.retryAfterSeconds);
    }
    let ok: boolean;
    try {
      ok = await check();
    } catch (err) {
      await counters.release(refs.pair, now);
      await counters.release(refs.address, now);
      throw err;
    }
    const end = this.now();
    if (ok) {
      await counters.forget(refs.pair);
      await counters.release(refs.address, end);
      return true;
    }
    await counters.fail(refs.pair, end, { free, maxSeconds: signInMaxBackoffSeconds });
    await counters.fail(refs.address, end);
    await counters.fail(refs.account, end);
    await this.db.insert(signInFailures).values({ tenantId, accountKey, ip, createdAt: end });
    return false;
  }

  /** A password reset forgets the failures of the account from the resetting address, and its attack count. */
  async forget(tenantId: number | null, accountKey: string, ip: string): Promise<void> {
    const refs = this.#refs(tenantId, accountKey, ip);
    await this.counters.forget(refs.pair);
    await this.counters.forget(refs.account);
  }
}
