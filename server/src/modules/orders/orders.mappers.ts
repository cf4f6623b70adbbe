import { type Order, toDollars } from "@dutchpot/contract";
import type { OrderHistoryRow, OrderProblemRow, OrderRatingRow } from "./order-lifecycle.repository.ts";
import { customerCancellable } from "./order-status.ts";
import type { OrderLineRow, OrderRow } from "./orders.repository.ts";

/** What an order's answer shows besides its row and lines: its history, rating and problems. */
export interface OrderLife {
  history: OrderHistoryRow[];
  rating: OrderRatingRow | undefined;
  problems: OrderProblemRow[];
}

/** The shop's name and logo as the order shows them (from the shops service). */
export interface OrderShopBadge {
  name: string;
  logoUrl: string | null;
  timeZone: string;
}

/** The card that paid (from the payments service): brand, last four, amount charged and refunded so far. */
export interface OrderPaymentSummary {
  cardBrand: string;
  cardLast4: string;
  amountCents: number;
  refundedCents: number;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** An order row and its lines → the `Order` answer (cents → dollars; amountDue = taxAmount + totalPrice). */
export function toOrder(
  row: OrderRow,
  lines: OrderLineRow[],
  shop: OrderShopBadge | undefined,
  payment: OrderPaymentSummary | undefined,
  life: OrderLife = { history: [], rating: undefined, problems: [] },
): Order {
  return {
    id: row.id,
    orderDate: row.createdAt.toISOString(),
    orderStatus: row.status,
    shopId: row.shopId,
    shopName: shop?.name ?? "",
    shopLogoUrl: shop?.logoUrl ?? null,
    timeZone: shop?.timeZone ?? "America/Toronto",
    orderDetails: lines.map((line) => ({
      id: line.id,
      foodMenuId: line.menuItemId,
      quantity: line.quantity,
      price: toDollars(line.priceCents),
      unitPrice: toDollars(line.unitPriceCents),
      foodMenu: { name: line.name, imageUrl: line.imageUrl },
      selectedAttributes: line.options.map((o) => ({
        name: o.name,
        textPrompt: o.textPrompt,
        cost: toDollars(o.costCents),
      })),
    })),
    subTotal: toDollars(row.subTotalCents),
    discountedAmount: toDollars(row.discountCents),
    promoCode: row.promoCode,
    deliveryFee: toDollars(row.deliveryFeeCents),
    serviceFee: toDollars(row.serviceFeeCents),
    orderFee: toDollars(row.orderFeeCents),
    driverTip: toDollars(row.tipCents),
    taxAmount: toDollars(row.taxCents),
    taxLabel: row.taxLabel,
    totalPrice: toDollars(row.totalCents),
    amountDue: toDollars(row.amountDueCents),
    isDelivery: row.isDelivery,
    deliveryAddress: row.deliveryAddress,
    apartmentNumber: row.apartmentNumber,
    leaveAtDoor: row.leaveAtDoor,
    dropOffInstructions: row.dropOffInstructions,
    deliveryDateStart: iso(row.deliveryDateStart),
    deliveryDateEnd: iso(row.deliveryDateEnd),
    subscriptionId: row.subscriptionId,
    payment: payment
      ? {
          cardDetailsCardBrand: payment.cardBrand,
          cardDetailsCardLast4: payment.cardLast4,
          amount: toDollars(payment.amountCents),
          refunded: toDollars(payment.refundedCents),
        }
      : null,
    history: life.history.map((h) => ({ status: h.status, at: h.at.toISOString(), actor: h.actor })),
    canCancel: customerCancellable.includes(row.status),
    rating: life.rating
      ? { stars: life.rating.stars, comment: life.rating.comment, createdAt: life.rating.createdAt.toISOString() }
      : null,
    problems: life.problems.map((p) => ({
      id: p.id,
      kind: p.kind,
      note: p.note,
      createdAt: p.createdAt.toISOString(),
    })),
    prepEstimateMinutes: row.prepEstimateMinutes,
  };
}
