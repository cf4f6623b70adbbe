import { identityLimits } from "@dutchpot/contract";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../test/support/test-app.ts";
import type { Database } from "../../db/client.ts";
import { oneTimeCodes, signInFailures } from "../../db/schema/index.ts";
import { TooManyRequestsError } from "../../plugins/rate-limit.ts";
import { purgeExpiredAuthRecords } from "./auth.maintenance.ts";
import { OneTimeCodes } from "./one-time-codes.ts";
import { SignInThrottle } from "./sign-in-throttle.ts";

const now = new Date("2026-06-01T12:00:00.000Z");
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
const target = "+14165550100";
const ip = "203.0.113.9";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.close());
beforeEach(async () => {
  await database.db.delete(oneTimeCodes);
  await database.db.delete(signInFailures);
});

async function addCode(createdMinutesAgo: number, text = target) {
  const createdAt = minutesAgo(createdMinutesAgo);
  const [row] = await database.db
    .insert(oneTimeCodes)
    .values({
      purpose: "phone",
      channel: "sms",
      target: text,
      codeHash: "x",
      requestIp: ip,
      createdAt,
      expiresAt: new Date(createdAt.getTime() + identityLimits.codeTtlSeconds * 1000),
    })
    .returning({ id: oneTimeCodes.id });
  return row?.id as number;
}

async function addFailure(createdMinutesAgo: number) {
  const [row] = await database.db
    .insert(signInFailures)
    .values({ tenantId: 3, accountKey: "ana@example.com", ip, createdAt: minutesAgo(createdMinutesAgo) })
    .returning({ id: signInFailures.id });
  return row?.id as number;
}

const ids = async () => ({
  codes: (await database.db.select({ id: oneTimeCodes.id }).from(oneTimeCodes)).map((r) => r.id).sort(),
  failures: (await database.db.select({ id: signInFailures.id }).from(signInFailures)).map((r) => r.id).sort(),
});

describe("purgeExpiredAuthRecords", () => {
  it("deletes codes older than the send window and failures older than the sign-in window, keeps the rest", async () => {
    const sendWindowMinutes = identityLimits.sendWindowSeconds / 60;
    const signInWindowMinutes = identityLimits.signInWindowSeconds / 60;
    await addCode(sendWindowMinutes + 60);
    await addCode(sendWindowMinutes + 1);
    const expiredInWindow = await addCode(sendWindowMinutes - 1);
    const live = await addCode(1);
    await addFailure(signInWindowMinutes + 1);
    const recentFailure = await addFailure(signInWindowMinutes - 1);

    expect(await purgeExpiredAuthRecords(database.db, now)).toEqual({ oneTimeCodes: 2, signInFailures: 1 });
    expect(await ids()).toEqual({ codes: [expiredInWindow, live].sort(), failures: [recentFailure] });
    expect(await purgeExpiredAuthRecords(database.db, now)).toEqual({ oneTimeCodes: 0, signInFailures: 0 });
  });

  it("keeps every row the throttles count: the limits still answer 429 after a purge", async () => {
    for (let i = 0; i < identityLimits.sendsPerTarget; i++) await addCode(30 + i);
    for (let i = 0; i < identityLimits.signInFailuresPerAccount; i++) await addFailure(1 + i);
    await addCode(24 * 60);
    await addFailure(24 * 60);

    expect(await purgeExpiredAuthRecords(database.db, now)).toEqual({ oneTimeCodes: 1, signInFailures: 1 });
    const codes = new OneTimeCodes(database.db, "test-key", () => now);
    await expect(
      codes.issue({ tenantId: 3, userId: null, purpose: "phone", channel: "sms", target, ip: "198.51.100.1" }),
    ).rejects.toBeInstanceOf(TooManyRequestsError);
    const throttle = new SignInThrottle(database.db, () => now);
    await expect(throttle.check(3, "ana@example.com", "198.51.100.1")).rejects.toBeInstanceOf(TooManyRequestsError);
  });
});
