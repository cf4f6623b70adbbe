import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { cube } from "@electric-sql/pglite/contrib/cube";
import { earthdistance } from "@electric-sql/pglite/contrib/earthdistance";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
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
  /** Cheap round trip for the readiness probe. */
  ping(): Promise<void>;
  close(): Promise<void>;
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

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server closes (restart, failover, DROP DATABASE … WITH (FORCE)) is
    // reported here; unhandled, it would crash the process. The pool already discards that client,
    // and the next query opens a fresh one (or fails with its own error, which callers handle).
    pool.on("error", (err) => options.onIdleClientError?.(err));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: "postgres",
      url: options.databaseUrl,
      ping: async () => void (await pool.query("select 1")),
      close: () => pool.end(),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = new PGlite({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { cube, earthdistance, pg_trgm, unaccent },
  });
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => client.close(),
  };
}
