import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { cartJobs } from "./cart-scenarios.ts";
import { formatProfile, readCpuProfile, summariseProfile } from "./cpu-profile.ts";
import { scratchLocation } from "./database.ts";
import { errorCount, type LoadJob, type LoadOptions, type LoadResult, ms, runLoad, scenarioJob } from "./load.ts";
import { mib, procStatusKiB, sampleRss } from "./proc-stats.ts";
import { demoIds, storefrontScenarios } from "./scenarios.ts";
import { startBareProcess, startServerProcess } from "./server-process.ts";

/** The production start the issue measures: info logging (one line per request), the rest as `npm start`. */
const productionEnv = { LOG_LEVEL: "info" };

const load1 = () => os.loadavg()[0]?.toFixed(1) ?? "?";

interface Row {
  name: string;
  result: LoadResult;
  /** The 1-minute load average when the row ended. */
  load: string;
  /** Seconds the server still worked on the row's last requests after it ended (`drain`). */
  drainedS: number;
}

/**
 * Waits until the server has answered what the last row left queued: autocannon stops with up to one
 * request per connection still in the server, and a slow server works through them after the row
 * ended. `/health/ready` is a database round trip, so it answers after the queries queued before it.
 * Without this, a row would measure its predecessor's backlog. Returns the seconds it took.
 */
async function drain(baseUrl: string): Promise<number> {
  const started = performance.now();
  await fetch(`${baseUrl}/health/ready`, { signal: AbortSignal.timeout(120_000) });
  return (performance.now() - started) / 1000;
}

function bareJob(baseUrl: string, options: Required<LoadOptions>, serverPid: number): LoadJob {
  return { ...scenarioJob(baseUrl, { name: "bare", method: "GET", path: "/bare" }, options), watchPid: serverPid };
}

/** The server's CPU over a measured phase, in % of one core. */
const cpuPct = (r: LoadResult) => (r.watchedCpu === null ? "?" : `${Math.round(100 * r.watchedCpu)} %`);

/** A named load job, built once the server is up (ids and carts come from its API). */
export interface BenchRow {
  name: string;
  job: LoadJob;
}

export interface MeasureOptions {
  /**
   * BENCH_CPU_PROF: the server runs with `--cpu-prof`; each row's top self-time functions are printed
   * and the profile is kept in a temporary folder.
   */
  cpuProfile?: boolean;
  /** BENCH_ROWS (comma-separated substrings, any case): only matching rows run. */
  rowFilter?: string[];
}

/**
 * Measures rows against the real server (`server/src/server.ts`, production start) on `location`
 * (a PGlite folder or a postgres:// URL, empty or prepared), in three kinds of process: the server,
 * a bare Fastify JSON route (the calibration, measured before AND after the rows), and one
 * load-generator process per row. Returns Markdown: each row as req/s, p50, p99, errors and % of the
 * bare route; the server's peak RSS (VmHWM, and the highest 500 ms sample); its start time on the
 * database as given and again on the data that first start left; with `cpuProfile`, the server's top
 * self-time functions per row.
 */
