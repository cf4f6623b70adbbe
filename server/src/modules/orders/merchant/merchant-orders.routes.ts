import type { FastifyInstance } from "fastify";
import { defineRoute } from "../../../lib/define-route.ts";
import { ok } from "../../../lib/envelope.ts";
import { consoleScope } from "../../../plugins/console-scope.ts";
import { identifyFromQuery } from "../../../plugins/event-stream-identity.ts";

/**
 * The merchant console's order board (`MerchantOrders/*`, access tenantAdmin; docs/orders.md
 * "Merchant actions"): scoped to the token's tenant, another tenant's shop or order is a 404.
 * `Cancel` honours an optional Idempotency-Key like Orders/Cancel. `Events` takes the token in the
 * query string (an EventSource cannot send headers) and streams the shop's `shop-orders:<shopId>`.
 * The service is the orders service's `merchant` part (built once, in the composition root).
 */
export async function merchantOrdersRoutes(app: FastifyInstance) {
  const service = app.services.orders.merchant;
  const admin = { preHandler: app.requireTenantAdmin };

  defineRoute(app, "MerchantOrders.GetBoard", admin, async (request) =>
    ok(await service.board(consoleScope(request), request.query.shopId)),
  );
  defineRoute(app, "MerchantOrders.GetAll", admin, async (request) =>
    ok(await service.list(consoleScope(request), request.query)),
  );
  defineRoute(app, "MerchantOrders.Get", admin, async (request) =>
    ok(await service.get(consoleScope(request), request.query.id)),
  );
  defineRoute(app, "MerchantOrders.Accept", admin, async (request) =>
    ok(await service.accept(consoleScope(request), request.body)),
  );
  defineRoute(app, "MerchantOrders.Reject", admin, async (request) =>
    ok(await service.reject(consoleScope(request), request.body)),
  );
  defineRoute(app, "MerchantOrders.Advance", admin, async (request) =>
    ok(await service.advance(consoleScope(request), request.body)),
  );
  defineRoute(app, "MerchantOrders.Cancel", { ...admin, config: { idempotent: true } }, async (request) =>
    ok(await service.cancel(consoleScope(request), request.body)),
  );

  defineRoute(app, "MerchantOrders.Events", {}, async (request, reply) => {
    await identifyFromQuery(app, request, request.query);
    const stream = await service.eventStreamOf(consoleScope(request), request.query.shopId);
    await app.sse.open(request, reply, stream);
    return reply; // the stream owns the reply now
  });
}
