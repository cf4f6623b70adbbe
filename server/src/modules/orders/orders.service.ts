import {
  type Order,
  type OrderActorKind,
  type OrderPage,
  orderStatus,
  orderStatusName,
  orderTexts,
  type PagedRequest,
} from "@dutchpot/contract";
import type { Db, DbOrTx } from "../../db/client.ts";
import { withTransaction } from "../../db/transaction.ts";
import { appendEvent } from "../../events/event-store.ts";
import type { Clock } from "../../lib/clock.ts";
import { ConflictError, NotFoundError } from "../../lib/errors.ts";
import { createMerchantOrdersService } from "./merchant/merchant-orders.service.ts";
import { amountLeft, assertCustomerMayCancel, customerCancelReason, type RefundOrderPayment } from "./order-cancel.ts";
import { paidOrderCount, paidOrderCountSql, scheduledCounts } from "./order-history.ts";
import {
  historyOf,
  insertHistory,
  lockOrder,
  problemsOf,
  queueNotification,
  ratingsOf,
  setOrderStatus,
} from "./order-lifecycle.repository.ts";
import { assertTransition, customerCancellable } from "./order-status.ts";
import { type OrderPaymentSummary, type OrderShopBadge, toOrder } from "./orders.mappers.ts";
import {
  findOrderOf,
  insertOrder,
  insertOrderLines,
  insertSubscription,
  linesOfOrders,
  type NewOrder,
  type NewOrderLine,
  type NewOrderSubscription,
  type OrderOwner,
  type OrderRow,
  pageOrdersOf,
} from "./orders.repository.ts";

export type { OrderOwner } from "./orders.repository.ts";

/** What the orders module reads from others (wired in services.ts): shop badges and the card that paid. */
export interface OrdersDependencies {
  shopBadges(
    shopIds: number[],
    tx?: DbOrTx,
  ): Promise<{ id: number; tenantId: number; name: string; logoUrl: string | null; timeZone: string }[]>;
  paymentSummaries(orderIds: number[], tx?: DbOrTx): Promise<Map<number, OrderPaymentSummary>>;
  /** Refunds `amountCents` of the order's payment through the provider, in the caller's transaction. */
  refundOrderPayment: RefundOrderPayment;
}

/** An order as the payment places it: every amount and detail from the cart's checkout snapshot. */
export interface PlaceOrderInput {
  order: Omit<NewOrder, "id" | "status" | "createdAt" | "updatedAt" | "subscriptionId">;
  lines: NewOrderLine[];
}

/**
 * `order.created` and `order.changed` {orderId, shopId, status} go to the customer's (or guest's)
 * stream, the order's own stream and the shop's (docs/orders.md, docs/events.md).
 */
export const orderCreated = "order.created";
export const orderChanged = "order.changed";
export const orderStreamOf = (owner: { userId: number | null; guestId: string | null }) =>
  owner.userId !== null ? `orders:user:${owner.userId}` : `orders:guest:${owner.guestId}`;
export const singleOrderStreamOf = (orderId: number) => `order:${orderId}`;
export const shopOrderStreamOf = (shopId: number) => `shop-orders:${shopId}`;

/** One status change: the order, where it goes, who moves it (a user id for customers and staff). */
export interface TransitionInput {
  orderId: number;
  to: number;
  actor: OrderActorKind;
  actorUserId?: number | null;
  /** Refuse (409) unless the order is still in this status: a stale screen or job changes nothing. */
  expectedFrom?: number;
  /** Why (a merchant's rejection or cancellation): stored on the history row and told to the customer. */
  reason?: string | null;
  /** More for the customer's notification (e.g. `prepEstimateMinutes` when the shop accepts). */
  notice?: Record<string, unknown>;
}

/** The order moved on since the caller looked (a stale screen or job): 409, nothing changes. */
const staleStatus = (status: number) =>
  new ConflictError(orderTexts.orderChanged, `Its status is now ${orderStatusName(status) ?? status}.`);

/** The events of one change, appended last in its transaction (the stream locks follow the row lock). */
async function appendOrderEvents(tx: DbOrTx, order: OrderRow, type: string) {
  const payload = { orderId: order.id, shopId: order.shopId, status: order.status };
  for (const stream of [orderStreamOf(order), singleOrderStreamOf(order.id)]) {
    await appendEvent(tx, { tenantId: order.tenantId, stream, type, payload });
  }
  await appendEvent(tx, { tenantId: order.shopTenantId, stream: shopOrderStreamOf(order.shopId), type, payload });
}

