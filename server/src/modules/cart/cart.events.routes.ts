import { cartPaths } from "@dutchpot/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { UnauthorizedError } from "../../lib/errors.ts";
import { customerTenantId } from "../../plugins/request-context.ts";
import { cartStreamOf } from "./cart.events.ts";
import type { CartOwner } from "./cart.repository.ts";

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const EventsQuerySchema = z.object({
  /** The guest id, for an EventSource (it cannot send the X-Guest-Id header). */
  guestId: z.string().max(64).optional(),
  /** The bearer token, for an EventSource (it cannot send the Authorization header). */
  access_token: z.string().max(4096).optional(),
  /** Replay after this seq when the Last-Event-ID header is absent. */
  lastEventId: z.string().max(16).optional(),
});

type EventsQuery = z.infer<typeof EventsQuerySchema>;

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
  if (!request.guestId && guestId && uuid.test(guestId)) request.guestId = guestId.toLowerCase();
}

/** `GET ShoppingCart/Events`: the owner's `cart.changed` events as server-sent events (docs/events.md). */
export async function cartEventsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    cartPaths.events.path,
    {
      schema: {
        tags: ["ShoppingCart"],
        security: [{ bearerAuth: [] }, {}],
        summary: "Server-sent events: cart.changed {cartId, shopId} for the caller's carts (Last-Event-ID replays)",
        querystring: EventsQuerySchema,
      },
    },
    async (request, reply) => {
      await identifyFromQuery(app, request, request.query);
      const tenantId = customerTenantId(request);
      const { actor } = request;
      let owner: CartOwner;
      if (actor.kind === "user") owner = { tenantId, userId: actor.userId, guestId: null };
      else if (actor.kind === "guest") owner = { tenantId, userId: null, guestId: actor.guestId };
      else throw new UnauthorizedError();
      await app.sse.open(request, reply, cartStreamOf(owner));
    },
  );
}
