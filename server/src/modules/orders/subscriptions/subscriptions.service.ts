import { orderTexts, type PagedRequest, type Subscription, type SubscriptionPage } from "@dutchpot/contract";
import type { Db, DbOrTx } from "../../../db/client.ts";
import { withTransaction } from "../../../db/transaction.ts";
import type { Clock } from "../../../lib/clock.ts";
import { ConflictError, NotFoundError } from "../../../lib/errors.ts";
import { insertSubscription, type NewOrderSubscription } from "../orders.repository.ts";
import type { OrdersService } from "../orders.service.ts";
import { deliveryDateAfter, endsOnFor, firstDeliveryAfter, localDateOf, slotStartOn } from "./subscription-dates.ts";
import { type AnswerSources, subscriptionAnswers, waitingOrders } from "./subscriptions.answers.ts";
import {
  claimDelivery,
  findSubscriptionOf,
  lockSubscription,
  orderById,
  ordersOfSubscriptions,
  pageSubscriptionsOf,
  type SubscriptionOwner,
  type SubscriptionRow,
  updateSubscription,
} from "./subscriptions.repository.ts";

export type { SubscriptionOwner } from "./subscriptions.repository.ts";

/** What the subscription calls use of other modules (wired in services.ts). */
export interface SubscriptionsDependencies extends AnswerSources {
  orders: Pick<OrdersService, "cancelIfCancellable">;
}

/** The refunds' reasons as the payment provider records them. */
export const subscriptionRefundReasons = {
  cancel: "Subscription cancelled before this delivery was prepared",
  pause: "Subscription paused before this delivery was prepared",
} as const;

/**
 * Weekly subscriptions (docs/orders.md "Subscriptions"): created by the payment, then read, paused,
 * resumed and cancelled by their owner (a signed-in customer; anyone else's id is a 404). Each
 * change locks the subscription's row, so a change and a renewal of it never interleave.
 */
