import { orderStatusName } from "@dutchpot/contract/constants";

/** The locale key of an order status's label (the storefront's labels: one wording for both sides). */
export function statusKey(status: number): string {
  return `orders.statuses.${orderStatusName(status) ?? "unknown"}`;
}
