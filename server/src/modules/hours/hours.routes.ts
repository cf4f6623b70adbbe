import type { FastifyInstance } from "fastify";
import { defineRoute } from "../../lib/define-route.ts";
import { ok } from "../../lib/envelope.ts";

/** A shop's opening hours and bookable delivery slots (docs/opening-hours.md); another storefront's shop is a 404. */
export async function hoursRoutes(app: FastifyInstance) {
  const service = app.services.hours;

  defineRoute(app, "Shop.GetOpeningHours", {}, async (request) =>
    ok(await service.openingHours(request.query.shopId, { marketplaceTenantId: request.storefront.tenantId })),
  );

  defineRoute(app, "Shop.GetDeliverySlots", {}, async (request) =>
    ok(await service.deliverySlots(request.query.shopId, { marketplaceTenantId: request.storefront.tenantId })),
  );
}
