import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/** The signed-in principal carried by a verified bearer token. */
export interface AuthUser {
  id: number;
  tenantId: number | null;
  roles: string[];
  /** The token's `jti`, for revocation. */
  tokenId?: string;
}

declare module "fastify" {
  interface FastifyRequest {
    /** The storefront/tenant this request acts in (resolved by the tenant plugin). */
    tenantId: number;
    /** The verified bearer-token user, or null for anonymous requests. */
    user: AuthUser | null;
    /** The guest id header (a uuid) of a visitor without a token, or null. */
    guestId: string | null;
  }
}

/**
 * Request context decorations with safe defaults; the auth, tenant and guest plugins fill them in
 * (docs/decisions/002-tenant-resolution.md, 003-guest-id-header.md).
 */
export const requestContextPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest("tenantId", 0);
  app.decorateRequest("user", null);
  app.decorateRequest("guestId", null);
});