export async function measureAgainstBare(
  location: string,
  rowsOf: (baseUrl: string) => Promise<BenchRow[]>,
  options: Required<LoadOptions>,
  { cpuProfile = false, rowFilter }: MeasureOptions = {},
): Promise<string[]> {
  const profileDir = cpuProfile ? mkdtempSync(path.join(os.tmpdir(), "dutchpot-bench-prof-")) : undefined;
  const bare = await startBareProcess();
  const lines: string[] = [];
  try {
    const loadAtStart = load1();
    const server = await startServerProcess(location, productionEnv, {
      nodeArgs: profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [],
    });
    const firstStartMs = server.readyMs;
    const rss = sampleRss(server.pid);
    const rows: Row[] = [];
    let bareBefore: LoadResult;
    let bareAfter: LoadResult;
    let peakHwm: number | null;
    try {
      bareBefore = await runLoad(bareJob(bare.baseUrl, options, server.pid));
      console.error(`bare route (start): ${Math.round(bareBefore.requestsPerSecond)} req/s, load ${load1()}`);
      const jobs = (await rowsOf(server.baseUrl)).filter(
        ({ name }) => !rowFilter?.length || rowFilter.some((f) => name.toLowerCase().includes(f.toLowerCase())),
      );
      for (const { name, job } of jobs) {
        const result = await runLoad({ ...job, watchPid: server.pid });
        const load = load1();
        const drainedS = await drain(server.baseUrl);
        rows.push({ name, result, load, drainedS });
        console.error(
          `${name}: ${Math.round(result.requestsPerSecond)} req/s, load ${load}, drained ${drainedS.toFixed(1)} s`,
        );
      }
      bareAfter = await runLoad(bareJob(bare.baseUrl, options, server.pid));
      console.error(`bare route (end): ${Math.round(bareAfter.requestsPerSecond)} req/s, load ${load1()}`);
      peakHwm = procStatusKiB(server.pid, "VmHWM");
    } finally {
      rss.stop();
      await server.stop();
    }
    // Start again on the data the first start left (PGlite: the same folder).
    const again = await startServerProcess(location, productionEnv, { pollMs: 20 });
    await again.stop();

    const bareMean = (bareBefore.requestsPerSecond + bareAfter.requestsPerSecond) / 2;
    const pct = (r: LoadResult) => `${((100 * r.requestsPerSecond) / bareMean).toFixed(2)} %`;
    lines.push(
      `${options.connections} connections, ${options.warmupSeconds} s warm-up (discarded) + ${options.seconds} s measured per row; ` +
        "server, bare route and load generator each in their own process",
      `bare Fastify route: ${Math.round(bareBefore.requestsPerSecond)} req/s at the start, ${Math.round(bareAfter.requestsPerSecond)} at the end, ` +
        `mean ${Math.round(bareMean)} (p99 ${ms(bareBefore.p99)} / ${ms(bareAfter.p99)} ms; the idle server's CPU meanwhile ${cpuPct(bareBefore)} / ${cpuPct(bareAfter)})`,
      `load average (1 min): ${loadAtStart} at the start, ${load1()} at the end (the bench itself keeps about 2 busy)`,
      "",
      "| call | req/s | % of bare | p50 ms | p99 ms | errors | KB sent per answer | server CPU | load | drained s |",
      "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
      ...rows.map(
        ({ name, result: r, load, drainedS }) =>
          `| ${name} | ${Math.round(r.requestsPerSecond)} | ${pct(r)} | ${ms(r.p50)} | ${ms(r.p99)} | ${errorCount(r)} | ${(r.bytesPerRequest / 1024).toFixed(1)} | ${cpuPct(r)} | ${load} | ${drainedS.toFixed(1)} |`,
      ),
      "",
      `server peak RSS: ${mib(peakHwm)} (VmHWM over the whole run), highest 500 ms sample ${mib(rss.peakKiB())}`,
      `server start: ${Math.round(firstStartMs)} ms on the database as given, ` +
        `${Math.round(again.readyMs)} ms again on the data it left (spawn to /health/ready 200)`,
    );
    if (profileDir) {
      const { profile, file } = readCpuProfile(profileDir, server.pid);
      lines.push(
        "",
        "### Where the server's time goes (CPU profile, self time, measured phase of each row)",
        "",
        `profile kept in ${file} (opens in Chrome DevTools, Performance panel)`,
        "",
      );
      for (const { name, result } of rows) {
        lines.push(...formatProfile(name, summariseProfile(profile, result.startedUs, result.endedUs)));
      }
    }
  } finally {
    await bare.stop();
  }
  return lines;
}

/**
 * The API bench of one database (PGlite, or a scratch database on DATABASE_URL's server): the
 * storefront's reads and the cart changes of issue 17 on an empty database that the server's first
 * start migrates and seeds with the demo marketplace (so its first start time includes both).
 */
export async function apiBenchReport(options: Required<LoadOptions>, measure: MeasureOptions = {}): Promise<string[]> {
  const scratch = await scratchLocation();
  try {
    const rowsOf = async (baseUrl: string) => {
      const ids = await demoIds(baseUrl);
      return [
        ...storefrontScenarios(ids).map((s) => ({ name: s.name, job: scenarioJob(baseUrl, s, options) })),
        ...(await cartJobs(baseUrl, ids.shopId, options)),
      ];
    };
    return [`database: ${scratch.label}`, ...(await measureAgainstBare(scratch.location, rowsOf, options, measure))];
  } finally {
    await scratch.dispose();
  }
}
