import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../test/support/test-app.ts";
import type { Database } from "./client.ts";
import { events } from "./schema/index.ts";
import { afterCommit, isTransaction, withTransaction } from "./transaction.ts";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

const countOf = async (stream: string) =>
  (await database.db.select({ n: sql<number>`count(*)::int` }).from(events).where(eq(events.stream, stream)))[0]?.n;
const insert = (db: Parameters<Parameters<typeof withTransaction>[1]>[0], stream: string, seq: number) =>
  db.insert(events).values({ stream, seq, type: "test" });

describe("withTransaction", () => {
  it("commits the work of every service that joins it", async () => {
    await withTransaction(database.db, async (tx) => {
      await insert(tx, "commit", 1);
      // A service called with the transaction joins it instead of opening a second one.
      await withTransaction(tx, async (inner) => {
        expect(inner).toBe(tx);
        await insert(inner, "commit", 2);
      });
    });
    expect(await countOf("commit")).toBe(2);
  });

  it("rolls back everything, the joined work included, when any part throws", async () => {
    await expect(
      withTransaction(database.db, async (tx) => {
        await insert(tx, "rollback", 1);
        await withTransaction(tx, async (inner) => {
          await insert(inner, "rollback", 2);
          throw new Error("a later step failed");
        });
      }),
    ).rejects.toThrow("a later step failed");
    expect(await countOf("rollback")).toBe(0);
  });

  it("runs after-commit callbacks only once the outermost transaction committed", async () => {
    const seen: string[] = [];
    await withTransaction(database.db, async (tx) => {
      await insert(tx, "after", 1);
      await afterCommit(tx, async () => {
        // The callback sees the committed row from outside the transaction.
        seen.push(`after commit: ${await countOf("after")}`);
      });
      seen.push("inside");
    });
    expect(seen).toEqual(["inside", "after commit: 1"]);

    const dropped: string[] = [];
    await expect(
      withTransaction(database.db, async (tx) => {
        await afterCommit(tx, () => void dropped.push("should not run"));
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(dropped).toEqual([]);
  });

  it("tells a transaction from the database", async () => {
    expect(isTransaction(database.db)).toBe(false);
    await withTransaction(database.db, async (tx) => expect(isTransaction(tx)).toBe(true));
  });
});
