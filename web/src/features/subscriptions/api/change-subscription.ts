import type { Subscription } from "@dutchpot/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { invalidateOrderData } from "../../../components/order-summary/order-data.ts";
import { callApi } from "../../../lib/api/index.ts";
import { subscriptionKeys } from "./keys.ts";

export type SubscriptionAction = "pause" | "resume" | "cancel";

const endpointOf = {
  pause: "OrdersSubscription.Pause",
  resume: "OrdersSubscription.Resume",
  cancel: "OrdersSubscription.Cancel",
} as const;

/** `POST OrdersSubscription/Pause|Resume|Cancel {id}`: answers the subscription as it now stands. */
export function changeSubscription(action: SubscriptionAction, id: number): Promise<Subscription> {
  return callApi(endpointOf[action], { body: { id } });
}

/**
 * One action on a subscription: the answer replaces the cached detail, and every subscription and
 * order query is refetched (a cancel may refund and cancel the last order). A refused action (409)
 * leaves them as they were.
 */
export function useChangeSubscription(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: SubscriptionAction) => changeSubscription(action, id),
    onSuccess: (subscription) => {
      queryClient.setQueryData(subscriptionKeys.detail(id), subscription);
      void invalidateOrderData(queryClient, [subscriptionKeys.detail(id)]);
    },
  });
}
