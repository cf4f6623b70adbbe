import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { LoadJob, LoadResult } from "./load-client.ts";
import type { Scenario } from "./scenarios.ts";

export type { LoadJob, LoadResult };

const clientEntry = fileURLToPath(new URL("./load-client.ts", import.meta.url));

export interface LoadOptions {
  seconds: number;
  connections: number;
  /** Warm-up before the measured phase, discarded. */
  warmupSeconds?: number;
}

/** The bench's settings from the environment: BENCH_SECONDS (15), BENCH_WARMUP (5), BENCH_CONNECTIONS (50). */
export function loadOptionsFromEnv(): Required<LoadOptions> {
  return {
    seconds: Number(process.env.BENCH_SECONDS ?? 15),
    warmupSeconds: Number(process.env.BENCH_WARMUP ?? 5),
    connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
  };
}

/**
 * Runs one job in a load-generator process of its own (`load-client.ts`): the job goes in as JSON on
 * stdin, the result comes back as JSON on stdout. Nothing of autocannon runs in this process.
 */
export function runLoad(job: LoadJob): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", clientEntry], { stdio: ["pipe", "pipe", "inherit"] });
    let output = "";
    child.stdout.setEncoding("utf8");
    child.stdout.on("data", (chunk: string) => {
      output += chunk;
    });
    child.once("error", reject);
    child.once("exit", (code) => {
      if (code !== 0) return reject(new Error(`the load generator exited with ${code}`));
      try {
        resolve(JSON.parse(output) as LoadResult);
      } catch (err) {
        reject(err);
      }
    });
    child.stdin.end(JSON.stringify(job));
  });
}

/** A static scenario (the same request on every connection) as a load job. */
export function scenarioJob(baseUrl: string, s: Scenario, options: LoadOptions): LoadJob {
  return {
    baseUrl,
    connections: options.connections,
    seconds: options.seconds,
    warmupSeconds: options.warmupSeconds ?? 0,
    requests: [{ method: s.method, path: s.path, headers: s.headers, body: s.body }],
  };
}

/** Milliseconds as the tables print them: one decimal below 10 ms, whole above. */
export function ms(value: number): string {
  return value < 10 ? value.toFixed(1) : String(Math.round(value));
}

/** Non-2xx answers plus connection errors and timeouts (a timeout is counted once). */
export function errorCount(r: LoadResult): number {
  return r.non2xx + r.errors;
}

/** Loads one scenario (load generator in its own process) and returns a row of `loadTableHeader`. */
export async function runScenario(baseUrl: string, s: Scenario, options: LoadOptions): Promise<string> {
  const r = await runLoad(scenarioJob(baseUrl, s, options));
  return `| ${s.name} | ${Math.round(r.requestsPerSecond)} | ${ms(r.p50)} | ${ms(r.p99)} | ${errorCount(r)} |`;
}

export const loadTableHeader = "| scenario | req/s | p50 ms | p99 ms | errors |\n|---|---:|---:|---:|---:|";
