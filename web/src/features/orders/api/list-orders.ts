import type { OrderPage } from "@dutchpot/contract";
import { useInfiniteQuery } from "@tanstack/react-query";
import { callApi } from "../../../lib/api/index.ts";
import { orderKeys } from "./keys.ts";

/** Orders fetched per page (more on scroll or "Show more"). */
export const ordersPageSize = 10;

/** `GET Orders/GetAllByCustomer?SkipCount=&MaxResultCount=`: the caller's orders, newest first. */
export function listOrders(skipCount: number, signal?: AbortSignal): Promise<OrderPage> {
  return callApi("Orders.GetAllByCustomer", {
    query: { SkipCount: skipCount, MaxResultCount: ordersPageSize },
    signal,
  });
}

/** The next page's offset: the rows loaded so far, while fewer than the total. */
export function nextSkip(pages: readonly OrderPage[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
  const last = pages.at(-1);
  if (!last || last.items.length === 0 || loaded >= last.totalCount) return undefined;
  return loaded;
}

/** The signed-in customer's or the guest's orders, page after page. */
export function useOrders() {
  return useInfiniteQuery({
    queryKey: orderKeys.list(),
    queryFn: ({ pageParam, signal }) => listOrders(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextSkip(pages),
  });
}
