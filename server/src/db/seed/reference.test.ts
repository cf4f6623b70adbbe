import { count, eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../test/support/test-app.ts";
import type { Database } from "../client.ts";
import * as s from "../schema/index.ts";
import { referenceChecksum, seedReferenceData, shopTypeSeed } from "./reference.ts";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.close());

const restaurantsName = async () =>
  (await database.db.select({ name: s.shopTypes.name }).from(s.shopTypes).where(eq(s.shopTypes.kind, "restaurant")))[0]
    ?.name;
const renameRestaurants = (name: string) =>
  database.db.update(s.shopTypes).set({ name }).where(eq(s.shopTypes.kind, "restaurant"));
const countryCount = async () => (await database.db.select({ n: count() }).from(s.countries))[0]?.n;

describe("reference seed on start", () => {
  const original = shopTypeSeed[0]?.name ?? "";
  afterEach(() => {
    if (shopTypeSeed[0]) shopTypeSeed[0].name = original;
  });

  it("writes nothing when the stored checksum is current (a hand edit survives a restart's seed)", async () => {
    await seedReferenceData(database.db);
    await renameRestaurants("Edited by hand");
    const again = await seedReferenceData(database.db);
    expect(again.changed).toBe(false);
    expect(again.countries).toBeGreaterThan(200);
    expect(again.stateProvinces).toBeGreaterThan(4000);
    expect(again.shopTypes).toBe(4);
    expect(await restaurantsName()).toBe("Edited by hand");
  });

  it("applies a changed seed: another checksum upserts the shop types and restores missing countries", async () => {
    await seedReferenceData(database.db);
    const full = await countryCount();
    await database.db.delete(s.countries).where(eq(s.countries.code, "CA"));
    const before = referenceChecksum();
    if (shopTypeSeed[0]) shopTypeSeed[0].name = "Restaurants & cafés";
    expect(referenceChecksum()).not.toBe(before);

    const summary = await seedReferenceData(database.db);
    expect(summary.changed).toBe(true);
    expect(await restaurantsName()).toBe("Restaurants & cafés");
    expect(await countryCount()).toBe(full);
    const stored = await database.db.execute(sql`select obj_description('countries'::regclass, 'pg_class') as note`);
    const note = (stored as unknown as { rows: { note: string }[] }).rows[0]?.note ?? "{}";
    expect(JSON.parse(note)).toMatchObject({ checksum: referenceChecksum(), shopTypes: 4 });
  });
});
