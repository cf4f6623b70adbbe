import type { JobRunner } from "../../../jobs/runner.ts";
import type { DueDelivery, Renewals } from "./subscription-renewal.ts";

declare module "../../../jobs/job-types.ts" {
  interface JobTypes {
    /** Every minute: sends the renewal job of each subscription delivery that is due. */
    "orders.subscriptions-due": Record<string, never>;
    /** One delivery of one subscription (keyed by subscription, local date and generation). */
    "orders.renew-subscription": { subscriptionId: number; deliveryDate: string };
  }
}

export const subscriptionsDueCron = "* * * * *";

/**
 * The subscription jobs (docs/orders.md "Subscriptions"): a minute schedule finds the deliveries
 * due and sends one `orders.renew-subscription` per delivery, its singletonKey the subscription,
 * date and generation (the subscription's `updated_at`, so a pause and resume gets a fresh key: a
 * key spent by a stale run stays taken in the archive and must not lose the delivery; a declined
 * charge's retries add the attempt), so however many runners schedule, one job per delivery and
 * generation exists; the delivery row's UNIQUE constraint makes the order once in any case.
 */
export async function registerSubscriptionJobs(jobs: JobRunner, renewals: Renewals) {
  const sendRenewal = (due: DueDelivery, attempt = 0, at?: Date) =>
    jobs.send(
      "orders.renew-subscription",
      { subscriptionId: due.subscriptionId, deliveryDate: due.deliveryDate },
      {
        singletonKey: renewalJobKey(due, attempt),
        ...(at ? { startAfter: at } : {}),
      },
    );
  await jobs.work("orders.renew-subscription", async (job) => {
    await renewals.renew(job.data.subscriptionId, job.data.deliveryDate, (retry) =>
      sendRenewal(retry, retry.attempt, retry.at),
    );
  });
  await jobs.work("orders.subscriptions-due", async () => {
    await renewals.dispatchDue((due) => sendRenewal(due));
  });
  await jobs.schedule("orders.subscriptions-due", subscriptionsDueCron, {});
}

/** A delivery job's singletonKey: `<subscriptionId>:<local date>:g<generation>[:retry<n>]`. */
export const renewalJobKey = (due: DueDelivery, attempt = 0) =>
  `${due.subscriptionId}:${due.deliveryDate}:g${due.generation}${attempt > 0 ? `:retry${attempt}` : ""}`;
