import autocannon from "autocannon";
import type { Scenario } from "./scenarios.ts";

export interface LoadOptions {
  seconds: number;
  connections: number;
}

/** Loads one scenario and returns a Markdown table row: req/s, p50, p99, errors. */
export async function runScenario(baseUrl: string, s: Scenario, options: LoadOptions): Promise<string> {
  const result = await autocannon({
    url: `${baseUrl}${s.path}`,
    method: s.method,
    headers: { "content-type": "application/json", ...s.headers },
    body: s.body === undefined ? undefined : JSON.stringify(s.body),
    connections: options.connections,
    duration: options.seconds,
  });
  const errors = result.errors + result.non2xx;
  return `| ${s.name} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${errors} |`;
}

export const loadTableHeader = "| scenario | req/s | p50 ms | p99 ms | errors |\n|---|---:|---:|---:|---:|";
