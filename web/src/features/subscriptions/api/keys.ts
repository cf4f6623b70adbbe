import { orderDataKeys } from "../../../components/order-summary/order-data.ts";

/** Query keys of the subscriptions feature (one factory, so each action refreshes the right entries). */
export const subscriptionKeys = {
  all: orderDataKeys.subscriptions,
  /** `GET OrdersSubscription/GetCustomersSubscriptions`, page after page. */
  list: () => [...subscriptionKeys.all, "list"] as const,
  /** `GET OrdersSubscription/Get?id=`. */
  detail: (id: number) => [...subscriptionKeys.all, "detail", id] as const,
};
