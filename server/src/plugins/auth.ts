import { abpTexts } from "@dutchpot/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { ForbiddenError, UnauthorizedError } from "../lib/errors.ts";
import { loadJwtSecret, TokenService } from "../lib/tokens.ts";
import { isApiRequest } from "./paths.ts";
import { customerTenantId } from "./request-context.ts";

/**
 * Decides whether a token was revoked (its account deleted, its token version bumped by a password
 * change); false until a module says otherwise (the auth module installs the users-table check).
 */
export type RevocationCheck = (jti: string, userId: number, issuedAt: number, tokenVersion: number) => Promise<boolean>;

type Guard = (request: FastifyRequest) => Promise<void>;

declare module "fastify" {
  interface FastifyInstance {
    /** Signs and verifies access tokens. */
    tokens: TokenService;
    /** preHandler: 401 envelope unless a valid bearer token was sent. */
    requireUser: Guard;
    /**
     * preHandler of calls on the caller's own account data: 401 when anonymous, 403 when the
     * user's tenant is not the storefront's (docs/decisions/012-request-context.md).
     */
    requireOwnStorefront: Guard;
    /** preHandler: 401 when anonymous, 403 unless the user holds one of these roles. */
    requireRole: (...roles: string[]) => Guard;
    /** Whether a verified token has since been revoked. */
    isRevoked: (jti: string, userId: number, issuedAt: number, tokenVersion?: number) => Promise<boolean>;
    /** Replaces the revocation check for the whole app (account deletion installs one). */
    setRevocationCheck: (check: RevocationCheck) => void;
  }
}

const bearer = /^Bearer\s+(\S+)\s*$/i;

/**
 * Bearer-token authentication (ABP semantics): a valid token sets `request.user`; an invalid or
 * expired one leaves the request anonymous, so anonymous routes still work and protected routes
 * answer 401 (`requireUser`) or 403 (`requireRole`).
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  const secret = loadJwtSecret({ secret: app.config.JWT_SECRET, dataDir: app.config.DATA_DIR });
  const tokens = new TokenService(secret, app.config.JWT_EXPIRE_SECONDS);
  // The check lives in a box shared by every encapsulation context, so replacing it anywhere applies everywhere.
  const revocation: { check: RevocationCheck } = { check: async () => false };

  app.decorate("tokens", tokens);
  app.decorate("isRevoked", (jti: string, userId: number, issuedAt: number, tokenVersion = 0) =>
    revocation.check(jti, userId, issuedAt, tokenVersion),
  );
  app.decorate("setRevocationCheck", (check: RevocationCheck) => {
    revocation.check = check;
  });

  const requireUser: Guard = async (request) => {
    if (!request.user) throw new UnauthorizedError();
  };
  app.decorate("requireUser", requireUser);
  app.decorate("requireOwnStorefront", async (request: FastifyRequest) => {
    if (!request.user) throw new UnauthorizedError();
    customerTenantId(request);
  });
  app.decorate("requireRole", (...roles: string[]): Guard => {
    const wanted = roles.map((r) => r.toLowerCase());
    return async (request) => {
      if (!request.user) throw new UnauthorizedError();
      if (!request.user.roles.some((r) => wanted.includes(r.toLowerCase()))) {
        throw new ForbiddenError(
          `${abpTexts.forbidden} At least one of these permissions must be granted: ${roles.join(", ")}`,
        );
      }
    };
  });

  app.addHook("onRequest", async (request) => {
    // Pages, files, media and health probes answer the same to anyone: no token to verify there.
    if (!isApiRequest(request)) return;
    const match = bearer.exec(request.headers.authorization ?? "");
    if (!match?.[1]) return;
    const checked = await tokens.verify(match[1]);
    if (!checked.ok) {
      request.log.debug({ reason: checked.reason }, "bearer token ignored");
      return;
    }
    const { claims } = checked;
    if (await revocation.check(claims.jti, claims.userId, claims.issuedAt, claims.tokenVersion)) return;
    request.user = { id: claims.userId, tenantId: claims.tenantId, roles: claims.roles, tokenId: claims.jti };
  });
});
