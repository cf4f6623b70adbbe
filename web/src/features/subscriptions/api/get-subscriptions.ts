import type { SubscriptionPage } from "@dutchpot/contract";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { callApi } from "../../../lib/api/index.ts";
import { useAuth } from "../../../lib/auth.tsx";
import { subscriptionKeys } from "./keys.ts";

/** Subscriptions fetched per "Show more". */
export const subscriptionsPageSize = 10;

/** `GET OrdersSubscription/GetCustomersSubscriptions`: the caller's subscriptions, newest first, one page. */
export function getSubscriptions(skipCount: number): Promise<SubscriptionPage> {
  return callApi("OrdersSubscription.GetCustomersSubscriptions", {
    query: { SkipCount: skipCount, MaxResultCount: subscriptionsPageSize },
  });
}

export function subscriptionsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: subscriptionKeys.list(),
    queryFn: ({ pageParam }) => getSubscriptions(pageParam),
    initialPageParam: 0,
    // The next page starts after every row fetched so far, until the total is reached.
    getNextPageParam: (last, pages) => {
      const fetched = pages.reduce((sum, page) => sum + page.items.length, 0);
      return last.items.length > 0 && fetched < last.totalCount ? fetched : undefined;
    },
  });
}

/** The pages fetched so far (nothing is fetched for a guest: subscriptions belong to accounts). */
export function useSubscriptions() {
  const { isSignedIn } = useAuth();
  return useInfiniteQuery({ ...subscriptionsQueryOptions(), enabled: isSignedIn });
}
