import type { PGlite } from "@electric-sql/pglite";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildShop, buildTenant } from "../../test/factories.ts";
import { createTestDatabase } from "../../test/support/test-app.ts";
import { type Database, openDatabase } from "../db/client.ts";
import { migrateDatabase } from "../db/migrate.ts";
import { catalogueVersions, menuCategories, shops } from "../db/schema/index.ts";
import { withTransaction } from "../db/transaction.ts";
import { NotifiedVersions } from "./notified-versions.ts";

/**
 * The PGlite read caches' versions in memory (docs/decisions/035-pglite-versions-in-memory.md):
 * exact only if a bump is in the map before the writer can answer. These tests pin PGlite's order
 * (a NOTIFY reaches `listen` callbacks before the COMMIT's promise resolves), so an upgrade that
 * changed it would fail here. Always PGlite: the in-memory map is never used on PostgreSQL.
 */
let database: Database;
let versions: NotifiedVersions;
let marketplace = 0;
let other = 0;
const scope = () => `tenant:${marketplace}`;

/** The version row itself, as the database has it (0 = never bumped). */
async function stored(name: string): Promise<number> {
  const [row] = await database.db.select().from(catalogueVersions).where(eq(catalogueVersions.scope, name));
  return row?.version ?? 0;
}

beforeAll(async () => {
  if (process.env.DATABASE_URL) {
    database = await openDatabase({});
    await migrateDatabase(database);
  } else {
    database = await createTestDatabase();
  }
  marketplace = (await buildTenant(database.db, { kind: "marketplace" })).id;
  other = (await buildTenant(database.db, { kind: "marketplace" })).id;
  await buildShop(database.db, { marketplaceTenantId: marketplace });
  versions = await NotifiedVersions.start(database);
});
afterAll(async () => {
  await versions?.close();
  await database?.close();
});

describe("versions in memory on PGlite", () => {
  it("starts with every version the table holds, and 0 for a scope never bumped", async () => {
    const rows = await database.db.select().from(catalogueVersions);
    expect(rows.length).toBeGreaterThan(0);
    const map = versions.read([]);
    for (const row of rows) expect(map.get(row.scope)).toBe(row.version);
    expect(map.get("tenant:987654") ?? 0).toBe(0);
  });

  it("has a transaction's bump before the COMMIT's promise resolves (PGlite's own transaction)", async () => {
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const before = versions.read([scope()]).get(scope()) ?? 0;
    let atResolve: number | undefined;
    // The first callback that can run after the COMMIT: anything awaiting the write runs later.
    await client
      .transaction((tx) =>
        tx.query("insert into menu_categories (marketplace_tenant_id, name) values ($1, 'Soups')", [marketplace]),
      )
      .then(() => {
        atResolve = versions.read([scope()]).get(scope());
      });
    expect(atResolve).toBe(before + 1);
    expect(await stored(scope())).toBe(before + 1);
  });

  it("has the bump of a single statement (its own transaction) when the statement's promise resolves", async () => {
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const before = versions.read([scope()]).get(scope()) ?? 0;
    let atResolve: number | undefined;
    await client.query("update menu_categories set name = 'Stews' where name = 'Soups'").then(() => {
      atResolve = versions.read([scope()]).get(scope());
    });
    expect(atResolve).toBe(before + 1);
  });

  it("follows the app's unit of work: every scope a transaction changed, once each, on return", async () => {
    const [mine, theirs] = [scope(), `tenant:${other}`];
    const [mineBefore, theirsBefore] = [versions.read([]).get(mine) ?? 0, versions.read([]).get(theirs) ?? 0];
    await withTransaction(database.db, async (tx) => {
      await tx.insert(menuCategories).values([
        { marketplaceTenantId: marketplace, name: "Rotis" },
        { marketplaceTenantId: marketplace, name: "Patties" },
        { marketplaceTenantId: other, name: "Noodles" },
      ]);
      await tx.update(shops).set({ name: "Renamed" }).where(eq(shops.marketplaceTenantId, marketplace));
    });
    expect([versions.read([]).get(mine), versions.read([]).get(theirs)]).toEqual([mineBefore + 1, theirsBefore + 1]);
    expect([await stored(mine), await stored(theirs)]).toEqual([mineBefore + 1, theirsBefore + 1]);
  });

  it("bumps nothing for a rollback, nor for a rolled-back savepoint in a committed transaction", async () => {
    const before = versions.read([]).get(scope()) ?? 0;
    await expect(
      withTransaction(database.db, async (tx) => {
        await tx.insert(menuCategories).values({ marketplaceTenantId: marketplace, name: "Never" });
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    await withTransaction(database.db, async (tx) => {
      await tx
        .transaction(async (inner) => {
          await inner.insert(menuCategories).values({ marketplaceTenantId: marketplace, name: "Never either" });
          throw new Error("savepoint rolled back");
        })
        .catch(() => undefined);
      await tx.execute(sql`select 1`);
    });
    // Another statement after both: a notification delivered late would have arrived by now.
    expect(await stored(scope())).toBe(before);
    expect(versions.read([]).get(scope()) ?? 0).toBe(before);
    const names = await database.db.select({ name: menuCategories.name }).from(menuCategories);
    expect(names.map((n) => n.name)).not.toContain("Never");
  });

  it("ignores a notification that is not a version, and never lowers one", async () => {
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const current = versions.read([]).get(scope()) ?? 0;
    await client.query(`select pg_notify('catalogue_version', 'nonsense'), pg_notify('catalogue_version', $1)`, [
      `${scope()} 0`,
    ]);
    expect(versions.read([]).get(scope())).toBe(current);
  });
});
