import type { Subscription } from "@dutchpot/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../lib/api/index.ts";
import { useAuth } from "../../../lib/auth.tsx";
import { subscriptionKeys } from "./keys.ts";

/** `GET OrdersSubscription/Get?id=`: one of the caller's subscriptions (another's answers 404). */
export function getSubscription(id: number): Promise<Subscription> {
  return callApi("OrdersSubscription.Get", { query: { id } });
}

export function subscriptionQueryOptions(id: number) {
  return queryOptions({ queryKey: subscriptionKeys.detail(id), queryFn: () => getSubscription(id) });
}

/** The subscription, fetched only for a signed-in customer and a well-formed id. */
export function useSubscription(id: number | null) {
  const { isSignedIn } = useAuth();
  return useQuery({ ...subscriptionQueryOptions(id ?? 0), enabled: isSignedIn && id !== null });
}
