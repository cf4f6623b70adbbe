import type { FastifyInstance } from "fastify";
import { defineRoute } from "../../lib/define-route.ts";
import { ok } from "../../lib/envelope.ts";
import { consoleScope } from "../../plugins/console-scope.ts";

/**
 * `MerchantShop/*` (merchant console, tenant admins): the admin's shops, their settings, going live,
 * pause, hours and closures. Every call acts for the token's tenant only (docs/decisions/031-consoles.md);
 * another tenant's shop is a 404.
 */
export async function shopsConsoleRoutes(app: FastifyInstance) {
  const service = app.services.shopsConsole;
  const preHandler = app.requireTenantAdmin;

  defineRoute(app, "MerchantShop.GetAll", { preHandler }, async (request) =>
    ok(await service.list(consoleScope(request))),
  );
  defineRoute(app, "MerchantShop.Get", { preHandler }, async (request) =>
    ok(await service.get(consoleScope(request), request.query.id)),
  );
  defineRoute(app, "MerchantShop.Update", { preHandler }, async (request) =>
    ok(await service.update(consoleScope(request), request.body)),
  );
  defineRoute(app, "MerchantShop.SetLive", { preHandler }, async (request) =>
    ok(await service.setLive(consoleScope(request), request.body)),
  );
  defineRoute(app, "MerchantShop.Pause", { preHandler }, async (request) =>
    ok(await service.pause(consoleScope(request), request.body)),
  );
  defineRoute(app, "MerchantShop.GetHours", { preHandler }, async (request) =>
    ok(await service.getHours(consoleScope(request), request.query.id)),
  );
  defineRoute(app, "MerchantShop.SetHours", { preHandler }, async (request) =>
    ok(await service.setHours(consoleScope(request), request.body)),
  );
  defineRoute(app, "MerchantShop.AddClosure", { preHandler }, async (request) =>
    ok(await service.addClosure(consoleScope(request), request.body)),
  );
  defineRoute(app, "MerchantShop.RemoveClosure", { preHandler }, async (request) =>
    ok(await service.removeClosure(consoleScope(request), request.query)),
  );
}
