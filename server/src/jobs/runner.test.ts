import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../test/support/test-app.ts";
import { type Database, openDatabase } from "../db/client.ts";
import type { JobRunner } from "./runner.ts";
import { eventually, startTestRunner } from "./testing.ts";

declare module "./job-types.ts" {
  interface JobTypes {
    "test.race": { n: number };
    "test.lease": { n: number };
    "test.singleton": { n: number };
    "test.later": { n: number };
    "test.flaky": { n: number };
    "test.doomed": { n: number };
  }
}

// Two runners on one database: on PostgreSQL each with its own connection pool (as two
// processes would be); on PGlite, which is one process's database, two runners on one instance.
let database: Database;
let second: Database;
let a: JobRunner;
let b: JobRunner;

beforeAll(async () => {
  database = await createTestDatabase();
  second = database.url ? await openDatabase({ databaseUrl: database.url }) : database;
  await database.db.execute(sql`create table test_job_runs (job_id text not null, runner text not null)`);
  // Both start at once: creating pg-boss's schema races too.
  const [ra, rb] = await Promise.all([startTestRunner(database), startTestRunner(second)]);
  a = ra.runner;
  b = rb.runner;
});

afterAll(async () => {
  await a?.stop();
  await b?.stop();
  if (second !== database) await second?.close();
  await database?.close();
});

async function recordRun(jobId: string, runner: string) {
  await database.db.execute(sql`insert into test_job_runs (job_id, runner) values (${jobId}, ${runner})`);
}

async function jobRow(name: string, id: string) {
  const job = await a.getJob(name as never, id);
  if (!job) throw new Error(`job ${id} not found`);
  return job;
}

describe("job runner (pg-boss)", () => {
  it("two runners racing on one database run each of 200 jobs exactly once", async () => {
    await a.work("test.race", async (job) => recordRun(job.id, "a"));
    await b.work("test.race", async (job) => recordRun(job.id, "b"));
    const ids = await Promise.all(Array.from({ length: 200 }, (_, n) => a.send("test.race", { n })));
    expect(new Set(ids).size).toBe(200);

    await eventually(async () => {
      const [row] = await countCompleted("test.race");
      return row?.count === 200;
    });
    const runs = await database.db.execute(
      sql`select count(*)::int as runs, count(distinct job_id)::int as jobs from test_job_runs`,
    );
    expect((runs as unknown as { rows: unknown[] }).rows[0]).toEqual({ runs: 200, jobs: 200 });
  });

  it("retries a claim whose worker died mid-job once its lease has expired", async () => {
    const stuck: string[] = [];
    const finished: string[] = [];
    // Runner a claims the job and never finishes it (a crashed worker); runner b picks it up.
    await a.work(
      "test.lease",
      (job) => {
        stuck.push(job.id);
        return new Promise(() => {});
      },
      { batchSize: 1 },
    );
    const id = await a.send("test.lease", { n: 1 }, { leaseSeconds: 1, retryDelaySeconds: 0, retryBackoff: false });
    await eventually(async () => stuck.length === 1);
    await b.work("test.lease", async (job) => {
      finished.push(job.id);
    });

    const job = await eventually(async () => {
      const row = await jobRow("test.lease", id as string);
      return row.state === "completed" && row;
    });
    expect(stuck).toEqual([id]);
    expect(finished).toEqual([id]);
    expect(job.retryCount).toBe(1);
  });

  it("enqueues a job once per singletonKey, even after it ran", async () => {
    const ran: number[] = [];
    await b.work("test.singleton", async (job) => {
      ran.push(job.data.n);
    });
    const key = "renew subscription 42 for 2026-12-01";
    const sends = await Promise.all([1, 2, 3, 4, 5].map((n) => a.send("test.singleton", { n }, { singletonKey: key })));
    const sent = sends.filter((id): id is string => id !== null);
    expect(sent).toHaveLength(1);

    await eventually(async () => (await jobRow("test.singleton", sent[0] as string)).state === "completed");
    expect(await b.send("test.singleton", { n: 6 }, { singletonKey: key })).toBeNull();
    // A day later pg-boss moves the finished job to its archive: the key stays taken.
    await database.db.execute(sql`
      with moved as (delete from pgboss.job where id = ${sent[0]}::uuid returning *)
      insert into pgboss.archive select *, now() from moved`);
    expect(await b.send("test.singleton", { n: 6 }, { singletonKey: key })).toBeNull();
    expect(
      await b.send("test.singleton", { n: 7 }, { singletonKey: "renew subscription 42 for 2027-01-01" }),
    ).not.toBeNull();
    await eventually(async () => ran.length === 2);
    expect(ran).toHaveLength(2);
    expect(ran).not.toContain(6);
  });

  it("does not start a job before its startAfter", async () => {
    const ran: number[] = [];
    await a.work("test.later", async (job) => {
      ran.push(job.data.n);
    });
    const inAnHour = new Date(Date.now() + 3600_000);
    const later = await a.send("test.later", { n: 1 }, { startAfter: inAnHour });
    const soon = await a.send("test.later", { n: 2 }, { startAfter: 1 });

    const done = await eventually(async () => {
      const row = await jobRow("test.later", soon as string);
      return row.state === "completed" && row;
    });
    expect(done.startedOn.getTime()).toBeGreaterThanOrEqual(done.startAfter.getTime());
    const waiting = await jobRow("test.later", later as string);
    expect(waiting.state).toBe("created");
    expect(waiting.startAfter.getTime()).toBe(inAnHour.getTime());
    expect(ran).toEqual([2]);
  });

  it("retries a failed job after a back-off delay, then fails it for good past the retry limit", async () => {
    let flakyCalls = 0;
    await a.work("test.flaky", async () => {
      flakyCalls += 1;
      if (flakyCalls === 1) throw new Error("first attempt fails");
    });
    const id = await a.send("test.flaky", { n: 1 }, { retryLimit: 2, retryDelaySeconds: 1, retryBackoff: true });

    const retrying = await eventually(async () => {
      const row = await jobRow("test.flaky", id as string);
      return row.state === "retry" && row;
    });
    // Back-off: the next attempt waits at least the retry delay after the failed one started.
    expect(retrying.startAfter.getTime() - retrying.startedOn.getTime()).toBeGreaterThanOrEqual(1000);
    expect(retrying.output).toMatchObject({ message: "first attempt fails" });
    const done = await eventually(async () => {
      const row = await jobRow("test.flaky", id as string);
      return row.state === "completed" && row;
    });
    expect(done.retryCount).toBe(1);
    expect(flakyCalls).toBe(2);

    let doomedCalls = 0;
    await b.work("test.doomed", async () => {
      doomedCalls += 1;
      throw new Error("always fails");
    });
    const doomed = await a.send("test.doomed", { n: 1 }, { retryLimit: 1, retryDelaySeconds: 0, retryBackoff: false });
    const failed = await eventually(async () => {
      const row = await jobRow("test.doomed", doomed as string);
      return row.state === "failed" && row;
    });
    expect(failed.retryCount).toBe(1);
    expect(doomedCalls).toBe(2);
  });
});

async function countCompleted(name: string) {
  const result = await database.db.execute(
    sql`select count(*)::int as count from pgboss.job where name = ${name} and state = 'completed'`,
  );
  return (result as unknown as { rows: { count: number }[] }).rows;
}
