import { buildApp } from "./app.ts";
import { loadConfigOrExit } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { migrateDatabase } from "./db/migrate.ts";
import { applyHeapGrowing } from "./lib/heap-growing.ts";
import { stdoutLogDestination } from "./lib/log-destination.ts";
import { logRedaction } from "./lib/log-redaction.ts";
import { gracefulShutdown, startWatchdog } from "./shutdown.ts";

/**
 * `npm run worker`: the jobs without HTTP, against DATABASE_URL. It builds the same app as the
 * server (never listening), so every module registers its job handlers and ticks (the platform's
 * maintenance, the orders module's simulator, release and notifications, subscription renewals).
 * Run any number beside the servers (which then may set JOBS_WORK=false to only send). PGlite is one
 * process's database, so with it the jobs run inside the server and this entry refuses to start.
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
  applyHeapGrowing(config.V8_HEAP_GROWING_PERCENT);
  // Not pino's default writer: its exit hook can spin forever once the log reader is gone (decision 026).
  const logs = stdoutLogDestination();
  const logger = { level: config.LOG_LEVEL, redact: logRedaction, stream: logs };
  let log: { error(obj: object, msg: string): void } | undefined;
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    onIdleClientError: (err) => log?.error({ err }, "database: the server closed an idle connection"),
  });
  await migrateDatabase(database);
  // Jobs on and working here, whatever JOBS_ENABLED / JOBS_WORK say (they are the servers' settings).
  const app = await buildApp({ config, database, logger, jobs: { enabled: true, runner: { work: true } } });
  log = app.log;
  await app.ready();
  app.log.info("job worker started");

  const shutdown = gracefulShutdown({
    app,
    database,
    // Running jobs get JOBS_SHUTDOWN_TIMEOUT_MS; the rest of the close a little more.
    timeoutMs: Math.max(config.SHUTDOWN_TIMEOUT_MS, config.JOBS_SHUTDOWN_TIMEOUT_MS + 2000),
    flushLogs: () => logs.drain(),
    watchdog: startWatchdog,
  });
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
