import type { FastifyInstance, FastifyRequest } from "fastify";
import { defineRoute } from "../../lib/define-route.ts";
import { ok } from "../../lib/envelope.ts";
import { customerTenantId } from "../../plugins/request-context.ts";
import type { Caller } from "./auth.service.ts";

/**
 * The tenant, client IP, brand name (for message texts) and guest id of a request. The tenant is
 * the storefront's; a signed-in caller must be on their own storefront (403 otherwise).
 */
export async function callerOf(app: FastifyInstance, request: FastifyRequest): Promise<Caller> {
  const tenantId = customerTenantId(request);
  const tenant = await app.tenantDirectory.byId(tenantId);
  return { tenantId, ip: request.ip, brand: tenant?.name ?? "Dutchpot", guestId: request.guestId };
}

/** Sign-in, password reset by code and password change. */
export async function authRoutes(app: FastifyInstance) {
  const service = app.services.auth;

  defineRoute(app, "TokenAuth.Authenticate", {}, async (request) =>
    ok(await service.authenticate(request.body, await callerOf(app, request))),
  );

  defineRoute(app, "Account.SendPasswordResetCode", {}, async (request) =>
    ok(await service.sendPasswordResetCode(request.body, await callerOf(app, request))),
  );

  defineRoute(app, "Account.ResetPassword", {}, async (request) =>
    ok(await service.resetPassword(request.body, await callerOf(app, request))),
  );

  defineRoute(app, "User.ChangePassword", { preHandler: app.requireUser }, async (request) =>
    ok(await service.changePassword(request.user?.id ?? 0, request.body, await callerOf(app, request))),
  );
}
