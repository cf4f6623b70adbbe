import type { FastifyInstance, FastifyRequest } from "fastify";
import { defineRoute } from "../../lib/define-route.ts";
import { ok } from "../../lib/envelope.ts";
import { UnauthorizedError } from "../../lib/errors.ts";
import { customerTenantId } from "../../plugins/request-context.ts";
import type { CardHolder } from "./payments.service.ts";

/** The signed-in customer on their own storefront (401 anonymous or guest, 403 another storefront). */
const holderOf = (request: FastifyRequest): CardHolder => {
  if (!request.user) throw new UnauthorizedError();
  return { tenantId: customerTenantId(request), userId: request.user.id };
};

/**
 * Saved cards (`Customers/*Card*`) and the browser's payment setup (`Payments/*`). Card numbers
 * reach the server only in TokenizeCard's body (sandbox), which is never stored or logged.
 */
export async function paymentsRoutes(app: FastifyInstance) {
  const service = app.services.payments;
  const ownAccount = app.requireOwnStorefront;

  defineRoute(app, "Customers.SaveCustomerCard", { preHandler: ownAccount }, async (request) =>
    ok(await service.saveCard(holderOf(request), request.body.token)),
  );

  defineRoute(app, "Customers.SetCustomersDefaultCard", { preHandler: ownAccount }, async (request) =>
    ok(await service.setDefault(holderOf(request), request.body.cardId)),
  );

  defineRoute(app, "Customers.GetCustomersCardsList", { preHandler: ownAccount }, async (request) =>
    ok(await service.listCards(holderOf(request))),
  );

  defineRoute(app, "Customers.DeleteCustomerCard", { preHandler: ownAccount }, async (request) => {
    await service.deleteCard(holderOf(request), request.query.cardId);
    return ok(null);
  });

  defineRoute(app, "Payments.GetConfiguration", {}, async (request) => {
    const tenant = await app.tenantDirectory.byId(request.storefront.tenantId);
    return ok(service.configuration(tenant?.settings.payments));
  });

  defineRoute(app, "Payments.TokenizeCard", {}, async (request) => ok(await service.tokenize(request.body)));
}
