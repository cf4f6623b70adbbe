import { randomBytes } from "node:crypto";
import type { FastifyServerOptions } from "fastify";
import pg from "pg";
import { type App, buildApp } from "../../src/app.ts";
import { loadConfig } from "../../src/config.ts";
import { type Database, openDatabase } from "../../src/db/client.ts";
import { migrateDatabase } from "../../src/db/migrate.ts";

/**
 * A fresh, migrated database for one test file: PGlite in memory by default, or a brand-new
 * database on the PostgreSQL server named by DATABASE_URL (dropped again by `close`).
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({});
    await migrateDatabase(database);
    return database;
  }
  const name = `dutchpot_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  await migrateDatabase(database);
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

export interface TestAppOptions {
  /** Reuse this database (left open by `close`) instead of creating one: several apps, one database. */
  database?: Database;
  /** Extra routes or hooks, registered before the app is ready (e.g. a protected test route). */
  register?: (app: App) => void | Promise<void>;
  logger?: FastifyServerOptions["logger"];
}

/** Builds the app on a fresh database with test configuration; `close` tears both down. */
export async function createTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}) {
  const database = options.database ?? (await createTestDatabase());
  const config = loadConfig({ NODE_ENV: "test", JWT_SECRET: "test-secret-test-secret-test-secret!", ...env });
  const app = await buildApp({ config, database, logger: options.logger });
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
