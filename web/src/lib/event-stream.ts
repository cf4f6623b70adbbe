import { useEffect, useRef, useState } from "react";
import { apiBase, readTenantConfig } from "../config/tenant.ts";
import { ApiError, authHeaders } from "./api-client.ts";

/**
 * Live server-sent events (docs/events.md) for the storefront: `Orders/Events`, `ShoppingCart/Events`.
 * An EventSource cannot send headers, so the bearer token (`access_token`) or the guest id (`guestId`)
 * goes in the query string, as the server's event-stream routes accept. The URL is built again for
 * every (re)connect, so a new sign-in, sign-out or token is what the next attempt carries.
 */

/**
 * Whether the stream is being opened, delivering, lost (being reconnected), or refused for good (the
 * caller may not follow it: signed out, expired, not theirs; nothing is retried).
 */
export type StreamState = "connecting" | "open" | "lost" | "refused";

/**
 * A reconnect after the stream was refused waits `firstMs`, doubling up to `maxMs`; after
 * `maxRefusals` refusals in a row without the stream ever opening, it is given up.
 */
export const streamRetry = { firstMs: 2000, maxMs: 30_000, maxRefusals: 6 } as const;

/** Statuses of a probe that mean the stream will never be served to this caller: stop retrying. */
const finalStatuses = new Set([401, 403, 404]);

/** The storefront's API base: the tenant page's configured API (as the API client is configured in app.tsx). */
export function streamBase(): string {
  return apiBase(readTenantConfig());
}

/**
 * The URL of an event-stream endpoint (`/api/services/app/Orders/Events`) with the caller's identity and
 * the given query: the token when signed in, else the guest id. A query that already names its own
 * identity (a console passes its console token as `access_token`) keeps it: the storefront's token,
 * signed in in the same browser, must not replace it.
 */
export function eventStreamUrl(
  endpointPath: string,
  query: Record<string, string | number | undefined> = {},
  base = streamBase(),
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  if (params.has("access_token")) return urlOf(base, endpointPath, params);
  const headers = authHeaders();
  const bearer = headers.Authorization?.replace(/^Bearer /, "");
  if (bearer) params.set("access_token", bearer);
  else if (headers["X-Guest-Id"]) params.set("guestId", headers["X-Guest-Id"]);
  return urlOf(base, endpointPath, params);
}

const urlOf = (base: string, endpointPath: string, params: URLSearchParams) =>
  `${base.replace(/\/+$/, "")}/${endpointPath.replace(/^\/+/, "").replace(/^api\//, "")}?${params.toString()}`;

/** Which stream to follow: the contract's endpoint path and its query (the identity is added per attempt). */
export interface StreamTarget {
  path: string;
  query?: Record<string, string | number | undefined>;
}

export interface EventStreamOptions {
  /** The event types to listen to (`order.changed`); plain `message` events are heard too. */
  events: readonly string[];
  /** Called with each event's type and parsed JSON data (null when the data is not JSON). */
  onEvent: (type: string, data: unknown) => void;
  /** Called each time the stream (re)opens: anything missed while it was down can be fetched again. */
  onOpen?: () => void;
  /** Who the caller is (`useAuth().token`, null for a guest): a change opens the stream again as them. */
  identity?: string | null;
  /**
   * A normal API call asked after each refusal, since an EventSource cannot see the status: it goes
   * through the API client, so an expired token takes the session-expired path. When it fails with
   * 401, 403 or 404 the stream is given up.
   */
  probe?: () => Promise<unknown>;
  /** Called once when the stream is given up, with the probe's error (null after too many refusals). */
  onRefused?: (error: unknown) => void;
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
 * Follows an event stream while `target` is set and answers its state. The browser reconnects a dropped
 * stream itself (sending Last-Event-ID, so the server replays what was missed); a refused stream
 * (the EventSource closed) is probed, then opened again after a growing delay with `lastEventId` in the
 * query, or given up ("refused"). Without EventSource (old browsers, tests that give none) the state
 * stays "connecting".
 */
export function useEventStream(target: StreamTarget | null, options: EventStreamOptions): StreamState {
  const [state, setState] = useState<StreamState>("connecting");
  const latest = useRef(options);
  latest.current = options;
  const eventKey = options.events.join(" ");
  const path = target?.path ?? null;
  const queryKey = target ? JSON.stringify(target.query ?? {}) : "";
  const identity = options.identity ?? null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `identity` is read per attempt (eventStreamUrl); a change reopens the stream as the new caller.
  useEffect(() => {
    if (path === null || typeof EventSource === "undefined") return;
    const query = JSON.parse(queryKey) as Record<string, string | number | undefined>;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let lastEventId: string | null = null;
    let delay: number = streamRetry.firstMs;
    let refusals = 0;
    let stopped = false;
    const names = eventKey ? eventKey.split(" ") : [];

    const listener = (event: Event) => {
      const message = event as MessageEvent;
      if (message.lastEventId) lastEventId = message.lastEventId;
      latest.current.onEvent(message.type, parse(message.data));
    };

    const giveUp = (error: unknown) => {
      stopped = true;
      setState("refused");
      latest.current.onRefused?.(error);
    };

    const retryLater = () => {
      timer = setTimeout(() => {
        if (!stopped) open();
      }, delay);
      delay = Math.min(delay * 2, streamRetry.maxMs);
    };

    const refused = async () => {
      refusals += 1;
      if (refusals >= streamRetry.maxRefusals) return giveUp(null);
      const probe = latest.current.probe;
      if (probe) {
        try {
          await probe();
        } catch (error) {
          if (stopped) return;
          if (error instanceof ApiError && finalStatuses.has(error.status)) return giveUp(error);
        }
      }
      if (!stopped) retryLater();
    };

    const open = () => {
      // Built now, not at render: the identity (and tenant base) of this very attempt.
      const url = eventStreamUrl(path, lastEventId ? { ...query, lastEventId } : query);
      const current = new EventSource(url);
      source = current;
      setState((s) => (s === "lost" ? "lost" : "connecting"));
      current.onopen = () => {
        delay = streamRetry.firstMs;
        refusals = 0;
        setState("open");
        latest.current.onOpen?.();
      };
      current.onerror = () => {
        if (stopped) return;
        setState("lost");
        if (current.readyState !== EventSource.CLOSED) return;
        // Refused (not a dropped connection): the browser gives up; learn why, then maybe try again.
        current.close();
        void refused();
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
  }, [path, queryKey, eventKey, identity]);

  return state;
}
