import { PgTransaction } from "drizzle-orm/pg-core";
import type { Db, DbOrTx } from "./client.ts";

/** A transaction handle: what `withTransaction` hands to services and repositories. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

type AfterCommit = () => void | Promise<void>;

/** Callbacks to run once the outermost transaction has committed (never after a rollback). */
const afterCommitQueues = new WeakMap<object, AfterCommit[]>();

/** True when `db` is a transaction (so work joins it instead of opening another). */
export const isTransaction = (db: DbOrTx): db is Tx => db instanceof PgTransaction;

/**
 * Runs `fn` as one unit of work (docs/decisions/008-transactions-and-workflows.md). Given the
 * database, it opens a transaction; given a transaction, it joins it, so services compose: a
 * workflow opens one transaction and every service it calls writes inside it, all or nothing.
 * Callbacks registered with `afterCommit` run after the outermost commit, in order.
 */
export async function withTransaction<T>(db: DbOrTx, fn: (tx: Tx) => Promise<T>): Promise<T> {
  if (isTransaction(db)) return fn(db);
  const queue: AfterCommit[] = [];
  const result = await (db as Db).transaction(async (tx) => {
    afterCommitQueues.set(tx, queue);
    return fn(tx);
  });
  for (const callback of queue) await callback();
  return result;
}

/**
 * Defers `callback` until the transaction `db` belongs to has committed (run at once when `db` is
 * not a transaction opened by `withTransaction`). For effects outside the database: waking
 * in-process subscribers, calling a provider only once the change is durable.
 */
export async function afterCommit(db: DbOrTx, callback: AfterCommit): Promise<void> {
  const queue = isTransaction(db) ? afterCommitQueues.get(db) : undefined;
  if (queue) queue.push(callback);
  else await callback();
}

/**
 * Runs independent queries: side by side on the pool, one after another inside a transaction (its
 * one connection runs one query at a time; node-postgres warns on overlapping queries and pg 9
 * refuses them).
 */
export async function queryAll<T extends readonly unknown[]>(
  db: DbOrTx,
  queries: { [K in keyof T]: () => Promise<T[K]> },
): Promise<T> {
  if (!isTransaction(db)) return (await Promise.all(queries.map((q) => q()))) as unknown as T;
  const results: unknown[] = [];
  for (const query of queries) results.push(await query());
  return results as unknown as T;
}
