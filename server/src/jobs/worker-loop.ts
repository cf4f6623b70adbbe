import { setTimeout as sleep } from "node:timers/promises";
import type PgBoss from "pg-boss";
import type { Job } from "./job-types.ts";

export interface WorkerLoopOptions {
  name: string;
  batchSize: number;
  pollingIntervalMs: number;
  handle: (job: Job<unknown>) => Promise<void>;
  onError: (err: unknown, job?: Job<unknown>) => void;
}

/**
 * Claims jobs of one queue and runs them. pg-boss's own `work` waits a full polling interval even
 * after a full batch and completes a batch as one; this loop polls again at once while there is
 * work, settles each job on its own (awaited, so nothing writes after shutdown) and knows which
 * jobs are running, so `stop` can drain them.
 */
export class WorkerLoop {
  readonly running = new Map<string, Promise<void>>();
  #stopping = false;
  #wake = new AbortController();
  #done: Promise<void> | undefined;

  constructor(
    private readonly boss: PgBoss,
    private readonly options: WorkerLoopOptions,
  ) {}

  get name() {
    return this.options.name;
  }

  start() {
    this.#done = this.#loop();
  }

  /** Ends an idle wait early (a job was just sent to this queue from this process). */
  wake() {
    this.#wake.abort();
  }

  /** Stops claiming; resolves once the current batch has settled. */
  async stop() {
    this.#stopping = true;
    this.wake();
    await this.#done;
  }

  async #loop() {
    const { name, batchSize, pollingIntervalMs } = this.options;
    while (!this.#stopping) {
      let claimed = 0;
      try {
        const jobs = await this.boss.fetch<unknown>(name, { batchSize });
        claimed = jobs.length;
        await Promise.all(jobs.map((job) => this.#run(job)));
      } catch (err) {
        this.options.onError(err);
      }
      if (this.#stopping || claimed === batchSize) continue;
      if (this.#wake.signal.aborted) this.#wake = new AbortController();
      await sleep(pollingIntervalMs, undefined, { signal: this.#wake.signal }).catch(() => undefined);
    }
  }

  async #run(job: PgBoss.Job<unknown>) {
    const view = { id: job.id, name: job.name, data: job.data };
    const run = (async () => {
      try {
        await this.options.handle(view);
      } catch (err) {
        this.options.onError(err, view);
        await this.boss.fail(this.options.name, job.id, failureOutput(err));
        return;
      }
      await this.boss.complete(this.options.name, job.id);
    })();
    this.running.set(job.id, run);
    try {
      await run;
    } finally {
      this.running.delete(job.id);
    }
  }
}

/** What pg-boss stores as a failed attempt's output (readable in the job row). */
function failureOutput(err: unknown): object {
  return err instanceof Error ? { message: err.message, name: err.name } : { message: String(err) };
}
