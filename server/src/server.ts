import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { buildApp } from "./app.ts";
import { loadConfigOrExit } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { migrateDatabase } from "./db/migrate.ts";
import { seedOnStart } from "./db/seed/index.ts";
import { stdoutLogDestination } from "./lib/log-destination.ts";
import { logRedaction } from "./lib/log-redaction.ts";
import { gracefulShutdown, startWatchdog } from "./shutdown.ts";

/** Process entry: validate config, open + migrate + seed the database, listen, close cleanly on signals. */
async function main() {
  const config = loadConfigOrExit();
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
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    loadDataDir: config.DATABASE_URL ? undefined : emptyCluster(config.DATA_DIR),
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

/**
 * For a new PGlite data folder: the empty cluster the build made (server/scripts/build.mjs), so
 * PGlite loads it instead of running initdb, whose memory peak (~820 MiB) was the server's highest
 * (docs/decisions/036). Without the build (tsx, tests) or for another PGlite version: undefined, initdb.
 */
function emptyCluster(dataDir: string): Blob | undefined {
  if (existsSync(path.join(dataDir, "PG_VERSION"))) return undefined;
  let dir = path.dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite"));
  while (!existsSync(path.join(dir, "package.json"))) dir = path.dirname(dir);
  const { version } = JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8")) as { version: string };
  const file = path.resolve(import.meta.dirname, `../dist/pglite-empty-${version}.tar.gz`);
  return existsSync(file) ? new Blob([readFileSync(file)]) : undefined;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
