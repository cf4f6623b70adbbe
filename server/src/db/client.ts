import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { cube } from "@electric-sql/pglite/contrib/cube";
import { earthdistance } from "@electric-sql/pglite/contrib/earthdistance";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { inArrivalOrder, PgliteQueue, queuedPglite } from "./pglite-queue.ts";
import * as schema from "./schema/index.ts";

export type Schema = typeof schema;
/** The Drizzle handle every repository uses; the same type for both drivers. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database itself: repositories take either. */
export type DbOrTx = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** The server URL when kind is postgres. */
  url?: string;
  /** Cheap round trip for the readiness probe; rejects after `timeoutMs` (default 2 s) when the database does not answer. */
  ping(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
  /** PGlite: units waiting in its queue, the running one not counted (metrics). */
  queueLength?(): number;
  /** PGlite: tells `listener` each queued unit's duration in ms, waiting included (metrics); returns the remover. */
  onQuery?(listener: (durationMs: number) => void): () => void;
  /** PGlite: runs the rest of a request (`fn`) so that its database work keeps the request's place in the queue. */
  inArrivalOrder?<T>(fn: () => T): T;
}

export interface DatabaseOptions {
  /** `postgres://…`: use a PostgreSQL server. */
  databaseUrl?: string;
  /** PGlite data folder; omitted means in memory (tests). */
  dataDir?: string;
  /** PGlite only: start from this `dumpDataDir()` snapshot instead of an empty cluster (tests clone a migrated template). */
  loadDataDir?: Blob;
  /** Told when the server closes an idle pooled connection (PostgreSQL only); e.g. a log line. */
  onIdleClientError?: (err: Error) => void;
}

/**
 * PGlite's postgresql.conf, written on every open (PGlite replaces the file with these lines): what
 * initdb wrote (UTC, C locale, English text search), except the buffer cache. PostgreSQL keeps that
 * cache inside the WebAssembly heap, and initdb's 128 MB made the heap 189 MiB; 32 MB makes it
 * 128 MiB and the process 83-91 MiB smaller, with the same read time on the demo marketplace (62 MB
 * on disk): pages it does not keep come back from the operating system's file cache.
 */
const pgliteSettings = [
  "max_connections = 100",
  "shared_buffers = 32MB",
  "dynamic_shared_memory_type = posix",
  "max_wal_size = 1GB",
  "min_wal_size = 80MB",
  "log_file_mode = 0640",
  "log_timezone = UTC",
  "autovacuum_worker_slots = 16",
  "datestyle = 'iso, mdy'",
  "timezone = UTC",
  "lc_messages = C",
  "lc_monetary = C",
  "lc_numeric = C",
  "lc_time = C",
  "default_text_search_config = 'pg_catalog.english'",
];

/** How long a pooled connection may take to open, or a query may wait for a free one, before it fails (then 503). */
export const connectTimeoutMs = 5000;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      // Without it a query waits forever for a connection to a server that does not answer
      // (a dropped network): the caller gets a 503 instead (docs/decisions/026-outages-and-shutdown.md).
      connectionTimeoutMillis: connectTimeoutMs,
      keepAlive: true,
    });
    // An idle connection the server closes (restart, failover, DROP DATABASE … WITH (FORCE)) is
    // reported here; unhandled, it would crash the process. The pool already discards that client,
    // and the next query opens a fresh one (or fails with its own error, which callers handle).
    pool.on("error", (err) => options.onIdleClientError?.(err));
    // A connection lost while a client is checked out (a transaction, between two statements) is
    // an 'error' event on that client, which the pool does not listen to then: unhandled, it ended
    // the process (the outage test found it). The client's next statement fails instead (503).
    pool.on("connect", (client) => client.on("error", () => {}));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: "postgres",
      url: options.databaseUrl,
      ping: (timeoutMs) => withTimeout(pool.query("select 1"), timeoutMs),
      close: () => pool.end(),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = new PGlite({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { cube, earthdistance, pg_trgm, unaccent },
    postgresqlconf: pgliteSettings,
  });
  await client.waitReady;
  const queue = new PgliteQueue();
  const db = drizzlePglite(queuedPglite(client, queue), { schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    // Ahead of the queue: a busy server is still ready, and the probe must not time out behind it.
    ping: (timeoutMs) =>
      withTimeout(
        queue.run(() => client.query("select 1"), { first: true }),
        timeoutMs,
      ),
    close: () => client.close(),
    queueLength: () => queue.length,
    onQuery: (listener) => queue.onUnit(listener),
    inArrivalOrder,
  };
}

/** Rejects with a DatabaseTimeoutError after `ms`; the late answer, if any, is ignored. */
function withTimeout(query: Promise<unknown>, ms = 2000): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new DatabaseTimeoutError(ms)), ms);
    query.then(
      () => {
        clearTimeout(timer);
        resolve();
      },
      (err) => {
        clearTimeout(timer);
        reject(err);
      },
    );
  });
}

export class DatabaseTimeoutError extends Error {
  readonly code = "ETIMEDOUT";
  constructor(ms: number) {
    super(`The database did not answer within ${ms} ms`);
  }
}

/** Network errors and PostgreSQL's "server going away / not accepting connections" codes. */
const unavailableCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "57P01", // admin_shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now (starting up, shutting down, in recovery)
  "53300", // too_many_connections
]);
/** node-postgres and PGlite say a lost connection in words only. */
const unavailableMessages =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable|Cannot use a pool after calling end on the pool|PGlite is closed)/;

/**
 * Whether an error means the database is away (down, restarting, unreachable, closed) rather than
 * that a query is wrong: the API answers those 503 with Retry-After, never 500. Looks through
 * `cause` (Drizzle wraps driver errors in a DrizzleQueryError).
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && (unavailableCodes.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
    if (unavailableMessages.test(current.message)) return true;
    current = current.cause;
  }
  return false;
}
