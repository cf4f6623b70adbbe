import type { CustomerProfile } from "@dutchpot/contract";
import { identityPaths } from "@dutchpot/contract/constants";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { useAuth } from "../../../lib/auth.tsx";
import { accountKeys } from "./keys.ts";

/** `POST Customers/Profile`: the signed-in customer's own profile. */
export function getProfile(): Promise<CustomerProfile> {
  return api.post<CustomerProfile>(identityPaths.profile);
}

export function profileQueryOptions() {
  return queryOptions({ queryKey: accountKeys.profile(), queryFn: getProfile });
}

/** The profile while signed in (nothing is fetched for a guest). */
export function useProfile() {
  const { isSignedIn } = useAuth();
  return useQuery({ ...profileQueryOptions(), enabled: isSignedIn });
}
