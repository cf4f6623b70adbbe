import { orderDataKeys } from "../../../components/order-summary/order-data.ts";

/** Query keys of the help feature. */
export const helpKeys = {
  /**
   * `GET Orders/GetAllByCustomer`, first page: the orders help is offered for. Under the shared
   * orders root, so every order change (cancel, rate, live events) refreshes it as it does the orders pages.
   */
  recentOrders: () => [...orderDataKeys.orders, "recent"] as const,
};
