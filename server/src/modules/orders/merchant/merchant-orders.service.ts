import {
  type AcceptOrderInput,
  type AdvanceOrderInput,
  type CancelOrderInput,
  type MerchantOrder,
  type MerchantOrderBoard,
  type MerchantOrderPage,
  type MerchantOrdersRequest,
  merchantOrderTexts,
  orderStatusName,
  orderTexts,
  type RejectOrderInput,
  orderStatus as s,
  toCents,
  toDollars,
} from "@dutchpot/contract";
import type { Db, DbOrTx } from "../../../db/client.ts";
import { withTransaction } from "../../../db/transaction.ts";
import type { Clock } from "../../../lib/clock.ts";
import { BusinessRuleError, ConflictError, NotFoundError } from "../../../lib/errors.ts";
import type { ConsoleScope } from "../../../plugins/console-scope.ts";
import { toInstant, toLocal } from "../../hours/zoned-time.ts";
import { amountLeft } from "../order-cancel.ts";
import { historyOf, lockOrder, problemsOf } from "../order-lifecycle.repository.ts";
import { assertTransition } from "../order-status.ts";
import type { OrderPaymentSummary } from "../orders.mappers.ts";
import { linesOfOrders, type OrderRow } from "../orders.repository.ts";
import { type OrdersService, shopOrderStreamOf } from "../orders.service.ts";
import { toMerchantOrder } from "./merchant-orders.mappers.ts";
import { boardRows, findShopOrder, pageShopOrders, setAccepted } from "./merchant-orders.repository.ts";

/** What the board reads from other modules and the orders service (wired by the routes from `app.services`). */
export interface MerchantOrdersDeps {
  orders: Pick<OrdersService, "transition" | "refundAndCancel">;
  shopBadges(
    shopIds: number[],
    tx?: DbOrTx,
  ): Promise<{ id: number; tenantId: number; name: string; timeZone: string }[]>;
  paymentSummaries(orderIds: number[], tx?: DbOrTx): Promise<Map<number, OrderPaymentSummary>>;
}

/** The refund's reason as the payment provider records it. */
const rejectedReason = "Rejected by the store";
const cancelledReason = "Cancelled by the store";

/** Moves Advance makes: the shop's forward steps after Accept (out for delivery, delivered, ready, picked up). */
const advanceTargets: readonly number[] = [s.outForDelivery, s.delivered, s.readyForPickup, s.pickedUp];

const refused = (from: number, to: number) =>
  new ConflictError(
    orderTexts.transitionRefused
      .replace("{from}", orderStatusName(from) ?? String(from))
      .replace("{to}", orderStatusName(to) ?? String(to)),
    merchantOrderTexts.notAdvance,
  );

/**
 * The merchant console's order board (docs/orders.md "Merchant actions"): a tenant admin reads and
 * moves the orders of their tenant's shops. Every call is scoped by `orders.shop_tenant_id`: another
 * tenant's shop or order is a 404. Every move goes through `orders.transition` (actor merchant), so
 * history, the customer's notification and the three event streams follow; refunds go through the
 * payments service in the move's transaction, after the order row is locked (a second cancel racing
 * the first waits for the lock, then finds the order cancelled: 409, never a second refund).
 */
