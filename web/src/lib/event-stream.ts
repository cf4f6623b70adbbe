import { useEffect, useRef, useState } from "react";
import { apiBase, defaultTenantConfig } from "../config/tenant.ts";
import { authHeaders } from "./api-client.ts";

/**
 * Live server-sent events (docs/events.md) for the storefront: `Orders/Events`, `ShoppingCart/Events`.
 * An EventSource cannot send headers, so the bearer token (`access_token`) or the guest id (`guestId`)
 * goes in the query string, as the server's event-stream routes accept.
 */

/** Whether the stream is being opened, delivering, or lost (the browser or this hook is reconnecting). */
export type StreamState = "connecting" | "open" | "lost";

/** A reconnect after the stream was refused (401, 5xx) waits this long, doubling up to the maximum. */
export const streamRetry = { firstMs: 2000, maxMs: 30_000 } as const;

/**
 * The URL of an event-stream endpoint (`/api/services/app/Orders/Events`) with the caller's identity and
 * the given query: the token when signed in, else the guest id.
 */
export function eventStreamUrl(
  endpointPath: string,
  query: Record<string, string | number | undefined> = {},
  base = apiBase(defaultTenantConfig),
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const headers = authHeaders();
  const bearer = headers.Authorization?.replace(/^Bearer /, "");
  if (bearer) params.set("access_token", bearer);
  else if (headers["X-Guest-Id"]) params.set("guestId", headers["X-Guest-Id"]);
  return `${base.replace(/\/+$/, "")}/${endpointPath.replace(/^\/+/, "").replace(/^api\//, "")}?${params.toString()}`;
}

export interface EventStreamOptions {
  /** The event types to listen to (`order.changed`); plain `message` events are heard too. */
  events: readonly string[];
  /** Called with each event's type and parsed JSON data (null when the data is not JSON). */
  onEvent: (type: string, data: unknown) => void;
  /** Called each time the stream (re)opens: anything missed while it was down can be fetched again. */
  onOpen?: () => void;
}

function parse(data: unknown): unknown {
  if (typeof data !== "string") return null;
  try {
    return JSON.parse(data);
  } catch {
    return null;
  }
}

/**
 * Follows an event stream while `url` is set and answers its state. The browser reconnects a dropped
 * stream itself (sending Last-Event-ID, so the server replays what was missed); a refused stream
 * (the EventSource closed) is opened again here after a growing delay, with `lastEventId` in the query.
 * Without EventSource (old browsers, tests that give none) the state stays "connecting".
 */
export function useEventStream(url: string | null, options: EventStreamOptions): StreamState {
  const [state, setState] = useState<StreamState>("connecting");
  const latest = useRef(options);
  latest.current = options;
  const eventKey = options.events.join(" ");

  useEffect(() => {
    if (url === null || typeof EventSource === "undefined") return;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let lastEventId: string | null = null;
    let delay: number = streamRetry.firstMs;
    let stopped = false;
    const names = eventKey ? eventKey.split(" ") : [];

    const listener = (event: Event) => {
      const message = event as MessageEvent;
      if (message.lastEventId) lastEventId = message.lastEventId;
      latest.current.onEvent(message.type, parse(message.data));
    };

    const open = () => {
      const target = lastEventId ? `${url}${url.includes("?") ? "&" : "?"}lastEventId=${lastEventId}` : url;
      const current = new EventSource(target);
      source = current;
      setState((s) => (s === "lost" ? "lost" : "connecting"));
      current.onopen = () => {
        delay = streamRetry.firstMs;
        setState("open");
        latest.current.onOpen?.();
      };
      current.onerror = () => {
        setState("lost");
        if (current.readyState !== EventSource.CLOSED || stopped) return;
        // Refused (not a dropped connection): the browser gives up, so try again later.
        timer = setTimeout(() => {
          if (!stopped) open();
        }, delay);
        delay = Math.min(delay * 2, streamRetry.maxMs);
      };
      current.addEventListener("message", listener);
      for (const name of names) current.addEventListener(name, listener);
    };

    open();
    return () => {
      stopped = true;
      if (timer !== undefined) clearTimeout(timer);
      source?.close();
      setState("connecting");
    };
  }, [url, eventKey]);

  return state;
}
