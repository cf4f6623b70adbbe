import type { OrderPage } from "@dutchpot/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../lib/api/index.ts";
import { helpKeys } from "./keys.ts";

/** How many recent orders Get Help lists. */
export const recentOrdersCount = 10;

/** `GET Orders/GetAllByCustomer`, first page: the caller's (customer's or guest's) newest orders. */
export function getRecentOrders(): Promise<OrderPage> {
  return callApi("Orders.GetAllByCustomer", { query: { SkipCount: 0, MaxResultCount: recentOrdersCount } });
}

export function recentOrdersQueryOptions() {
  return queryOptions({ queryKey: helpKeys.recentOrders(), queryFn: getRecentOrders });
}

/** The recent orders, for a signed-in customer or a guest (by the browser's guest id). */
export function useRecentOrders() {
  return useQuery(recentOrdersQueryOptions());
}
