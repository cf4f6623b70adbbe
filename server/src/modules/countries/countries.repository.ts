import type { DbOrTx } from "../../db/client.ts";
import { countries, stateProvinces } from "../../db/schema/index.ts";

export interface CountryRow {
  id: number;
  name: string;
  code: string;
}

export interface StateProvinceRow {
  id: number;
  name: string;
  countryId: number;
}

export function listCountries(db: DbOrTx): Promise<CountryRow[]> {
  return db.select({ id: countries.id, name: countries.name, code: countries.code }).from(countries);
}

export function listStateProvinces(db: DbOrTx): Promise<StateProvinceRow[]> {
  return db
    .select({ id: stateProvinces.id, name: stateProvinces.name, countryId: stateProvinces.countryId })
    .from(stateProvinces);
}
