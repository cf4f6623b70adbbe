import type { PGlite, Results } from "@electric-sql/pglite";
import type pg from "pg";
import type { Database } from "../db/client.ts";

/** What pg-boss needs of a database: one function running SQL text with positional values. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

/**
 * pg-boss's `db` option for the app's own database, so the job runner shares its connections
 * (PostgreSQL pool) or its single in-process instance (PGlite) instead of opening its own.
 */
export function sqlExecutor(database: Database): SqlExecutor {
  // Drizzle keeps the driver it wraps as `$client`: the pg Pool or the PGlite instance.
  const client = (database.db as unknown as { $client: pg.Pool | PGlite }).$client;
  if (database.kind === "postgres") {
    const pool = client as pg.Pool;
    return {
      async executeSql(text, values) {
        if (values && values.length > 0) return pool.query(text, values);
        // Without values pg uses the simple protocol, which runs pg-boss's multi-statement
        // scripts; one that fails inside its BEGIN leaves the transaction open, so roll it back
        // before the connection returns to the pool.
        const connection = await pool.connect();
        try {
          const result = (await connection.query(text)) as unknown as pg.QueryResult | pg.QueryResult[];
          return Array.isArray(result) ? lastWithColumns(result) : result;
        } catch (err) {
          await connection.query("rollback").catch(() => undefined);
          throw err;
        } finally {
          connection.release();
        }
      },
    };
  }
  return pgliteExecutor(client as PGlite);
}

/**
 * PGlite's `query` is one prepared statement, so parameterless SQL (pg-boss's schema scripts and
 * its `BEGIN; …; COMMIT` maintenance blocks) goes through `exec`, answering with the last result
 * that returned columns. PGlite runs one query or transaction at a time, so a runner never
 * interleaves with a transaction the app holds open.
 */
export function pgliteExecutor(client: PGlite): SqlExecutor {
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return client.query<Record<string, unknown>>(text, values);
      try {
        return lastWithColumns((await client.exec(text)) as Results<Record<string, unknown>>[]);
      } catch (err) {
        // A failed statement inside the script's BEGIN leaves the (only) session in an aborted
        // transaction: end it, or every later query of the app would fail.
        await client.exec("rollback").catch(() => undefined);
        throw err;
      }
    },
  };
}

/** The answer of a multi-statement script: its last statement that returned columns. */
function lastWithColumns<R extends { fields: unknown[]; rows: Record<string, unknown>[] }>(results: R[]) {
  return results.findLast((r) => r.fields.length > 0) ?? results.at(-1) ?? { rows: [] };
}
