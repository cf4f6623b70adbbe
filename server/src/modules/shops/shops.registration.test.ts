import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTenant } from "../../../test/factories.ts";
import { createTestDatabase } from "../../../test/support/test-app.ts";
import type { Database } from "../../db/client.ts";
import { shops } from "../../db/schema/index.ts";
import { seedReferenceData } from "../../db/seed/index.ts";
import { withTransaction } from "../../db/transaction.ts";
import { createShopRegistration, type NewPartnerShop } from "./shops.registration.ts";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedReferenceData(database.db);
});
afterAll(async () => database?.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("A registered partner's shop slug", () => {
  it("is unique on the storefront even when two registrations want it at once (the second gets -2)", async () => {
    const db = database.db;
    const registration = createShopRegistration(db);
    const marketplace = await buildTenant(db, { kind: "marketplace" });
    const shopOf = async (name: string): Promise<NewPartnerShop> => ({
      tenantId: (await buildTenant(db, { name })).id,
      marketplaceTenantId: marketplace.id,
      kind: "convenience",
      name,
      slug: "foo-bar",
      address: "1 Yonge St",
      city: "Toronto",
      postCode: "M5E 1E5",
      province: "ON",
      latitude: 43.6426,
      longitude: -79.3871,
    });
    const [a, b] = [await shopOf("Foo_Bar"), await shopOf("Foo-Bar")];
    // The first registration has inserted its shop but not committed when the second one starts.
    let inserted!: () => void;
    const insertedFirst = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    const first = withTransaction(db, async (tx) => {
      const shop = await registration.insertPartnerShop(a, tx);
      inserted();
      await sleep(300);
      return shop;
    });
    await insertedFirst;
    const second = registration.insertPartnerShop(b);
    const made = await Promise.all([first, second]);
    expect(made.map((s) => s.slug)).toEqual(["foo-bar", "foo-bar-2"]);
    const rows = await db
      .select({ slug: shops.slug })
      .from(shops)
      .where(
        inArray(
          shops.id,
          made.map((s) => s.id),
        ),
      );
    expect(rows).toHaveLength(2);
  });
});
