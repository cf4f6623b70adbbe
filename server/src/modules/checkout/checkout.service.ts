import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import type { CheckoutDependencies } from "./checkout.deps.ts";
import { createProcessPayment, type PaymentAttempt } from "./process-payment.workflow.ts";

/** Checkout: the payment that turns a cart into an order (no tables; it orchestrates other modules). */
export function createCheckoutService(db: Db, deps: CheckoutDependencies) {
  const payment = createProcessPayment(deps);
  return {
    /** ProcessPayment: charges the cart's amount due and creates the order; returns its id. */
    processPayment(attempt: PaymentAttempt, log: Pick<FastifyBaseLogger, "error" | "warn">): Promise<number> {
      return payment.run(db, attempt, log);
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
