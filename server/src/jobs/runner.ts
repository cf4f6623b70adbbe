import { createHash } from "node:crypto";
import PgBoss from "pg-boss";
import type { Database } from "../db/client.ts";
import { EveryLoop } from "./every.ts";
import { type SqlExecutor, sqlExecutor } from "./executor.ts";
import type { JobHandler, JobName, JobTypes, ScheduleOptions, SendOptions, WorkOptions } from "./job-types.ts";
import { WorkerLoop } from "./worker-loop.ts";

export interface JobRunnerOptions {
  /**
   * Run handlers, schedules and lease checks in this process (default). False: send only, for
   * servers whose jobs run in separate `npm run worker` processes.
   */
  work?: boolean;
  /** Idle wait between polls of an empty queue (default 2 s; pg-boss's minimum is 0.5 s). */
  pollingIntervalSeconds?: number;
  /** How often expired claims are failed and retried, and old jobs archived (default 60 s). */
  maintenanceIntervalSeconds?: number;
  /** How often schedules are checked (default 30 s; at most 45). */
  cronIntervalSeconds?: number;
  /** How long `stop` waits for running jobs before failing them for a retry (default 10 s). */
  shutdownTimeoutMs?: number;
  /** Told of a handler's failure or a polling error (the app passes its logger). */
  onError?: (err: unknown, context: { job?: string; id?: string }) => void;
}

/** Queue defaults: a job is retried 3 times with back-off from 5 s, and its claim lasts 5 min. */
const queueDefaults = { retryLimit: 3, retryDelay: 5, retryBackoff: true, expireInSeconds: 300 } as const;
const schema = "pgboss";
const jobNamePattern = /^[\w.-]+$/;

/**
 * The job runner (docs/decisions/011-job-runner.md): a typed face over pg-boss 10 on the app's
 * database. Claims use `FOR UPDATE SKIP LOCKED`, so any number of runners on one database never
 * run a job twice at once; a claim not completed within its lease is failed and retried.
 */
export class JobRunner {
  readonly #boss: PgBoss;
  readonly #executor: SqlExecutor;
  readonly #options: Required<Omit<JobRunnerOptions, "onError">> & Pick<JobRunnerOptions, "onError">;
  readonly #queues = new Set<string>();
  readonly #loops = new Map<string, WorkerLoop[]>();
  readonly #ticks = new Map<string, EveryLoop>();
  #started = false;

