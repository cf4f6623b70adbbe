import {
  envelopeOf,
  MenuCategoryGetRequestSchema,
  MenuCategoryPageSchema,
  MenuCategorySchema,
  MenusByCategoryRequestSchema,
  MenusByTagRequestSchema,
  PagedRequestSchema,
  ProductPageSchema,
  ShopMenuRequestSchema,
  ShopMenuSchema,
} from "@dutchpot/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ok } from "../../lib/envelope.ts";

/** Marketplace categories (`MenuCategory/*`) and menus (`FoodMenu/*`). */
export async function menusRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.menus;

  app.get(
    "/api/services/app/MenuCategory/GetAll",
    {
      schema: {
        tags: ["MenuCategory"],
        querystring: PagedRequestSchema,
        response: { 200: envelopeOf(MenuCategoryPageSchema) },
      },
    },
    async (request) => ok(await service.categories(request.storefront.tenantId, request.query)),
  );

  app.get(
    "/api/services/app/MenuCategory/Get",
    {
      schema: {
        tags: ["MenuCategory"],
        querystring: MenuCategoryGetRequestSchema,
        response: { 200: envelopeOf(MenuCategorySchema) },
      },
    },
    async (request) => ok(await service.category(request.storefront.tenantId, request.query.Id)),
  );

  app.get(
    "/api/services/app/FoodMenu/GetMenusByCategory",
    {
      schema: {
        tags: ["FoodMenu"],
        querystring: MenusByCategoryRequestSchema,
        response: { 200: envelopeOf(ProductPageSchema) },
      },
    },
    async (request) => ok(await service.menusByCategory(request.storefront.tenantId, request.query)),
  );

  app.get(
    "/api/services/app/FoodMenu/GetMenusByCategoryTagByShopId",
    {
      schema: { tags: ["FoodMenu"], querystring: ShopMenuRequestSchema, response: { 200: envelopeOf(ShopMenuSchema) } },
    },
    async (request) =>
      ok(
        await service.shopMenu(
          { marketplaceTenantId: request.storefront.tenantId, userId: request.user?.id ?? null },
          request.query,
        ),
      ),
  );

  app.get(
    "/api/services/app/FoodMenu/GetMenusByTag",
    {
      schema: {
        tags: ["FoodMenu"],
        querystring: MenusByTagRequestSchema,
        response: { 200: envelopeOf(ProductPageSchema) },
      },
    },
    async (request) => ok(await service.menusByTag(request.storefront.tenantId, request.query)),
  );
}
