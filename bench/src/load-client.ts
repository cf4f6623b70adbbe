/**
 * The load generator of the API bench, in its OWN process (`load.ts` spawns one per row): autocannon
 * must not share an event loop with the server it measures, nor with the bare calibration route.
 * Reads one `LoadJob` as JSON on stdin, runs the warm-up (discarded) and the measured phase, and
 * prints one `LoadResult` as JSON on stdout.
 */
import { hrtime } from "node:process";
import autocannon from "autocannon";
import { cpuSeconds } from "./proc-stats.ts";

/** One request a connection sends; `{{name}}` is replaced by the connection's slot value `name`. */
export interface JobRequest {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
}

export interface LoadJob {
  baseUrl: string;
  connections: number;
  seconds: number;
  warmupSeconds: number;
  /** Each connection sends these in turn, over and over. */
  requests: JobRequest[];
  /**
   * Per-connection values for the `{{name}}` placeholders (connection i gets slot i modulo the count):
   * a guest id and cart id each, so that every connection changes its own cart.
   */
  slots?: Record<string, string | number>[];
  /** A process whose CPU time over the measured phase is reported (the server, even while the bare route is measured). */
  watchPid?: number;
}

export interface LoadResult {
  /** Answers that arrived in the measured window, per second of it. */
  requestsPerSecond: number;
  p50: number;
  p99: number;
  max: number;
  /** Answers outside 2xx. */
  non2xx: number;
  /** Connection errors and timeouts (autocannon counts a timeout as an error too). */
  errors: number;
  timeouts: number;
  /** Mean answer size in bytes. */
  bytesPerRequest: number;
  /** CPU seconds `watchPid` used during the measured phase, per second of it (1 = one core busy). */
  watchedCpu: number | null;
  /** CLOCK_MONOTONIC microseconds (the clock of V8's CPU profiles) around the measured phase. */
  startedUs: number;
  endedUs: number;
}

/** `"{{cartId}}"` → the slot's value as JSON (a number stays a number); `{{guest}}` inside a string → its text. */
function fill(template: string, slot: Record<string, string | number>): string {
  return template
    .replace(/"\{\{(\w+)\}\}"/g, (_, name: string) => JSON.stringify(slot[name]))
    .replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(slot[name]));
}

/** What every request carries, as a browser's fetch sends it: JSON, and compressed answers welcome. */
const common = { "content-type": "application/json", "accept-encoding": "gzip, deflate, br" };

function autocannonRequests(job: LoadJob): autocannon.Request[] {
  if (!job.slots?.length) {
    return job.requests.map((r) => ({
      method: r.method,
      path: r.path,
      headers: { ...common, ...r.headers },
      body: r.body === undefined ? undefined : JSON.stringify(r.body),
    }));
  }
  const slots = job.slots;
  let next = 0;
  return job.requests.map((r) => {
    const template = JSON.stringify({ path: r.path, headers: { ...common, ...r.headers }, body: r.body });
    return {
      method: r.method,
      setupRequest: (request, context) => {
        const ctx = context as { slot?: Record<string, string | number> };
        ctx.slot ??= slots[next++ % slots.length];
        const filled = JSON.parse(fill(template, ctx.slot as Record<string, string | number>)) as {
          path: string;
          headers: Record<string, string>;
          body?: unknown;
        };
        return {
          ...request,
          path: filled.path,
          headers: filled.headers,
          body: filled.body === undefined ? undefined : JSON.stringify(filled.body),
        };
      },
    };
  });
}

const microseconds = () => Number(hrtime.bigint() / 1000n);

/** The value below which `share` of the sorted values lie (nearest rank). */
function percentile(sorted: number[], share: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] as number;
}

/**
 * ONE autocannon run of warm-up + measured seconds on the same connections, counting only what ends
 * inside the measured window: two separate runs would leave the warm-up's last requests queued in a
 * slow server (their connections gone), and the measured run would wait behind them.
 */
async function run(job: LoadJob): Promise<LoadResult> {
  const warmupUs = job.warmupSeconds * 1e6;
  const latencies: number[] = [];
  let non2xx = 0;
  let errors = 0;
  let timeouts = 0;
  let bytes = 0;
  let startedUs = 0;
  let cpuBefore: number | null = null;
  const inWindow = () => startedUs > 0;
  const instance = autocannon(
    {
      url: job.baseUrl,
      connections: job.connections,
      duration: job.warmupSeconds + job.seconds,
      requests: autocannonRequests(job),
    },
    () => {},
  );
  const opened = microseconds();
  const warmup = setTimeout(() => {
    startedUs = microseconds();
    cpuBefore = job.watchPid ? cpuSeconds(job.watchPid) : null;
  }, warmupUs / 1000);
  if (warmupUs === 0) startedUs = opened;
  instance.on("response", (_client, statusCode, resBytes, responseTime) => {
    if (!inWindow()) return;
    latencies.push(responseTime);
    bytes += resBytes;
    if (statusCode < 200 || statusCode > 299) non2xx++;
  });
  instance.on("reqError", (err: Error) => {
    if (!inWindow()) return;
    errors++;
    if (err.message === "request timed out") timeouts++;
  });
  await new Promise((resolve) => instance.once("done", resolve));
  clearTimeout(warmup);
  const endedUs = microseconds();
  const cpuAfter = job.watchPid ? cpuSeconds(job.watchPid) : null;
  const seconds = (endedUs - startedUs) / 1e6;
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: latencies.length / seconds,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    max: latencies.at(-1) ?? 0,
    non2xx,
    errors,
    timeouts,
    bytesPerRequest: latencies.length > 0 ? bytes / latencies.length : 0,
    watchedCpu: cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / seconds,
    startedUs,
    endedUs,
  };
}

let input = "";
process.stdin.setEncoding("utf8");
process.stdin.on("data", (chunk) => {
  input += chunk;
});
process.stdin.on("end", () => {
  run(JSON.parse(input) as LoadJob).then(
    (result) => process.stdout.write(`${JSON.stringify(result)}\n`),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
});
