import { AsyncLocalStorage } from "node:async_hooks";
import type { PGlite } from "@electric-sql/pglite";

/** When the request that is doing the current work arrived (`performance.now()`): its place in the queue. */
const arrival = new AsyncLocalStorage<number>();

/**
 * How far back a request's arrival counts. A server-sent-events stream lives for hours; without a
 * bound its queries would go ahead of everything forever. Older arrivals queue as if this old.
 */
const maxAgeMs = 10_000;

interface Waiting {
  key: number;
  seq: number;
  start: () => void;
}

/**
 * The one connection of the embedded database, shared fairly (docs/architecture.md, "PGlite queue").
 * PGlite runs one statement at a time on the process's own thread. Its own lock serves statements
 * first come, first served, so a request that needs five statements queues five times behind every
 * newer request: under 50 connections answers came back in no particular order and the slowest
 * took seconds. This queue serves units (one statement, one script, or a whole transaction, which
 * holds the connection from BEGIN to COMMIT) in the order their REQUESTS arrived: the next
 * statement of an older request goes before the first of a newer one, so requests finish in
 * arrival order and none waits behind requests that came after it. Work outside a request
 * (jobs, event fan-out) queues by the time it asks.
 */
export class PgliteQueue {
  #busy = false;
  #waiting: Waiting[] = [];
  #seq = 0;
  readonly #listeners = new Set<(durationMs: number) => void>();

  /** Units waiting for the connection (the running one not counted). */
  get length(): number {
    return this.#waiting.length;
  }

  /** Tells `listener` each unit's time from asking to done, waiting included (metrics); returns the remover. */
  onUnit(listener: (durationMs: number) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /**
   * Runs `work` alone on the connection, in its request's arrival order; `first` puts it ahead of
   * everything waiting (the readiness probe: one cheap statement that must not time out behind a
   * busy queue).
   */
  run<T>(work: () => Promise<T>, { first = false } = {}): Promise<T> {
    const asked = performance.now();
    const key = first ? Number.NEGATIVE_INFINITY : Math.max(arrival.getStore() ?? asked, asked - maxAgeMs);
    return new Promise<T>((resolve, reject) => {
      const start = () => {
        this.#busy = true;
        let outcome: Promise<T>;
        try {
          outcome = work();
        } catch (err) {
          outcome = Promise.reject(err);
        }
        outcome.then(resolve, reject).finally(() => {
          for (const listener of this.#listeners) listener(performance.now() - asked);
          this.#next();
        });
      };
      if (!this.#busy) start();
      else this.#enqueue({ key, seq: this.#seq++, start });
    });
  }

  #enqueue(unit: Waiting): void {
    // Sorted by arrival, then by asking order (binary search: the queue holds tens of units).
    let low = 0;
    let high = this.#waiting.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      const other = this.#waiting[mid] as Waiting;
      if (other.key < unit.key || (other.key === unit.key && other.seq < unit.seq)) low = mid + 1;
      else high = mid;
    }
    this.#waiting.splice(low, 0, unit);
  }

  #next(): void {
    const unit = this.#waiting.shift();
    if (unit) unit.start();
    else this.#busy = false;
  }
}

/**
 * Runs `fn` (the rest of a request: its hooks and handler) as a request that arrived now, so its
 * database work keeps its place in the queue. The db plugin calls it from the first onRequest hook.
 */
export function inArrivalOrder<T>(fn: () => T): T {
  return arrival.run(performance.now(), fn);
}

/**
 * The PGlite instance as Drizzle, the job runner and the event listener see it: `query`, `sql`,
 * `exec` and `transaction` go through the queue; everything else (listen, dumpDataDir, close) is
 * PGlite's own. A statement or script that fails inside a BEGIN of its own (pg-boss's maintenance
 * scripts) is rolled back within its unit, so no other request's statement runs in the aborted
 * transaction of the only session.
 */
export function queuedPglite(client: PGlite, queue: PgliteQueue): PGlite {
  const rollBackLeftover = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (err) {
      if (!client.closed && client.isInTransaction()) await client.exec("rollback").catch(() => undefined);
      throw err;
    }
  };
  const queued: Partial<PGlite> = {
    query: (query, params, options) => queue.run(() => rollBackLeftover(() => client.query(query, params, options))),
    sql: (strings, ...params) => queue.run(() => rollBackLeftover(() => client.sql(strings, ...params))),
    exec: (query, options) => queue.run(() => rollBackLeftover(() => client.exec(query, options))),
    transaction: (callback) => queue.run(() => client.transaction(callback)),
  };
  return new Proxy(client, {
    get(target, property) {
      if (Object.hasOwn(queued, property)) return queued[property as keyof typeof queued];
      const value = Reflect.get(target, property, target);
      // PGlite's methods use private fields: they must run on the instance, not on the proxy.
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
