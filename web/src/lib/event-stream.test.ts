import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-client.ts";
import { eventStreamUrl, type StreamTarget, streamRetry, useEventStream } from "./event-stream.ts";
import { FakeEventSource, installFakeEventSource } from "./fake-event-source.ts";
import { local, session } from "./storage.ts";

const guest = "3f1c2b4a-9d8e-4f7a-8b6c-5d4e3f2a1b0c";
const b64 = (v: object) => btoa(JSON.stringify(v)).replace(/=+$/, "");
const tokenFor = (sub: string) =>
  `${b64({ alg: "HS256" })}.${b64({ sub, exp: Math.floor(Date.now() / 1000) + 3600 })}.sig`;
const paramOf = (source: FakeEventSource, name: string) =>
  new URL(source.url, "http://localhost").searchParams.get(name);

describe("eventStreamUrl", () => {
  afterEach(() => {
    local.remove("token");
    session.remove("guid");
  });

  it("carries the guest id when nobody is signed in", () => {
    session.set("guid", guest);
    const url = new URL(eventStreamUrl("/api/services/app/Orders/Events", { id: 12 }), "http://localhost");
    expect(url.pathname).toBe("/api/services/app/Orders/Events");
    expect(url.searchParams.get("id")).toBe("12");
    expect(url.searchParams.get("guestId")).toBe(guest);
    expect(url.searchParams.has("access_token")).toBe(false);
  });

  it("carries the token, not the guest id, when signed in", () => {
    session.set("guid", guest);
    const token = tokenFor("7");
    local.set("token", token);
    const url = new URL(eventStreamUrl("/api/services/app/Orders/Events"), "http://localhost");
    expect(url.searchParams.get("access_token")).toBe(token);
    expect(url.searchParams.has("guestId")).toBe(false);
  });

  it("keeps a console's own token when the storefront is signed in too in the same browser", () => {
    local.set("token", tokenFor("7"));
    const consoleToken = tokenFor("42");
    const url = new URL(
      eventStreamUrl("/api/services/app/MerchantOrders/Events", { shopId: 5, access_token: consoleToken }),
      "http://localhost",
    );
    expect(url.searchParams.get("access_token")).toBe(consoleToken);
    expect(url.searchParams.get("shopId")).toBe("5");
  });

  it("goes to the tenant page's configured API, as the API client does", () => {
    const script = document.createElement("script");
    script.id = "dutchpot-config";
    script.type = "application/json";
    script.textContent = JSON.stringify({ apiUrl: "https://api.shop.example/" });
    document.head.append(script);
    try {
      expect(eventStreamUrl("/api/services/app/Orders/Events")).toMatch(
        /^https:\/\/api\.shop\.example\/api\/services\/app\/Orders\/Events\?/,
      );
    } finally {
      script.remove();
    }
  });
});

