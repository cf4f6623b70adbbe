import type { Db } from "../db/client.ts";
import { purgeExpiredAuthRecords } from "../modules/auth/auth.maintenance.ts";
import type { JobRunner } from "./runner.ts";

declare module "./job-types.ts" {
  interface JobTypes {
    /** Deletes one-time codes and sign-in failures the throttles no longer count. */
    "auth.purge-expired": Record<string, never>;
  }
}

/** Hourly, at a minute no other schedule is likely to pick (spreads load off the full hour). */
export const authPurgeCron = "17 * * * *";

/**
 * The platform's own recurring jobs: handlers and schedules. Schedules live in the database, so
 * every runner registering them is harmless (one row per name), and each firing runs once.
 */
export async function registerMaintenanceJobs(jobs: JobRunner, db: Db) {
  await jobs.work("auth.purge-expired", async () => {
    await purgeExpiredAuthRecords(db);
  });
  await jobs.schedule("auth.purge-expired", authPurgeCron, {});
}
