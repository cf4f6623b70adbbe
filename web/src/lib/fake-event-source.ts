/**
 * A stand-in for the browser's EventSource in tests (jsdom has none): records every stream opened
 * and lets the test open it, drop it, refuse it and send events. Install with `installFakeEventSource()`.
 */
export class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];

  readonly url: string;
  readyState = FakeEventSource.CONNECTING;
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(url: string | URL) {
    super();
    this.url = String(url);
    FakeEventSource.instances.push(this);
  }

  close(): void {
    this.readyState = FakeEventSource.CLOSED;
  }

  /** The server answered 200: the stream is open. */
  open(): void {
    this.readyState = FakeEventSource.OPEN;
    this.onopen?.(new Event("open"));
  }

  /** The connection dropped: the browser will reconnect by itself. */
  drop(): void {
    this.readyState = FakeEventSource.CONNECTING;
    this.onerror?.(new Event("error"));
  }

  /** The server refused the stream (401, 5xx): the browser gives up. */
  refuse(): void {
    this.readyState = FakeEventSource.CLOSED;
    this.onerror?.(new Event("error"));
  }

  /** One server-sent event of `type` with JSON data and an id. */
  emit(type: string, data: unknown, id = ""): void {
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data), lastEventId: id }));
  }

  /** The stream opened last (the live one). */
  static latest(): FakeEventSource {
    const last = FakeEventSource.instances.at(-1);
    if (!last) throw new Error("No EventSource was opened");
    return last;
  }
}

/** Puts the fake in place of `globalThis.EventSource` until the returned function is called. */
export function installFakeEventSource(): () => void {
  const previous = (globalThis as { EventSource?: unknown }).EventSource;
  FakeEventSource.instances = [];
  (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
  return () => {
    (globalThis as { EventSource?: unknown }).EventSource = previous;
    FakeEventSource.instances = [];
  };
}
