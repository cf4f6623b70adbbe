import type { CountryList } from "@dutchpot/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../lib/api/index.ts";
import { accountKeys } from "./keys.ts";

/** `GET Country/Getall`: countries with their states, for the profile's selects. */
export function getCountries(): Promise<CountryList> {
  return callApi("Country.Getall");
}

export function useCountries() {
  return useQuery(queryOptions({ queryKey: accountKeys.countries(), queryFn: getCountries, staleTime: Infinity }));
}
