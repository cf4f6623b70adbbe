import type { FastifyInstance, FastifyRequest } from "fastify";
import { defineRoute } from "../../../lib/define-route.ts";
import { ok } from "../../../lib/envelope.ts";
import { UnauthorizedError } from "../../../lib/errors.ts";
import { customerTenantId } from "../../../plugins/request-context.ts";
import { registerSubscriptionJobs } from "./subscription-jobs.ts";
import type { SubscriptionOwner } from "./subscriptions.repository.ts";

/** The signed-in customer on their own storefront (401 anonymous or guest, 403 another storefront). */
const ownerOf = (request: FastifyRequest): SubscriptionOwner => {
  if (!request.user) throw new UnauthorizedError();
  return { tenantId: customerTenantId(request), userId: request.user.id };
};

/**
 * Weekly subscriptions (`OrdersSubscription/*`): only their owner, a signed-in customer, reads and
 * changes them; another customer's id is a 404. Subscriptions are created by
 * `ShoppingCart/ProcessPayment`; their deliveries by the renewal jobs registered here.
 */
export async function subscriptionsRoutes(app: FastifyInstance) {
  const service = app.services.subscriptions;
  const preHandler = app.requireOwnStorefront;

  defineRoute(app, "OrdersSubscription.GetCustomersSubscriptions", { preHandler }, async (request) =>
    ok(await service.list(ownerOf(request), request.query)),
  );

  defineRoute(app, "OrdersSubscription.Get", { preHandler }, async (request) =>
    ok(await service.get(ownerOf(request), request.query.id)),
  );

  defineRoute(app, "OrdersSubscription.Pause", { preHandler }, async (request) =>
    ok(await service.pause(ownerOf(request), request.body.id)),
  );

  defineRoute(app, "OrdersSubscription.Resume", { preHandler }, async (request) =>
    ok(await service.resume(ownerOf(request), request.body.id)),
  );

  defineRoute(app, "OrdersSubscription.Cancel", { preHandler }, async (request) =>
    ok(await service.cancel(ownerOf(request), request.body.id)),
  );

  if (app.jobs.working) await registerSubscriptionJobs(app.jobs, app.services.renewals);
}