describe("useEventStream", () => {
  let restore: () => void;
  beforeEach(() => {
    restore = installFakeEventSource();
  });
  afterEach(() => {
    restore();
    vi.useRealTimers();
    local.remove("token");
    session.remove("guid");
  });

  const target: StreamTarget = { path: "/api/services/app/Orders/Events", query: { id: 5 } };

  function follow(extra: { probe?: () => Promise<unknown>; identity?: string | null } = {}) {
    const onEvent = vi.fn();
    const onOpen = vi.fn();
    const onRefused = vi.fn();
    const hook = renderHook(
      ({ identity }: { identity: string | null }) =>
        useEventStream(target, {
          events: ["order.changed"],
          onEvent,
          onOpen,
          onRefused,
          probe: extra.probe,
          identity,
        }),
      { initialProps: { identity: extra.identity ?? null } },
    );
    return { ...hook, onEvent, onOpen, onRefused };
  }

  it("is connecting, then open, and hands over named events with their data", () => {
    const { result, onEvent, onOpen } = follow();
    expect(result.current).toBe("connecting");
    act(() => FakeEventSource.latest().open());
    expect(result.current).toBe("open");
    expect(onOpen).toHaveBeenCalledTimes(1);
    act(() => FakeEventSource.latest().emit("order.changed", { orderId: 5, shopId: 7, status: 2 }, "41"));
    expect(onEvent).toHaveBeenCalledWith("order.changed", { orderId: 5, shopId: 7, status: 2 });
  });

  it("is lost while the browser reconnects a dropped stream, and open again after", () => {
    const { result, onOpen } = follow();
    act(() => FakeEventSource.latest().open());
    act(() => FakeEventSource.latest().drop());
    expect(result.current).toBe("lost");
    // The browser's own reconnect: same EventSource, no new one.
    expect(FakeEventSource.instances).toHaveLength(1);
    act(() => FakeEventSource.latest().open());
    expect(result.current).toBe("open");
    expect(onOpen).toHaveBeenCalledTimes(2);
  });

  it("opens a refused stream again after a delay, from the last event it had", () => {
    vi.useFakeTimers();
    const { result } = follow();
    act(() => FakeEventSource.latest().open());
    act(() => FakeEventSource.latest().emit("order.changed", { orderId: 5, shopId: 7, status: 2 }, "41"));
    act(() => FakeEventSource.latest().refuse());
    expect(result.current).toBe("lost");
    expect(FakeEventSource.instances).toHaveLength(1);
    act(() => vi.advanceTimersByTime(streamRetry.firstMs));
    expect(FakeEventSource.instances).toHaveLength(2);
    expect(new URL(FakeEventSource.latest().url, "http://localhost").searchParams.get("lastEventId")).toBe("41");
    expect(result.current).toBe("lost");
    act(() => FakeEventSource.latest().open());
    expect(result.current).toBe("open");
  });

  it("closes the stream when unmounted and opens none without a URL", () => {
    const { unmount } = follow();
    const first = FakeEventSource.latest();
    unmount();
    expect(first.readyState).toBe(FakeEventSource.CLOSED);
    renderHook(() => useEventStream(null, { events: [], onEvent: () => {} }));
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it("builds the URL again on each attempt: a sign-in between two attempts is carried by the next", async () => {
    vi.useFakeTimers();
    session.set("guid", guest);
    follow();
    expect(paramOf(FakeEventSource.latest(), "guestId")).toBe(guest);
    act(() => FakeEventSource.latest().refuse());
    const token = tokenFor("7");
    local.set("token", token);
    await act(() => vi.advanceTimersByTimeAsync(streamRetry.firstMs));
    expect(FakeEventSource.instances).toHaveLength(2);
    expect(paramOf(FakeEventSource.latest(), "access_token")).toBe(token);
    expect(paramOf(FakeEventSource.latest(), "guestId")).toBeNull();
  });

  it("opens the stream again as the new caller when the identity changes (sign-in or sign-out)", () => {
    session.set("guid", guest);
    const { rerender } = follow();
    const first = FakeEventSource.latest();
    act(() => first.open());
    const token = tokenFor("8");
    local.set("token", token);
    rerender({ identity: token });
    expect(first.readyState).toBe(FakeEventSource.CLOSED);
    expect(FakeEventSource.instances).toHaveLength(2);
    expect(paramOf(FakeEventSource.latest(), "access_token")).toBe(token);
  });

  it("stops for good when the probe says the stream is not the caller's (404), and says why", async () => {
    vi.useFakeTimers();
    const notFound = new ApiError({ status: 404, message: "There is no order with this id." });
    const probe = vi.fn(() => Promise.reject(notFound));
    const { result, onRefused } = follow({ probe });
    await act(async () => FakeEventSource.latest().refuse());
    expect(probe).toHaveBeenCalledTimes(1);
    expect(result.current).toBe("refused");
    expect(onRefused).toHaveBeenCalledWith(notFound);
    await act(() => vi.advanceTimersByTimeAsync(streamRetry.maxMs * 4));
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it("keeps retrying while the probe answers (the stream itself failed), then gives up after too many refusals", async () => {
    vi.useFakeTimers();
    const probe = vi.fn(() => Promise.resolve({}));
    const { result, onRefused } = follow({ probe });
    for (let attempt = 1; attempt < streamRetry.maxRefusals; attempt++) {
      await act(async () => FakeEventSource.latest().refuse());
      expect(result.current).toBe("lost");
      await act(() => vi.advanceTimersByTimeAsync(streamRetry.maxMs));
      expect(FakeEventSource.instances).toHaveLength(attempt + 1);
    }
    await act(async () => FakeEventSource.latest().refuse());
    expect(result.current).toBe("refused");
    expect(onRefused).toHaveBeenCalledWith(null);
    await act(() => vi.advanceTimersByTimeAsync(streamRetry.maxMs * 4));
    expect(FakeEventSource.instances).toHaveLength(streamRetry.maxRefusals);
  });
});
