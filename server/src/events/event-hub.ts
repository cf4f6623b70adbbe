import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/client.ts";
import { eventsAfter, latestSeq, type StoredEvent } from "./event-store.ts";

export type EventListener = (event: StoredEvent) => void;

interface Subscription {
  listener: EventListener;
  /** The last seq this listener was given; null until positioned at the stream's end. */
  lastSeq: number | null;
  /** Positioned at the end or done replaying: what it gets from now on is live. */
  caughtUp: boolean;
}

interface StreamState {
  subscriptions: Set<Subscription>;
  /** The running read of the table, if any; a wake during it asks for one more pass. */
  running: Promise<void> | null;
  again: boolean;
}

const pageSize = 200;

/**
 * Fans committed events out to in-process subscribers (docs/events.md). A wake (a NOTIFY from any
 * instance, or a reconnect) only says "stream S changed": the hub then reads the table from each
 * listener's last seq, so listeners get every event once, in seq order, whatever wakes were lost.
 * Listeners are called synchronously and must not block (an SSE stream queues and writes itself).
 */
export class EventHub {
  readonly #streams = new Map<string, StreamState>();
  readonly #resyncListeners = new Set<() => void>();
  readonly #deliveryListeners = new Set<EventListener>();
  #closed = false;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * Calls `listener` with each event of `stream` after `afterSeq` (replayed from the table first),
   * or, without `afterSeq`, with the events committed from now on. Returns the unsubscribe function.
   */
  subscribe(stream: string, listener: EventListener, options: { afterSeq?: number } = {}): () => void {
    let state = this.#streams.get(stream);
    if (!state) {
      state = { subscriptions: new Set(), running: null, again: false };
      this.#streams.set(stream, state);
    }
    const subscription: Subscription = { listener, lastSeq: options.afterSeq ?? null, caughtUp: false };
    state.subscriptions.add(subscription);
    this.wake(stream);
    return () => {
      state.subscriptions.delete(subscription);
      if (state.subscriptions.size === 0 && !state.running && this.#streams.get(stream) === state) {
        this.#streams.delete(stream);
      }
    };
  }

  /** Called when some instance committed events to `stream` (or may have: reconnects). */
  wake(stream: string): void {
    const state = this.#streams.get(stream);
    if (!state || this.#closed) return;
    if (state.running) {
      state.again = true;
      return;
    }
    state.running = this.#drain(stream, state).finally(() => {
      state.running = null;
      if (state.subscriptions.size === 0 && this.#streams.get(stream) === state) this.#streams.delete(stream);
    });
  }

  /**
   * After the wake source lost its connection: NOTIFYs sent meanwhile are gone, so every stream is
   * re-read from the table and `onResync` listeners (caches) drop what they hold.
   */
  resync(): void {
    for (const stream of this.#streams.keys()) this.wake(stream);
    for (const listener of this.#resyncListeners) listener();
  }

  onResync(listener: () => void): () => void {
    this.#resyncListeners.add(listener);
    return () => this.#resyncListeners.delete(listener);
  }

  /**
   * Calls `listener` once per event this instance delivers live, i.e. to a subscriber that had
   * already caught up with its stream (replays after a Last-Event-ID are not live): the metrics'
   * fan-out lag, commit to delivery. Must not block, like any listener.
   */
  onDeliver(listener: EventListener): () => void {
    this.#deliveryListeners.add(listener);
    return () => this.#deliveryListeners.delete(listener);
  }

  /** Streams with at least one subscriber (for tests and diagnostics). */
  get streamCount(): number {
    return this.#streams.size;
  }

  /** Waits for the reads in progress (tests; shutdown). */
  async idle(): Promise<void> {
    while (true) {
      const running = [...this.#streams.values()].map((s) => s.running).filter(Boolean);
      if (running.length === 0) return;
      await Promise.all(running);
    }
  }

  close(): void {
    this.#closed = true;
    this.#streams.clear();
    this.#resyncListeners.clear();
    this.#deliveryListeners.clear();
  }

  async #drain(stream: string, state: StreamState): Promise<void> {
    try {
      do {
        state.again = false;
        await this.#deliver(stream, state);
      } while (state.again && !this.#closed);
    } catch (err) {
      // A failed read (database restarting, app closing) is retried by the next wake or resync.
      if (!this.#closed) this.log.warn({ err, stream }, "events: reading the stream failed");
    }
  }

  async #deliver(stream: string, state: StreamState): Promise<void> {
    const unpositioned = [...state.subscriptions].filter((s) => s.lastSeq === null);
    if (unpositioned.length > 0) {
      const end = await latestSeq(this.db, stream);
      for (const s of unpositioned) {
        if (s.lastSeq !== null) continue;
        s.lastSeq = end;
        s.caughtUp = true;
      }
    }
    while (state.subscriptions.size > 0 && !this.#closed) {
      const from = Math.min(...[...state.subscriptions].map((s) => s.lastSeq ?? 0));
      const page = await eventsAfter(this.db, stream, from, pageSize);
      for (const event of page) {
        let live = false;
        for (const s of state.subscriptions) {
          if (s.lastSeq === null || s.lastSeq >= event.seq) continue;
          s.lastSeq = event.seq;
          live ||= s.caughtUp;
          try {
            s.listener(event);
          } catch (err) {
            this.log.warn({ err, stream, seq: event.seq }, "events: a listener failed");
          }
        }
        if (live) for (const listener of this.#deliveryListeners) listener(event);
      }
      if (page.length < pageSize) {
        // Subscribers at the end of what was read are live now (one added meanwhile may be behind).
        const end = page.at(-1)?.seq ?? from;
        for (const s of state.subscriptions) if (s.lastSeq !== null && s.lastSeq >= end) s.caughtUp = true;
        return;
      }
    }
  }
}