export function createSubscriptionsService(db: Db, deps: SubscriptionsDependencies, clock: Clock) {
  const answer = async (row: SubscriptionRow, from: DbOrTx = db): Promise<Subscription> =>
    (await subscriptionAnswers(from, deps, [row]))[0] as Subscription;

  /** The owner's subscription, locked for the rest of the transaction (404 for anyone else's). */
  const lockOwn = async (tx: DbOrTx, owner: SubscriptionOwner, id: number): Promise<SubscriptionRow> => {
    if (!(await findSubscriptionOf(tx, owner, id))) throw new NotFoundError("Subscription", id);
    return (await lockSubscription(tx, id)) as SubscriptionRow;
  };

  /**
   * The one rule of a cancel and a pause: each of the subscription's orders still scheduled or
   * confirmed is cancelled and refunded in full, through the orders service's cancel (each order
   * row locked before its payment, as Orders/Cancel does, and its status checked again under the
   * lock); orders already being prepared, on their way or delivered are left alone.
   */
  const cancelWaitingOrders = async (tx: DbOrTx, owner: SubscriptionOwner, id: number, reason: string) => {
    const waiting = waitingOrders(await ordersOfSubscriptions(tx, [id])).map((o) => o.id);
    if (waiting.length > 0)
      await deps.orders.cancelIfCancellable(waiting, { actor: "customer", actorUserId: owner.userId, reason }, tx);
  };

  const timeZoneOf = async (shopId: number, tx: DbOrTx) => (await deps.shopBadges([shopId], tx))[0]?.timeZone ?? "UTC";

  return {
    /** OrdersSubscription/GetCustomersSubscriptions: the owner's subscriptions, newest first. */
    async list(owner: SubscriptionOwner, page: PagedRequest): Promise<SubscriptionPage> {
      const { rows, totalCount } = await pageSubscriptionsOf(db, owner, {
        skip: page.SkipCount,
        take: page.MaxResultCount,
      });
      return { totalCount, items: await subscriptionAnswers(db, deps, rows) };
    },

    /** OrdersSubscription/Get: one of the owner's subscriptions with its orders. */
    async get(owner: SubscriptionOwner, id: number): Promise<Subscription> {
      const row = await findSubscriptionOf(db, owner, id);
      if (!row) throw new NotFoundError("Subscription", id);
      return answer(row);
    },

    /**
     * Pause: active → paused (409 otherwise); its orders not yet being prepared are cancelled and
     * refunded (a delivery ordered ahead does not go out), and none is ordered or charged while paused.
     */
    async pause(owner: SubscriptionOwner, id: number): Promise<Subscription> {
      return withTransaction(db, async (tx) => {
        const row = await lockOwn(tx, owner, id);
        if (row.status !== "active") throw new ConflictError(orderTexts.subscriptionNotActive);
        await cancelWaitingOrders(tx, owner, id, subscriptionRefundReasons.pause);
        const at = clock.now();
        const paused = await updateSubscription(tx, id, {
          status: "paused",
          pausedAt: at,
          pausedReason: null,
          nextDeliveryAt: null,
          updatedAt: at,
        });
        return answer(paused, tx);
      });
    },

    /**
     * Resume: paused → active (409 otherwise), the next delivery the first chosen slot after now;
     * none left before its last day → completed.
     */
    async resume(owner: SubscriptionOwner, id: number): Promise<Subscription> {
      return withTransaction(db, async (tx) => {
        const row = await lockOwn(tx, owner, id);
        if (row.status !== "paused") throw new ConflictError(orderTexts.subscriptionNotPaused);
        const at = clock.now();
        const next = firstDeliveryAfter(at, { ...row, timeZone: await timeZoneOf(row.shopId, tx) });
        const resumed = await updateSubscription(tx, id, {
          status: next ? "active" : "completed",
          pausedAt: null,
          pausedReason: null,
          nextDeliveryAt: next?.slotStart ?? null,
          updatedAt: at,
        });
        return answer(resumed, tx);
      });
    },

    /**
     * Cancel: active or paused → cancelled (409 once ended). Its orders not yet being prepared are
     * cancelled and refunded in full (what the answer's `refundOnCancel` showed); all in one
     * transaction under the subscription's row lock, then each order's.
     */
    async cancel(owner: SubscriptionOwner, id: number): Promise<Subscription> {
      return withTransaction(db, async (tx) => {
        const row = await lockOwn(tx, owner, id);
        if (row.status !== "active" && row.status !== "paused") throw new ConflictError(orderTexts.subscriptionEnded);
        const at = clock.now();
        await cancelWaitingOrders(tx, owner, id, subscriptionRefundReasons.cancel);
        const cancelled = await updateSubscription(tx, id, {
          status: "cancelled",
          cancelledAt: at,
          nextDeliveryAt: null,
          updatedAt: at,
        });
        return answer(cancelled, tx);
      });
    },

    /**
     * At checkout, in the payment's transaction (wired as the checkout's `orders.subscribe`): the
     * subscription row with its last day (`ends_on`, from the first delivery's local date and the
     * weeks) and its next delivery (the next chosen weekday after the first's, at the chosen time);
     * the first order is the first delivery, recorded as `ordered`. Answers the subscription's id.
     */
    async subscribe(subscription: NewOrderSubscription, tx: DbOrTx): Promise<number> {
      const at = clock.now();
      const timeZone = await timeZoneOf(subscription.shopId, tx);
      const first = subscription.firstOrderId ? await orderById(tx, subscription.firstOrderId) : undefined;
      const firstSlot = first?.deliveryDateStart ?? at;
      const firstDate = localDateOf(firstSlot, timeZone);
      const endsOn = endsOnFor(firstDate, subscription.isOnGoing ? null : (subscription.weeks ?? null));
      const nextDate = deliveryDateAfter(firstDate, subscription.daysOfWeek, endsOn);
      const id = await insertSubscription(tx, {
        ...subscription,
        status: "active",
        endsOn,
        nextDeliveryAt: nextDate ? slotStartOn(nextDate, subscription.timeSlot, timeZone) : null,
        createdAt: at,
        updatedAt: at,
      });
      if (first) {
        await claimDelivery(tx, {
          subscriptionId: id,
          deliveryDate: firstDate,
          slotStart: firstSlot,
          state: "ordered",
          orderId: first.id,
          createdAt: at,
          updatedAt: at,
        });
      }
      return id;
    },
  };
}

export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
