import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { identityLimits, identityTexts } from "@dutchpot/contract";
import { and, desc, eq, gt, isNull, lt, min, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { oneTimeCodes } from "../../db/schema/index.ts";
import { BusinessRuleError } from "../../lib/errors.ts";
import { TooManyRequestsError } from "../../plugins/rate-limit.ts";

export type CodePurpose = "phone" | "password-reset";

export interface IssueCode {
  tenantId: number;
  /** Null when no account matches: the request is still recorded (same limits, same answer). */
  userId: number | null;
  purpose: CodePurpose;
  channel: "sms" | "email";
  target: string;
  ip: string;
}

export interface CheckCode {
  tenantId: number;
  purpose: CodePurpose;
  target: string;
  code: string;
  /** When set, only a code issued to this user counts. */
  userId?: number;
}

const invalid = () => new BusinessRuleError(identityTexts.invalidCode, identityTexts.invalidCodeDetails);

/**
 * Six-digit one-time codes: stored as an HMAC (never in clear), valid for 10 minutes, 5 tries,
 * consumed once used; only the latest code of a target counts. Sends are limited per target and
 * per client IP.
 */
export class OneTimeCodes {
  constructor(
    private readonly db: DbOrTx,
    private readonly key: string,
    private readonly now: () => Date,
  ) {}

  #hash(purpose: string, target: string, code: string) {
    return createHmac("sha256", this.key).update(`${purpose}\n${target}\n${code}`).digest("base64url");
  }

  /** Checks the send limits, records the request and returns the new code. */
  async issue(request: IssueCode): Promise<string> {
    const now = this.now();
    const since = new Date(now.getTime() - identityLimits.sendWindowSeconds * 1000);
    await this.#limit(eq(oneTimeCodes.target, request.target), identityLimits.sendsPerTarget, since, now);
    await this.#limit(eq(oneTimeCodes.requestIp, request.ip), identityLimits.sendsPerIp, since, now);
    const code = String(randomInt(0, 10 ** identityLimits.codeLength)).padStart(identityLimits.codeLength, "0");
    await this.db.insert(oneTimeCodes).values({
      tenantId: request.tenantId,
      userId: request.userId,
      purpose: request.purpose,
      channel: request.channel,
      target: request.target,
      codeHash: this.#hash(request.purpose, request.target, code),
      requestIp: request.ip,
      createdAt: now,
      expiresAt: new Date(now.getTime() + identityLimits.codeTtlSeconds * 1000),
    });
    return code;
  }

  async #limit(scope: ReturnType<typeof eq>, max: number, since: Date, now: Date) {
    const [row] = await this.db
      .select({ count: sql<number>`count(*)::int`, oldest: min(oneTimeCodes.createdAt) })
      .from(oneTimeCodes)
      .where(and(scope, gt(oneTimeCodes.createdAt, since)));
    if ((row?.count ?? 0) < max) return;
    const oldest = row?.oldest ? new Date(row.oldest).getTime() : now.getTime();
    const retry = Math.ceil((oldest + identityLimits.sendWindowSeconds * 1000 - now.getTime()) / 1000);
    throw new TooManyRequestsError(Math.max(1, retry));
  }

  /**
   * Spends one try on the latest live code of the target; returns the account it was issued to
   * once the code matches (and consumes it). Every failure is the same 400.
   */
  async verify(check: CheckCode): Promise<{ userId: number }> {
    const now = this.now();
    const [latest] = await this.db
      .select()
      .from(oneTimeCodes)
      .where(
        and(
          eq(oneTimeCodes.tenantId, check.tenantId),
          eq(oneTimeCodes.purpose, check.purpose),
          eq(oneTimeCodes.target, check.target),
          check.userId === undefined ? undefined : eq(oneTimeCodes.userId, check.userId),
        ),
      )
      .orderBy(desc(oneTimeCodes.createdAt), desc(oneTimeCodes.id))
      .limit(1);
    if (!latest || latest.consumedAt || latest.userId === null || latest.expiresAt <= now) throw invalid();
    // Spend a try atomically, so parallel guesses cannot exceed the limit.
    const [spent] = await this.db
      .update(oneTimeCodes)
      .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
      .where(and(eq(oneTimeCodes.id, latest.id), lt(oneTimeCodes.attempts, identityLimits.codeMaxAttempts)))
      .returning({ attempts: oneTimeCodes.attempts });
    if (!spent) throw invalid();
    const expected = Buffer.from(latest.codeHash);
    const actual = Buffer.from(this.#hash(check.purpose, check.target, check.code));
    if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) throw invalid();
    const [consumed] = await this.db
      .update(oneTimeCodes)
      .set({ consumedAt: now })
      .where(and(eq(oneTimeCodes.id, latest.id), isNull(oneTimeCodes.consumedAt)))
      .returning({ id: oneTimeCodes.id });
    if (!consumed) throw invalid();
    return { userId: latest.userId };
  }
}
