import type { FastifyInstance } from "fastify";
import { defineRoute } from "../../lib/define-route.ts";
import { ok } from "../../lib/envelope.ts";
import { orderOwnerOf } from "./orders.routes.ts";

/** An optional `Idempotency-Key` (decision 009): a retry whose answer was lost gets the first answer. */
const idempotent = { config: { idempotent: true } } as const;

/**
 * The customer's word on their own order (`Orders/Rate`, `Orders/ReportProblem`, `Orders/Reorder`):
 * a signed-in customer or a guest, like the other order calls; another's order id is a 404. Each
 * honours an optional Idempotency-Key, so a double tap or a retry never reorders or reports twice.
 */
export async function ordersFeedbackRoutes(app: FastifyInstance) {
  const service = app.services.orderFeedback;

  defineRoute(app, "Orders.Rate", idempotent, async (request) =>
    ok(await service.rate(orderOwnerOf(request), request.body)),
  );

  defineRoute(app, "Orders.ReportProblem", idempotent, async (request) =>
    ok(await service.reportProblem(orderOwnerOf(request), request.body)),
  );

  defineRoute(app, "Orders.Reorder", idempotent, async (request) =>
    ok(await service.reorder(orderOwnerOf(request), request.body.id)),
  );
}
