import type { Cart, Order, RateOrderInput, ReorderResult } from "@dutchpot/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { invalidateOrderData } from "../../../components/order-summary/order-data.ts";
import { callApi } from "../../../lib/api/index.ts";
import { newIdempotencyKey } from "../../../lib/idempotency-key.ts";
import { readLocation } from "../../../lib/location.ts";
import { orderKeys } from "./keys.ts";

/** Each user action sends its own key: a double tap or a resent request never acts twice. */
const once = () => ({ "Idempotency-Key": newIdempotencyKey() });

/**
 * Puts an order the server answered into the cache (its page) and marks every other order and
 * subscription query stale (the list, Get Help, a subscription's past orders).
 */
function useStoreOrder() {
  const queryClient = useQueryClient();
  return (order: Order) => {
    queryClient.setQueryData(orderKeys.order(order.id), order);
    void invalidateOrderData(queryClient, [orderKeys.order(order.id)]);
  };
}

/** `POST Orders/Cancel`: a scheduled or confirmed order, refunded in full (409 once it is being prepared). */
export function useCancelOrder() {
  const store = useStoreOrder();
  return useMutation({
    mutationFn: (orderId: number) => callApi("Orders.Cancel", { body: { id: orderId }, headers: once() }),
    onSuccess: store,
  });
}

/** `POST Orders/Rate`: 1–5 stars and an optional comment, once, after delivery or pickup. */
export function useRateOrder() {
  const store = useStoreOrder();
  return useMutation({
    mutationFn: (input: RateOrderInput) => callApi("Orders.Rate", { body: input, headers: once() }),
    onSuccess: store,
  });
}

/**
 * A cart the reorder created has no address: it takes the stored delivery location, as a cart
 * created by the first Add does. Failing that is not the customer's problem (checkout asks).
 */
async function withStoredAddress(cart: Cart): Promise<void> {
  const location = readLocation();
  if (!location || cart.deliveryAddress) return;
  try {
    await callApi("ShoppingCart.UpdateShoppingCart", {
      body: {
        shoppingCartId: cart.id,
        deliveryAddress: location.placeName,
        latitude: location.latitude,
        longitude: location.longitude,
      },
    });
  } catch (error) {
    console.warn("Could not set the reordered cart's delivery address", error);
  }
}

/**
 * `POST Orders/Reorder`: the order's lines into the caller's cart of its shop. Every cached read is
 * refreshed afterwards (the cart is another feature's query).
 */
export function useReorder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (orderId: number): Promise<ReorderResult> => {
      const result = await callApi("Orders.Reorder", { body: { id: orderId }, headers: once() });
      await withStoredAddress(result.cart);
      return result;
    },
    onSuccess: () => {
      void queryClient.invalidateQueries();
    },
  });
}
