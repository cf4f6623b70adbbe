import type { Order, OrderPage, PagedRequest } from "@dutchpot/contract";
import type { Db, DbOrTx } from "../../db/client.ts";
import { appendEvent } from "../../events/event-store.ts";
import { NotFoundError } from "../../lib/errors.ts";
import { paidOrderCount, scheduledCounts } from "./order-history.ts";
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
  ): Promise<{ id: number; name: string; logoUrl: string | null; timeZone: string }[]>;
  paymentSummaries(orderIds: number[], tx?: DbOrTx): Promise<Map<number, OrderPaymentSummary>>;
}

/** An order as the payment places it: every amount and detail from the cart's checkout snapshot. */
export interface PlaceOrderInput {
  order: Omit<NewOrder, "id" | "status" | "createdAt" | "updatedAt" | "subscriptionId">;
  lines: NewOrderLine[];
}

/** `order.created` goes to the customer's (or guest's) stream and the shop's (docs/orders.md). */
export const orderCreated = "order.created";
export const orderStreamOf = (owner: { userId: number | null; guestId: string | null }) =>
  owner.userId !== null ? `orders:user:${owner.userId}` : `orders:guest:${owner.guestId}`;
export const shopOrderStreamOf = (shopId: number) => `shop-orders:${shopId}`;

/**
 * Orders: the paid orders of customers and guests (the orders module owns orders, order_lines and
 * order_subscriptions). Orders are created only by the payment (checkout workflow, in its
 * transaction); customers read their own; other modules read order history through this service.
 */
export function createOrdersService(db: Db, deps: OrdersDependencies) {
  const answers = async (rows: OrderRow[], from: DbOrTx): Promise<Order[]> => {
    const ids = rows.map((r) => r.id);
    const lines = await linesOfOrders(from, ids);
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
      ),
    );
  };

  return {
    /** Orders booked per slot start (ISO instant) of a shop in [from, to) (hours: slot capacity). */
    scheduledCounts,
    /** The owner's paid orders in a storefront (pricing: first-order free delivery; promotions). */
    paidOrderCount,

    /** Inserts the order and its lines as charged (checkout, inside the payment's transaction). */
    async place(input: PlaceOrderInput, tx: DbOrTx): Promise<OrderRow> {
      const order = await insertOrder(tx, input.order);
      await insertOrderLines(tx, order.id, input.lines);
      return order;
    },

    /** Stores the subscription chosen in the wizard and links its first order (checkout). */
    subscribe(subscription: NewOrderSubscription, tx: DbOrTx): Promise<number> {
      return insertSubscription(tx, subscription);
    },

    /** Appends `order.created` to the owner's and the shop's streams; call it last in the transaction. */
    async announce(order: OrderRow, tx: DbOrTx) {
      const payload = { orderId: order.id, shopId: order.shopId };
      await appendEvent(tx, { tenantId: order.tenantId, stream: orderStreamOf(order), type: orderCreated, payload });
      await appendEvent(tx, {
        tenantId: order.shopTenantId,
        stream: shopOrderStreamOf(order.shopId),
        type: orderCreated,
        payload,
      });
    },

    /** Orders/Get: one of the owner's orders; anyone else's (or none) is a 404. */
    async get(owner: OrderOwner, id: number, from: DbOrTx = db): Promise<Order> {
      const row = await findOrderOf(from, owner, id);
      if (!row) throw new NotFoundError("Order", id);
      const [order] = await answers([row], from);
      return order as Order;
    },

    /** Orders/GetAllByCustomer: the owner's orders in this storefront, newest first. */
    async list(owner: OrderOwner, page: PagedRequest): Promise<OrderPage> {
      const { rows, totalCount } = await pageOrdersOf(db, owner, { skip: page.SkipCount, take: page.MaxResultCount });
      return { totalCount, items: await answers(rows, db) };
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
