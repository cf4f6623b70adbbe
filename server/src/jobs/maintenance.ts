import type { Db } from "../db/client.ts";
import { purgeOldEvents } from "../events/retention.ts";
import { purgeExpiredAuthRecords } from "../modules/auth/auth.maintenance.ts";
import { purgeExpiredKeys } from "../plugins/idempotency/purge.ts";
import type { JobRunner } from "./runner.ts";

declare module "./job-types.ts" {
  interface JobTypes {
    /** Deletes one-time codes and sign-in failures the throttles no longer count. */
    "auth.purge-expired": Record<string, never>;
    /** Deletes idempotency keys past their `expires_at`. */
    "idempotency.purge-expired": Record<string, never>;
    /** Deletes events older than the retention (each stream keeps its last event). */
    "events.purge-old": Record<string, never>;
  }
}

// Hourly, at minutes no other schedule is likely to pick (keeps load off the full hour).
export const authPurgeCron = "17 * * * *";
export const idempotencyPurgeCron = "47 * * * *";
export const eventsPurgeCron = "29 4 * * *";

/**
 * The platform's own recurring jobs: handlers and schedules. Schedules live in the database, so
 * every runner registering them is harmless (one row per name), and each firing runs once.
 */
export async function registerMaintenanceJobs(jobs: JobRunner, db: Db, options: { eventsRetentionDays: number }) {
  await jobs.work("auth.purge-expired", async () => {
    await purgeExpiredAuthRecords(db);
  });
  await jobs.schedule("auth.purge-expired", authPurgeCron, {});
  await jobs.work("idempotency.purge-expired", async () => {
    await purgeExpiredKeys(db);
  });
  await jobs.schedule("idempotency.purge-expired", idempotencyPurgeCron, {});
  await jobs.work("events.purge-old", async () => {
    await purgeOldEvents(db, new Date(Date.now() - options.eventsRetentionDays * 86_400_000));
  });
  await jobs.schedule("events.purge-old", eventsPurgeCron, {});
}
