import type { FastifyInstance } from "fastify";
import { defineRoute } from "../../lib/define-route.ts";
import { ok } from "../../lib/envelope.ts";
import { menusConsoleRoutes } from "./menus.console.routes.ts";

/** Marketplace categories (`MenuCategory/*`), menus (`FoodMenu/*`) and the console's editor (`MerchantMenu/*`). */
export async function menusRoutes(app: FastifyInstance) {
  const service = app.services.menus;
  await app.register(menusConsoleRoutes);

  defineRoute(app, "MenuCategory.GetAll", {}, async (request) =>
    ok(await service.categories(request.storefront.tenantId, request.query)),
  );

  defineRoute(app, "MenuCategory.Get", {}, async (request) =>
    ok(await service.category(request.storefront.tenantId, request.query.Id)),
  );

  defineRoute(app, "FoodMenu.GetMenusByCategory", {}, async (request) =>
    ok(await service.menusByCategory(request.storefront.tenantId, request.query)),
  );

  defineRoute(app, "FoodMenu.GetMenusByCategoryTagByShopId", {}, async (request) =>
    ok(
      await service.shopMenu(
        { marketplaceTenantId: request.storefront.tenantId, userId: request.user?.id ?? null },
        request.query,
      ),
    ),
  );

  defineRoute(app, "FoodMenu.GetMenusByTag", {}, async (request) =>
    ok(await service.menusByTag(request.storefront.tenantId, request.query)),
  );
}
