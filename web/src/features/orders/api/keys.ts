/** Query keys of the orders feature. */
export const orderKeys = {
  all: ["orders"] as const,
  /** `GET Orders/GetAllByCustomer`: the caller's orders, page by page. */
  list: () => [...orderKeys.all, "list"] as const,
  /** `GET Orders/Get?id=`: one of the caller's orders. */
  order: (orderId: number) => [...orderKeys.all, "order", orderId] as const,
};
