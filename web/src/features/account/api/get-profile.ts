import type { CustomerProfile } from "@dutchpot/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../lib/api/index.ts";
import { useAuth } from "../../../lib/auth.tsx";
import { accountKeys } from "./keys.ts";

/** `POST Customers/Profile`: the signed-in customer's own profile. */
export function getProfile(): Promise<CustomerProfile> {
  return callApi("Customers.Profile");
}

export function profileQueryOptions() {
  return queryOptions({ queryKey: accountKeys.profile(), queryFn: getProfile });
}

/** The profile while signed in (nothing is fetched for a guest). */
export function useProfile() {
  const { isSignedIn } = useAuth();
  return useQuery({ ...profileQueryOptions(), enabled: isSignedIn });
}
