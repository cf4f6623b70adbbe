import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/db/client.ts";
import { migrationsFolder, templateFingerprint } from "./database-templates.ts";
import { createTestDatabase } from "./test-app.ts";

// Every server test relies on createTestDatabase handing it a database of its own with the whole
// schema: these pin that the cloned template keeps both promises (docs/decisions/016-…).

const opened: Database[] = [];
afterAll(async () => {
  for (const database of opened) await database.close();
});
/** Both drivers answer `execute` with `{ rows }`; Drizzle types it per driver. */
async function firstRow<T>(database: Database, query: ReturnType<typeof sql>): Promise<T | undefined> {
  const result = (await database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows[0];
}
async function open() {
  const database = await createTestDatabase();
  opened.push(database);
  return database;
}

describe("createTestDatabase (cloned from the run's template)", () => {
  it("has every migration of the journal applied", async () => {
    const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8"));
    const database = await open();
    const applied = await firstRow<{ n: number }>(
      database,
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    expect(applied?.n).toBe(journal.entries.length);
  });

  it("gives each caller its own database: a change in one is not seen by the next", async () => {
    const first = await open();
    await first.db.execute(sql`create table clone_probe (id int)`);
    await first.db.execute(sql`insert into clone_probe values (1)`);
    const second = await open();
    const found = await firstRow<{ name: string | null }>(second, sql`select to_regclass('clone_probe')::text as name`);
    expect(found?.name).toBeNull();
  });
});

describe("templateFingerprint", () => {
  it("changes when a migration is added or edited, so a stale template is never reused", () => {
    const folder = mkdtempSync(path.join(tmpdir(), "dutchpot-migrations-"));
    try {
      cpSync(migrationsFolder, folder, { recursive: true });
      const original = templateFingerprint(folder);
      expect(templateFingerprint(folder)).toBe(original);

      writeFileSync(path.join(folder, "9999_next.sql"), "create table next_thing (id int);");
      const added = templateFingerprint(folder);
      expect(added).not.toBe(original);

      writeFileSync(path.join(folder, "9999_next.sql"), "create table next_thing (id bigint);");
      expect(templateFingerprint(folder)).not.toBe(added);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
