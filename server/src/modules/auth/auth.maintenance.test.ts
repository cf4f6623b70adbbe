import { identityLimits } from "@dutchpot/contract";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildTenant } from "../../../test/factories.ts";
import { createTestDatabase } from "../../../test/support/test-app.ts";
import type { Database } from "../../db/client.ts";
import { oneTimeCodes, signInFailures, throttleCounters } from "../../db/schema/index.ts";
import { TooManyRequestsError } from "../../lib/errors.ts";
import { purgeExpiredAuthRecords } from "./auth.maintenance.ts";
import { OneTimeCodes } from "./one-time-codes.ts";
import { SignInThrottle } from "./sign-in-throttle.ts";
import { ThrottleCounters } from "./throttle-counters.ts";

const now = new Date("2026-06-01T12:00:00.000Z");
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
const target = "+14165550100";
const ip = "203.0.113.9";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await buildTenant(database.db, { id: 3 });
});
afterAll(async () => database?.close());
beforeEach(async () => {
  await database.db.delete(oneTimeCodes);
  await database.db.delete(signInFailures);
  await database.db.delete(throttleCounters);
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

    expect(await purgeExpiredAuthRecords(database.db, now)).toEqual({
      oneTimeCodes: 2,
      signInFailures: 1,
      throttleCounters: 0,
    });
    expect(await ids()).toEqual({ codes: [expiredInWindow, live].sort(), failures: [recentFailure] });
    expect(await purgeExpiredAuthRecords(database.db, now)).toEqual({
      oneTimeCodes: 0,
      signInFailures: 0,
      throttleCounters: 0,
    });
  });

  it("keeps every counter the throttles count: the limits still answer 429 after a purge", async () => {
    const counters = new ThrottleCounters(database.db, "test-key");
    const codes = new OneTimeCodes(database.db, "test-key", () => minutesAgo(30), counters);
    for (let i = 0; i < identityLimits.sendsPerTarget; i++) {
      await codes.issue({ tenantId: 3, userId: null, purpose: "phone", channel: "sms", target, ip: `198.51.100.${i}` });
    }
    let clock = minutesAgo(5);
    const throttle = new SignInThrottle(database.db, counters, () => clock);
    for (let i = 0; i < identityLimits.signInFreeFailures; i++) {
      expect(await throttle.attempt(3, "ana@example.com", "198.51.100.1", async () => false)).toBe(false);
    }
    // A counter last touched a day ago has lapsed: it goes.
    const lapsed = new ThrottleCounters(database.db, "test-key");
    await lapsed.reserve({ scope: "old", key: "k", windowSeconds: 60 }, { kind: "send", max: 1 }, minutesAgo(24 * 60));

    const purged = await purgeExpiredAuthRecords(database.db, now);
    expect(purged.throttleCounters).toBe(1);
    await expect(
      codes.issue({ tenantId: 3, userId: null, purpose: "phone", channel: "sms", target, ip: "198.51.100.99" }),
    ).rejects.toBeInstanceOf(TooManyRequestsError);
    // The pair still remembers its failures: past the back-off, one more failure blocks it again.
    clock = now;
    expect(await throttle.attempt(3, "ana@example.com", "198.51.100.1", async () => false)).toBe(false);
    await expect(throttle.attempt(3, "ana@example.com", "198.51.100.1", async () => true)).rejects.toBeInstanceOf(
      TooManyRequestsError,
    );
  });
});
