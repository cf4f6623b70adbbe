import { orderLimits } from "@dutchpot/contract";
import type { Db, DbOrTx } from "../../../db/client.ts";
import { afterCommit, withTransaction } from "../../../db/transaction.ts";
import type { Clock } from "../../../lib/clock.ts";
import { FieldValidationError } from "../../../lib/errors.ts";
import { CardDeclinedError, type ChargeResult } from "../../../providers/payments/types.ts";
import { queueNotification } from "../order-lifecycle.repository.ts";
import { linesOfOrders } from "../orders.repository.ts";
import {
  type DueDelivery,
  type RenewalDependencies,
  type RenewalOptions,
  type RenewalOutcome,
  type RetryDelivery,
  renewalTexts,
} from "./renewal-types.ts";
import { deliveryDateAfter, localDateOf, slotStartOn } from "./subscription-dates.ts";
import { placeRenewalOrder } from "./subscription-order.ts";
import {
  claimDelivery,
  completeEnded,
  type DeliveryRow,
  dueSubscriptions,
  findDelivery,
  lockSubscription,
  orderById,
  type SubscriptionRow,
  updateDelivery,
  updateSubscription,
} from "./subscriptions.repository.ts";

export {
  type DueDelivery,
  defaultRenewalOptions,
  type RenewalDependencies,
  type RenewalOptions,
  type RenewalOutcome,
  type RetryDelivery,
  renewalTexts,
} from "./renewal-types.ts";

const slotMs = 30 * 60_000;
const renewalLines = (lines: Awaited<ReturnType<typeof linesOfOrders>>) =>
  lines.map((l) => ({
    menuItemId: l.menuItemId,
    valueIds: l.options.map((o) => o.attributeValueId),
    quantity: l.quantity,
    name: l.name,
  }));

/**
 * Weekly deliveries (docs/orders.md "Subscriptions"). `renew` makes ONE delivery of one
 * subscription, exactly once however many runners race: under the subscription's row lock, the
 * delivery row is claimed (UNIQUE per subscription and date); the lines are priced at current
 * prices (lines no longer sold left out, with a notice), the slot checked against the shop's hours,
 * the saved card charged off-session under a key derived from subscription, date and attempt (a
 * retried run finds the same charge), the order placed as `scheduled`, and the next delivery set.
 */
