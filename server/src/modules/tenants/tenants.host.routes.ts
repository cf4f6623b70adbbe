import type { FastifyInstance } from "fastify";
import { defineRoute } from "../../lib/define-route.ts";
import { ok } from "../../lib/envelope.ts";

/**
 * The host console's tenant calls (`Tenant/*`, docs/host-console.md): host admins only (a token
 * without a tenant and the hostAdmin role; anybody else 403, nobody signed in 401).
 */
export async function tenantsHostRoutes(app: FastifyInstance) {
  const service = app.services.tenantsHost;
  const hostOnly = { preHandler: app.requireHostAdmin };

  defineRoute(app, "Tenant.GetAll", hostOnly, async (request) => ok(await service.list(request.query)));
  defineRoute(app, "Tenant.Get", hostOnly, async (request) => ok(await service.get(request.query.id)));
  defineRoute(app, "Tenant.CreateStorefront", hostOnly, async (request) =>
    ok(await service.createStorefront(request.body)),
  );
  defineRoute(app, "Tenant.UpdateBrand", hostOnly, async (request) => ok(await service.updateBrand(request.body)));
  defineRoute(app, "Tenant.Deactivate", hostOnly, async (request) => ok(await service.deactivate(request.body.id)));
  defineRoute(app, "Tenant.Activate", hostOnly, async (request) => ok(await service.activate(request.body.id)));
}
