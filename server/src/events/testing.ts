import type { Db } from "../db/client.ts";
import { withTransaction } from "../db/transaction.ts";
import { appendEvent, type NewEvent, type StoredEvent } from "./event-store.ts";

/** Collects a listener's events; `until(n)` resolves once n have arrived (tests bound it by their timeout). */
export function collector() {
  const events: StoredEvent[] = [];
  const waiters: { n: number; resolve: () => void }[] = [];
  const listener = (event: StoredEvent) => {
    events.push(event);
    for (const w of waiters.filter((w) => events.length >= w.n)) {
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve();
    }
  };
  const until = (n: number) =>
    events.length >= n ? Promise.resolve() : new Promise<void>((resolve) => waiters.push({ n, resolve }));
  return { events, listener, until, seqs: () => events.map((e) => e.seq) };
}

/** Appends one event in its own transaction. */
export const append = (db: Db, event: NewEvent) => withTransaction(db, (tx) => appendEvent(tx, event));
