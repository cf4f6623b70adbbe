import type { FastifyInstance } from "fastify";
import { defineRoute } from "../../lib/define-route.ts";
import { identifyFromQuery } from "../../plugins/event-stream-identity.ts";
import { orderOwnerOf } from "./orders.routes.ts";

/**
 * `GET Orders/Events`: `order.created` and `order.changed` {orderId, shopId, status} as server-sent
 * events (docs/events.md): without `id` the caller's own stream, with `id` that order's stream once
 * the caller is shown to own it (else a 404 before the stream opens). The token or guest id may come
 * in the query string (an EventSource cannot send headers); Last-Event-ID replays what was missed.
 */
export async function orderEventsRoutes(app: FastifyInstance) {
  defineRoute(app, "Orders.Events", {}, async (request, reply) => {
    await identifyFromQuery(app, request, request.query);
    const stream = await app.services.orders.eventStreamOf(orderOwnerOf(request), request.query.id);
    await app.sse.open(request, reply, stream);
    return reply; // the stream owns the reply now
  });
}
