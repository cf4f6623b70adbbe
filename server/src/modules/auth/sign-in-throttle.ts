import { identityLimits } from "@dutchpot/contract";
import { and, eq, gt, min, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { signInFailures } from "../../db/schema/index.ts";
import { TooManyRequestsError } from "../../plugins/rate-limit.ts";

/**
 * Throttles password guessing: too many failed sign-ins for one account identifier (known or
 * not, so the answer never reveals which) or from one client IP within the window → 429.
 */
export class SignInThrottle {
  constructor(
    private readonly db: DbOrTx,
    private readonly now: () => Date,
  ) {}

  async check(tenantId: number, accountKey: string, ip: string): Promise<void> {
    const now = this.now();
    const since = new Date(now.getTime() - identityLimits.signInWindowSeconds * 1000);
    const account = and(eq(signInFailures.tenantId, tenantId), eq(signInFailures.accountKey, accountKey));
    await this.#limit(account, identityLimits.signInFailuresPerAccount, since, now);
    await this.#limit(eq(signInFailures.ip, ip), identityLimits.signInFailuresPerIp, since, now);
  }

  async #limit(scope: ReturnType<typeof and>, max: number, since: Date, now: Date) {
    const [row] = await this.db
      .select({ count: sql<number>`count(*)::int`, oldest: min(signInFailures.createdAt) })
      .from(signInFailures)
      .where(and(scope, gt(signInFailures.createdAt, since)));
    if ((row?.count ?? 0) < max) return;
    const oldest = row?.oldest ? new Date(row.oldest).getTime() : now.getTime();
    const retry = Math.ceil((oldest + identityLimits.signInWindowSeconds * 1000 - now.getTime()) / 1000);
    throw new TooManyRequestsError(Math.max(1, retry));
  }

  async recordFailure(tenantId: number, accountKey: string, ip: string): Promise<void> {
    await this.db.insert(signInFailures).values({ tenantId, accountKey, ip, createdAt: this.now() });
  }

  /** A successful sign-in or password reset forgets the account's failures. */
  async clear(tenantId: number, accountKey: string): Promise<void> {
    await this.db
      .delete(signInFailures)
      .where(and(eq(signInFailures.tenantId, tenantId), eq(signInFailures.accountKey, accountKey)));
  }
}
