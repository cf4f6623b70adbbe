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
import { customerTenantId } from "../../plugins/request-context.ts";
import type { CartOwner } from "./cart.repository.ts";

/**
 * Shopping carts (`ShoppingCart/*`): for a signed-in customer (bearer) or a guest (`X-Guest-Id`);
 * anybody else gets 401. Another owner's cart is a 404, never a 403, so ids reveal nothing. A
 * guest's carts become the customer's at sign-in (the cart module's sign-in listener), not here.
 */
export async function cartRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.cart;
  // Bearer token or guest id (a header, not an OpenAPI security scheme).
  const security: Record<string, string[]>[] = [{ bearerAuth: [] }, {}];
  const tags = ["ShoppingCart"];

  /** The request's cart owner: the customer (on their own storefront, else 403) or the guest. */
  const ownerOf = (request: FastifyRequest): CartOwner => {
    const tenantId = customerTenantId(request);
    const { actor } = request;
    if (actor.kind === "user") return { tenantId, userId: actor.userId, guestId: null };
    if (actor.kind === "guest") return { tenantId, userId: null, guestId: actor.guestId };
    throw new UnauthorizedError();
  };

  app.post(
    cartPaths.create.path,
    {
      config: { idempotent: true },
      schema: {
        tags,
        security,
        summary: "The open cart of a shop (created if missing), with the given items added",
        body: CreateCartInputSchema,
        response: { 200: envelopeOf(CartSchema) },
      },
    },
    async (request) => ok(await service.create(ownerOf(request), request.body)),
  );

  app.post(
    cartPaths.addItem.path,
    {
      config: { idempotent: true },
      schema: {
        tags,
        security,
        summary: "Add an item with options; an identical line grows instead",
        body: AddCartItemInputSchema,
        response: { 200: envelopeOf(CartSchema) },
      },
    },
    async (request) => ok(await service.addItem(ownerOf(request), request.body)),
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
    async (request) => ok(await service.updateItem(ownerOf(request), request.body)),
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
    async (request) => ok(await service.list(ownerOf(request))),
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
    async (request) => ok(await service.get(ownerOf(request), request.query)),
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
    async (request) => ok(await service.update(ownerOf(request), request.body)),
  );
}
