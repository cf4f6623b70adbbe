import type { CustomerProfile } from "@dutchpot/contract";
import { useQuery } from "@tanstack/react-query";
import { callApi } from "../../../lib/api/index.ts";
import { useAuth } from "../../../lib/auth.tsx";
import { paymentKeys } from "./keys.ts";

/** The signed-in customer's name and email, sent with the payment (nothing is fetched for a guest). */
export function usePayer() {
  const { isSignedIn } = useAuth();
  return useQuery({
    queryKey: paymentKeys.payer(),
    queryFn: (): Promise<CustomerProfile> => callApi("Customers.Profile"),
    enabled: isSignedIn,
    staleTime: 5 * 60_000,
  });
}
