import type { Order, OrderPage, ReportProblemInput } from "@dutchpot/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { invalidateOrderData } from "../../../components/order-summary/order-data.ts";
import { callApi } from "../../../lib/api/index.ts";
import { helpKeys } from "./keys.ts";

/** `POST Orders/ReportProblem {id, kind, note}`: answers the order with its problems. */
export function reportProblem(input: ReportProblemInput): Promise<Order> {
  return callApi("Orders.ReportProblem", { body: input });
}

/**
 * Reports a problem; the answered order replaces its row in the cached list (its report shows at
 * once), and every other copy of the order (its page, the orders list) is refetched.
 */
export function useReportProblem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportProblem,
    onSuccess: (order) => {
      queryClient.setQueryData<OrderPage>(helpKeys.recentOrders(), (page) =>
        page ? { ...page, items: page.items.map((o) => (o.id === order.id ? order : o)) } : page,
      );
      void invalidateOrderData(queryClient, [helpKeys.recentOrders()]);
    },
  });
}
