import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { eventStreamUrl, streamRetry, useEventStream } from "./event-stream.ts";
import { FakeEventSource, installFakeEventSource } from "./fake-event-source.ts";
import { local, session } from "./storage.ts";

const guest = "3f1c2b4a-9d8e-4f7a-8b6c-5d4e3f2a1b0c";

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
    const b64 = (v: object) => btoa(JSON.stringify(v)).replace(/=+$/, "");
    const token = `${b64({ alg: "HS256" })}.${b64({ sub: "7", exp: Math.floor(Date.now() / 1000) + 3600 })}.sig`;
    local.set("token", token);
    const url = new URL(eventStreamUrl("/api/services/app/Orders/Events"), "http://localhost");
    expect(url.searchParams.get("access_token")).toBe(token);
    expect(url.searchParams.has("guestId")).toBe(false);
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
  });

  function follow() {
    const onEvent = vi.fn();
    const onOpen = vi.fn();
    const hook = renderHook(() =>
      useEventStream("/api/services/app/Orders/Events?id=5", { events: ["order.changed"], onEvent, onOpen }),
    );
    return { ...hook, onEvent, onOpen };
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
});
