import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildShop, buildTenant } from "../../../test/factories.ts";
import { createTestDatabase } from "../../../test/support/test-app.ts";
import type { Database } from "../../db/client.ts";
import { nearbyShopsQuery } from "./stores.repository.ts";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  await buildTenant(db, { id: 3, tenancyName: "dutchpot", kind: "marketplace" });
  const template = await buildShop(db, { marketplaceTenantId: 3 });
  // 5,000 shops spread over the Toronto area, cloned from one built shop.
  await db.execute(sql`
    insert into shops (tenant_id, marketplace_tenant_id, shop_type_id, kind, slug, name, address, city, post_code,
      latitude, longitude, delivery_time_min, delivery_time_max)
    select tenant_id, marketplace_tenant_id, shop_type_id, kind, 'plan-' || g, name, address, city, post_code,
      43.45 + (g % 100) * 0.0055, -79.75 + (g / 100) * 0.017, 10, 20
    from shops, generate_series(1, 5000) g where shops.id = ${template.id}`);
  await db.execute(sql`analyze shops`);
});
afterAll(async () => database?.close());

async function plan(radiusKm: number) {
  const query = nearbyShopsQuery(
    database.db,
    { marketplaceTenantId: 3, latitude: 43.6532, longitude: -79.3832, radiusMetres: radiusKm * 1000 },
    { skip: 0, take: 10 },
  );
  const result = (await database.db.execute(sql`explain ${query}`)) as unknown as { rows: Record<string, string>[] };
  return result.rows.map((r) => Object.values(r)[0]).join("\n");
}

describe("near-me query plan", () => {
  it.each([1, 10, 50])(
    "walks the GiST location index nearest first for %i km, never scanning every shop",
    async (km) => {
      const text = await plan(km);
      expect(text).toMatch(/Index Scan using shops_location_idx/);
      expect(text).toMatch(/Order By: .*<->/);
      expect(text).not.toMatch(/Seq Scan|Bitmap/);
    },
  );
});
