import { loadConfigOrExit } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { migrateDatabase } from "./db/migrate.ts";
import { registerMaintenanceJobs } from "./jobs/maintenance.ts";
import { JobRunner } from "./jobs/runner.ts";
import { startWatchdog, watchdogMarginMs } from "./shutdown.ts";

/**
 * `npm run worker`: the job runner alone (no HTTP) against DATABASE_URL. Run any number of them
 * beside the servers (which then may set JOBS_WORK=false to only send). PGlite is one process's
 * database, so with it the jobs run inside the server and this entry refuses to start.
 */
async function main() {
  const config = loadConfigOrExit();
  if (!config.DATABASE_URL) {
    console.error(
      "npm run worker needs DATABASE_URL (a PostgreSQL server).\n" +
        "PGlite is a single-process database: without DATABASE_URL the jobs run inside the server (npm start).",
    );
    process.exit(1);
  }
  const log = (level: "info" | "error", msg: string, extra: object = {}) =>
    console[level === "error" ? "error" : "log"](JSON.stringify({ level, time: Date.now(), msg, ...extra }));

  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    onIdleClientError: (err) => log("error", "database: the server closed an idle connection", { err: err.message }),
  });
  await migrateDatabase(database);
  const jobs = new JobRunner(database, {
    shutdownTimeoutMs: config.JOBS_SHUTDOWN_TIMEOUT_MS,
    onError: (err, context) =>
      log("error", "job failed", { ...context, err: err instanceof Error ? err.message : String(err) }),
  });
  await jobs.start();
  await registerMaintenanceJobs(jobs, database.db, { eventsRetentionDays: config.EVENTS_RETENTION_DAYS });
  log("info", "job worker started");

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log("info", "shutting down", { signal });
    const deadlineMs = config.JOBS_SHUTDOWN_TIMEOUT_MS + 2000;
    // The deadline holds even if the main thread blocks (e.g. on a log write): decision 026.
    startWatchdog(deadlineMs + watchdogMarginMs);
    const timer = setTimeout(() => process.exit(1), deadlineMs).unref();
    await jobs.stop();
    await database.close();
    clearTimeout(timer);
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
