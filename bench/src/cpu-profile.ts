import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** The parts of V8's `.cpuprofile` (what `node --cpu-prof` writes at exit) that the summary reads. */
interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  /** Microseconds on CLOCK_MONOTONIC, the clock `process.hrtime` reads in every process. */
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** The main thread's profile of `pid` in `dir` (workers write their own files; their thread id is not 0). */
export function readCpuProfile(dir: string, pid: number): CpuProfile {
  const file = readdirSync(dir).find((f) => f.includes(`.${pid}.0.`) && f.endsWith(".cpuprofile"));
  if (!file) throw new Error(`no CPU profile of process ${pid} in ${dir}`);
  return JSON.parse(readFileSync(path.join(dir, file), "utf8")) as CpuProfile;
}

/** Where a function lives, coarsely: the npm package, the app's module, the runtime or V8's pseudo-frames. */
function groupOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith("(") ? functionName : "(native)";
  if (url.startsWith("wasm://")) return "PGlite WebAssembly";
  if (url.startsWith("node:")) return "node internals";
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1] as string;
  const app = /\/(server|contract)\/src\/(?:modules\/)?([^/.]+)/.exec(url);
  if (app) return `app: ${app[1]}/${app[2]}`;
  return url;
}

export interface ProfileSummary {
  samples: number;
  /** [label, self samples] sorted, highest first. */
  functions: [string, number][];
  groups: [string, number][];
}

/**
 * Self time per function (callFrame function name + file, summed over lines) and per group, from the
 * samples taken between `fromUs` and `toUs` (CLOCK_MONOTONIC µs): one load row's measured phase.
 */
export function summariseProfile(profile: CpuProfile, fromUs: number, toUs: number): ProfileSummary {
  const frames = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const functions = new Map<string, number>();
  const groups = new Map<string, number>();
  let t = profile.startTime;
  let samples = 0;
  profile.samples.forEach((id, i) => {
    t += profile.timeDeltas[i] ?? 0;
    if (t < fromUs || t > toUs) return;
    const frame = frames.get(id);
    if (!frame) return;
    samples++;
    const file = frame.url.replace(/^.*\/(node_modules|server|contract|bench)\//, "$1/");
    const label = `${frame.functionName || "(anonymous)"} ${file}`.trim();
    functions.set(label, (functions.get(label) ?? 0) + 1);
    const group = groupOf(frame.url, frame.functionName);
    groups.set(group, (groups.get(group) ?? 0) + 1);
  });
  const sorted = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1]);
  return { samples, functions: sorted(functions), groups: sorted(groups) };
}

/** Markdown lines: the top `top` functions by self time, then the groups, as shares of the window's samples. */
export function formatProfile(title: string, s: ProfileSummary, top = 15): string[] {
  const pct = (n: number) => `${((100 * n) / Math.max(1, s.samples)).toFixed(1)} %`;
  return [
    `#### ${title}: ${s.samples} samples`,
    "",
    "| self time | function (file) |",
    "|---:|---|",
    ...s.functions.slice(0, top).map(([label, n]) => `| ${pct(n)} | \`${label}\` |`),
    "",
    `By where: ${s.groups
      .slice(0, 12)
      .map(([g, n]) => `${g} ${pct(n)}`)
      .join(" · ")}`,
    "",
  ];
}
