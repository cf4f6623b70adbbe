import type { FastifyInstance } from "fastify";
import { defineRoute } from "../../lib/define-route.ts";
import { ok } from "../../lib/envelope.ts";
import { consoleScope } from "../../plugins/console-scope.ts";

/**
 * The merchant console's menu editor (`MerchantMenu/*`): tenant admins only, each call scoped to
 * the token's tenant (decision 031): another tenant's shop, section or item is 404.
 */
export async function menusConsoleRoutes(app: FastifyInstance) {
  const service = app.services.menusConsole;
  const guard = { preHandler: app.requireTenantAdmin };

  defineRoute(app, "MerchantMenu.Get", guard, async (request) =>
    ok(await service.menu(consoleScope(request), request.query.shopId)),
  );
  defineRoute(app, "MerchantMenu.CreateTag", guard, async (request) =>
    ok(await service.createTag(consoleScope(request), request.body)),
  );
  defineRoute(app, "MerchantMenu.UpdateTag", guard, async (request) =>
    ok(await service.updateTag(consoleScope(request), request.body)),
  );
  defineRoute(app, "MerchantMenu.DeleteTag", guard, async (request) =>
    ok(await service.deleteTag(consoleScope(request), request.query.Id)),
  );
  defineRoute(app, "MerchantMenu.ReorderTags", guard, async (request) =>
    ok(await service.reorderTags(consoleScope(request), request.body)),
  );
  defineRoute(app, "MerchantMenu.CreateItem", guard, async (request) =>
    ok(await service.createItem(consoleScope(request), request.body)),
  );
  defineRoute(app, "MerchantMenu.UpdateItem", guard, async (request) =>
    ok(await service.updateItem(consoleScope(request), request.body)),
  );
  defineRoute(app, "MerchantMenu.DeleteItem", guard, async (request) =>
    ok(await service.deleteItem(consoleScope(request), request.query.Id)),
  );
  defineRoute(app, "MerchantMenu.ReorderItems", guard, async (request) =>
    ok(await service.reorderItems(consoleScope(request), request.body)),
  );
  defineRoute(app, "MerchantMenu.SetItemStock", guard, async (request) =>
    ok(await service.setItemStock(consoleScope(request), request.body)),
  );
}
