import {
  envelopeOf,
  LikedShopListSchema,
  LikedShopSchema,
  ShopLikeCreateSchema,
  ShopLikeRemoveRequestSchema,
} from "@dutchpot/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
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
export async function likesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.likes;
  const onlyCustomers = app.requireRole("customer");
  const security = [{ bearerAuth: [] }];

  app.post(
    "/api/services/app/ShopLikeList/Create",
    {
      preHandler: onlyCustomers,
      schema: {
        tags: ["ShopLikeList"],
        security,
        body: ShopLikeCreateSchema,
        response: { 200: envelopeOf(LikedShopSchema) },
      },
    },
    async (request) => ok(await service.like(liker(request), request.body.shopId)),
  );

  app.delete(
    "/api/services/app/ShopLikeList/RemoveShopLike",
    {
      preHandler: onlyCustomers,
      schema: {
        tags: ["ShopLikeList"],
        security,
        querystring: ShopLikeRemoveRequestSchema,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => ok(await service.unlike(liker(request), request.query.Id)),
  );

  app.get(
    "/api/services/app/ShopLikeList/GetAllByCustomer",
    {
      preHandler: onlyCustomers,
      schema: { tags: ["ShopLikeList"], security, response: { 200: envelopeOf(LikedShopListSchema) } },
    },
    async (request) => ok(await service.list(liker(request))),
  );
}