export function createRenewals(db: Db, deps: RenewalDependencies, clock: Clock, options: RenewalOptions) {
  /** Moves the subscription past `date` (completed when no chosen day is left before its last day). */
  async function advance(tx: DbOrTx, sub: SubscriptionRow, date: string, timeZone: string, at: Date) {
    const next = deliveryDateAfter(date, sub.daysOfWeek, sub.endsOn);
    await updateSubscription(tx, sub.id, {
      status: next ? sub.status : "completed",
      nextDeliveryAt: next ? slotStartOn(next, sub.timeSlot, timeZone) : null,
      updatedAt: at,
    });
  }

  const notify = (tx: DbOrTx, sub: SubscriptionRow, kind: string, payload: Record<string, unknown>, orderId?: number) =>
    queueNotification(tx, { tenantId: sub.tenantId, subscriptionId: sub.id, orderId: orderId ?? null, kind, payload });

  async function skip(tx: DbOrTx, sub: SubscriptionRow, delivery: DeliveryRow, reason: string, tz: string, at: Date) {
    await updateDelivery(tx, delivery.id, { state: "skipped", note: reason, updatedAt: at });
    await notify(tx, sub, "deliverySkipped", { deliveryDate: delivery.deliveryDate, reason });
    await advance(tx, sub, delivery.deliveryDate, tz, at);
    return { kind: "skipped", reason } as const;
  }

  async function declined(
    tx: DbOrTx,
    sub: SubscriptionRow,
    delivery: DeliveryRow,
    _tz: string,
    at: Date,
    onRetry?: RetryDelivery,
  ): Promise<RenewalOutcome> {
    const attempts = delivery.attempts + 1;
    if (attempts > orderLimits.renewalRetries) {
      await updateDelivery(tx, delivery.id, {
        state: "failed",
        attempts,
        note: renewalTexts.cardDeclined,
        updatedAt: at,
      });
      await updateSubscription(tx, sub.id, {
        status: "paused",
        pausedAt: at,
        pausedReason: renewalTexts.pausedDeclined,
        nextDeliveryAt: null,
        updatedAt: at,
      });
      await notify(tx, sub, "subscriptionPaused", { deliveryDate: delivery.deliveryDate, reason: "cardDeclined" });
      return { kind: "paused" };
    }
    await updateDelivery(tx, delivery.id, { attempts, note: renewalTexts.cardDeclined, updatedAt: at });
    await notify(tx, sub, "renewalDeclined", { deliveryDate: delivery.deliveryDate, attempt: attempts });
    const retryAt = new Date(at.getTime() + options.retryDelaySeconds * 1000);
    if (onRetry) {
      const retry = {
        subscriptionId: sub.id,
        deliveryDate: delivery.deliveryDate,
        generation: sub.updatedAt.getTime(),
        attempt: attempts,
        at: retryAt,
      };
      await afterCommit(tx, async () => {
        await onRetry(retry);
      });
    }
    return { kind: "declined", attempts, retryAt };
  }

  /** One delivery of one subscription (the job `orders.renew-subscription`); safe to run twice. */
  async function renew(subscriptionId: number, deliveryDate: string, onRetry?: RetryDelivery): Promise<RenewalOutcome> {
    let chargedKey: string | null = null;
    try {
      return await withTransaction(db, async (tx) => {
        const sub = await lockSubscription(tx, subscriptionId);
        if (sub?.status !== "active" || !sub.nextDeliveryAt || sub.userId === null) return { kind: "stale" };
        const tz = (await deps.shopBadges([sub.shopId], tx))[0]?.timeZone ?? "UTC";
        if (localDateOf(sub.nextDeliveryAt, tz) !== deliveryDate) return { kind: "stale" };
        const at = clock.now();
        const values = { subscriptionId, deliveryDate, slotStart: sub.nextDeliveryAt, createdAt: at, updatedAt: at };
        let delivery = await claimDelivery(tx, values);
        if (!delivery) {
          const existing = await findDelivery(tx, subscriptionId, deliveryDate);
          if (existing?.state === "failed") {
            // Declined three times, then the customer resumed back onto this date (only a resume
            // makes the subscription active again): one more try, under the next attempt's key.
            await updateDelivery(tx, existing.id, { state: "pending", updatedAt: at });
            delivery = { ...existing, state: "pending" };
          } else if (existing?.state !== "pending") {
            // Ordered or skipped already (a resume pointed back at it): only move on.
            await advance(tx, sub, deliveryDate, tz, at);
            return { kind: "stale" };
          } else delivery = existing;
        }
        if (!(await deps.listedShop(sub.shopId, sub.tenantId, tx)))
          return skip(tx, sub, delivery, renewalTexts.shopGone, tz, at);
        const first = sub.firstOrderId ? await orderById(tx, sub.firstOrderId) : undefined;
        if (!first) return skip(tx, sub, delivery, renewalTexts.nothingLeft, tz, at);
        const owner = { tenantId: sub.tenantId, userId: sub.userId, guestId: null };
        const lines = renewalLines(await linesOfOrders(tx, [first.id]));
        const quote = await deps.cart.renewalQuote(
          { owner, shopId: sub.shopId, isDelivery: first.isDelivery, lines },
          tx,
        );
        if (quote.leftOut.length > 0) await notify(tx, sub, "itemsLeftOut", { deliveryDate, items: quote.leftOut });
        if (quote.lines.length === 0) return skip(tx, sub, delivery, renewalTexts.nothingLeft, tz, at);
        try {
          const end = new Date(delivery.slotStart.getTime() + slotMs);
          await deps.hours.assertOrderable({ shopId: sub.shopId, start: delivery.slotStart, end, now: at }, tx);
        } catch (err) {
          if (err instanceof FieldValidationError) return skip(tx, sub, delivery, err.fieldMessage, tz, at);
          throw err;
        }
        const key = `subscription-${sub.id}-${deliveryDate}-${delivery.attempts}`;
        let charge: ChargeResult | null;
        try {
          chargedKey = key;
          charge =
            sub.cardId === null
              ? null
              : await deps.savedCards.charge(
                  {
                    cardId: sub.cardId,
                    userId: sub.userId,
                    amountCents: quote.totals.amountDueCents,
                    idempotencyKey: key,
                    referenceId: `subscription:${sub.id}:${deliveryDate}`,
                  },
                  tx,
                );
        } catch (err) {
          if (!(err instanceof CardDeclinedError)) throw err;
          charge = null;
        }
        if (!charge) {
          chargedKey = null;
          return declined(tx, sub, delivery, tz, at, onRetry);
        }
        const order = await placeRenewalOrder(deps, tx, { sub, first, delivery, charge, key, quote });
        await updateDelivery(tx, delivery.id, { state: "ordered", orderId: order.id, note: null, updatedAt: at });
        await notify(tx, sub, "renewed", { deliveryDate, amountDueCents: order.amountDueCents }, order.id);
        await advance(tx, sub, deliveryDate, tz, at);
        await deps.orders.announce(order, tx);
        return { kind: "ordered", orderId: order.id };
      });
    } catch (err) {
      // The transaction rolled back after the card may have been charged: void it (a no-op when
      // nothing was taken); the job's retry charges again under the same key.
      if (chargedKey) {
        const key = chargedKey;
        await deps.savedCards.cancelByIdempotencyKey(key).catch((cause: unknown) => {
          deps.log.error(
            { err: err, cause, subscriptionId, deliveryDate, idempotencyKey: key },
            "subscription renewal: the charge could not be voided after a rollback: undo it by hand",
          );
        });
      }
      throw err;
    }
  }

  /**
   * A delivery that will not be ordered (its slot passed without an order, or the shop is gone):
   * skipped with `reason` and a notice (unless made meanwhile), the pointer moved on.
   */
  async function skipDue(subscriptionId: number, deliveryDate: string, reason: string): Promise<void> {
    await withTransaction(db, async (tx) => {
      const sub = await lockSubscription(tx, subscriptionId);
      if (sub?.status !== "active" || !sub.nextDeliveryAt) return;
      const tz = (await deps.shopBadges([sub.shopId], tx))[0]?.timeZone ?? "UTC";
      if (localDateOf(sub.nextDeliveryAt, tz) !== deliveryDate) return;
      const at = clock.now();
      const values = { subscriptionId, deliveryDate, slotStart: sub.nextDeliveryAt, createdAt: at, updatedAt: at };
      const delivery = (await claimDelivery(tx, values)) ?? (await findDelivery(tx, subscriptionId, deliveryDate));
      if (delivery?.state === "pending") await skip(tx, sub, delivery, reason, tz, at);
      else await advance(tx, sub, deliveryDate, tz, at);
    });
  }

  return {
    renew,

    /**
     * The scheduler's pass (every minute): each active subscription whose next slot starts within
     * the lead gets its delivery's job, keyed by subscription, local date and generation (its
     * `updated_at`: a pause and resume gets a fresh key, so a key used by a stale run never loses
     * the delivery) so that however many schedulers send it, one job exists. A shop no longer
     * listed gets no job: the delivery is skipped with a notice. Subscriptions past their last day
     * with nothing left to deliver are completed first. Answers how many were due.
     */
    async dispatchDue(send: (due: DueDelivery) => Promise<unknown>): Promise<number> {
      const now = clock.now();
      // A day's margin covers every time zone's "yesterday".
      await completeEnded(db, new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10), now);
      const due = await dueSubscriptions(db, new Date(now.getTime() + options.leadMs));
      const zones = new Map(
        (await deps.shopBadges([...new Set(due.map((d) => d.shopId))])).map((b) => [b.id, b.timeZone]),
      );
      const listed = new Map<string, boolean>();
      for (const sub of due) {
        const deliveryDate = localDateOf(sub.nextDeliveryAt as Date, zones.get(sub.shopId) ?? "UTC");
        const where = `${sub.shopId}:${sub.tenantId}`;
        if (!listed.has(where)) listed.set(where, Boolean(await deps.listedShop(sub.shopId, sub.tenantId)));
        // A slot already past was never made (its job failed for good, or no scheduler ran):
        // skipped with a notice, so the next one goes on; else the delivery's job.
        if (!listed.get(where)) await skipDue(sub.id, deliveryDate, renewalTexts.shopGone);
        else if ((sub.nextDeliveryAt as Date).getTime() <= now.getTime())
          await skipDue(sub.id, deliveryDate, renewalTexts.missed);
        else await send({ subscriptionId: sub.id, deliveryDate, generation: sub.updatedAt.getTime() });
      }
      return due.length;
    },
  };
}

export type Renewals = ReturnType<typeof createRenewals>;
