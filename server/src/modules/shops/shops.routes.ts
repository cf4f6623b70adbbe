import type { FastifyInstance } from "fastify";
import { defineRoute } from "../../lib/define-route.ts";

/**
 * Shop directory reference lists: `ShopType/GetAll` (reference data, the same for every storefront)
 * and `Shop/GetShopTags` (per storefront), both answered from the read cache (decision 033).
 */
export async function shopsRoutes(app: FastifyInstance) {
  const service = app.services.shops;
  const cache = app.readCache;

  defineRoute(app, "ShopType.GetAll", {}, (request, reply) =>
    cache.answer(request, reply, { scope: "global", fill: () => service.getShopTypes(request.query) }),
  );

  defineRoute(app, "Shop.GetShopTags", {}, (request, reply) => {
    const tenantId = request.storefront.tenantId;
    return cache.answer(request, reply, {
      scope: { tenantId },
      fill: () => service.getShopTags(tenantId, request.query),
    });
  });
}
