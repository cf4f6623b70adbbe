import { type Subscription, toDollars } from "@dutchpot/contract";
import type { DbOrTx } from "../../../db/client.ts";
import type { SavedCardBadge } from "../../payments/saved-card-charge.ts";
import { amountLeft } from "../order-cancel.ts";
import { customerCancellable } from "../order-status.ts";
import type { OrderPaymentSummary } from "../orders.mappers.ts";
import { linesOfOrders, type OrderRow } from "../orders.repository.ts";
import { ordersOfSubscriptions, type SubscriptionRow } from "./subscriptions.repository.ts";

/** What the answers read of other modules (wired in services.ts). */
export interface AnswerSources {
  shopBadges(
    shopIds: number[],
    tx?: DbOrTx,
  ): Promise<{ id: number; name: string; logoUrl: string | null; timeZone: string }[]>;
  paymentSummaries(orderIds: number[], tx?: DbOrTx): Promise<Map<number, OrderPaymentSummary>>;
  cardBadges(cardIds: number[], tx?: DbOrTx): Promise<Map<number, SavedCardBadge>>;
}

/** The subscription's orders not yet being prepared (scheduled or confirmed): a cancel or pause cancels these. */
export const waitingOrders = (orders: OrderRow[]) => orders.filter((o) => customerCancellable.includes(o.status));

/**
 * What a cancel (or a pause) now would refund: everything left of the payments of its orders still
 * scheduled or confirmed (`orders` newest first), answered with the newest of them; null when
 * nothing. Orders already processing, on their way or delivered are never refunded here.
 */
export function refundDue(
  subscription: SubscriptionRow,
  orders: OrderRow[],
  payments: Map<number, OrderPaymentSummary>,
): { orderId: number; amountCents: number } | null {
  if (subscription.status !== "active" && subscription.status !== "paused") return null;
  const waiting = waitingOrders(orders);
  const cents = waiting.reduce((sum, o) => sum + amountLeft(payments.get(o.id)), 0);
  return cents > 0 && waiting[0] ? { orderId: waiting[0].id, amountCents: cents } : null;
}

/** The Subscription answers of these rows (a handful of queries, whatever their number). */
export async function subscriptionAnswers(
  from: DbOrTx,
  sources: AnswerSources,
  rows: SubscriptionRow[],
): Promise<Subscription[]> {
  const ids = rows.map((r) => r.id);
  const orders = await ordersOfSubscriptions(from, ids);
  const firstIds = rows.map((r) => r.firstOrderId).filter((id): id is number => id !== null);
  const lines = await linesOfOrders(from, firstIds);
  const payments = await sources.paymentSummaries(
    orders.map((o) => o.id),
    from,
  );
  const cards = await sources.cardBadges(
    rows.map((r) => r.cardId).filter((id): id is number => id !== null),
    from,
  );
  const badges = new Map(
    (await sources.shopBadges([...new Set(rows.map((r) => r.shopId))], from)).map((b) => [b.id, b]),
  );
  return rows.map((row) => {
    const own = orders.filter((o) => o.subscriptionId === row.id);
    const first: OrderRow | undefined = own.find((o) => o.id === row.firstOrderId) ?? own[own.length - 1];
    const badge = badges.get(row.shopId);
    const refund = refundDue(row, own, payments);
    const firstPayment = first ? payments.get(first.id) : undefined;
    const card = row.cardId !== null ? cards.get(row.cardId) : undefined;
    return {
      id: row.id,
      status: row.status,
      shopId: row.shopId,
      shopName: badge?.name ?? "",
      shopLogoUrl: badge?.logoUrl ?? null,
      timeZone: badge?.timeZone ?? "UTC",
      daysOfWeek: [...row.daysOfWeek].sort((a, b) => a - b),
      timeSlot: row.timeSlot,
      weeks: row.isOnGoing ? null : row.weeks,
      isOnGoing: row.isOnGoing,
      createdAt: row.createdAt.toISOString(),
      endsOn: row.endsOn,
      nextDelivery: row.status === "active" && row.nextDeliveryAt ? row.nextDeliveryAt.toISOString() : null,
      isDelivery: first?.isDelivery ?? true,
      deliveryAddress: first?.isDelivery ? first.deliveryAddress : null,
      items: lines
        .filter((l) => l.orderId === row.firstOrderId)
        .map((l) => ({
          foodMenuId: l.menuItemId,
          name: l.name,
          imageUrl: l.imageUrl,
          quantity: l.quantity,
          selectedAttributes: l.options.map((o) => ({ name: o.name })),
        })),
      amountPerDelivery: toDollars(own[0]?.amountDueCents ?? 0),
      card: card
        ? { brand: card.brand, last4: card.last4 }
        : firstPayment
          ? { brand: firstPayment.cardBrand, last4: firstPayment.cardLast4 }
          : null,
      orders: own.map((o) => ({
        id: o.id,
        orderDate: o.createdAt.toISOString(),
        orderStatus: o.status,
        deliveryDateStart: o.deliveryDateStart?.toISOString() ?? null,
        amountDue: toDollars(o.amountDueCents),
      })),
      refundOnCancel: refund ? { orderId: refund.orderId, amount: toDollars(refund.amountCents) } : null,
      pausedReason: row.status === "paused" ? row.pausedReason : null,
    };
  });
}
