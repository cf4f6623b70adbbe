/** Query keys of the checkout screen's own reads (the cart itself is the cart feature's, passed in). */
export const checkoutKeys = {
  all: ["checkout"] as const,
  store: (shopId: number) => [...checkoutKeys.all, "store", shopId] as const,
  openingHours: (shopId: number) => [...checkoutKeys.all, "opening-hours", shopId] as const,
  deliverySlots: (shopId: number) => [...checkoutKeys.all, "delivery-slots", shopId] as const,
};
