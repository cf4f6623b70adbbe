import { setTimeout as sleep } from "node:timers/promises";
import type { Database } from "../db/client.ts";
import { JobRunner, type JobRunnerOptions } from "./runner.ts";

/** A started runner with test timings: polls every 0.5 s (pg-boss's minimum), checks leases every 1 s. */
export async function startTestRunner(database: Database, options: JobRunnerOptions = {}) {
  const errors: unknown[] = [];
  const runner = new JobRunner(database, {
    pollingIntervalSeconds: 0.5,
    maintenanceIntervalSeconds: 1,
    cronIntervalSeconds: 1,
    shutdownTimeoutMs: 2000,
    onError: (err) => errors.push(err),
    ...options,
  });
  await runner.start();
  return { runner, errors };
}

/** Polls `check` until it returns a value other than undefined/false (tests of background work). */
export async function eventually<T>(check: () => Promise<T | undefined | false>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error("eventually: condition not met in time");
    await sleep(50);
  }
}
