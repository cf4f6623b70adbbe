import { sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { createTestDatabase } from "../../test/support/test-app.ts";
import { openDatabase } from "./client.ts";

// Only meaningful against a PostgreSQL server (PGlite has no connections to lose): CI runs this
// suite a second time with DATABASE_URL set.
describe.runIf(process.env.DATABASE_URL)("PostgreSQL connection pool", () => {
  it("survives the server closing an idle connection and reconnects for the next query", async () => {
    const scratch = await createTestDatabase();
    const closed: Error[] = [];
    let reported!: () => void;
    const wasReported = new Promise<void>((resolve) => {
      reported = resolve;
    });
    const database = await openDatabase({
      databaseUrl: scratch.url,
      onIdleClientError: (err) => {
        closed.push(err);
        reported();
      },
    });
    try {
      await database.db.execute(sql`select 1`); // leaves one idle pooled connection

      const admin = new pg.Client({ connectionString: scratch.url });
      await admin.connect();
      await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
      );
      await admin.end();
      await wasReported;

      expect(closed[0]?.message).toMatch(/terminat/i);
      // The pool dropped the dead client: this query runs on a fresh connection.
      await expect(database.ping()).resolves.toBeUndefined();
    } finally {
      await database.close();
      await scratch.close();
    }
  });
});
