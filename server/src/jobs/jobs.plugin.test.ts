import { identityLimits } from "@dutchpot/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../test/support/test-app.ts";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import type { Database } from "../db/client.ts";
import { events, idempotencyKeys, oneTimeCodes, signInFailures } from "../db/schema/index.ts";
import { authPurgeCron, eventsPurgeCron, idempotencyPurgeCron } from "./maintenance.ts";
import { eventually, startTestRunner } from "./testing.ts";

declare module "./job-types.ts" {
  interface JobTypes {
    "test.every-minute": { tag: string };
    "test.slow": { n: number };
  }
}

const testEnv = { NODE_ENV: "test", JWT_SECRET: "test-secret-test-secret-test-secret!" } as const;
const fast = { pollingIntervalSeconds: 0.5, maintenanceIntervalSeconds: 1, cronIntervalSeconds: 1 };

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.close());

async function appWithJobs(env: Record<string, string> = {}, jobs = { enabled: true, runner: fast }) {
  return buildApp({ config: loadConfig({ ...testEnv, ...env }), database, jobs });
}

describe("jobs plugin", () => {
  it("is off under NODE_ENV=test unless asked for: app.jobs refuses to send", async () => {
    const app = await buildApp({ config: loadConfig(testEnv), database });
    await app.ready();
    expect(app.jobs.started).toBe(false);
    await expect(app.jobs.send("test.slow", { n: 1 })).rejects.toThrow(/not started/);
    await app.close();

    const on = await buildApp({ config: loadConfig({ ...testEnv, JOBS_ENABLED: "true" }), database });
    expect(on.jobs.started).toBe(true);
    await on.close();
    expect(on.jobs.started).toBe(false);
  });

  it("with JOBS_WORK=false only sends: another runner (a worker) runs the job", async () => {
    const app = await appWithJobs({ JOBS_WORK: "false" });
    await expect(app.jobs.work("test.slow", async () => {})).rejects.toThrow(/only sends/);
    const id = await app.jobs.send("test.slow", { n: 3 });

    const { runner: worker } = await startTestRunner(database);
    const ran: number[] = [];
    await worker.work("test.slow", async (job) => {
      ran.push(job.data.n);
    });
    await eventually(async () => (await worker.getJob("test.slow", id as string))?.state === "completed");
    expect(ran).toEqual([3]);
    await worker.stop();
    await app.close();
  });

  it("schedules the auth purge and runs it: old codes and failures go, live ones stay", async () => {
    const app = await appWithJobs();
    const now = Date.now();
    const old = new Date(now - (identityLimits.sendWindowSeconds + 60) * 1000);
    const [live] = await database.db
      .insert(oneTimeCodes)
      .values([
        { purpose: "phone", channel: "sms", target: "+14165550101", codeHash: "x", createdAt: old, expiresAt: old },
        {
          purpose: "phone",
          channel: "sms",
          target: "+14165550101",
          codeHash: "y",
          expiresAt: new Date(now + 600_000),
        },
      ])
      .returning({ id: oneTimeCodes.id })
      .then((rows) => rows.slice(1));
    await database.db.insert(signInFailures).values([{ accountKey: "a", ip: "192.0.2.1", createdAt: old }]);

    const schedules = await app.jobs.schedules();
    expect(schedules).toContainEqual({ name: "auth.purge-expired", cron: authPurgeCron, timezone: "UTC" });
    await app.jobs.send("auth.purge-expired", {});
    await eventually(async () => (await database.db.select().from(signInFailures)).length === 0);
    const codes = await database.db.select({ id: oneTimeCodes.id }).from(oneTimeCodes);
    expect(codes).toEqual([live]);
    await app.close();
  });

  it("schedules the idempotency purge and runs it: expired keys go, live ones stay", async () => {
    const app = await appWithJobs();
    const key = (k: string, expiresAt: Date) => ({
      tenantId: 3,
      actor: "anonymous",
      key: k,
      requestHash: "h",
      method: "POST",
      path: "/x",
      expiresAt,
    });
    await database.db
      .insert(idempotencyKeys)
      .values([key("old", new Date(Date.now() - 60_000)), key("live", new Date(Date.now() + 3600_000))]);

    expect(await app.jobs.schedules()).toContainEqual({
      name: "idempotency.purge-expired",
      cron: idempotencyPurgeCron,
      timezone: "UTC",
    });
    await app.jobs.send("idempotency.purge-expired", {});
    const left = await eventually(async () => {
      const rows = await database.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys);
      return rows.length === 1 && rows;
    });
    expect(left).toEqual([{ key: "live" }]);
    await app.close();
  });

  it("schedules the events purge and runs it: events past the retention go, each stream keeps its last", async () => {
    const app = await appWithJobs({ EVENTS_RETENTION_DAYS: "7" });
    const old = new Date(Date.now() - 8 * 86_400_000);
    await database.db.insert(events).values([
      { stream: "jobs:retention", seq: 1, type: "t", createdAt: old },
      { stream: "jobs:retention", seq: 2, type: "t", createdAt: old },
      { stream: "jobs:retention", seq: 3, type: "t" },
    ]);

    expect(await app.jobs.schedules()).toContainEqual({
      name: "events.purge-old",
      cron: eventsPurgeCron,
      timezone: "UTC",
    });
    await app.jobs.send("events.purge-old", {});
    const left = await eventually(async () => {
      const rows = await database.db.select({ seq: events.seq }).from(events);
      return rows.length === 1 && rows;
    });
    expect(left).toEqual([{ seq: 3 }]);
    await app.close();
  });

  it("runs a job on its cron schedule", async () => {
    const app = await appWithJobs();
    const seen: string[] = [];
    await app.jobs.work("test.every-minute", async (job) => {
      seen.push(job.data.tag);
    });
    await app.jobs.schedule("test.every-minute", "* * * * *", { tag: "tick" });
    await eventually(async () => seen.length > 0);
    expect(seen[0]).toBe("tick");
    await app.jobs.unschedule("test.every-minute");
    await app.close();
  });

  it("on close, lets a running job finish before the app is closed", async () => {
    const app = await appWithJobs();
    const events: string[] = [];
    let release: () => void = () => {};
    await app.jobs.work("test.slow", async () => {
      events.push("started");
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      events.push("finished");
    });
    const id = await app.jobs.send("test.slow", { n: 1 });
    await eventually(async () => events.includes("started"));
    const closing = app.close().then(() => events.push("closed"));
    // The job is still running: closing waits for it instead of cutting it off.
    setTimeout(() => release(), 300);
    await closing;
    expect(events).toEqual(["started", "finished", "closed"]);

    const after = await appWithJobs();
    const job = await after.jobs.getJob("test.slow", id as string);
    expect(job?.state).toBe("completed");
    await after.close();
  });

  it("fails a job still running when the drain times out, so another runner retries it", async () => {
    const app = await appWithJobs({ JOBS_SHUTDOWN_TIMEOUT_MS: "100" });
    let attempts = 0;
    await app.jobs.work("test.slow", async () => {
      attempts += 1;
      await new Promise(() => {});
    });
    const id = await app.jobs.send("test.slow", { n: 2 });
    await eventually(async () => attempts === 1);
    await app.close();

    const after = await appWithJobs();
    const job = await after.jobs.getJob("test.slow", id as string);
    expect(job?.state).toBe("retry");
    expect(job?.output).toMatchObject({ message: "the job runner shut down while the job ran" });
    await after.close();
  });
});
