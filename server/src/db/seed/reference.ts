import type { ShopKind } from "@dutchpot/contract";
import { Country, State } from "country-state-city";
import { count, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { countries, shopTypes, stateProvinces } from "../schema/index.ts";
import { chunks, SEED_LOCK } from "./batch.ts";

export const shopTypeSeed: { name: string; kind: ShopKind }[] = [
  { name: "Restaurants", kind: "restaurant" },
  { name: "Grocery", kind: "grocery" },
  { name: "Convenience", kind: "convenience" },
  { name: "Home Chefs", kind: "homeChef" },
];

export interface ReferenceSummary {
  countries: number;
  stateProvinces: number;
  shopTypes: number;
  /** False when everything was already present (the usual restart). */
  changed: boolean;
}

/**
 * Countries with their states/provinces and the four shop types. Runs on every start and is
 * idempotent: rows are upserted on their natural keys (ISO codes, shop kind), never duplicated.
 */
export async function seedReferenceData(db: Db): Promise<ReferenceSummary> {
  const allCountries = Country.getAllCountries();
  const allStates = State.getAllStates();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [countryCount] = await tx.select({ n: count() }).from(countries);
    const [stateCount] = await tx.select({ n: count() }).from(stateProvinces);
    const geoPresent = countryCount?.n === allCountries.length && stateCount?.n === allStates.length;
    if (!geoPresent) {
      for (const batch of chunks(allCountries)) {
        const rows = batch.map((c) => ({ name: c.name, code: c.isoCode, phoneCode: c.phonecode.replace(/^\+/, "") }));
        await tx
          .insert(countries)
          .values(rows)
          .onConflictDoUpdate({
            target: countries.code,
            set: { name: sql`excluded.name`, phoneCode: sql`excluded.phone_code` },
          });
      }
      const ids = new Map(
        (await tx.select({ id: countries.id, code: countries.code }).from(countries)).map((c) => [c.code, c.id]),
      );
      const stateRows = allStates.flatMap((s) => {
        const countryId = ids.get(s.countryCode);
        return countryId === undefined ? [] : [{ countryId, name: s.name, code: s.isoCode }];
      });
      for (const batch of chunks(stateRows, 1000)) {
        await tx
          .insert(stateProvinces)
          .values(batch)
          .onConflictDoUpdate({
            target: [stateProvinces.countryId, stateProvinces.code],
            set: { name: sql`excluded.name` },
          });
      }
    }
    const typeRows = shopTypeSeed.map((t, i) => ({
      ...t,
      imageUrl: `/media/shop-types/${t.kind}.svg`,
      sortOrder: i + 1,
    }));
    await tx
      .insert(shopTypes)
      .values(typeRows)
      .onConflictDoUpdate({
        target: shopTypes.kind,
        set: { name: sql`excluded.name`, imageUrl: sql`excluded.image_url`, sortOrder: sql`excluded.sort_order` },
      });
    return {
      countries: allCountries.length,
      stateProvinces: allStates.length,
      shopTypes: typeRows.length,
      changed: !geoPresent,
    };
  });
}
