import { type EndpointParsedQuery, guestIdPattern } from "@dutchpot/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { defineRoute } from "../../lib/define-route.ts";
import { UnauthorizedError } from "../../lib/errors.ts";
import { customerTenantId } from "../../plugins/request-context.ts";
import { cartStreamOf } from "./cart.events.ts";
import type { CartOwner } from "./cart.repository.ts";

/** guestId and access_token for an EventSource (it cannot send headers); lastEventId when Last-Event-ID is absent. */
type EventsQuery = EndpointParsedQuery<"ShoppingCart.Events">;

/**
 * Headers win; only this route also takes the token and guest id from the query string, because
 * a browser's EventSource cannot set headers. The token is checked as the auth plugin checks a
 * bearer (signature, expiry, revocation, the user's tenant still active).
 */
async function identifyFromQuery(app: FastifyInstance, request: FastifyRequest, query: EventsQuery) {
  const { access_token: token, guestId } = query;
  if (!request.user && token) {
    const checked = await app.tokens.verify(token);
    if (checked.ok) {
      const { claims } = checked;
      const revoked = await app.isRevoked(claims.jti, claims.userId, claims.issuedAt, claims.tokenVersion);
      const tenantActive = claims.tenantId === null || (await app.tenantDirectory.byId(claims.tenantId)) !== null;
      if (!revoked && tenantActive) {
        request.user = { id: claims.userId, tenantId: claims.tenantId, roles: claims.roles, tokenId: claims.jti };
      }
    }
  }
  if (!request.guestId && guestId && guestIdPattern.test(guestId)) request.guestId = guestId.toLowerCase();
}

/** `GET ShoppingCart/Events`: the owner's `cart.changed` events as server-sent events (docs/events.md). */
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
