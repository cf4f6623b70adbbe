import type { Failure, RunStats } from "./runner.ts";

/** Failures as minimal reproductions, one per kind, operation and status, and a run summary. */

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}…(${text.length} chars)` : text);

/** Printable without control characters (they are the point of many requests, and break terminals). */
const visible = (text: string) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is escaped here.
  text.replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g, (c) =>
    c === "\n" ? "\\n" : `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );

export const failureKey = (f: Failure) => `${f.kind} ${f.request.target} ${f.status ?? "-"}`;

/** The first failure of each kind × operation × status, with how many more there were. */
export function distinctFailures(failures: Failure[]): { failure: Failure; count: number }[] {
  const byKey = new Map<string, { failure: Failure; count: number }>();
  for (const failure of failures) {
    const entry = byKey.get(failureKey(failure));
    if (entry) entry.count++;
    else byKey.set(failureKey(failure), { failure, count: 1 });
  }
  return [...byKey.values()];
}

export function reproduction(failure: Failure, seed: number, count = 1): string {
  const r = failure.request;
  const payload =
    r.payload === undefined
      ? "(none)"
      : Buffer.isBuffer(r.payload)
        ? `(bytes) ${r.payload.toString("hex").slice(0, 400)}`
        : clip(visible(r.payload), 1500);
  const headers = Object.entries(r.headers)
    .map(([k, v]) => `    ${k}: ${clip(visible(v), 200)}`)
    .join("\n");
  return [
    `[${failure.kind}] ${r.target} #${r.index} (${count}× this kind, operation and status) — ${failure.detail}`,
    `  mutation: ${visible(r.mutation)}`,
    `  ${r.method} ${clip(visible(r.url), 1000)}`,
    `  remote address: ${r.remoteAddress}`,
    "  headers:",
    headers,
    `  body: ${payload}`,
    failure.status === undefined ? "" : `  → ${failure.status} ${clip(visible(failure.body ?? ""), 1500)}`,
    `  replay: cd server && FUZZ_LOG=1 FUZZ_SEED=${seed} FUZZ_ONLY=${r.index} npx vitest run test/fuzz`,
  ]
    .filter(Boolean)
    .join("\n");
}

export function summary(stats: RunStats, seed: number): string {
  const statuses = [...stats.byStatus.entries()]
    .sort(([a], [b]) => a - b)
    .map(([s, n]) => `${s}×${n}`)
    .join(" ");
  const deep = [...stats.successes.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([op, n]) => `${op}×${n}`)
    .join(", ");
  const slowest = [...stats.msByOperation.entries()]
    .sort(([, a], [, b]) => b - a)
    .slice(0, 6)
    .map(([op, ms]) => `${op} ${(ms / 1000).toFixed(1)} s`)
    .join(", ");
  return [
    `fuzz: seed ${seed}, ${stats.requests} requests in ${(stats.ms / 1000).toFixed(1)} s (slowest operations: ${slowest})`,
    `  statuses: ${statuses}`,
    `  checksums: ${stats.checksums} (${(stats.checksumMs / 1000).toFixed(1)} s); refused requests verified unchanged: ${stats.verified}, not verifiable: ${stats.unverified}`,
    `  successes by operation: ${deep}`,
  ].join("\n");
}
