import { orderStatus, orderTexts } from "@dutchpot/contract";
import type { DbOrTx } from "../../db/client.ts";
import { ConflictError } from "../../lib/errors.ts";
import { assertTransition, customerCancellable, finalStatuses } from "./order-status.ts";
import type { OrderRow } from "./orders.repository.ts";

/** The refund's reason as the payment provider records it. */
export const customerCancelReason = "Cancelled by the customer";

/**
 * Whether the customer may cancel the (locked) order: scheduled or confirmed only. Later it is
 * the shop's call (409 `cancelTooLate`); an order already cancelled or refunded is the state
 * machine's 409, so a second cancel never refunds twice.
 */
export function assertCustomerMayCancel(order: OrderRow): void {
  if (finalStatuses.includes(order.status))
    assertTransition({
      from: order.status,
      to: orderStatus.cancelled,
      actor: "customer",
      isDelivery: order.isDelivery,
    });
  if (!customerCancellable.includes(order.status)) throw new ConflictError(orderTexts.cancelTooLate);
}

/** What is left to refund of the order's payment, in cents (0 when nothing was charged). */
export function amountLeft(payment: { amountCents: number; refundedCents: number } | undefined): number {
  return payment ? payment.amountCents - payment.refundedCents : 0;
}

/** The payments module's refund, as the orders module calls it (wired in services.ts). */
export type RefundOrderPayment = (
  orderId: number,
  amountCents: number,
  reason: string,
  tx?: DbOrTx,
) => Promise<unknown>;
