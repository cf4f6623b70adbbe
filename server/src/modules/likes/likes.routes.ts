import type { FastifyInstance, FastifyRequest } from "fastify";
import { defineRoute } from "../../lib/define-route.ts";
import { ok } from "../../lib/envelope.ts";
import { UnauthorizedError } from "../../lib/errors.ts";
import { customerTenantId } from "../../plugins/request-context.ts";
import type { Liker } from "./likes.service.ts";

/** The customer, on their own storefront (403 on another). */
const liker = (request: FastifyRequest): Liker => {
  if (!request.user) throw new UnauthorizedError();
  return { userId: request.user.id, marketplaceTenantId: customerTenantId(request) };
};

/** Saved stores (`ShopLikeList/*`): signed-in customers only (401 anonymous, 403 other roles). */
export async function likesRoutes(app: FastifyInstance) {
  const service = app.services.likes;
  const onlyCustomers = app.requireRole("customer");

  defineRoute(app, "ShopLikeList.Create", { preHandler: onlyCustomers }, async (request) =>
    ok(await service.like(liker(request), request.body.shopId)),
  );

  defineRoute(app, "ShopLikeList.RemoveShopLike", { preHandler: onlyCustomers }, async (request) =>
    ok(await service.unlike(liker(request), request.query.Id)),
  );

  defineRoute(app, "ShopLikeList.GetAllByCustomer", { preHandler: onlyCustomers }, async (request) =>
    ok(await service.list(liker(request))),
  );
}
