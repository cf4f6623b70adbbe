import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { ShopKind } from "@dutchpot/contract";
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

type CountryModule = typeof import("country-state-city").Country;
type StateModule = typeof import("country-state-city").State;

const shopTypeRows = () =>
  shopTypeSeed.map((t, i) => ({ ...t, imageUrl: `/media/shop-types/${t.kind}.svg`, sortOrder: i + 1 }));

/**
 * What the reference seed would write, in one string: the data package's version (countries and
 * states come from it) and the shop type rows. Read without loading the package, whose import parses
 * every city of the world (8 MB of JSON, 1.5 s and 60 MiB on this machine).
 */
export function referenceChecksum(): string {
  const require = createRequire(import.meta.url);
  const { version } = JSON.parse(readFileSync(require.resolve("country-state-city/package.json"), "utf8"));
  return createHash("sha256")
    .update(JSON.stringify({ format: 1, countryStateCity: version, shopTypes: shopTypeRows() }))
    .digest("hex")
    .slice(0, 16);
}

/** The summary and checksum of the last seed, kept as the countries table's comment (no table of its own). */
interface StoredReference {
  checksum: string;
  countries: number;
  stateProvinces: number;
  shopTypes: number;
}

async function storedReference(db: Db): Promise<StoredReference | null> {
  const result = await db.execute(sql`select obj_description('countries'::regclass, 'pg_class') as note`);
  const note = (result as unknown as { rows: { note: string | null }[] }).rows[0]?.note;
  if (!note?.startsWith("{")) return null;
  try {
    return JSON.parse(note) as StoredReference;
  } catch {
    return null;
  }
}

/**
 * Countries with their states/provinces and the four shop types. Runs on every start: when the
 * stored checksum (countries' table comment) matches `referenceChecksum()` nothing is read or
 * written, else rows are upserted on their natural keys (ISO codes, shop kind), never duplicated,
 * and the checksum stored in the same transaction.
 */
export async function seedReferenceData(db: Db): Promise<ReferenceSummary> {
  const checksum = referenceChecksum();
  const stored = await storedReference(db);
  if (stored?.checksum === checksum) {
    const { countries, stateProvinces, shopTypes } = stored;
    return { countries, stateProvinces, shopTypes, changed: false };
  }
  // Its country and state modules only: the package's index also parses every city of the world.
  const require = createRequire(import.meta.url);
  const Country: CountryModule = require("country-state-city/lib/cjs/country.js").default;
  const State: StateModule = require("country-state-city/lib/cjs/state.js").default;
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
    const typeRows = shopTypeRows();
    await tx
      .insert(shopTypes)
      .values(typeRows)
      .onConflictDoUpdate({
        target: shopTypes.kind,
        set: { name: sql`excluded.name`, imageUrl: sql`excluded.image_url`, sortOrder: sql`excluded.sort_order` },
      });
    const summary = {
      checksum,
      countries: allCountries.length,
      stateProvinces: allStates.length,
      shopTypes: typeRows.length,
    };
    // COMMENT takes a literal only; the JSON is ours (hex and numbers), quoted for SQL all the same.
    await tx.execute(sql.raw(`comment on table countries is '${JSON.stringify(summary).replaceAll("'", "''")}'`));
    return {
      countries: summary.countries,
      stateProvinces: summary.stateProvinces,
      shopTypes: summary.shopTypes,
      changed: !geoPresent,
    };
  });
}
