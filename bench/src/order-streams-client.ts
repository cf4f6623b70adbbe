/**
 * The load generator of the order-streams bench (`order-streams.ts` forks it): its OWN process, so
 * the server's event loop and the N streams' readers never share a core's queue. It holds N
 * server-sent-event streams on one URL over plain sockets (one per stream, as N browsers would),
 * then asks for ONE change over HTTP and times, per stream, from just before that request is sent
 * to the moment the event's `event:` line arrives on that stream. One clock (this process's
 * `performance.now()`) for both ends of every measurement.
 *
 * Messages (IPC): in `{ type: "calibrate" }` or a `Round`; out the matching result.
 */
import { readFileSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import { performance } from "node:perf_hooks";

export interface Round {
  type: "round";
  baseUrl: string;
  /** Path and query of the stream, e.g. `/api/services/app/Orders/Events?id=…&access_token=…`. */
  streamPath: string;
  headers: Record<string, string>;
  /** The event whose arrival is timed. */
  eventType: string;
  streams: number;
  /** Streams being opened at once. */
  openConcurrency: number;
  change: { method: string; path: string; headers: Record<string, string>; body: unknown };
  /** The server's pid, for its resident memory (Linux /proc). */
  serverPid: number;
  /** How long to wait for the event after the change was asked for. */
  waitMs: number;
}

export interface RoundResult {
  type: "round";
  opened: number;
  refused: number;
  openSeconds: number;
  received: number;
  /** Streams that saw an event of that type BEFORE the change was sent (something else moved the order). */
  early: number;
  /** Milliseconds from the change request to each stream's event, sorted. */
  latencies: number[];
  changeStatus: number;
  changeMs: number;
  rssIdleKiB: number | null;
  rssHeldKiB: number | null;
  /** `ShopType/GetAll` p50 while the N streams are held (before the change). */
  heldGetAllP50: number;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** One HTTP request on the keep-alive agent; resolves with the status and the time to the last byte. */
function request(base: URL, method: string, path: string, headers: Record<string, string>, body?: unknown) {
  return new Promise<{ status: number; ms: number; text: string }>((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const start = performance.now();
    const req = http.request(
      {
        host: base.hostname,
        port: base.port,
        method,
        path,
        agent,
        headers: { ...headers, ...(payload ? { "content-type": "application/json" } : {}) },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          text += chunk;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - start, text }));
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}

async function getAllP50(baseUrl: string, samples: number): Promise<number> {
  const base = new URL(baseUrl);
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const r = await request(base, "GET", "/api/services/app/ShopType/GetAll", { "Abp.TenantId": "3" });
    if (r.status !== 200) throw new Error(`ShopType/GetAll → ${r.status}`);
    times.push(r.ms);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] as number;
}

export function residentKiB(pid: number): number | null {
  try {
    const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+)\s+kB/m);
    return line ? Number(line[1]) : null;
  } catch {
    return null; // not Linux
  }
}

interface Stream {
  socket: net.Socket;
  arrivedAt: number | null;
  early: boolean;
}

/** Set just before the change is sent: an event seen earlier is not the change's. */
let armed = false;

/**
 * Opens one stream; resolves once the server answered 200 and sent the stream's first frame (the
 * `retry:` line), i.e. the subscription is in place. `onEvent` marks the first frame of `eventType`.
 */
function openStream(base: URL, round: Round, streams: Stream[]): Promise<boolean> {
  return new Promise((resolve) => {
    const marker = `event: ${round.eventType}\n`;
    const socket = net.connect(Number(base.port), base.hostname);
    const stream: Stream = { socket, arrivedAt: null, early: false };
    let head = "";
    let ready = false;
    let tail = "";
    socket.setEncoding("utf8");
    socket.setNoDelay(true);
    const lines = Object.entries({ host: base.host, accept: "text/event-stream", ...round.headers })
      .map(([k, v]) => `${k}: ${v}\r\n`)
      .join("");
    socket.on("connect", () => socket.write(`GET ${round.streamPath} HTTP/1.1\r\n${lines}\r\n`));
    socket.on("data", (chunk: string) => {
      if (!ready) {
        head += chunk;
        const status = Number(head.slice(9, 12));
        if (head.length >= 12 && status !== 200) {
          socket.destroy();
          return resolve(false);
        }
        const end = head.indexOf("\r\n\r\n");
        if (end < 0 || !head.includes("retry:", end)) return;
        ready = true;
        streams.push(stream);
        resolve(true);
        tail = head.slice(-64);
        head = "";
        return;
      }
      if (stream.arrivedAt !== null) return;
      const seen = tail + chunk;
      tail = seen.slice(-64);
      if (!seen.includes(marker)) return;
      tail = "";
      if (armed) stream.arrivedAt = performance.now();
      else stream.early = true;
    });
    socket.on("error", () => {
      if (!ready) resolve(false);
    });
    socket.on("close", () => {
      if (!ready) resolve(false);
    });
  });
}

async function runRound(round: Round): Promise<RoundResult> {
  const base = new URL(round.baseUrl);
  const rssIdleKiB = residentKiB(round.serverPid);
  const streams: Stream[] = [];
  let refused = 0;
  let next = 0;
  const openStart = performance.now();
  await Promise.all(
    Array.from({ length: Math.min(round.openConcurrency, round.streams) }, async () => {
      while (next < round.streams) {
        next++;
        if (!(await openStream(base, round, streams))) refused++;
      }
    }),
  );
  const openSeconds = (performance.now() - openStart) / 1000;
  const heldGetAllP50 = await getAllP50(round.baseUrl, 20);
  const rssHeldKiB = residentKiB(round.serverPid);

  // The one change; every stream's clock starts here.
  armed = true;
  const t0 = performance.now();
  const change = await request(base, round.change.method, round.change.path, round.change.headers, round.change.body);
  const deadline = t0 + round.waitMs;
  while (streams.some((s) => s.arrivedAt === null) && performance.now() < deadline) {
    await new Promise((r) => setTimeout(r, 20));
  }
  const latencies = streams
    .filter((s) => s.arrivedAt !== null)
    .map((s) => (s.arrivedAt as number) - t0)
    .sort((a, b) => a - b);
  armed = false;
  for (const s of streams) s.socket.destroy();
  return {
    type: "round",
    opened: streams.length,
    refused,
    openSeconds,
    received: latencies.length,
    early: streams.filter((s) => s.early).length,
    latencies,
    changeStatus: change.status,
    changeMs: change.ms,
    rssIdleKiB,
    rssHeldKiB,
    heldGetAllP50,
  };
}

process.on("message", (message: { type: string; baseUrl?: string }) => {
  const answer = (value: unknown) => process.send?.(value);
  const fail = (err: unknown) => answer({ type: "error", message: String((err as Error)?.stack ?? err) });
  if (message.type === "calibrate") {
    // 50 unmeasured calls first: the server was just started, its code is not compiled hot yet.
    getAllP50(message.baseUrl as string, 50)
      .then(() => getAllP50(message.baseUrl as string, 50))
      .then((p50) => answer({ type: "calibrate", p50 }))
      .catch(fail);
  } else if (message.type === "round") {
    runRound(message as unknown as Round)
      .then(answer)
      .catch(fail);
  } else if (message.type === "exit") {
    agent.destroy();
    process.disconnect?.();
  }
});
