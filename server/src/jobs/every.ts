import { setTimeout as sleep } from "node:timers/promises";

export interface EveryOptions {
  name: string;
  intervalMs: number;
  handle: () => Promise<void>;
  onError: (err: unknown) => void;
}

/**
 * A tick that runs `handle` every `intervalMs` in this process (docs/jobs.md "Every few seconds"):
 * for work finer than pg-boss's one-minute cron, such as the fulfilment simulator's 2-second steps.
 * No job rows: each tick calls the handler directly, never two at once in one process, the next
 * tick `intervalMs` after the previous one ended. Every working instance ticks, so a handler must be
 * safe to run on several instances at once: it claims its rows with `FOR UPDATE SKIP LOCKED`, or
 * hands each piece of work to `send` with a `singletonKey`. A failed tick is reported; the next one
 * is the retry.
 */
export class EveryLoop {
  #stopping = false;
  #wake = new AbortController();
  #done: Promise<void> | undefined;

  constructor(private readonly options: EveryOptions) {}

  get name() {
    return this.options.name;
  }

  start() {
    this.#done = this.#loop();
  }

  /** Stops ticking; resolves once a running tick has finished. */
  async stop() {
    this.#stopping = true;
    this.#wake.abort();
    await this.#done;
  }

  async #loop() {
    while (!this.#stopping) {
      try {
        await this.options.handle();
      } catch (err) {
        this.options.onError(err);
      }
      if (this.#stopping) break;
      await sleep(this.options.intervalMs, undefined, { signal: this.#wake.signal }).catch(() => undefined);
    }
  }
}
