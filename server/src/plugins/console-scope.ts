import { abpTexts } from "@dutchpot/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { ForbiddenError, UnauthorizedError } from "../lib/errors.ts";

/**
 * Who a console call acts for (docs/decisions/031-consoles.md): the merchant console's tenant admin
 * (their partner or marketplace tenant, from the token, never from a header) or a host admin.
 */
export interface ConsoleScope {
  /** The admin's own tenant: every shop, item, order and promotion a merchant call touches belongs to it. */
  tenantId: number;
  userId: number;
}

type Guard = (request: FastifyRequest) => Promise<void>;

declare module "fastify" {
  interface FastifyInstance {
    /** preHandler of merchant-console calls: 401 when signed out, 403 unless a tenant admin of a tenant. */
    requireTenantAdmin: Guard;
    /** preHandler of host-console calls: 401 when signed out, 403 unless a host admin (no tenant). */
    requireHostAdmin: Guard;
  }
}

const hasRole = (request: FastifyRequest, role: string) =>
  request.user?.roles.some((r) => r.toLowerCase() === role.toLowerCase()) ?? false;

/**
 * The scope of a merchant-console call (after `requireTenantAdmin`): the token's tenant. A shop,
 * item, order or promotion outside it is answered 404 by the module, so ids reveal nothing.
 */
export function consoleScope(request: FastifyRequest): ConsoleScope {
  const user = request.user;
  if (!user) throw new UnauthorizedError();
  if (user.tenantId === null || !hasRole(request, "tenantAdmin")) {
    throw new ForbiddenError(`${abpTexts.forbidden} At least one of these permissions must be granted: tenantAdmin`);
  }
  return { tenantId: user.tenantId, userId: user.id };
}

/** The console guards; the storefront header plays no part in who a console call acts for. */
export const consoleScopePlugin = fp(async (app: FastifyInstance) => {
  app.decorate("requireTenantAdmin", async (request: FastifyRequest) => {
    consoleScope(request);
  });
  app.decorate("requireHostAdmin", async (request: FastifyRequest) => {
    if (!request.user) throw new UnauthorizedError();
    if (request.user.tenantId !== null || !hasRole(request, "hostAdmin")) {
      throw new ForbiddenError(`${abpTexts.forbidden} At least one of these permissions must be granted: hostAdmin`);
    }
  });
});
