import { buildApp } from "./app.ts";
import { loadConfigOrExit } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { migrateDatabase } from "./db/migrate.ts";
import { copyEmptyCluster } from "./db/pglite-empty-cluster.ts";
import { seedOnStart } from "./db/seed/index.ts";
import { applyHeapGrowing } from "./lib/heap-growing.ts";
import { stdoutLogDestination } from "./lib/log-destination.ts";
import { logRedaction } from "./lib/log-redaction.ts";
import { gracefulShutdown, startWatchdog } from "./shutdown.ts";

/** Process entry: validate config, open + migrate + seed the database, listen, close cleanly on signals. */
async function main() {
  const config = loadConfigOrExit();
  applyHeapGrowing(config.V8_HEAP_GROWING_PERCENT);
  const pretty = process.stdout.isTTY && config.NODE_ENV !== "production";
  // Not pino's default writer: its exit hook can spin forever once the log reader is gone (decision 026).
  const logs = pretty ? undefined : stdoutLogDestination();
  const logger = {
    level: config.LOG_LEVEL,
    redact: logRedaction,
    ...(logs
      ? { stream: logs }
      : { transport: { target: "pino-pretty", options: { translateTime: "HH:MM:ss", ignore: "pid,hostname" } } }),
  };
  let log: { warn(obj: object, msg: string): void } | undefined;
  // A new PGlite folder starts from the build's empty cluster (no initdb; decisions 036, 041).
  if (!config.DATABASE_URL) copyEmptyCluster(config.DATA_DIR);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    onIdleClientError: (err) => log?.warn({ err }, "database: the server closed an idle connection"),
  });
  await migrateDatabase(database);
  const app = await buildApp({ config, database, logger });
  log = app.log;
  // Reference data always (idempotent); the demo marketplace only into a database without shops.
  await seedOnStart(database.db, { demo: config.SEED_DEMO_DATA, log: app.log });

  const shutdown = gracefulShutdown({
    app,
    database,
    timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
    flushLogs: () => logs?.drain() ?? Promise.resolve(),
    watchdog: startWatchdog,
  });
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  await app.listen({ port: config.PORT, host: config.HOST });
  const where = config.DATABASE_URL ? "PostgreSQL server" : `PGlite in ${config.DATA_DIR}`;
  const shownHost = config.HOST === "0.0.0.0" || config.HOST === "::" ? "localhost" : config.HOST;
  const port = (app.server.address() as { port: number }).port;
  console.log(`\n  Dutchpot is running at http://${shownHost}:${port}/  (database: ${where})\n`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
