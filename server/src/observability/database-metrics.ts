import type { PGlite } from "@electric-sql/pglite";
import type pg from "pg";
import { Gauge, Histogram, type Registry } from "prom-client";
import type { Database } from "../db/client.ts";

const queryBuckets = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

/**
 * Connections and query time. PostgreSQL: the pool's open, idle and waiting counts, read at scrape
 * time from the driver Drizzle wraps (as jobs/executor.ts reaches it), and each checkout's length.
 * PGlite: one connection, and its queue's length and units' durations (waiting included) when the
 * database reports them. Returns the remover of the query listeners (for the app's close).
 */
export function trackDatabase(database: Database, registry: Registry): () => void {
  const client = (database.db as unknown as { $client: pg.Pool | PGlite }).$client;
  const pool = database.kind === "postgres" ? (client as pg.Pool) : undefined;

  new Gauge({
    name: "dutchpot_db_pool_connections",
    help: "Database connections open (PGlite: 1, the embedded database).",
    registers: [registry],
    collect() {
      this.set(pool ? pool.totalCount : 1);
    },
  });
  if (pool) {
    new Gauge({
      name: "dutchpot_db_pool_idle",
      help: "Open database connections not in use.",
      registers: [registry],
      collect() {
        this.set(pool.idleCount);
      },
    });
  }
  const queueLength = pool ? () => pool.waitingCount : database.queueLength?.bind(database);
  if (queueLength) {
    new Gauge({
      name: "dutchpot_db_pool_waiting",
      help: "Queries waiting for a free connection (PostgreSQL) or in the embedded database's queue (PGlite).",
      registers: [registry],
      collect() {
        this.set(queueLength());
      },
    });
  }
  const queryTime = new Histogram({
    name: "dutchpot_db_query_duration_seconds",
    help: "Time a unit of database work held the connection: one statement, or a whole transaction.",
    buckets: queryBuckets,
    registers: [registry],
  });
  if (pool) return timeCheckouts(pool, (ms) => queryTime.observe(ms / 1000));
  return database.onQuery?.((ms) => queryTime.observe(ms / 1000)) ?? (() => {});
}

/**
 * Times each checkout of a pooled connection, from the pool's own `acquire` and `release` events
 * (no wrapping of the driver): a `pool.query` holds one for its statement, a transaction from BEGIN
 * to COMMIT. Returns the remover of the listeners.
 */
function timeCheckouts(pool: pg.Pool, observe: (ms: number) => void): () => void {
  const since = new WeakMap<pg.PoolClient, number>();
  const acquired = (client: pg.PoolClient) => since.set(client, performance.now());
  const released = (_err: Error | undefined, client: pg.PoolClient) => {
    const start = since.get(client);
    if (start === undefined) return;
    since.delete(client);
    observe(performance.now() - start);
  };
  pool.on("acquire", acquired);
  pool.on("release", released);
  return () => {
    pool.off("acquire", acquired);
    pool.off("release", released);
  };
}
