import type { FastifyInstance } from "fastify";
import { defineRoute } from "../../lib/define-route.ts";
import { ok } from "../../lib/envelope.ts";
import { consoleScope } from "../../plugins/console-scope.ts";

/**
 * `MerchantPromotions/*` (merchant console, tenant admins): the admin's promotion codes. Every call
 * acts for the token's tenant only (docs/decisions/031-consoles.md); another tenant's shop or code
 * is a 404.
 */
export async function promotionsConsoleRoutes(app: FastifyInstance) {
  const service = app.services.promotionsConsole;
  const preHandler = app.requireTenantAdmin;

  defineRoute(app, "MerchantPromotions.GetAll", { preHandler }, async (request) =>
    ok(await service.list(consoleScope(request), request.query)),
  );

  defineRoute(app, "MerchantPromotions.Create", { preHandler }, async (request) =>
    ok(await service.create(consoleScope(request), request.body)),
  );

  defineRoute(app, "MerchantPromotions.Update", { preHandler }, async (request) =>
    ok(await service.update(consoleScope(request), request.body)),
  );

  defineRoute(app, "MerchantPromotions.End", { preHandler }, async (request) =>
    ok(await service.end(consoleScope(request), request.body.id)),
  );
}
