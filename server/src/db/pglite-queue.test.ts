import { PGlite } from "@electric-sql/pglite";
import { describe, expect, it } from "vitest";
import { inArrivalOrder, PgliteQueue, queuedPglite } from "./pglite-queue.ts";

/** A unit that records when it ran and holds the connection for a few event-loop turns. */
const step = (log: string[], name: string) => async () => {
  log.push(name);
  await new Promise((resolve) => setTimeout(resolve, 2));
};

describe("the PGlite queue (one connection, fair scheduling)", () => {
  it("serves the next statement of an older request before the first of newer ones", async () => {
    const queue = new PgliteQueue();
    const log: string[] = [];
    // A request that arrived first: its second statement is asked for while B and C wait.
    const a = inArrivalOrder(async () => {
      await queue.run(step(log, "a1"));
      await queue.run(step(log, "a2"));
    });
    await new Promise((resolve) => setTimeout(resolve, 1));
    const b = inArrivalOrder(() => queue.run(step(log, "b1")));
    const c = inArrivalOrder(() => queue.run(step(log, "c1")));
    await Promise.all([a, b, c]);
    expect(log).toEqual(["a1", "a2", "b1", "c1"]);
  });

  it("serves work outside a request in the order it asked, and the readiness probe first", async () => {
    const queue = new PgliteQueue();
    const log: string[] = [];
    const running = queue.run(step(log, "running"));
    const waiting = [queue.run(step(log, "one")), queue.run(step(log, "two"))];
    const probe = queue.run(step(log, "probe"), { first: true });
    expect(queue.length).toBe(3);
    await Promise.all([running, ...waiting, probe]);
    expect(log).toEqual(["running", "probe", "one", "two"]);
    expect(queue.length).toBe(0);
  });

  it("passes a unit's failure to its caller and goes on with the next", async () => {
    const queue = new PgliteQueue();
    const failed = queue.run(async () => {
      throw new Error("boom");
    });
    const next = queue.run(async () => "next");
    await expect(failed).rejects.toThrow("boom");
    await expect(next).resolves.toBe("next");
  });

  it("runs a transaction as one unit: nobody's statement lands inside it", async () => {
    const client = await PGlite.create();
    const db = queuedPglite(client, new PgliteQueue());
    try {
      await db.exec("create table t (n int)");
      const tx = db.transaction(async (t) => {
        await t.query("insert into t values (1)");
        await new Promise((resolve) => setTimeout(resolve, 20)); // JS between statements
        await t.query("insert into t values (2)");
        await t.rollback();
      });
      // Asked while the transaction is open: runs after it, outside it.
      const write = db.query("insert into t values (3)");
      const read = db.query<{ n: number }>("select n from t order by n");
      await Promise.all([tx, write]);
      expect((await read).rows).toEqual([{ n: 3 }]);
    } finally {
      await client.close();
    }
  });

  it("rolls back a script that fails inside its own BEGIN, so the next request's statement works", async () => {
    const client = await PGlite.create();
    const db = queuedPglite(client, new PgliteQueue());
    try {
      const script = db.exec("begin; select 1/0; commit;");
      const after = db.query<{ one: number }>("select 1 as one");
      await expect(script).rejects.toThrow(/division by zero/);
      expect((await after).rows).toEqual([{ one: 1 }]);
      expect(client.isInTransaction()).toBe(false);
    } finally {
      await client.close();
    }
  });
});
