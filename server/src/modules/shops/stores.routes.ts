import type { FastifyInstance, FastifyRequest } from "fastify";
import { defineRoute } from "../../lib/define-route.ts";
import { ok } from "../../lib/envelope.ts";
import type { Viewer } from "./stores.service.ts";

const viewer = (request: FastifyRequest): Viewer => ({
  marketplaceTenantId: request.storefront.tenantId,
  userId: request.user?.id ?? null,
});

/** Store discovery: near me, store lists, store search and the store page's header data. */
export async function storesRoutes(app: FastifyInstance) {
  const service = app.services.stores;

  defineRoute(app, "Shop.NearMe", {}, async (request) =>
    ok(await service.nearMe(viewer(request), request.body, { pickupOnly: false })),
  );
  defineRoute(app, "Shop.PickupShopsNearMe", {}, async (request) =>
    ok(await service.nearMe(viewer(request), request.body, { pickupOnly: true })),
  );

  defineRoute(app, "Shop.GetAllShopsByCategory", {}, async (request) =>
    ok(await service.byCategory(viewer(request), request.query)),
  );

  defineRoute(app, "Shop.GetAllHomeChefs", {}, async (request) =>
    ok(await service.byKinds(viewer(request), ["homeChef"], request.query)),
  );

  defineRoute(app, "Shop.GetAllConvinienceStores", {}, async (request) =>
    ok(await service.byKinds(viewer(request), ["convenience", "grocery"], request.query)),
  );

  defineRoute(app, "Shop.SearchStores", {}, async (request) =>
    ok(await service.search(viewer(request), request.query)),
  );

  defineRoute(app, "Shop.GetStoreInfo", {}, async (request) =>
    ok(await service.storeInfo(viewer(request), request.query.Id)),
  );
}