/**
 * Orders: the paid orders of customers and guests (the orders module owns orders, order_lines and
 * order_subscriptions). Orders are created only by the payment (checkout workflow, in its
 * transaction); customers read their own; other modules read order history through this service.
 */
export function createOrdersService(db: Db, deps: OrdersDependencies, clock: Clock) {
  const answers = async (rows: OrderRow[], from: DbOrTx): Promise<Order[]> => {
    const ids = rows.map((r) => r.id);
    const lines = await linesOfOrders(from, ids);
    const [history, ratings, problems] = [
      await historyOf(from, ids),
      await ratingsOf(from, ids),
      await problemsOf(from, ids),
    ];
    const badges = new Map(
      (await deps.shopBadges([...new Set(rows.map((r) => r.shopId))], from)).map((b) => [b.id, b as OrderShopBadge]),
    );
    const payments = await deps.paymentSummaries(ids, from);
    return rows.map((row) =>
      toOrder(
        row,
        lines.filter((l) => l.orderId === row.id),
        badges.get(row.shopId),
        payments.get(row.id),
        {
          history: history.filter((h) => h.orderId === row.id),
          rating: ratings.find((r) => r.orderId === row.id),
          problems: problems.filter((p) => p.orderId === row.id),
        },
      ),
    );
  };

  /**
   * Moves an order to another status (the state machine in order-status.ts; 409 when not allowed),
   * in one transaction: the row locked, the status and its history entry, a notification queued
   * for the customer, and `order.changed` on the customer's, the order's and the shop's streams.
   * Pass `tx` to make it part of a larger change (a cancel's refund).
   */
  const transition = (input: TransitionInput, tx?: DbOrTx): Promise<OrderRow> =>
    withTransaction(tx ?? db, async (t) => {
      const current = await lockOrder(t, input.orderId);
      if (!current) throw new NotFoundError("Order", input.orderId);
      assertTransition({ from: current.status, to: input.to, actor: input.actor, isDelivery: current.isDelivery });
      if (input.expectedFrom !== undefined && current.status !== input.expectedFrom) throw staleStatus(current.status);
      const at = clock.now();
      const order = await setOrderStatus(t, current.id, input.to, at);
      await insertHistory(t, {
        orderId: order.id,
        status: order.status,
        actor: input.actor,
        actorUserId: input.actorUserId ?? null,
        at,
        reason: input.reason ?? null,
      });
      await queueNotification(t, {
        tenantId: order.tenantId,
        orderId: order.id,
        kind: "status",
        payload: {
          ...input.notice,
          status: order.status,
          from: current.status,
          ...(input.reason ? { reason: input.reason } : {}),
        },
      });
      await appendOrderEvents(t, order, orderChanged);
      return order;
    });

  /** Orders/Get: one of the owner's orders; anyone else's (or none) is a 404. */
  const get = async (owner: OrderOwner, id: number, from: DbOrTx = db): Promise<Order> => {
    const row = await findOrderOf(from, owner, id);
    if (!row) throw new NotFoundError("Order", id);
    const [order] = await answers([row], from);
    return order as Order;
  };

  /**
   * A locked, cancellable order: everything left of its payment (or `refundCents` of it: the
   * merchant's partial refund) refunded through the provider, then the move to cancelled (history,
   * notification, events last). The refund's provider key follows from the payment's state, so a
   * retry after a lost answer finds the same refund. `historyReason` goes on the history row and to
   * the customer (a merchant's words). Answers the cents refunded.
   */
  const refundAndCancel = async (
    order: OrderRow,
    by: {
      actor: OrderActorKind;
      actorUserId?: number | null;
      reason: string;
      historyReason?: string | null;
      refundCents?: number;
    },
    t: DbOrTx,
  ): Promise<number> => {
    const left = amountLeft((await deps.paymentSummaries([order.id], t)).get(order.id));
    const refund = by.refundCents ?? left;
    if (refund > 0) await deps.refundOrderPayment(order.id, refund, by.reason, t);
    await transition(
      {
        orderId: order.id,
        to: orderStatus.cancelled,
        actor: by.actor,
        actorUserId: by.actorUserId ?? null,
        expectedFrom: order.status,
        reason: by.historyReason ?? null,
      },
      t,
    );
    return refund;
  };

  /** The merchant console's order board: the same moves and refunds, scoped to the admin's tenant. */
  const merchant = createMerchantOrdersService(
    db,
    {
      orders: { transition, refundAndCancel },
      shopBadges: deps.shopBadges,
      paymentSummaries: deps.paymentSummaries,
    },
    clock,
  );

  return {
    merchant,

    /** Orders booked per slot start (ISO instant) of a shop in [from, to) (hours: slot capacity). */
    scheduledCounts,
    /** The owner's paid orders in a storefront (pricing: first-order free delivery; promotions). */
    paidOrderCount,
    /** The same count as a scalar subquery, for a statement of another module (the cart's lock). */
    paidOrderCountSql,

    /**
     * Inserts the order and its lines as charged, with its first history entry (checkout, inside the
     * payment's transaction). A booked slot starts `scheduled` (released to the shop ahead of its
     * slot); "now" starts `confirmed`.
     */
    async place(input: PlaceOrderInput, tx: DbOrTx, actor: OrderActorKind = "customer"): Promise<OrderRow> {
      const status = input.order.deliveryDateStart ? orderStatus.scheduled : orderStatus.confirmed;
      const at = clock.now(); // the one clock: the report window and the refund rule compare against it
      const order = await insertOrder(tx, { ...input.order, status, createdAt: at, updatedAt: at });
      await insertOrderLines(tx, order.id, input.lines);
      await insertHistory(tx, {
        orderId: order.id,
        status,
        actor,
        actorUserId: actor === "customer" ? order.userId : null,
        at: order.createdAt,
      });
      return order;
    },

    transition,

    /** The cancel with its refund, for the shop's calls (the merchant console): lock the order first. */
    refundAndCancel,

    /**
     * Orders/Cancel: the owner cancels a scheduled or confirmed order (409 `cancelTooLate` later,
     * 409 again once cancelled; another's order is a 404). One transaction: the order row locked,
     * everything left of its payment refunded through the provider, then the move to cancelled
     * (history, notification, events last). The refund's provider key follows from the payment's
     * state, so a retry after a lost answer finds the same refund, never a second one.
     */
    async cancel(owner: OrderOwner, id: number): Promise<Order> {
      return withTransaction(db, async (t) => {
        if (!(await findOrderOf(t, owner, id))) throw new NotFoundError("Order", id);
        const order = (await lockOrder(t, id)) as OrderRow;
        assertCustomerMayCancel(order);
        await refundAndCancel(order, { actor: "customer", actorUserId: owner.userId, reason: customerCancelReason }, t);
        return get(owner, id, t);
      });
    },

    /**
     * The same cancel for the platform's own callers (a subscription cancelled or paused): each order
     * is locked (ascending ids, the order before its payment, as `cancel` does), and those still
     * scheduled or confirmed are refunded in full and cancelled; any other status is left alone.
     * Answers the cents refunded per order cancelled. Lock the orders before anything else the
     * transaction's streams are locked by, so two of these (or one and `cancel`) never deadlock.
     */
    async cancelIfCancellable(
      orderIds: number[],
      by: { actor: OrderActorKind; actorUserId?: number | null; reason: string },
      tx: DbOrTx,
    ): Promise<Map<number, number>> {
      const locked: OrderRow[] = [];
      for (const id of [...new Set(orderIds)].sort((a, b) => a - b)) {
        const order = await lockOrder(tx, id);
        if (order && customerCancellable.includes(order.status)) locked.push(order);
      }
      const refunded = new Map<number, number>();
      for (const order of locked) refunded.set(order.id, await refundAndCancel(order, by, tx));
      return refunded;
    },

    /** Stores the subscription chosen in the wizard and links its first order (checkout). */
    subscribe(subscription: NewOrderSubscription, tx: DbOrTx): Promise<number> {
      return insertSubscription(tx, subscription);
    },

    /** Appends `order.created` to the owner's, the order's and the shop's streams; call it last in the transaction. */
    async announce(order: OrderRow, tx: DbOrTx) {
      await appendOrderEvents(tx, order, orderCreated);
    },

    get,

    /**
     * Orders/Events: the stream the owner may read, their own (`orders:user:<id>` /
     * `orders:guest:<uuid>`) or, with an order id, that order's (`order:<id>`; anyone else's → 404).
     */
    async eventStreamOf(owner: OrderOwner, id?: number): Promise<string> {
      if (id === undefined) return orderStreamOf(owner);
      if (!(await findOrderOf(db, owner, id))) throw new NotFoundError("Order", id);
      return singleOrderStreamOf(id);
    },

    /** Orders/GetAllByCustomer: the owner's orders in this storefront, newest first. */
    async list(owner: OrderOwner, page: PagedRequest): Promise<OrderPage> {
      const { rows, totalCount } = await pageOrdersOf(db, owner, { skip: page.SkipCount, take: page.MaxResultCount });
      return { totalCount, items: await answers(rows, db) };
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
