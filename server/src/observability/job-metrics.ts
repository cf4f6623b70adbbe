import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { Gauge, type Registry } from "prom-client";

interface QueueRow {
  name: string;
  due: number;
  active: number;
  oldest_due_seconds: number;
}

/**
 * Job queue depth and age per queue, from one query over pg-boss's tables (schema `pgboss`,
 * jobs/runner.ts) run at scrape time, never per request: jobs due but not yet claimed (created or
 * waiting for a retry, start time passed), jobs running, and how long the oldest due job has
 * waited. Jobs scheduled for later are not backlog. Every queue pg-boss knows is reported, idle
 * ones as 0. Off when this process has no job runner (the schema may not exist then).
 */
export function trackJobs(app: FastifyInstance, registry: Registry) {
  let scrape: Promise<QueueRow[]> | null = null;
  // The three gauges share one query per scrape: the first to collect runs it, the others reuse it.
  const rows = () => {
    scrape ??= readQueues(app).finally(() => {
      setImmediate(() => {
        scrape = null;
      });
    });
    return scrape;
  };
  const gauge = (name: string, help: string, value: (row: QueueRow) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ["queue"] as const,
      registers: [registry],
      async collect() {
        this.reset();
        if (!app.jobs.started) return;
        for (const row of await rows()) this.set({ queue: row.name }, value(row));
      },
    });
  gauge("dutchpot_jobs_due", "Jobs due to run and not yet claimed by a worker.", (r) => r.due);
  gauge("dutchpot_jobs_active", "Jobs claimed by a worker and running.", (r) => r.active);
  gauge(
    "dutchpot_jobs_oldest_due_age_seconds",
    "How long the oldest due, unclaimed job has waited since its start time (0 when none).",
    (r) => r.oldest_due_seconds,
  );
}

async function readQueues(app: FastifyInstance): Promise<QueueRow[]> {
  try {
    const result = await app.db.execute(sql`
      select q.name,
        count(j.id) filter (where j.state < 'active' and j.start_after <= now())::int as due,
        count(j.id) filter (where j.state = 'active')::int as active,
        coalesce(extract(epoch from now() - min(j.start_after)
          filter (where j.state < 'active' and j.start_after <= now())), 0)::float8 as oldest_due_seconds
      from pgboss.queue q
      left join pgboss.job j on j.name = q.name and j.state <= 'active'
      group by q.name`);
    return (result as unknown as { rows: QueueRow[] }).rows;
  } catch (err) {
    // A scrape must not fail on a database that is away: the queue gauges are left out this time.
    app.log.warn({ err }, "metrics: reading the job queues failed");
    return [];
  }
}
