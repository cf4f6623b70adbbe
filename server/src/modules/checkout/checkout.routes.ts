import { checkoutTexts } from "@dutchpot/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { defineRoute } from "../../lib/define-route.ts";
import { ok } from "../../lib/envelope.ts";
import { FieldValidationError } from "../../lib/errors.ts";
import { actorOf, keyOf } from "../../plugins/idempotency/request-key.ts";
import { orderOwnerOf } from "../orders/orders.routes.ts";

/** A payment without its Idempotency-Key is refused before anything else (the web app sends one per attempt). */
async function requireIdempotencyKey(request: FastifyRequest) {
  if (keyOf(request) === undefined) {
    throw new FieldValidationError("Idempotency-Key", checkoutTexts.idempotencyKeyRequired);
  }
}

/**
 * `ShoppingCart/ProcessPayment` (docs/orders.md): idempotent on the required `Idempotency-Key`
 * header (the plugin replays the first answer to a retry, 409 for another body or a key in flight);
 * a customer or a guest pays their open cart of the shop; the answer is the new order.
 */
export async function checkoutRoutes(app: FastifyInstance) {
  const { checkout, orders } = app.services;

  defineRoute(
    app,
    "ShoppingCart.ProcessPayment",
    { config: { idempotent: "required" }, onRequest: requireIdempotencyKey },
    async (request) => {
      const owner = orderOwnerOf(request);
      const orderId = await checkout.processPayment(
        {
          owner,
          actor: actorOf(request),
          // The key as the idempotency plugin read and claimed it.
          requestKey: keyOf(request) ?? "",
          input: request.body,
        },
        request.log,
      );
      return ok(await orders.get(owner, orderId));
    },
  );
}
