/** Query keys of the help feature. */
export const helpKeys = {
  all: ["help"] as const,
  /** `GET Orders/GetAllByCustomer`, first page: the orders help is offered for. */
  recentOrders: () => [...helpKeys.all, "recent-orders"] as const,
};
