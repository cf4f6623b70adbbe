import type { FastifyServerOptions } from "fastify";
import { inject } from "vitest";
import { type App, buildApp } from "../../src/app.ts";
import { loadConfig } from "../../src/config.ts";
import { type Database, openDatabase } from "../../src/db/client.ts";
import { migrateDatabase } from "../../src/db/migrate.ts";
import type { Clock } from "../../src/lib/clock.ts";
import {
  createPostgresDatabase,
  databaseUrl,
  dropPostgresDatabase,
  newRunId,
  readPgliteTemplate,
} from "./database-templates.ts";
import type { DatabaseTemplate } from "./global-setup.ts";

/**
 * A fresh, migrated database for one test file: PGlite in memory by default, or a brand-new
 * database on the PostgreSQL server named by DATABASE_URL (dropped again by `close`). Both are
 * copies of the run's migrated template (test/support/global-setup.ts), or start empty when a
 * config runs without it; migrating the copy again is a no-op when the template is current, and
 * applies whatever a stale template lacks, so it can never hide a missing migration.
 */
export async function createTestDatabase(): Promise<Database> {
  const template: DatabaseTemplate | undefined = inject("databaseTemplate");
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const loadDataDir = template?.kind === "pglite" ? readPgliteTemplate(template.file) : undefined;
    const database = await openDatabase({ loadDataDir });
    await migrateDatabase(database);
    return database;
  }
  const name =
    template?.kind === "postgres"
      ? await createPostgresDatabase(serverUrl, template.runId, template.name)
      : await createPostgresDatabase(serverUrl, newRunId());
  const database = await openDatabase({ databaseUrl: databaseUrl(serverUrl, name) });
  await migrateDatabase(database);
  return {
    ...database,
    close: async () => {
      await database.close();
      await dropPostgresDatabase(serverUrl, name);
    },
  };
}

export interface TestAppOptions {
  /** Reuse this database (left open by `close`) instead of creating one: several apps, one database. */
  database?: Database;
  /** Extra routes or hooks, registered before the app is ready (e.g. a protected test route). */
  register?: (app: App) => void | Promise<void>;
  logger?: FastifyServerOptions["logger"];
  /** The app's clock (default the system clock): `testClock()` lets a test move time. */
  clock?: Clock;
}

/** Builds the app on a fresh database with test configuration; `close` tears both down. */
export async function createTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}) {
  const database = options.database ?? (await createTestDatabase());
  const config = loadConfig({ NODE_ENV: "test", JWT_SECRET: "test-secret-test-secret-test-secret!", ...env });
  const app = await buildApp({ config, database, logger: options.logger, clock: options.clock });
  await options.register?.(app);
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      if (!options.database) await database.close();
    },
  };
}
