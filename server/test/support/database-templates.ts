import { createHash, randomBytes } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { openDatabase } from "../../src/db/client.ts";
import { migrateDatabase } from "../../src/db/migrate.ts";

// Migrate once, clone per test file (docs/decisions/016-migrated-template-databases.md).

const serverRoot = path.resolve(import.meta.dirname, "../..");
export const migrationsFolder = path.join(serverRoot, "src/db/migrations");
const pgliteTemplateFolder = path.join(tmpdir(), "dutchpot-test-templates");
/** A PGlite snapshot of another fingerprint older than this is someone's old checkout: removed. */
const STALE_SNAPSHOT_MS = 24 * 60 * 60 * 1000;

/**
 * What a template holds: every file of the migrations folder (a new or edited migration gives a new
 * fingerprint) and the PGlite build that wrote the snapshot (its data-dir format).
 */
export function templateFingerprint(folder = migrationsFolder): string {
  const hash = createHash("sha256");
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(path.relative(folder, full)).update("\0").update(readFileSync(full)).update("\0");
    }
  };
  walk(folder);
  hash.update(pgliteVersion());
  return hash.digest("hex").slice(0, 16);
}

function pgliteVersion(): string {
  // The package's exports hide package.json: read it next to the resolved entry.
  let folder = path.dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite"));
  while (!existsSync(path.join(folder, "package.json"))) folder = path.dirname(folder);
  return String(JSON.parse(readFileSync(path.join(folder, "package.json"), "utf8")).version);
}

/**
 * Path of a migrated PGlite data-dir snapshot (an uncompressed tar: it loads about twice as fast as
 * gzip). Kept in the system temp folder across runs, so a run of one test file pays nothing; a
 * different fingerprint builds a new one. Written under a temporary name and renamed, so a
 * concurrent run never reads half a file.
 */
export async function ensurePgliteTemplate(fingerprint: string): Promise<string> {
  const file = path.join(pgliteTemplateFolder, `pglite-${fingerprint}.tar`);
  if (existsSync(file)) {
    // Fresh mtime: a concurrent run's clean-up of old snapshots leaves one in use alone.
    const now = new Date();
    utimesSync(file, now, now);
    return file;
  }
  mkdirSync(pgliteTemplateFolder, { recursive: true });
  const database = await openDatabase({});
  try {
    await migrateDatabase(database);
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const snapshot = await client.dumpDataDir("none");
    const partial = `${file}.${process.pid}.${randomBytes(4).toString("hex")}.partial`;
    writeFileSync(partial, Buffer.from(await snapshot.arrayBuffer()));
    renameSync(partial, file);
  } finally {
    await database.close();
  }
  removeStaleSnapshots(file);
  return file;
}

function removeStaleSnapshots(keep: string) {
  for (const name of readdirSync(pgliteTemplateFolder)) {
    const full = path.join(pgliteTemplateFolder, name);
    if (full === keep) continue;
    try {
      if (Date.now() - statSync(full).mtimeMs > STALE_SNAPSHOT_MS) rmSync(full, { force: true });
    } catch {
      // Another run removed it first.
    }
  }
}

/** Reads a snapshot for `openDatabase({ loadDataDir })`. */
export function readPgliteTemplate(file: string): Blob {
  return new Blob([readFileSync(file)]);
}

async function withAdmin<T>(serverUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Names this run's databases: `dutchpot_test_<run>_<file>`, so the run's teardown finds them all. */
export function newRunId(): string {
  return randomBytes(4).toString("hex");
}

/**
 * Creates and migrates a template database for this run on DATABASE_URL's server, then closes it to
 * connections (CREATE DATABASE … TEMPLATE refuses a template anyone is connected to). One per run,
 * not shared: the run's teardown drops it without pulling it from under a concurrent run.
 */
export async function createPostgresTemplate(serverUrl: string, fingerprint: string, runId: string): Promise<string> {
  const name = `dutchpot_tpl_${fingerprint}_${runId}`;
  await withAdmin(serverUrl, (admin) => admin.query(`create database ${name}`));
  const database = await openDatabase({ databaseUrl: databaseUrl(serverUrl, name) });
  try {
    await migrateDatabase(database);
  } finally {
    await database.close();
  }
  await withAdmin(serverUrl, (admin) => admin.query(`alter database ${name} with allow_connections false`));
  return name;
}

/** A new database for one test file: a copy of `template` (its migrations included), else empty. */
export async function createPostgresDatabase(serverUrl: string, runId: string, template?: string): Promise<string> {
  const name = `dutchpot_test_${runId}_${randomBytes(4).toString("hex")}`;
  const from = template ? ` template ${template}` : "";
  await withAdmin(serverUrl, (admin) => admin.query(`create database ${name}${from}`));
  return name;
}

export async function dropPostgresDatabase(serverUrl: string, name: string): Promise<void> {
  await withAdmin(serverUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
}

/**
 * Drops the run's template and every database of the run a file left behind (one whose
 * `beforeAll` failed never reaches its `close`).
 */
export async function dropRunDatabases(serverUrl: string, runId: string): Promise<void> {
  await withAdmin(serverUrl, async (admin) => {
    const { rows } = await admin.query<{ datname: string }>(
      "select datname from pg_database where datname like $1 or datname like $2",
      [`dutchpot_test_${runId}_%`, `dutchpot_tpl_%_${runId}`],
    );
    for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`);
  });
}
