import type { FastifyInstance } from "fastify";
import { defineRoute } from "../../lib/define-route.ts";
import { menusConsoleRoutes } from "./menus.console.routes.ts";

/**
 * Marketplace categories (`MenuCategory/*`), menus (`FoodMenu/*`) and the console's editor
 * (`MerchantMenu/*`). The storefront's reads are answered from the read cache (decision 033),
 * per storefront; the shop menu's `isLiked` makes it per customer too.
 */
export async function menusRoutes(app: FastifyInstance) {
  const service = app.services.menus;
  const cache = app.readCache;
  await app.register(menusConsoleRoutes);

  defineRoute(app, "MenuCategory.GetAll", {}, (request, reply) => {
    const tenantId = request.storefront.tenantId;
    return cache.answer(request, reply, {
      scope: { tenantId },
      fill: () => service.categories(tenantId, request.query),
    });
  });

  defineRoute(app, "MenuCategory.Get", {}, (request, reply) => {
    const tenantId = request.storefront.tenantId;
    return cache.answer(request, reply, {
      scope: { tenantId },
      fill: () => service.category(tenantId, request.query.Id),
    });
  });

  defineRoute(app, "FoodMenu.GetMenusByCategory", {}, (request, reply) => {
    const tenantId = request.storefront.tenantId;
    return cache.answer(request, reply, {
      scope: { tenantId },
      fill: () => service.menusByCategory(tenantId, request.query),
    });
  });

  defineRoute(app, "FoodMenu.GetMenusByCategoryTagByShopId", {}, (request, reply) => {
    const viewer = { marketplaceTenantId: request.storefront.tenantId, userId: request.user?.id ?? null };
    return cache.answer(request, reply, {
      scope: { tenantId: viewer.marketplaceTenantId },
      userId: viewer.userId,
      fill: () => service.shopMenu(viewer, request.query),
    });
  });

  defineRoute(app, "FoodMenu.GetMenusByTag", {}, (request, reply) => {
    const tenantId = request.storefront.tenantId;
    return cache.answer(request, reply, {
      scope: { tenantId },
      fill: () => service.menusByTag(tenantId, request.query),
    });
  });
}
