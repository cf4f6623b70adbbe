import type { Country, CountryList } from "@dutchpot/contract";
import type { Db, DbOrTx } from "../../db/client.ts";
import {
  countryExists,
  findStateProvince,
  listCountries,
  listStateProvinces,
  stateProvinceCountry,
} from "./countries.repository.ts";

// Sorted here rather than in SQL: PGlite and a PostgreSQL server may use different collations,
// and "Åland Islands" must land in the same place on both.
const byName = new Intl.Collator("en", { sensitivity: "base" });

/**
 * Countries with their states/provinces. Reference data only changes when the process seeds it at
 * start, so the list is built once per app and then served from memory.
 */
export function createCountriesService(db: Db) {
  let cached: Promise<CountryList> | null = null;

  async function load(): Promise<CountryList> {
    const [countries, states] = await Promise.all([listCountries(db), listStateProvinces(db)]);
    const statesByCountry = new Map<number, Country["stateProvinces"]>();
    for (const state of states.sort((a, b) => byName.compare(a.name, b.name) || a.id - b.id)) {
      const list = statesByCountry.get(state.countryId) ?? [];
      list.push(state);
      statesByCountry.set(state.countryId, list);
    }
    const items = countries
      .sort((a, b) => byName.compare(a.name, b.name) || a.id - b.id)
      .map((c) => ({ ...c, stateProvinces: statesByCountry.get(c.id) ?? [] }));
    return { items };
  }

  return {
    getAll(): Promise<CountryList> {
      cached ??= load().catch((err) => {
        cached = null; // do not keep a failure
        throw err;
      });
      return cached;
    },

    /** Whether the country exists (other modules: a profile's country). */
    countryExists(id: number, tx: DbOrTx = db): Promise<boolean> {
      return countryExists(tx, id);
    },

    /** The country a state or province belongs to, or undefined when there is no such state. */
    stateProvinceCountry(id: number, tx: DbOrTx = db): Promise<number | undefined> {
      return stateProvinceCountry(tx, id);
    },

    /** A state or province (country, code, name), or undefined (partner registration: the shop's province). */
    stateProvince(id: number, tx: DbOrTx = db) {
      return findStateProvince(tx, id);
    },
  };
}

export type CountriesService = ReturnType<typeof createCountriesService>;