  constructor(database: Database, options: JobRunnerOptions = {}) {
    this.#options = {
      work: true,
      pollingIntervalSeconds: 2,
      maintenanceIntervalSeconds: 60,
      cronIntervalSeconds: 30,
      shutdownTimeoutMs: 10_000,
      ...options,
    };
    this.#executor = sqlExecutor(database);
    const work = this.#options.work;
    this.#boss = new PgBoss({
      db: this.#executor as PgBoss.Db,
      schema,
      supervise: work,
      schedule: work,
      maintenanceIntervalSeconds: this.#options.maintenanceIntervalSeconds,
      cronMonitorIntervalSeconds: this.#options.cronIntervalSeconds,
      cronWorkerIntervalSeconds: Math.min(5, this.#options.cronIntervalSeconds),
      // Finished jobs stay in the job table a day, then in the archive 30 days: how long a
      // singletonKey stays taken (docs/jobs.md).
      archiveCompletedAfterSeconds: 24 * 3600,
      deleteAfterDays: 30,
    });
    this.#boss.on("error", (err) => this.#options.onError?.(err, {}));
  }

  get started() {
    return this.#started;
  }

  /** Started and running handlers here (not a send-only runner): modules register their work only then. */
  get working() {
    return this.#started && this.#options.work;
  }

  /** Creates pg-boss's tables (schema `pgboss`, its own migrations) when missing, then starts. */
  async start() {
    if (this.#started) return;
    await this.#boss.start();
    this.#started = true;
  }

  /**
   * Enqueues a job; answers its id, or null when `singletonKey` is already taken. Safe to call
   * from any number of processes at once.
   */
  async send<N extends JobName>(name: N, data: JobTypes[N], options: SendOptions = {}): Promise<string | null> {
    this.#assertStarted();
    await this.#ensureQueue(name);
    const sendOptions: PgBoss.SendOptions = {
      ...(options.startAfter !== undefined && { startAfter: options.startAfter }),
      ...(options.retryLimit !== undefined && { retryLimit: options.retryLimit }),
      ...(options.retryDelaySeconds !== undefined && { retryDelay: options.retryDelaySeconds }),
      ...(options.retryBackoff !== undefined && { retryBackoff: options.retryBackoff }),
      ...(options.leaseSeconds !== undefined && { expireInSeconds: options.leaseSeconds }),
    };
    if (options.singletonKey !== undefined) {
      // The key becomes the job's id (a primary key), so concurrent sends insert it once; the
      // archive is checked too, so a finished job's key stays taken until the archive drops it.
      const id = keyId(name, options.singletonKey);
      if (await this.#archived(name, id)) return null;
      Object.assign(sendOptions, { id, singletonKey: options.singletonKey });
    }
    const id = await this.#boss.send(name, data as object, sendOptions);
    if (id && options.startAfter === undefined) for (const loop of this.#loops.get(name) ?? []) loop.wake();
    return id;
  }

  /** Runs `handler` for each job of `name` claimed by this process; a throw fails the attempt. */
  async work<N extends JobName>(name: N, handler: JobHandler<JobTypes[N]>, options: WorkOptions = {}) {
    this.#assertStarted();
    if (!this.#options.work) throw new Error(`This job runner only sends jobs; it cannot work '${name}'`);
    await this.#ensureQueue(name);
    const loop = new WorkerLoop(this.#boss, {
      name,
      batchSize: options.batchSize ?? 5,
      pollingIntervalMs: (options.pollingIntervalSeconds ?? this.#options.pollingIntervalSeconds) * 1000,
      handle: handler as JobHandler<unknown>,
      onError: (err, job) => this.#options.onError?.(err, { job: name, id: job?.id }),
    });
    this.#loops.set(name, [...(this.#loops.get(name) ?? []), loop]);
    loop.start();
  }

  /**
   * Runs `handler` every `seconds` in this process (at once, then `seconds` after each run ends),
   * for work finer than a cron minute; see every.ts. Each working runner ticks, so the handler must
   * be safe on several instances at once (claims with `FOR UPDATE SKIP LOCKED`). One tick per name.
   */
  every(name: string, seconds: number, handler: () => Promise<void>) {
    this.#assertStarted();
    if (!this.#options.work) throw new Error(`This job runner only sends jobs; it cannot run '${name}'`);
    if (this.#ticks.has(name)) throw new Error(`'${name}' already ticks in this runner`);
    if (!(seconds > 0)) throw new Error(`every '${name}': the interval must be positive`);
    const tick = new EveryLoop({
      name,
      intervalMs: seconds * 1000,
      handle: handler,
      onError: (err) => this.#options.onError?.(err, { job: name }),
    });
    this.#ticks.set(name, tick);
    tick.start();
  }

  /** Sends `name` on a cron schedule (five fields, minute precision); one schedule per name. */
  async schedule<N extends JobName>(name: N, cron: string, data: JobTypes[N], options: ScheduleOptions = {}) {
    this.#assertStarted();
    await this.#ensureQueue(name);
    await this.#boss.schedule(name, cron, data as object, { tz: options.tz ?? "UTC" });
  }

  async unschedule(name: JobName) {
    this.#assertStarted();
    await this.#boss.unschedule(name);
  }

  /** The schedules stored in the database (every runner's). */
  async schedules(): Promise<{ name: string; cron: string; timezone: string }[]> {
    this.#assertStarted();
    const rows = (await this.#boss.getSchedules()) as unknown as { name: string; cron: string; timezone: string }[];
    return rows.map(({ name, cron, timezone }) => ({ name, cron, timezone }));
  }

  /** A job's state and bookkeeping (tests, diagnostics); null once archived or unknown. */
  async getJob(name: JobName, id: string) {
    this.#assertStarted();
    return this.#boss.getJobById<unknown>(name, id);
  }

  /**
   * Stops claiming and waits for running jobs up to `shutdownTimeoutMs`; jobs still running then
   * are failed, so another runner retries them (their late result is ignored).
   */
  async stop() {
    if (!this.#started) return;
    this.#started = false;
    const loops = [...this.#loops.values()].flat();
    const ticks = [...this.#ticks.values()];
    this.#loops.clear();
    this.#ticks.clear();
    const drained = Promise.all([...loops.map((loop) => loop.stop()), ...ticks.map((tick) => tick.stop())]);
    let timer: NodeJS.Timeout | undefined;
    const timedOut = await Promise.race([
      drained.then(() => false),
      new Promise<boolean>((resolve) => {
        timer = setTimeout(resolve, this.#options.shutdownTimeoutMs, true);
      }),
    ]);
    clearTimeout(timer);
    if (timedOut) {
      for (const loop of loops) {
        for (const id of loop.running.keys()) {
          await this.#boss.fail(loop.name, id, { message: "the job runner shut down while the job ran" });
        }
      }
    }
    await this.#boss.stop({ graceful: false, wait: true, close: false });
  }

  async #ensureQueue(name: string) {
    if (this.#queues.has(name)) return;
    if (!jobNamePattern.test(name)) throw new Error(`Invalid job name '${name}'`);
    // createQueue is a no-op for an existing queue, so racing runners are fine.
    await this.#boss.createQueue(name, { name, ...queueDefaults });
    this.#queues.add(name);
  }

  async #archived(name: string, id: string) {
    const { rows } = await this.#executor.executeSql(
      `select 1 from ${schema}.archive where name = $1 and id = $2::uuid`,
      [name, id],
    );
    return rows.length > 0;
  }

  #assertStarted() {
    if (!this.#started) throw new Error("The job runner is not started (JOBS_ENABLED=false, or not started yet)");
  }
}

/** A uuid derived from the queue and key (SHA-256, shaped as a version 5 uuid). */
function keyId(name: string, key: string) {
  const hex = createHash("sha256").update(`${name}\n${key}`).digest("hex").slice(0, 32).split("");
  hex[12] = "5";
  hex[16] = ((Number.parseInt(hex[16] ?? "0", 16) & 0x3) | 0x8).toString(16);
  const h = hex.join("");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
