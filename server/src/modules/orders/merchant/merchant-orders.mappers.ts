import { type MerchantOrder, orderStatus as s, toDollars } from "@dutchpot/contract";
import type { OrderHistoryRow, OrderProblemRow } from "../order-lifecycle.repository.ts";
import { finalStatuses, nextForward } from "../order-status.ts";
import type { OrderPaymentSummary } from "../orders.mappers.ts";
import type { OrderLineRow, OrderRow } from "../orders.repository.ts";

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The customer's first name only (the shop needs no more to call out an order). */
export const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? "";

/** Statuses the merchant may still cancel (with a refund): not final and not yet handed over. */
const cancellable: readonly number[] = [s.scheduled, s.confirmed, s.processing, s.outForDelivery, s.readyForPickup];

/** An order row with its lines, history, problems and payment → the board's order (cents → dollars). */
export function toMerchantOrder(
  row: OrderRow,
  lines: OrderLineRow[],
  history: OrderHistoryRow[],
  problems: OrderProblemRow[],
  payment: OrderPaymentSummary | undefined,
): MerchantOrder {
  // Confirmed orders wait for Accept and scheduled ones for their release: no plain "next step".
  const waiting = row.status === s.confirmed || row.status === s.scheduled || finalStatuses.includes(row.status);
  return {
    id: row.id,
    number: row.id,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    shopId: row.shopId,
    customerFirstName: firstNameOf(row.customerName),
    isDelivery: row.isDelivery,
    deliveryAddress: row.isDelivery ? row.deliveryAddress : null,
    apartmentNumber: row.isDelivery ? row.apartmentNumber : null,
    leaveAtDoor: row.leaveAtDoor,
    dropOffInstructions: row.isDelivery ? row.dropOffInstructions : null,
    deliveryDateStart: iso(row.deliveryDateStart),
    deliveryDateEnd: iso(row.deliveryDateEnd),
    lines: lines.map((line) => ({
      name: line.name,
      quantity: line.quantity,
      price: toDollars(line.priceCents),
      options: line.options.map((o) => ({ prompt: o.textPrompt, name: o.name })),
    })),
    subTotal: toDollars(row.subTotalCents),
    discount: toDollars(row.discountCents),
    deliveryFee: toDollars(row.deliveryFeeCents),
    tax: toDollars(row.taxCents),
    tip: toDollars(row.tipCents),
    total: toDollars(row.amountDueCents),
    prepEstimateMinutes: row.prepEstimateMinutes,
    acceptedAt: iso(row.acceptedAt),
    nextStatus: waiting ? null : nextForward(row.status, row.isDelivery),
    canCancel: cancellable.includes(row.status),
    problems: problems.map((p) => ({ id: p.id, kind: p.kind, note: p.note, createdAt: p.createdAt.toISOString() })),
    history: history.map((h) => ({ status: h.status, at: h.at.toISOString(), actor: h.actor, reason: h.reason })),
    payment: payment
      ? {
          captured: toDollars(payment.amountCents),
          refunded: toDollars(payment.refundedCents),
          refundable: toDollars(payment.amountCents - payment.refundedCents),
        }
      : null,
  };
}
