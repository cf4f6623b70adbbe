import type { PGlite } from "@electric-sql/pglite";
import type { FastifyBaseLogger } from "fastify";
import pg from "pg";
import type { Database } from "../db/client.ts";
import type { EventHub } from "./event-hub.ts";
import { eventsChannel } from "./event-store.ts";

export interface WakeSource {
  close(): Promise<void>;
}

export interface WakeOptions {
  /** First reconnect delay after the LISTEN connection drops; doubles up to `maxBackoffMs`. */
  minBackoffMs?: number;
  maxBackoffMs?: number;
}

/**
 * Delivers the NOTIFYs of `appendEvent` to the hub: on PGlite through its own `listen` (one
 * in-process instance; NOTIFY is delivered at commit there too), on PostgreSQL through one
 * dedicated connection per instance holding `LISTEN`, reopened with back-off when it drops.
 */
export async function startWakeSource(
  database: Database,
  hub: EventHub,
  log: FastifyBaseLogger,
  options: WakeOptions = {},
): Promise<WakeSource> {
  if (database.kind === "pglite") {
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const unlisten = await client.listen(eventsChannel, (stream) => hub.wake(stream));
    return { close: () => unlisten() };
  }
  if (!database.url) throw new Error("events: a PostgreSQL database without its URL cannot LISTEN");
  const listener = new PgListener(database.url, hub, log, options);
  await listener.start();
  return listener;
}

/** The LISTEN connection of one instance (exported for the reconnect test). */
export class PgListener implements WakeSource {
  #client: pg.Client | null = null;
  #closed = false;
  #backoff: number;
  #timer: NodeJS.Timeout | null = null;
  readonly #minBackoff: number;
  readonly #maxBackoff: number;

  constructor(
    private readonly url: string,
    private readonly hub: EventHub,
    private readonly log: FastifyBaseLogger,
    options: WakeOptions = {},
  ) {
    this.#minBackoff = options.minBackoffMs ?? 250;
    this.#maxBackoff = options.maxBackoffMs ?? 10_000;
    this.#backoff = this.#minBackoff;
  }

  /** Connects and listens; the first connection must succeed (a boot without the database fails). */
  async start(): Promise<void> {
    await this.#connect();
  }

  /** The current connection (tests end it to simulate a dropped connection). */
  get client(): pg.Client | null {
    return this.#client;
  }

  async close(): Promise<void> {
    this.#closed = true;
    if (this.#timer) clearTimeout(this.#timer);
    const client = this.#client;
    this.#client = null;
    await client?.end().catch(() => {});
  }

  async #connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    client.on("notification", (message) => {
      if (message.channel === eventsChannel && message.payload) this.hub.wake(message.payload);
    });
    const dropped = (err?: Error) => {
      if (this.#client !== client || this.#closed) return;
      this.#client = null;
      this.log.warn({ err }, "events: the LISTEN connection dropped; reconnecting");
      client.end().catch(() => {});
      this.#schedule();
    };
    client.on("error", dropped);
    client.on("end", () => dropped());
    await client.connect();
    await client.query(`listen ${eventsChannel}`);
    if (this.#closed) {
      await client.end().catch(() => {});
      return;
    }
    this.#client = client;
  }

  #schedule(): void {
    const delay = this.#backoff;
    this.#backoff = Math.min(this.#backoff * 2, this.#maxBackoff);
    this.#timer = setTimeout(async () => {
      this.#timer = null;
      if (this.#closed) return;
      try {
        await this.#connect();
        this.#backoff = this.#minBackoff;
        // NOTIFYs sent while disconnected are lost: catch up from the table.
        if (!this.#closed) this.hub.resync();
      } catch (err) {
        this.log.warn({ err }, "events: reconnecting the LISTEN connection failed");
        this.#schedule();
      }
    }, delay);
    this.#timer.unref();
  }
}
