import type { FastifyInstance } from "fastify";
import { defineRoute } from "../../../lib/define-route.ts";
import { ok } from "../../../lib/envelope.ts";
import { consoleScope } from "../../../plugins/console-scope.ts";

/** `MerchantSales/Get` (merchant console, tenant admins): a shop's sales figures; another tenant's shop is a 404. */
export async function salesRoutes(app: FastifyInstance) {
  const service = app.services.sales;

  defineRoute(app, "MerchantSales.Get", { preHandler: app.requireTenantAdmin }, async (request) =>
    ok(await service.get(consoleScope(request), request.query)),
  );
}
