import type { EndpointName } from "../constants/endpoints.ts";
import {
  AcceptOrderInputSchema,
  AdvanceOrderInputSchema,
  CancelOrderInputSchema,
  MerchantOrderBoardSchema,
  MerchantOrderEventsQuerySchema,
  MerchantOrderPageSchema,
  MerchantOrderQuerySchema,
  MerchantOrderSchema,
  MerchantOrdersRequestSchema,
  MerchantShopQuerySchema,
  RejectOrderInputSchema,
} from "../merchant-orders.ts";
import { OrderEventSchema } from "../orders.ts";
import type { EndpointSpec } from "./spec.ts";

const tag = "MerchantOrders";

/** The merchant console's order board (issue 15): the tenant admin's shops' orders; another tenant's → 404. */
export const merchantOrdersEndpoints = {
  "MerchantOrders.GetBoard": {
    summary:
      "A shop's live orders (confirmed, scheduled, processing, out for delivery, ready) and those finished today",
    tag,
    access: "tenantAdmin",
    query: MerchantShopQuerySchema,
    response: MerchantOrderBoardSchema,
    errors: [400, 401, 403, 404],
  },
  "MerchantOrders.GetAll": {
    summary: "A shop's orders, newest first (paged; optionally one status)",
    tag,
    access: "tenantAdmin",
    query: MerchantOrdersRequestSchema,
    response: MerchantOrderPageSchema,
    errors: [400, 401, 403, 404],
  },
  "MerchantOrders.Get": {
    summary: "One order of the admin's shops",
    tag,
    access: "tenantAdmin",
    query: MerchantOrderQuerySchema,
    response: MerchantOrderSchema,
    errors: [400, 401, 403, 404],
  },
  "MerchantOrders.Accept": {
    summary: "Accept a confirmed order with a preparation estimate (5–240 minutes): it is being prepared",
    tag,
    access: "tenantAdmin",
    body: AcceptOrderInputSchema,
    response: MerchantOrderSchema,
    errors: [400, 401, 403, 404, 409],
  },
  "MerchantOrders.Reject": {
    summary: "Reject a confirmed or scheduled order with a reason: cancelled and refunded in full",
    tag,
    access: "tenantAdmin",
    body: RejectOrderInputSchema,
    response: MerchantOrderSchema,
    errors: [400, 401, 403, 404, 409],
  },
  "MerchantOrders.Advance": {
    summary: "Move an order one step forward: out for delivery, delivered, ready for pickup, picked up",
    tag,
    access: "tenantAdmin",
    body: AdvanceOrderInputSchema,
    response: MerchantOrderSchema,
    errors: [400, 401, 403, 404, 409],
  },
  "MerchantOrders.Cancel": {
    summary:
      "Cancel an order not yet delivered or picked up, refunding all that is left or `refundAmount` dollars (Idempotency-Key honoured)",
    tag,
    access: "tenantAdmin",
    body: CancelOrderInputSchema,
    response: MerchantOrderSchema,
    errors: [400, 401, 403, 404, 409],
  },
  "MerchantOrders.Events": {
    summary:
      "Server-sent events: order.created and order.changed {orderId, shopId, status} of one of the admin's shops (Last-Event-ID replays)",
    tag,
    access: "tenantAdmin",
    query: MerchantOrderEventsQuerySchema,
    response: OrderEventSchema,
    eventStream: true,
    errors: [400, 401, 403, 404],
  },
} satisfies Partial<Record<EndpointName, EndpointSpec>>;
