/**
 * Every job name and the data its handler receives. A module adds its own jobs by declaration
 * merging, so `app.jobs.send` and `app.jobs.work` are typed end to end:
 *
 *   declare module "../../jobs/job-types.ts" {
 *     interface JobTypes { "billing.renew-subscription": { subscriptionId: number; periodStart: string } }
 *   }
 *
 * Names are `<module>.<verb-noun>` (letters, digits, `.`, `_`, `-`).
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging in the modules
export interface JobTypes {}

export type JobName = keyof JobTypes & string;

/** One claimed job as a handler sees it. */
export interface Job<T> {
  id: string;
  name: string;
  data: T;
}

export type JobHandler<T> = (job: Job<T>) => Promise<void>;

export interface SendOptions {
  /** Not before this time (a Date) or this many seconds from now. */
  startAfter?: Date | number;
  /**
   * One job per key and name: a second send with the same key answers null and enqueues nothing,
   * while the first is queued, running, finished or archived (see docs/jobs.md for how long).
   */
  singletonKey?: string;
  /** Attempts after the first failure (queue default 3). */
  retryLimit?: number;
  /** Seconds before a retry; doubled on each attempt with jitter when `retryBackoff` (default). */
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
  /** How long a claim lasts: a job still running after it is failed and retried (default 300 s). */
  leaseSeconds?: number;
}

export interface WorkOptions {
  /** Jobs claimed per poll, run concurrently (default 5). */
  batchSize?: number;
  /** Idle wait between polls when the queue was empty (default the runner's). */
  pollingIntervalSeconds?: number;
}

export interface ScheduleOptions {
  /** IANA time zone the cron expression is read in (default UTC). */
  tz?: string;
}
