import {
  AddCartItemInputSchema,
  CartByCustomerRequestSchema,
  CartListSchema,
  CartSchema,
  CreateCartInputSchema,
  cartPaths,
  envelopeOf,
  UpdateCartInputSchema,
  UpdateCartItemInputSchema,
} from "@dutchpot/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ok } from "../../lib/envelope.ts";
import { UnauthorizedError } from "../../lib/errors.ts";
import { cartAccountData } from "./cart.account-data.ts";
import type { CartOwner } from "./cart.repository.ts";
import { createCartService } from "./cart.service.ts";
import { mergeGuestCarts } from "./merge-guest-carts.ts";

/**
 * Shopping carts (`ShoppingCart/*`): for a signed-in customer (bearer) or a guest (`X-Guest-Id`);
 * anybody else gets 401. Another owner's cart is a 404, never a 403, so ids reveal nothing.
 */
export async function cartRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createCartService(app.db);
  // Bearer token or guest id (a header, not an OpenAPI security scheme).
  const security: Record<string, string[]>[] = [{ bearerAuth: [] }, {}];
  const tags = ["ShoppingCart"];
  if (app.hasDecorator("identity")) app.identity.registerDataSource(cartAccountData(app.db));

  /** The request's cart owner. A customer who still sends a guest id gets that guest's carts first. */
  const ownerOf = async (request: FastifyRequest): Promise<CartOwner> => {
    if (request.user) {
      if (request.guestId) await mergeGuestCarts(app.db, request.guestId, request.user.id);
      return { tenantId: request.tenantId, userId: request.user.id, guestId: null };
    }
    if (request.guestId) return { tenantId: request.tenantId, userId: null, guestId: request.guestId };
    throw new UnauthorizedError();
  };

  app.post(
    cartPaths.create.path,
    {
      schema: {
        tags,
        security,
        summary: "The open cart of a shop (created if missing), with the given items added",
        body: CreateCartInputSchema,
        response: { 200: envelopeOf(CartSchema) },
      },
    },
    async (request) => ok(await service.create(await ownerOf(request), request.body)),
  );

  app.post(
    cartPaths.addItem.path,
    {
      schema: {
        tags,
        security,
        summary: "Add an item with options; an identical line grows instead",
        body: AddCartItemInputSchema,
        response: { 200: envelopeOf(CartSchema) },
      },
    },
    async (request) => ok(await service.addItem(await ownerOf(request), request.body)),
  );

  app.put(
    cartPaths.updateItem.path,
    {
      schema: {
        tags,
        security,
        summary: "Set a line's quantity (0 removes it) or change it by quantityDelta",
        body: UpdateCartItemInputSchema,
        response: { 200: envelopeOf(CartSchema) },
      },
    },
    async (request) => ok(await service.updateItem(await ownerOf(request), request.body)),
  );

  app.get(
    cartPaths.customersCarts.path,
    {
      schema: {
        tags,
        security,
        summary: "The caller's open carts",
        response: { 200: envelopeOf(CartListSchema) },
      },
    },
    async (request) => ok(await service.list(await ownerOf(request))),
  );

  app.get(
    cartPaths.byCustomer.path,
    {
      schema: {
        tags,
        security,
        summary: "One of the caller's open carts, by id or by shopId",
        querystring: CartByCustomerRequestSchema,
        response: { 200: envelopeOf(CartSchema) },
      },
    },
    async (request) => ok(await service.get(await ownerOf(request), request.query)),
  );

  app.patch(
    cartPaths.updateCart.path,
    {
      schema: {
        tags,
        security,
        summary: "Drop-off details, pin (within 4 km of the address), pickup and schedule",
        body: UpdateCartInputSchema,
        response: { 200: envelopeOf(CartListSchema) },
      },
    },
    async (request) => ok(await service.update(await ownerOf(request), request.body)),
  );
}
