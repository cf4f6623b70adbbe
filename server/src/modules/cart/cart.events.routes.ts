import type { FastifyInstance } from "fastify";
import { defineRoute } from "../../lib/define-route.ts";
import { UnauthorizedError } from "../../lib/errors.ts";
import { identifyFromQuery } from "../../plugins/event-stream-identity.ts";
import { customerTenantId } from "../../plugins/request-context.ts";
import { cartStreamOf } from "./cart.events.ts";
import type { CartOwner } from "./cart.repository.ts";

/**
 * `GET ShoppingCart/Events`: the owner's `cart.changed` events as server-sent events (docs/events.md);
 * the token or guest id may come in the query string (an EventSource cannot send headers).
 */
export async function cartEventsRoutes(app: FastifyInstance) {
  defineRoute(app, "ShoppingCart.Events", {}, async (request, reply) => {
    await identifyFromQuery(app, request, request.query);
    const tenantId = customerTenantId(request);
    const { actor } = request;
    let owner: CartOwner;
    if (actor.kind === "user") owner = { tenantId, userId: actor.userId, guestId: null };
    else if (actor.kind === "guest") owner = { tenantId, userId: null, guestId: actor.guestId };
    else throw new UnauthorizedError();
    await app.sse.open(request, reply, cartStreamOf(owner));
    return reply; // the stream owns the reply now
  });
}
