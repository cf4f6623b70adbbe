import type { QueryClient, QueryKey } from "@tanstack/react-query";

/**
 * The query-key roots of the caller's orders and subscriptions. Orders, Get Help and Subscriptions
 * read the same server data but may not import each other (docs/decisions/015): each builds its keys
 * under these roots, so one invalidation reaches every copy (a list, one order, Help's recent orders,
 * a subscription's past orders).
 */
export const orderDataKeys = {
  orders: ["orders"] as const,
  subscriptions: ["subscriptions"] as const,
};

/**
 * Marks every order and subscription query stale; those on screen refetch. Called after any change
 * to an order (cancel, rate, reorder, a reported problem, a subscription action, a live event): a
 * subscription cancel may cancel its last order, and an order cancel changes a subscription's past orders.
 * `fresh` names the entries the caller has just put in the cache from the server's answer: they are left as they are.
 */
export function invalidateOrderData(queryClient: QueryClient, fresh: readonly QueryKey[] = []): Promise<void> {
  const kept = new Set(fresh.map((key) => JSON.stringify(key)));
  const predicate = (query: { queryKey: QueryKey }) => !kept.has(JSON.stringify(query.queryKey));
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: orderDataKeys.orders, predicate }),
    queryClient.invalidateQueries({ queryKey: orderDataKeys.subscriptions, predicate }),
  ]).then(() => undefined);
}
