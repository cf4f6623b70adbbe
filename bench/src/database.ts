import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { type Database, openDatabase } from "../../server/src/db/client.ts";
import { migrateDatabase } from "../../server/src/db/migrate.ts";

/** A migrated scratch database for one bench run, and how to throw it away again. */
export interface BenchDatabase {
  database: Database;
  /** "PGlite (temporary folder)" or "PostgreSQL <version>": printed with the figures. */
  label: string;
  dispose(): Promise<void>;
}

/**
 * PGlite in a temporary folder by default; with DATABASE_URL, a brand-new database on that server
 * (never the one the URL names, so a bench run cannot touch real data), dropped at the end.
 */
export async function openBenchDatabase(serverUrl = process.env.DATABASE_URL): Promise<BenchDatabase> {
  const scratch = await scratchLocation(serverUrl);
  const database = await openDatabase(serverUrl ? { databaseUrl: scratch.location } : { dataDir: scratch.location });
  await migrateDatabase(database);
  return {
    database,
    label: scratch.label,
    dispose: async () => {
      await database.close();
      await scratch.dispose();
    },
  };
}

/** An empty place for a server process to create its database in: a folder, or a database URL. */
export interface ScratchLocation {
  /** A PGlite folder or a postgres:// URL, as `startServerProcess` takes it. */
  location: string;
  label: string;
  dispose(): Promise<void>;
}

/**
 * Empty, unmigrated: the server process migrates and seeds it on its first start, as `npm start` does
 * on a new installation. PGlite: a temporary folder. DATABASE_URL: a brand-new database on that
 * server (never the one the URL names), dropped by `dispose`.
 */
export async function scratchLocation(serverUrl = process.env.DATABASE_URL): Promise<ScratchLocation> {
  if (!serverUrl) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "dutchpot-bench-"));
    return {
      location: dataDir,
      label: "PGlite (temporary folder)",
      dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `dutchpot_bench_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const version = (await admin.query<{ server_version: string }>("show server_version")).rows[0]?.server_version;
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    location: url.toString(),
    label: `PostgreSQL ${version ?? "?"}`,
    dispose: async () => {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
