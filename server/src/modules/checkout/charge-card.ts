import { checkoutTexts } from "@dutchpot/contract";
import type { FastifyBaseLogger } from "fastify";
import { AppError, PaymentDeclinedError } from "../../lib/errors.ts";
import {
  CardDeclinedError,
  type ChargeRequest,
  type ChargeResult,
  type PaymentProvider,
  PaymentTimeoutError,
} from "../../providers/payments/types.ts";
import { createStep } from "../../workflows/workflow.ts";
import { declineTexts } from "../payments/payments.service.ts";

/** The charge's input: the provider request, and the refund key used if a void is not possible. */
export interface ChargeInput {
  request: ChargeRequest;
  refundKey: string;
}

type Logger = Pick<FastifyBaseLogger, "error" | "warn">;

/**
 * The workflow step that charges the card (docs/orders.md). A decline is a 402 with its reason
 * (nothing charged). A timeout leaves the charge unknown: it is voided by its idempotency key at
 * once and answered 402 `providerTimeout`; when even the void fails, 503, so the request's key is
 * released and a retry with the same key (same provider key) either finds the charge and completes
 * the order or voids it. Compensation (a later step or the commit failed): void by key, and if the
 * provider cannot void a completed payment, refund it in full.
 */
export function chargeCardStep(provider: PaymentProvider, log: Logger) {
  return createStep<ChargeInput, ChargeResult>({
    name: "charge-card",
    // The transaction is passed on: the sandbox keeps its books in it (a rolled-back charge was never
    // taken); Square ignores it. The compensation runs after the rollback, outside it.
    async run({ request }, { tx }) {
      try {
        return await provider.charge(request, tx);
      } catch (error) {
        if (error instanceof CardDeclinedError) {
          throw new PaymentDeclinedError(declineTexts[error.code] ?? checkoutTexts.paymentDeclined);
        }
        if (error instanceof PaymentTimeoutError) {
          try {
            await provider.cancelByIdempotencyKey(request.idempotencyKey, tx);
          } catch (cancelError) {
            log.error(
              { err: cancelError, idempotencyKey: request.idempotencyKey },
              "payment timed out and could not be voided: a retry with the same key settles it",
            );
            throw new AppError(503, checkoutTexts.paymentServiceUnavailable);
          }
          throw new PaymentDeclinedError(checkoutTexts.providerTimeout);
        }
        throw error;
      }
    },
    async compensate(charge, { request, refundKey }) {
      try {
        await provider.cancelByIdempotencyKey(request.idempotencyKey);
      } catch (error) {
        log.warn({ err: error, paymentId: charge.paymentId }, "void by idempotency key failed: refunding instead");
        await provider.refund({
          paymentId: charge.paymentId,
          amountCents: charge.amountCents,
          idempotencyKey: refundKey,
          reason: "order not created",
        });
      }
    },
  });
}
