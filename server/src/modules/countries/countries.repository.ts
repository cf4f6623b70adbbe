import { eq } from "drizzle-orm";
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

export async function countryExists(db: DbOrTx, id: number) {
  const [row] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, id));
  return row !== undefined;
}

export async function stateProvinceCountry(db: DbOrTx, id: number): Promise<number | undefined> {
  const [row] = await db
    .select({ countryId: stateProvinces.countryId })
    .from(stateProvinces)
    .where(eq(stateProvinces.id, id));
  return row?.countryId;
}

/** A state or province with its country and code ("ON"), or undefined when there is none. */
export async function findStateProvince(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: stateProvinces.id,
      countryId: stateProvinces.countryId,
      code: stateProvinces.code,
      name: stateProvinces.name,
    })
    .from(stateProvinces)
    .where(eq(stateProvinces.id, id));
  return row;
}
