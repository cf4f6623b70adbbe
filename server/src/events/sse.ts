import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { AppError, BusinessRuleError } from "../lib/errors.ts";
import { latestSeq, type StoredEvent } from "./event-store.ts";

export interface SseSettings {
  /** A comment line is sent this often, so proxies and browsers keep an idle stream open. */
  heartbeatMs: number;
  /** Open streams this instance serves at most; one more is refused with 503 and Retry-After. */
  maxStreams: number;
  /** Bytes queued for a client that reads too slowly before it is disconnected (it reconnects and replays). */
  maxBufferBytes: number;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Server-sent events of one stream on this request (docs/events.md). */
    sse: {
      /** Answers the request with `stream`'s events after its Last-Event-ID (or from now), then live ones. */
      open(request: FastifyRequest, reply: FastifyReply, stream: string): Promise<void>;
      /** Streams open on this instance. */
      readonly openCount: number;
    };
  }
}

const lastEventIdPattern = /^\d{1,10}$/;

/** The seq to replay after: the `Last-Event-ID` header (a reconnecting EventSource) or `lastEventId` query. */
export function lastEventIdOf(request: FastifyRequest): number | undefined {
  const header = request.headers["last-event-id"];
  const query = (request.query as Record<string, unknown> | undefined)?.lastEventId;
  const raw = (Array.isArray(header) ? header[0] : header) ?? (typeof query === "string" ? query : undefined);
  if (raw === undefined || raw.trim() === "") return undefined;
  if (!lastEventIdPattern.test(raw.trim()))
    throw new BusinessRuleError("Last-Event-ID must be an event sequence number.");
  return Number(raw.trim());
}

/** `id:`, `event:` and `data:` lines of one event (JSON data is one line, so no field splitting). */
export const formatEvent = (event: StoredEvent) =>
  `id: ${event.seq}\nevent: ${event.type}\ndata: ${JSON.stringify(event.payload)}\n\n`;

/**
 * The hub hands every listener of a stream the same event object, so its frame is formatted once
 * per event, not once per open stream (5,000 streams on one order: one JSON.stringify, not 5,000).
 */
const frames = new WeakMap<StoredEvent, string>();
function frameOf(event: StoredEvent): string {
  let frame = frames.get(event);
  if (frame === undefined) {
    frame = formatEvent(event);
    frames.set(event, frame);
  }
  return frame;
}

/** One open stream: writes with back-pressure, heartbeats, and ends once. */
class SseConnection {
  #pending: string[] = [];
  #pendingBytes = 0;
  #waitingForDrain = false;
  #ended = false;
  readonly #heartbeat: NodeJS.Timeout;

  constructor(
    private readonly reply: FastifyReply,
    private readonly settings: SseSettings,
    private readonly onEnd: () => void,
  ) {
    this.#heartbeat = setInterval(() => this.write(": heartbeat\n\n"), settings.heartbeatMs);
    this.#heartbeat.unref();
    reply.raw.on("close", () => this.end());
  }

  /** Writes now, or queues while the socket's buffer drains; a client that falls too far behind is cut off. */
  write(chunk: string): void {
    if (this.#ended) return;
    if (this.#waitingForDrain) {
      this.#pending.push(chunk);
      this.#pendingBytes += Buffer.byteLength(chunk);
      if (this.#pendingBytes > this.settings.maxBufferBytes) {
        this.reply.log.info("sse: client too slow, disconnected (it replays from Last-Event-ID)");
        this.reply.raw.destroy();
        this.end();
      }
      return;
    }
    if (!this.reply.raw.write(chunk)) {
      this.#waitingForDrain = true;
      this.reply.raw.once("drain", () => this.#flush());
    }
  }

  #flush(): void {
    this.#waitingForDrain = false;
    const pending = this.#pending;
    this.#pending = [];
    this.#pendingBytes = 0;
    for (const chunk of pending) this.write(chunk);
  }

  get ended(): boolean {
    return this.#ended;
  }

  /** Ends the stream (idempotent): with a last comment when the server closes it. */
  end(comment?: string): void {
    if (this.#ended) return;
    if (comment && !this.reply.raw.destroyed) this.reply.raw.write(`: ${comment}\n\n`);
    this.#ended = true;
    clearInterval(this.#heartbeat);
    if (!this.reply.raw.destroyed) this.reply.raw.end();
    this.onEnd();
  }
}

/**
 * Server-sent events for routes (docs/decisions/010-events-outbox.md): a route resolves and
 * access-checks the stream, then calls `app.sse.open`. Replays from `Last-Event-ID` (header) or
 * `lastEventId` (query) out of the events table, then live events from the hub, each with
 * `id: <seq>`. On shutdown (`preClose`) every stream gets a last comment and is ended, so
 * `app.close()` does not wait on them.
 */
export const ssePlugin = fp(
  async (app: FastifyInstance, settings: SseSettings) => {
    const open = new Set<SseConnection>();

    app.decorate("sse", {
      async open(request: FastifyRequest, reply: FastifyReply, stream: string) {
        const afterSeq = lastEventIdOf(request) ?? (await latestSeq(app.db, stream));
        if (open.size >= settings.maxStreams) {
          reply.header("retry-after", "5");
          throw new AppError(503, "Too many open event streams; try again shortly.");
        }
        reply.hijack();
        reply.raw.writeHead(200, {
          ...(reply.getHeaders() as Record<string, string>),
          "content-type": "text/event-stream; charset=utf-8",
          "cache-control": "no-cache, no-transform",
          connection: "keep-alive",
          // Proxies such as nginx must not buffer the stream.
          "x-accel-buffering": "no",
        });
        let unsubscribe = () => {};
        const connection = new SseConnection(reply, settings, () => {
          unsubscribe();
          open.delete(connection);
        });
        open.add(connection);
        // `retry:` tells EventSource how soon to reconnect; the comment flushes the headers at once.
        connection.write(`retry: 3000\n: stream ${stream} after ${afterSeq}\n\n`);
        unsubscribe = app.events.subscribe(stream, (event) => connection.write(frameOf(event)), { afterSeq });
        if (connection.ended) unsubscribe();
      },
      get openCount() {
        return open.size;
      },
    });

    app.addHook("preClose", async () => {
      for (const connection of [...open]) connection.end("server shutting down");
    });
  },
  { name: "sse", dependencies: ["events"] },
);
