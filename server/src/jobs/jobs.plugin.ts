import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { registerMaintenanceJobs } from "./maintenance.ts";
import { JobRunner, type JobRunnerOptions } from "./runner.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The job runner: `send`, `work`, `schedule` (docs/jobs.md). Not started when JOBS_ENABLED=false. */
    jobs: JobRunner;
  }
}

export interface JobsPluginOptions {
  /** Start the runner with the app (default: the JOBS_ENABLED setting). */
  enabled?: boolean;
  /** Overrides of the settings (tests use short polling and lease checks). */
  runner?: JobRunnerOptions;
}

/**
 * Starts the job runner with the app, before the modules register, so their plugins can call
 * `app.jobs.work` and `app.jobs.schedule`; on close, running jobs drain before the database goes.
 */
export const jobsPlugin = fp(async (app: FastifyInstance, opts: JobsPluginOptions) => {
  const { config } = app;
  const enabled = opts.enabled ?? config.JOBS_ENABLED ?? config.NODE_ENV !== "test";
  const jobs = new JobRunner(app.database, {
    work: config.JOBS_WORK,
    shutdownTimeoutMs: config.JOBS_SHUTDOWN_TIMEOUT_MS,
    onError: (err, context) => app.log.error({ err, ...context }, "job failed"),
    ...opts.runner,
  });
  app.decorate("jobs", jobs);
  if (!enabled) return;
  await jobs.start();
  // Registered before anything can fail below, so a failed boot still stops the runner.
  app.addHook("onClose", async () => jobs.stop());
  if (opts.runner?.work ?? config.JOBS_WORK)
    await registerMaintenanceJobs(jobs, app.db, { eventsRetentionDays: config.EVENTS_RETENTION_DAYS });
});