export function createMerchantOrdersService(db: Db, deps: MerchantOrdersDeps, clock: Clock) {
  const answers = async (rows: OrderRow[], from: DbOrTx): Promise<MerchantOrder[]> => {
    const ids = rows.map((r) => r.id);
    const lines = await linesOfOrders(from, ids);
    const history = await historyOf(from, ids);
    const problems = await problemsOf(from, ids);
    const payments = await deps.paymentSummaries(ids, from);
    return rows.map((row) =>
      toMerchantOrder(
        row,
        lines.filter((l) => l.orderId === row.id),
        history.filter((h) => h.orderId === row.id),
        problems.filter((p) => p.orderId === row.id),
        payments.get(row.id),
      ),
    );
  };

  /** The admin's shop (its name and time zone), or 404 for another tenant's or none. */
  const ownShop = async (scope: ConsoleScope, shopId: number) => {
    const [shop] = await deps.shopBadges([shopId]);
    if (!shop || shop.tenantId !== scope.tenantId) throw new NotFoundError("Shop", shopId);
    return shop;
  };

  const get = async (scope: ConsoleScope, id: number, from: DbOrTx = db): Promise<MerchantOrder> => {
    const row = await findShopOrder(from, scope.tenantId, id);
    if (!row) throw new NotFoundError("Order", id);
    return (await answers([row], from))[0] as MerchantOrder;
  };

  /** One move of an order of the admin's shops, in one transaction: found (404), locked, changed, read back. */
  const move = (scope: ConsoleScope, id: number, change: (order: OrderRow, tx: DbOrTx) => Promise<void>) =>
    withTransaction(db, async (tx) => {
      if (!(await findShopOrder(tx, scope.tenantId, id))) throw new NotFoundError("Order", id);
      const order = (await lockOrder(tx, id)) as OrderRow;
      await change(order, tx);
      return get(scope, id, tx);
    });

  return {
    /** MerchantOrders/GetBoard: live orders (oldest first) and those finished since the shop's midnight. */
    async board(scope: ConsoleScope, shopId: number): Promise<MerchantOrderBoard> {
      const shop = await ownShop(scope, shopId);
      const today = toLocal(shop.timeZone, clock.now().getTime());
      const since = new Date(toInstant(shop.timeZone, today, 0));
      const { live, done } = await boardRows(db, scope.tenantId, shopId, since);
      return {
        shopId,
        shopName: shop.name,
        timeZone: shop.timeZone,
        live: await answers(live, db),
        doneToday: await answers(done, db),
      };
    },

    /** MerchantOrders/GetAll: the shop's orders, newest first, paged, optionally of one status. */
    async list(scope: ConsoleScope, query: MerchantOrdersRequest): Promise<MerchantOrderPage> {
      await ownShop(scope, query.shopId);
      const { rows, totalCount } = await pageShopOrders(db, scope.tenantId, query.shopId, {
        skip: query.SkipCount,
        take: query.MaxResultCount,
        status: query.Status,
      });
      return { totalCount, items: await answers(rows, db) };
    },

    get,

    /** MerchantOrders/Accept: confirmed → processing, with the acceptance time and the estimate. */
    accept: (scope: ConsoleScope, input: AcceptOrderInput) =>
      move(scope, input.id, async (order, tx) => {
        await deps.orders.transition(
          {
            orderId: order.id,
            to: s.processing,
            actor: "merchant",
            actorUserId: scope.userId,
            expectedFrom: s.confirmed,
            notice: { prepEstimateMinutes: input.prepMinutes },
          },
          tx,
        );
        await setAccepted(tx, order.id, clock.now(), input.prepMinutes);
      }),

    /** MerchantOrders/Reject: a new (confirmed or scheduled) order → cancelled, refunded in full. */
    reject: (scope: ConsoleScope, input: RejectOrderInput) =>
      move(scope, input.id, async (order, tx) => {
        if (order.status !== s.confirmed && order.status !== s.scheduled) throw refused(order.status, s.cancelled);
        await deps.orders.refundAndCancel(
          order,
          { actor: "merchant", actorUserId: scope.userId, reason: rejectedReason, historyReason: input.reason },
          tx,
        );
      }),

    /** MerchantOrders/Advance: one step forward after Accept; anything else is the state machine's 409. */
    advance: (scope: ConsoleScope, input: AdvanceOrderInput) =>
      move(scope, input.id, async (order, tx) => {
        if (!advanceTargets.includes(input.to)) throw refused(order.status, input.to);
        await deps.orders.transition(
          { orderId: order.id, to: input.to, actor: "merchant", actorUserId: scope.userId, expectedFrom: order.status },
          tx,
        );
      }),

    /**
     * MerchantOrders/Cancel: an order not yet handed over → cancelled, refunding `refundAmount`
     * (dollars, more than 0 and at most what is left: 400 otherwise) or all that is left. The move is
     * checked before the provider is asked, so a refused move never refunds.
     */
    cancel: (scope: ConsoleScope, input: CancelOrderInput) =>
      move(scope, input.id, async (order, tx) => {
        assertTransition({ from: order.status, to: s.cancelled, actor: "merchant", isDelivery: order.isDelivery });
        const left = amountLeft((await deps.paymentSummaries([order.id], tx)).get(order.id));
        const refundCents = input.refundAmount === undefined ? left : toCents(input.refundAmount);
        if (refundCents > left) {
          throw new BusinessRuleError(merchantOrderTexts.refundTooLarge.replace("{left}", toDollars(left).toFixed(2)));
        }
        await deps.orders.refundAndCancel(
          order,
          {
            actor: "merchant",
            actorUserId: scope.userId,
            reason: cancelledReason,
            historyReason: input.reason,
            refundCents,
          },
          tx,
        );
      }),

    /** MerchantOrders/Events: the shop's stream (`shop-orders:<shopId>`) once the shop is shown to be the admin's. */
    async eventStreamOf(scope: ConsoleScope, shopId: number): Promise<string> {
      await ownShop(scope, shopId);
      return shopOrderStreamOf(shopId);
    },
  };
}

export type MerchantOrdersService = ReturnType<typeof createMerchantOrdersService>;
