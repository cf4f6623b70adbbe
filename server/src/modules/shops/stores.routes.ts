import {
  envelopeOf,
  NearMeRequestSchema,
  PagedRequestSchema,
  ShopsByCategoryRequestSchema,
  StoreInfoRequestSchema,
  StoreInfoSchema,
  StoreSearchRequestSchema,
  StoreSummaryListSchema,
  StoreSummaryPageSchema,
} from "@dutchpot/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ok } from "../../lib/envelope.ts";
import type { Viewer } from "./stores.service.ts";

const viewer = (request: FastifyRequest): Viewer => ({
  marketplaceTenantId: request.storefront.tenantId,
  userId: request.user?.id ?? null,
});

/** Store discovery: near me, store lists, store search and the store page's header data. */
export async function storesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.stores;
  const tags = ["Shop"];

  const nearMeCalls = [
    { path: "/api/services/app/Shop/NearMe", pickupOnly: false },
    { path: "/api/services/app/Shop/PickupShopsNearMe", pickupOnly: true },
  ];
  for (const { path, pickupOnly } of nearMeCalls) {
    app.post(
      path,
      { schema: { tags, body: NearMeRequestSchema, response: { 200: envelopeOf(StoreSummaryListSchema) } } },
      async (request) => ok(await service.nearMe(viewer(request), request.body, { pickupOnly })),
    );
  }

  app.get(
    "/api/services/app/Shop/GetAllShopsByCategory",
    {
      schema: {
        tags,
        querystring: ShopsByCategoryRequestSchema,
        response: { 200: envelopeOf(StoreSummaryPageSchema) },
      },
    },
    async (request) => ok(await service.byCategory(viewer(request), request.query)),
  );

  app.get(
    "/api/services/app/Shop/GetAllHomeChefs",
    { schema: { tags, querystring: PagedRequestSchema, response: { 200: envelopeOf(StoreSummaryPageSchema) } } },
    async (request) => ok(await service.byKinds(viewer(request), ["homeChef"], request.query)),
  );

  app.get(
    "/api/services/app/Shop/GetAllConvinienceStores",
    { schema: { tags, querystring: PagedRequestSchema, response: { 200: envelopeOf(StoreSummaryPageSchema) } } },
    async (request) => ok(await service.byKinds(viewer(request), ["convenience", "grocery"], request.query)),
  );

  app.get(
    "/api/services/app/Shop/SearchStores",
    { schema: { tags, querystring: StoreSearchRequestSchema, response: { 200: envelopeOf(StoreSummaryPageSchema) } } },
    async (request) => ok(await service.search(viewer(request), request.query)),
  );

  app.get(
    "/api/services/app/Shop/GetStoreInfo",
    { schema: { tags, querystring: StoreInfoRequestSchema, response: { 200: envelopeOf(StoreInfoSchema) } } },
    async (request) => ok(await service.storeInfo(viewer(request), request.query.Id)),
  );
}
