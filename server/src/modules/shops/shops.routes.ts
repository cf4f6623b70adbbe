import type { FastifyInstance } from "fastify";
import { defineRoute } from "../../lib/define-route.ts";
import { ok } from "../../lib/envelope.ts";

/** Shop directory reference lists: `ShopType/GetAll` and `Shop/GetShopTags`. */
export async function shopsRoutes(app: FastifyInstance) {
  const service = app.services.shops;

  defineRoute(app, "ShopType.GetAll", {}, async (request) => ok(await service.getShopTypes(request.query)));

  defineRoute(app, "Shop.GetShopTags", {}, async (request) =>
    ok(await service.getShopTags(request.storefront.tenantId, request.query)),
  );
}
