import type { EndpointName } from "../constants/endpoints.ts";
import {
  OrderEventSchema,
  OrderEventsQuerySchema,
  OrderIdInputSchema,
  OrderSchema,
  RateOrderInputSchema,
  ReorderResultSchema,
  ReportProblemInputSchema,
} from "../orders.ts";
import {
  SubscriptionByIdQuerySchema,
  SubscriptionIdInputSchema,
  SubscriptionPageSchema,
  SubscriptionSchema,
  SubscriptionsRequestSchema,
} from "../subscriptions.ts";
import type { EndpointSpec } from "./spec.ts";

/** Orders that live and weekly subscriptions (issue 14). */
export const orderEndpoints = {
  "Orders.Cancel": {
    summary: "Cancel the caller's order while it is scheduled or confirmed; the payment is refunded in full",
    tag: "Orders",
    access: "cartOwner",
    body: OrderIdInputSchema,
    response: OrderSchema,
    errors: [400, 401, 403, 404, 409],
  },
  "Orders.Reorder": {
    summary: "Put the order's lines into the caller's cart of its shop (items no longer sold are named)",
    tag: "Orders",
    access: "cartOwner",
    body: OrderIdInputSchema,
    response: ReorderResultSchema,
    errors: [400, 401, 403, 404, 409],
  },
  "Orders.Rate": {
    summary: "Rate a delivered or picked-up order, 1–5 stars and a comment, once",
    tag: "Orders",
    access: "cartOwner",
    body: RateOrderInputSchema,
    response: OrderSchema,
    errors: [400, 401, 403, 404, 409],
  },
  "Orders.ReportProblem": {
    summary: "Report a problem with an order (missing item, wrong item, late, other) for the shop",
    tag: "Orders",
    access: "cartOwner",
    body: ReportProblemInputSchema,
    response: OrderSchema,
    errors: [400, 401, 403, 404, 409],
  },
  "Orders.Events": {
    summary:
      "Server-sent events: order.created and order.changed {orderId, shopId, status} for the caller's orders, or one order's with id (Last-Event-ID replays)",
    tag: "Orders",
    access: "cartOwner",
    query: OrderEventsQuerySchema,
    response: OrderEventSchema,
    eventStream: true,
    errors: [400, 401, 403, 404],
  },
  "OrdersSubscription.GetCustomersSubscriptions": {
    summary: "The caller's weekly subscriptions, newest first (paged)",
    tag: "OrdersSubscription",
    access: "signedIn",
    query: SubscriptionsRequestSchema,
    response: SubscriptionPageSchema,
    errors: [400, 401, 403],
  },
  "OrdersSubscription.Get": {
    summary: "One of the caller's subscriptions with its orders",
    tag: "OrdersSubscription",
    access: "signedIn",
    query: SubscriptionByIdQuerySchema,
    response: SubscriptionSchema,
    errors: [400, 401, 403, 404],
  },
  "OrdersSubscription.Pause": {
    summary:
      "Pause an active subscription: its orders not yet being prepared are cancelled and refunded, and no delivery is made or charged until it is resumed",
    tag: "OrdersSubscription",
    access: "signedIn",
    body: SubscriptionIdInputSchema,
    response: SubscriptionSchema,
    errors: [400, 401, 403, 404, 409],
  },
  "OrdersSubscription.Resume": {
    summary: "Resume a paused subscription from its next delivery day",
    tag: "OrdersSubscription",
    access: "signedIn",
    body: SubscriptionIdInputSchema,
    response: SubscriptionSchema,
    errors: [400, 401, 403, 404, 409],
  },
  "OrdersSubscription.Cancel": {
    summary: "Cancel a subscription; its orders not yet being prepared are cancelled and refunded in full",
    tag: "OrdersSubscription",
    access: "signedIn",
    body: SubscriptionIdInputSchema,
    response: SubscriptionSchema,
    errors: [400, 401, 403, 404, 409],
  },
} satisfies Partial<Record<EndpointName, EndpointSpec>>;
