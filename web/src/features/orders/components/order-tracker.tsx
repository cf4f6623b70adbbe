import type { Order } from "@dutchpot/contract";
import { orderStatus, trackerSteps } from "@dutchpot/contract/constants";
import { useTranslation } from "react-i18next";
import { intlLocale, slotRange } from "../../../lib/dates.ts";
import { formatMoney } from "../../../lib/format.ts";
import { statusLabelKey } from "../order-format.ts";

/** The heading of the cancelled / refunded banner (focused after the customer cancels). */
export const endedHeadingId = "order-ended-title";

/** The tracker's step of a status: scheduled shows step 1; -1 when the status is not on the path. */
export function trackerIndex(order: Pick<Order, "orderStatus" | "isDelivery">): number {
  if (order.orderStatus === orderStatus.scheduled) return 0;
  const steps: readonly number[] = order.isDelivery ? trackerSteps.delivery : trackerSteps.pickup;
  return steps.indexOf(order.orderStatus);
}

/**
 * When the shop expects a processing order to be ready: its estimate (minutes) after it accepted it
 * (the latest move to Processing in the history); null without an estimate or that entry.
 */
export function expectedReadyAt(order: Pick<Order, "prepEstimateMinutes" | "history">): Date | null {
  if (order.prepEstimateMinutes == null) return null;
  const accepted = order.history.filter((entry) => entry.status === orderStatus.processing).at(-1);
  if (!accepted) return null;
  return new Date(new Date(accepted.at).getTime() + order.prepEstimateMinutes * 60_000);
}

/** "Ready in about 15 min, around 2:05 PM" under Processing while the shop prepares with an estimate. */
function ReadyEstimate({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  if (order.prepEstimateMinutes == null) return null;
  const locale = intlLocale(i18n.language);
  const minutes = new Intl.NumberFormat(locale).format(order.prepEstimateMinutes);
  const readyAt = expectedReadyAt(order);
  return (
    <span className="order-tracker__note">
      {readyAt
        ? t("orders.tracker.readyAround", {
            minutes,
            time: new Intl.DateTimeFormat(locale, {
              hour: "numeric",
              minute: "2-digit",
              timeZone: order.timeZone,
            }).format(readyAt),
          })
        : t("orders.tracker.readyIn", { minutes })}
    </span>
  );
}

/**
 * The four steps of the order (spec 001 §4): delivery or pickup, the current one marked with
 * aria-current="step", the ones before it done; while the shop prepares it, its estimate (when it gave
 * one on accepting). A cancelled or refunded order shows a banner instead.
 */
export function OrderTracker({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  if (order.orderStatus === orderStatus.cancelled || order.orderStatus === orderStatus.refunded) {
    const cancelled = order.orderStatus === orderStatus.cancelled;
    return (
      <section className="order-ended" aria-labelledby={endedHeadingId}>
        <h2 id={endedHeadingId} tabIndex={-1}>
          {t(cancelled ? "orders.tracker.cancelled" : "orders.tracker.refunded")}
        </h2>
        <p>{t("orders.tracker.refundedAmount", { amount: formatMoney(order.payment?.refunded || order.amountDue) })}</p>
      </section>
    );
  }
  const steps: readonly number[] = order.isDelivery ? trackerSteps.delivery : trackerSteps.pickup;
  const current = trackerIndex(order);
  const finished = current === steps.length - 1;
  const scheduled = order.orderStatus === orderStatus.scheduled;
  const number = new Intl.NumberFormat(intlLocale(i18n.language));
  return (
    <section className="order-tracker" aria-labelledby="order-tracker-title">
      <h2 id="order-tracker-title">{t("orders.tracker.title")}</h2>
      <ol className="order-tracker__steps">
        {steps.map((status, index) => {
          const done = index < current || (finished && index === current);
          const isCurrent = index === current;
          const className = [
            "order-tracker__step",
            done ? "order-tracker__step--done" : "",
            isCurrent ? "order-tracker__step--current" : "",
          ].join(" ");
          return (
            <li key={status} className={className} aria-current={isCurrent ? "step" : undefined}>
              <span className="order-tracker__dot" aria-hidden="true">
                {done ? "✓" : number.format(index + 1)}
              </span>
              <span className="order-tracker__label">
                {t(statusLabelKey(status))}
                {done ? <span className="visually-hidden"> {t("orders.tracker.done")}</span> : null}
                {isCurrent && scheduled && order.deliveryDateStart ? (
                  <span className="order-tracker__note">
                    {t("orders.tracker.scheduledFor", {
                      slot: slotRange(order.deliveryDateStart, order.deliveryDateEnd, i18n.language, order.timeZone),
                    })}
                  </span>
                ) : null}
                {isCurrent && status === orderStatus.processing ? <ReadyEstimate order={order} /> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
