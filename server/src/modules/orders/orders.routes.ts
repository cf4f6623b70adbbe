import type { FastifyInstance, FastifyRequest } from "fastify";
import { defineRoute } from "../../lib/define-route.ts";
import { ok } from "../../lib/envelope.ts";
import { UnauthorizedError } from "../../lib/errors.ts";
import { customerTenantId } from "../../plugins/request-context.ts";
import type { OrderOwner } from "./orders.repository.ts";

/** The request's order owner: the customer (on their own storefront, else 403) or the guest; else 401. */
export function orderOwnerOf(request: FastifyRequest): OrderOwner {
  const tenantId = customerTenantId(request);
  const { actor } = request;
  if (actor.kind === "user") return { tenantId, userId: actor.userId, guestId: null };
  if (actor.kind === "guest") return { tenantId, userId: null, guestId: actor.guestId };
  throw new UnauthorizedError();
}

/**
 * The customer's orders (`Orders/*`), like carts: a signed-in customer or a guest (`X-Guest-Id`),
 * only their own orders in this storefront; another's order id is a 404. Orders are created by
 * `ShoppingCart/ProcessPayment` (the checkout module). `Orders/Cancel` honours an optional
 * `Idempotency-Key` (decision 009): a retried cancel whose answer was lost gets the first answer
 * again instead of a 409; without a key a second cancel is a 409 and never a second refund.
 */
export async function ordersRoutes(app: FastifyInstance) {
  const service = app.services.orders;

  defineRoute(app, "Orders.GetAllByCustomer", {}, async (request) =>
    ok(await service.list(orderOwnerOf(request), request.query)),
  );

  defineRoute(app, "Orders.Get", {}, async (request) => ok(await service.get(orderOwnerOf(request), request.query.id)));

  defineRoute(app, "Orders.Cancel", { config: { idempotent: true } }, async (request) =>
    ok(await service.cancel(orderOwnerOf(request), request.body.id)),
  );
}
