import { guestIdPattern } from "@dutchpot/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";

/** The identity an event-stream route also accepts in its query string. */
export interface EventStreamIdentityQuery {
  access_token?: string;
  guestId?: string;
}

/**
 * Identifies the caller of an event-stream route (`ShoppingCart/Events`, `Orders/Events`) from the
 * query string, because a browser's EventSource cannot set headers. Headers win; only these routes
 * take the token and guest id from the query. The token is checked as the auth plugin checks a
 * bearer (signature, expiry, revocation, the user's tenant still active); a bad one leaves the
 * caller anonymous (the route answers 401).
 */
export async function identifyFromQuery(
  app: FastifyInstance,
  request: FastifyRequest,
  query: EventStreamIdentityQuery,
) {
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
