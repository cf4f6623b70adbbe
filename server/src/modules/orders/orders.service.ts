import type { Db } from "../../db/client.ts";
import { paidOrderCount, scheduledCounts } from "./order-history.ts";

/**
 * Orders: the paid orders of customers and guests (the orders module owns orders, order_lines and
 * order_subscriptions). Other modules read order history only through this service.
 */
export function createOrdersService(_db: Db) {
  return {
    /** Orders booked per slot start (ISO instant) of a shop in [from, to) (hours: slot capacity). */
    scheduledCounts,
    /** The owner's paid orders in a storefront (pricing: first-order free delivery; promotions). */
    paidOrderCount,
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
