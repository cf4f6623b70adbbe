import type { Order, RateOrderInput, ReorderResult } from "@dutchpot/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../lib/api/index.ts";
import { orderKeys } from "./keys.ts";

/** Puts an order the server answered into the cache (its page) and marks the list stale. */
function useStoreOrder() {
  const queryClient = useQueryClient();
  return (order: Order) => {
    queryClient.setQueryData(orderKeys.order(order.id), order);
    void queryClient.invalidateQueries({ queryKey: orderKeys.list() });
  };
}

/** `POST Orders/Cancel`: a scheduled or confirmed order, refunded in full (409 once it is being prepared). */
export function useCancelOrder() {
  const store = useStoreOrder();
  return useMutation({
    mutationFn: (orderId: number) => callApi("Orders.Cancel", { body: { id: orderId } }),
    onSuccess: store,
  });
}

/** `POST Orders/Rate`: 1–5 stars and an optional comment, once, after delivery or pickup. */
export function useRateOrder() {
  const store = useStoreOrder();
  return useMutation({
    mutationFn: (input: RateOrderInput) => callApi("Orders.Rate", { body: input }),
    onSuccess: store,
  });
}

/**
 * `POST Orders/Reorder`: the order's lines into the caller's cart of its shop. Every cached read is
 * refreshed afterwards (the cart is another feature's query).
 */
export function useReorder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: number): Promise<ReorderResult> => callApi("Orders.Reorder", { body: { id: orderId } }),
    onSuccess: () => {
      void queryClient.invalidateQueries();
    },
  });
}
