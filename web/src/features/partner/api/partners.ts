import type { CountryList, CreateRiderApplicationInput, RegisterTenantInput } from "@dutchpot/contract";
import { useMutation, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../lib/api/index.ts";

/** `POST Tenant/Register`: the partner tenant, its admin and its (not yet live) shop. */
export function useRegisterPartner() {
  return useMutation({ mutationFn: (body: RegisterTenantInput) => callApi("Tenant.Register", { body }) });
}

/** `POST RiderApplication/Create`: stored for the storefront's review. */
export function useApplyToRide() {
  return useMutation({
    mutationFn: (body: CreateRiderApplicationInput) => callApi("RiderApplication.Create", { body }),
  });
}

/** `GET Country/Getall`: countries with their states or provinces (the registration's selects). */
export function useCountries() {
  return useQuery<CountryList>({
    queryKey: ["partner", "countries"],
    queryFn: () => callApi("Country.Getall"),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
