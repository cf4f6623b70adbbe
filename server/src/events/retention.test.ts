import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../test/support/test-app.ts";
import type { Database } from "../db/client.ts";
import { events } from "../db/schema/platform.ts";
import { withTransaction } from "../db/transaction.ts";
import { appendEvent } from "./event-store.ts";
import { purgeOldEvents } from "./retention.ts";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

const append = (stream: string) =>
  withTransaction(database.db, (tx) => appendEvent(tx, { tenantId: 3, stream, type: "test.happened" }));
const age = (stream: string, seq: number, createdAt: Date) =>
  database.db.update(events).set({ createdAt }).where(sql`${events.stream} = ${stream} and ${events.seq} = ${seq}`);
const seqsOf = async (stream: string) =>
  (
    await database.db.select({ seq: events.seq }).from(events).where(eq(events.stream, stream)).orderBy(asc(events.seq))
  ).map((r) => r.seq);

describe("purgeOldEvents", () => {
  it("deletes old events but keeps each stream's last one, so its numbering goes on", async () => {
    const old = new Date("2026-01-01T00:00:00Z");
    const cut = new Date("2026-02-01T00:00:00Z");
    for (let i = 0; i < 3; i++) await append("retention:a");
    await append("retention:b");
    for (const seq of [1, 2, 3]) await age("retention:a", seq, old);
    await age("retention:b", 1, old);

    expect(await purgeOldEvents(database.db, cut)).toBe(2);
    // Stream a keeps its last event; stream b's only event is its last, so it stays too.
    expect(await seqsOf("retention:a")).toEqual([3]);
    expect(await seqsOf("retention:b")).toEqual([1]);
    // The next append continues the stream's numbering instead of starting again at 1.
    expect((await append("retention:a")).seq).toBe(4);
  });

  it("keeps events newer than the cut", async () => {
    for (let i = 0; i < 2; i++) await append("retention:new");
    await purgeOldEvents(database.db, new Date(Date.now() - 60_000));
    expect(await seqsOf("retention:new")).toEqual([1, 2]);
  });
});
