import type { Order } from "@dutchpot/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../lib/api/index.ts";
import { orderKeys } from "./keys.ts";

/** `GET Orders/Get?id=`: one of the caller's orders (another's answers 404). */
export function getOrder(orderId: number): Promise<Order> {
  return callApi("Orders.Get", { query: { id: orderId } });
}

export function orderQueryOptions(orderId: number) {
  return queryOptions({ queryKey: orderKeys.order(orderId), queryFn: () => getOrder(orderId) });
}

/** The order, or nothing fetched when the id in the path is not a number (the page says not found). */
export function useOrder(orderId: number | null) {
  return useQuery({ ...orderQueryOptions(orderId ?? 0), enabled: orderId !== null });
}
