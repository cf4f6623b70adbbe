import type { FastifyInstance, FastifyRequest } from "fastify";
import { defineRoute } from "../../lib/define-route.ts";
import { ok } from "../../lib/envelope.ts";
import { UnauthorizedError } from "../../lib/errors.ts";
import { customerTenantId } from "../../plugins/request-context.ts";
import type { CartOwner } from "./cart.repository.ts";

/**
 * Shopping carts (`ShoppingCart/*`): for a signed-in customer (bearer) or a guest (`X-Guest-Id`);
 * anybody else gets 401. Another owner's cart is a 404, never a 403, so ids reveal nothing. A
 * guest's carts become the customer's at sign-in (the cart module's sign-in listener), not here.
 */
export async function cartRoutes(app: FastifyInstance) {
  const service = app.services.cart;

  /** The request's cart owner: the customer (on their own storefront, else 403) or the guest. */
  const ownerOf = (request: FastifyRequest): CartOwner => {
    const tenantId = customerTenantId(request);
    const { actor } = request;
    if (actor.kind === "user") return { tenantId, userId: actor.userId, guestId: null };
    if (actor.kind === "guest") return { tenantId, userId: null, guestId: actor.guestId };
    throw new UnauthorizedError();
  };

  defineRoute(app, "ShoppingCart.Create", { config: { idempotent: true } }, async (request) =>
    ok(await service.create(ownerOf(request), request.body)),
  );

  defineRoute(app, "ShoppingCart.AddShoppingCartItem", { config: { idempotent: true } }, async (request) =>
    ok(await service.addItem(ownerOf(request), request.body)),
  );

  defineRoute(app, "ShoppingCart.UpdateShoppingCartItem", {}, async (request) =>
    ok(await service.updateItem(ownerOf(request), request.body)),
  );

  defineRoute(app, "ShoppingCart.GetCustomersCarts", {}, async (request) => ok(await service.list(ownerOf(request))));

  defineRoute(app, "ShoppingCart.GetByCustomer", {}, async (request) =>
    ok(await service.get(ownerOf(request), request.query)),
  );

  defineRoute(app, "ShoppingCart.UpdateShoppingCart", {}, async (request) =>
    ok(await service.update(ownerOf(request), request.body)),
  );

  defineRoute(app, "ShoppingCart.AddTip", {}, async (request) =>
    ok(await service.addTip(ownerOf(request), request.body)),
  );

  defineRoute(app, "ShoppingCart.ApplyPromotionalCode", {}, async (request) =>
    ok(await service.applyPromotionalCode(ownerOf(request), request.body)),
  );

  defineRoute(app, "ShoppingCart.RemovePromotionalCode", {}, async (request) =>
    ok(await service.removePromotionalCode(ownerOf(request), request.body)),
  );
}
