import { orderDataKeys } from "../../../components/order-summary/order-data.ts";

/** Query keys of the orders feature (under the shared orders root, which Get Help's recent orders use too). */
export const orderKeys = {
  all: orderDataKeys.orders,
  /** `GET Orders/GetAllByCustomer`: the caller's orders, page by page. */
  list: () => [...orderKeys.all, "list"] as const,
  /** `GET Orders/Get?id=`: one of the caller's orders. */
  order: (orderId: number) => [...orderKeys.all, "order", orderId] as const,
};
