import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { identityLimits, identityTexts } from "@dutchpot/contract";
import { and, desc, eq, isNull, lt, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { oneTimeCodes } from "../../db/schema/index.ts";
import { BusinessRuleError, TooManyRequestsError } from "../../lib/errors.ts";
import type { ThrottleCounters } from "./throttle-counters.ts";

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
 * per client IP, each reserved atomically before the code is made (decision 025).
 */
export class OneTimeCodes {
  constructor(
    private readonly db: DbOrTx,
    private readonly key: string,
    private readonly now: () => Date,
    private readonly counters: ThrottleCounters,
  ) {}

  #hash(purpose: string, target: string, code: string) {
    return createHmac("sha256", this.key).update(`${purpose}\n${target}\n${code}`).digest("base64url");
  }

  /** Checks the send limits, records the request and returns the new code. */
  async issue(request: IssueCode): Promise<string> {
    const now = this.now();
    await this.reserveSend(request.target, request.ip, now);
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

  /**
   * Counts one send against the address and the target, or answers 429 (counting nothing). A
   * request that ends up sending nothing still counts (e.g. a phone another account has), so
   * probing numbers is limited like sending codes to them.
   */
  async reserveSend(target: string, ip: string, now: Date = this.now()) {
    const windowSeconds = identityLimits.sendWindowSeconds;
    const byIp = { scope: "code-send-ip", key: this.counters.key("code-send-ip", ip), windowSeconds };
    const byTarget = { scope: "code-send-target", key: this.counters.key("code-send-target", target), windowSeconds };
    const address = await this.counters.reserve(byIp, { kind: "send", max: identityLimits.sendsPerIp }, now);
    if (!address.allowed) throw new TooManyRequestsError(address.retryAfterSeconds);
    const recipient = await this.counters.reserve(byTarget, { kind: "send", max: identityLimits.sendsPerTarget }, now);
    if (!recipient.allowed) {
      await this.counters.unsend(byIp);
      throw new TooManyRequestsError(recipient.retryAfterSeconds);
    }
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
