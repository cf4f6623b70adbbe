import type { JobRunner } from "../../../jobs/runner.ts";
import type { Renewals } from "./subscription-renewal.ts";

declare module "../../../jobs/job-types.ts" {
  interface JobTypes {
    /** Every minute: sends the renewal job of each subscription delivery that is due. */
    "orders.subscriptions-due": Record<string, never>;
    /** One delivery of one subscription (keyed by subscription and local date). */
    "orders.renew-subscription": { subscriptionId: number; deliveryDate: string };
  }
}

export const subscriptionsDueCron = "* * * * *";

/**
 * The subscription jobs (docs/orders.md "Subscriptions"): a minute schedule finds the deliveries
 * due and sends one `orders.renew-subscription` per delivery, its singletonKey the subscription
 * and date (a declined charge's retries add the attempt), so however many runners schedule, one
 * job per delivery exists; the delivery row's UNIQUE constraint makes the order once in any case.
 */
export async function registerSubscriptionJobs(jobs: JobRunner, renewals: Renewals) {
  const sendRenewal = (data: { subscriptionId: number; deliveryDate: string }, attempt = 0, at?: Date) =>
    jobs.send("orders.renew-subscription", data, {
      singletonKey: `${data.subscriptionId}:${data.deliveryDate}${attempt > 0 ? `:retry${attempt}` : ""}`,
      ...(at ? { startAfter: at } : {}),
    });
  await jobs.work("orders.renew-subscription", async (job) => {
    await renewals.renew(job.data.subscriptionId, job.data.deliveryDate, (retry) =>
      sendRenewal({ subscriptionId: retry.subscriptionId, deliveryDate: retry.deliveryDate }, retry.attempt, retry.at),
    );
  });
  await jobs.work("orders.subscriptions-due", async () => {
    await renewals.dispatchDue((due) => sendRenewal(due));
  });
  await jobs.schedule("orders.subscriptions-due", subscriptionsDueCron, {});
}
