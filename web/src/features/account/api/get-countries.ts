import type { CountryList } from "@dutchpot/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { accountKeys } from "./keys.ts";

/** `GET Country/Getall`: countries with their states, for the profile's selects. */
export function getCountries(): Promise<CountryList> {
  return api.get<CountryList>("services/app/Country/Getall");
}

export function useCountries() {
  return useQuery(queryOptions({ queryKey: accountKeys.countries(), queryFn: getCountries, staleTime: Infinity }));
}
