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
  /** Mean of the per-second request counts of the measured phase. */
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

async function run(job: LoadJob): Promise<LoadResult> {
  const options = { url: job.baseUrl, connections: job.connections };
  if (job.warmupSeconds > 0) {
    await autocannon({ ...options, duration: job.warmupSeconds, requests: autocannonRequests(job) });
  }
  const cpuBefore = job.watchPid ? cpuSeconds(job.watchPid) : null;
  const startedUs = microseconds();
  const result = await autocannon({ ...options, duration: job.seconds, requests: autocannonRequests(job) });
  const endedUs = microseconds();
  const cpuAfter = job.watchPid ? cpuSeconds(job.watchPid) : null;
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    bytesPerRequest: result.requests.total > 0 ? result.throughput.total / result.requests.total : 0,
    watchedCpu: cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / ((endedUs - startedUs) / 1e6),
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
