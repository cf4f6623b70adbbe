/** One key factory for every cart query, so each cart mutation refreshes every screen showing a cart. */
export const cartKeys = {
  all: ["cart"] as const,
  /** `GET ShoppingCart/GetCustomersCarts`: every open cart of the owner (customer or guest). */
  list: () => [...cartKeys.all, "list"] as const,
};
