import {
  envelopeOf,
  PagedRequestSchema,
  ShopTagPageSchema,
  ShopTagsRequestSchema,
  ShopTypePageSchema,
} from "@dutchpot/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ok } from "../../lib/envelope.ts";

/** Shop directory reference lists: `ShopType/GetAll` and `Shop/GetShopTags`. */
export async function shopsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.shops;

  app.get(
    "/api/services/app/ShopType/GetAll",
    {
      schema: {
        tags: ["ShopType"],
        querystring: PagedRequestSchema,
        response: { 200: envelopeOf(ShopTypePageSchema) },
      },
    },
    async (request) => ok(await service.getShopTypes(request.query)),
  );

  app.get(
    "/api/services/app/Shop/GetShopTags",
    {
      schema: { tags: ["Shop"], querystring: ShopTagsRequestSchema, response: { 200: envelopeOf(ShopTagPageSchema) } },
    },
    async (request) => ok(await service.getShopTags(request.storefront.tenantId, request.query)),
  );
}
