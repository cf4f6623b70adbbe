import type { Order, ProcessPaymentInput } from "@dutchpot/contract";
import { callApi } from "../../../lib/api/index.ts";

export type PaymentRequest = Omit<ProcessPaymentInput, "cardNumber" | "expiryMonth" | "expiryYear">;

/**
 * `POST ShoppingCart/ProcessPayment` with the attempt's `Idempotency-Key`: the server answers a
 * retry with the same key and body with the same order and never charges twice (decision 009).
 */
export function processPayment(body: PaymentRequest, idempotencyKey: string): Promise<Order> {
  return callApi("ShoppingCart.ProcessPayment", { body, headers: { "Idempotency-Key": idempotencyKey } });
}
