import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createTestDatabase } from "../../test/support/test-app.ts";
import type { Database } from "../db/client.ts";
import { withTransaction } from "../db/transaction.ts";
import { appendEvent, eventsAfter, latestSeq } from "./event-store.ts";
import { append, collector } from "./testing.ts";
import { PgListener } from "./wake-source.ts";

let database: Database;
let a: Awaited<ReturnType<typeof createTestApp>>;
let b: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  database = await createTestDatabase();
  // Two app instances on one database, as two servers behind a load balancer.
  a = await createTestApp({}, { database });
  b = await createTestApp({}, { database });
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await database?.close();
});

describe("appendEvent", () => {
  it("refuses to run outside a transaction (the change and its event commit together)", async () => {
    await expect(appendEvent(database.db, { tenantId: null, stream: "t:outside", type: "x" })).rejects.toThrow(
      /inside a transaction/,
    );
  });

  it("numbers 50 concurrent appends to one stream 1..50, without gap or duplicate", async () => {
    await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        append(database.db, { tenantId: 3, stream: "t:race", type: "n", payload: { i } }),
      ),
    );
    const rows = await eventsAfter(database.db, "t:race", 0, 100);
    expect(rows.map((r) => r.seq)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(new Set(rows.map((r) => r.payload.i)).size).toBe(50);
    expect(await latestSeq(database.db, "t:race")).toBe(50);
  });

  it("answers the event as stored, as a reader of the stream gets it", async () => {
    const appended = await append(database.db, {
      tenantId: 3,
      stream: "t:answer",
      type: "cart.changed",
      payload: { cartId: 7, note: "é" },
    });
    const nullTenant = await append(database.db, { tenantId: null, stream: "t:answer", type: "x" });
    expect(await eventsAfter(database.db, "t:answer", 0)).toEqual([appended, nullTenant]);
    expect(appended).toMatchObject({ tenantId: 3, seq: 1, type: "cart.changed", payload: { cartId: 7, note: "é" } });
    expect(nullTenant).toMatchObject({ tenantId: null, seq: 2, payload: {} });
    expect(typeof appended.id).toBe("number");
    expect(appended.createdAt).toBeInstanceOf(Date);
  });

  it("leaves nothing behind when the transaction rolls back", async () => {
    await expect(
      withTransaction(database.db, async (tx) => {
        await appendEvent(tx, { tenantId: null, stream: "t:rollback", type: "x" });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await latestSeq(database.db, "t:rollback")).toBe(0);
    await append(database.db, { tenantId: null, stream: "t:rollback", type: "x" });
    expect((await eventsAfter(database.db, "t:rollback", 0)).map((e) => e.seq)).toEqual([1]);
  });
});

describe("app.events (the hub)", () => {
  it("delivers an event written through instance A to a subscriber of instance B, after commit", async () => {
    const seen = collector();
    const unsubscribe = b.app.events.subscribe("t:fanout", seen.listener, { afterSeq: 0 });
    await withTransaction(a.app.db, async (tx) => {
      await appendEvent(tx, { tenantId: 3, stream: "t:fanout", type: "cart.changed", payload: { cartId: 1 } });
      // Not yet committed: nothing is delivered (NOTIFY waits for the commit).
      expect(seen.events).toEqual([]);
    });
    await seen.until(1);
    expect(seen.events[0]).toMatchObject({ stream: "t:fanout", seq: 1, type: "cart.changed", payload: { cartId: 1 } });
    unsubscribe();
  });

  it("replays from a seq, then goes live, in order and exactly once", async () => {
    for (let i = 1; i <= 3; i++) await append(a.app.db, { tenantId: 3, stream: "t:replay", type: "n", payload: { i } });
    const seen = collector();
    const unsubscribe = b.app.events.subscribe("t:replay", seen.listener, { afterSeq: 1 });
    await seen.until(2);
    for (let i = 4; i <= 6; i++) await append(a.app.db, { tenantId: 3, stream: "t:replay", type: "n", payload: { i } });
    await seen.until(5);
    await b.app.events.idle();
    expect(seen.seqs()).toEqual([2, 3, 4, 5, 6]);
    unsubscribe();
  });

  it("without a position, gets only what is committed after subscribing; other streams stay silent", async () => {
    await append(a.app.db, { tenantId: 3, stream: "t:now", type: "old" });
    const seen = collector();
    const unsubscribe = b.app.events.subscribe("t:now", seen.listener);
    await b.app.events.idle();
    await append(a.app.db, { tenantId: 3, stream: "t:other", type: "elsewhere" });
    await append(a.app.db, { tenantId: 3, stream: "t:now", type: "new" });
    await seen.until(1);
    await b.app.events.idle();
    expect(seen.events.map((e) => e.type)).toEqual(["new"]);
    unsubscribe();
  });
});

describe.runIf(process.env.DATABASE_URL)("the LISTEN connection (PostgreSQL)", () => {
  it("reconnects after the connection drops and catches up from the table", async () => {
    const listener = new PgListener(database.url as string, b.app.events, b.app.log, { minBackoffMs: 20 });
    await listener.start();
    const resynced = new Promise<void>((resolve) => b.app.events.onResync(resolve));
    const seen = collector();
    const unsubscribe = b.app.events.subscribe("t:reconnect", seen.listener, { afterSeq: 0 });
    // The server ends every LISTEN connection of this database (a restart, a failover).
    await database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen%'`,
    );
    await append(a.app.db, { tenantId: 3, stream: "t:reconnect", type: "while-down" });
    await resynced;
    await seen.until(1);
    expect(seen.events.map((e) => e.type)).toEqual(["while-down"]);
    unsubscribe();
    await listener.close();
  });
});
