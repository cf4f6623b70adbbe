import { abpTexts } from "@dutchpot/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { ForbiddenError } from "../lib/errors.ts";

/** The signed-in principal carried by a verified bearer token. */
export interface AuthUser {
  id: number;
  tenantId: number | null;
  roles: string[];
  /** The token's `jti`, for revocation. */
  tokenId?: string;
}

/** How the storefront was chosen (docs/decisions/012-request-context.md). */
export type StorefrontSource = "header" | "cookie" | "host" | "default";

/** The storefront being browsed: a marketplace tenant, never taken from the token. */
export interface Storefront {
  tenantId: number;
  source: StorefrontSource;
}

/** Who is calling: a signed-in user (with the tenant of their account), a guest, or nobody. */
export type Actor =
  | { kind: "user"; userId: number; tenantId: number | null; roles: string[] }
  | { kind: "guest"; guestId: string }
  | { kind: "anonymous" };

declare module "fastify" {
  interface FastifyContextConfig {
    /** `false`: the route needs no storefront, so no tenant look-up runs for it (health probes). */
    storefront?: false;
  }
  interface FastifyRequest {
    /** The storefront this request browses (host, header, cookie or default; resolved by the tenant plugin). */
    storefront: Storefront;
    /** The caller, derived from `user` and `guestId`. */
    readonly actor: Actor;
    /** The verified bearer-token user, or null for anonymous requests. */
    user: AuthUser | null;
    /** The guest id header (a uuid) of a visitor without a token, or null. */
    guestId: string | null;
  }
}

/**
 * The tenant whose customer data (profile, carts, likes, archive) a call reads or writes: the
 * signed-in user's own tenant, which must be the storefront's (403 otherwise, so a customer's
 * data never shows on another brand); for a guest, or a host user without a tenant, the storefront's.
 */
export function customerTenantId(request: FastifyRequest): number {
  const { actor, storefront } = request;
  if (actor.kind !== "user" || actor.tenantId === null) return storefront.tenantId;
  if (actor.tenantId !== storefront.tenantId) throw new ForbiddenError(abpTexts.tenantMismatch);
  return actor.tenantId;
}

/**
 * Request context decorations with safe defaults; the auth, tenant and guest plugins fill them in
 * (docs/decisions/012-request-context.md, 003-guest-id-header.md).
 */
export const requestContextPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest("storefront", null as unknown as Storefront);
  app.decorateRequest("user", null);
  app.decorateRequest("guestId", null);
  // A getter, so the actor can never disagree with `user` and `guestId` (the tenant plugin may
  // still sign a user out when their tenant was deactivated).
  app.decorateRequest("actor", {
    getter(this: FastifyRequest): Actor {
      if (this.user) {
        const { id, tenantId, roles } = this.user;
        return { kind: "user", userId: id, tenantId, roles };
      }
      if (this.guestId) return { kind: "guest", guestId: this.guestId };
      return { kind: "anonymous" };
    },
  });
});
