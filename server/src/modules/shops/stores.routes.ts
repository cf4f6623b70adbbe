import type { OpeningState, StoreSummaryPage } from "@dutchpot/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { openingExpiry } from "../../cache/opening-expiry.ts";
import { defineRoute } from "../../lib/define-route.ts";
import { ok } from "../../lib/envelope.ts";
import type { Viewer } from "./stores.service.ts";

const viewer = (request: FastifyRequest): Viewer => ({
  marketplaceTenantId: request.storefront.tenantId,
  userId: request.user?.id ?? null,
});

/**
 * Store discovery: near me, store lists, store search and the store page's header data. Near me
 * (a point anywhere) is computed per request; the rest comes from the read cache (decision 033).
 */
export async function storesRoutes(app: FastifyInstance) {
  const service = app.services.stores;

  defineRoute(app, "Shop.NearMe", {}, async (request) =>
    ok(await service.nearMe(viewer(request), request.body, { pickupOnly: false })),
  );
  defineRoute(app, "Shop.PickupShopsNearMe", {}, async (request) =>
    ok(await service.nearMe(viewer(request), request.body, { pickupOnly: true })),
  );

  // Store lists and the store page: per storefront and customer (like flags), until the next
  // opening or closing among the stores shown (their opening states depend on the clock).
  const cached = <T>(
    request: FastifyRequest,
    reply: FastifyReply,
    fill: (v: Viewer) => Promise<T>,
    states: (r: T) => OpeningState[],
  ) => {
    const v = viewer(request);
    return app.readCache.answer(request, reply, {
      scope: { tenantId: v.marketplaceTenantId },
      userId: v.userId,
      fill: () => fill(v),
      expiresAt: (result, startedAt) => openingExpiry(states(result), startedAt),
    });
  };
  const cards = (page: StoreSummaryPage) => page.items.map((store) => store.openingState);

  defineRoute(app, "Shop.GetAllShopsByCategory", {}, (request, reply) =>
    cached(request, reply, (v) => service.byCategory(v, request.query), cards),
  );

  defineRoute(app, "Shop.GetAllHomeChefs", {}, (request, reply) =>
    cached(request, reply, (v) => service.byKinds(v, ["homeChef"], request.query), cards),
  );

  defineRoute(app, "Shop.GetAllConvinienceStores", {}, (request, reply) =>
    cached(request, reply, (v) => service.byKinds(v, ["convenience", "grocery"], request.query), cards),
  );

  defineRoute(app, "Shop.SearchStores", {}, (request, reply) =>
    cached(request, reply, (v) => service.search(v, request.query), cards),
  );

  defineRoute(app, "Shop.GetStoreInfo", {}, (request, reply) =>
    cached(
      request,
      reply,
      (v) => service.storeInfo(v, request.query.Id),
      (store) => [store.openingState],
    ),
  );
}
