import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}

/** The parts of V8's `.cpuprofile` (what `node --cpu-prof` writes at exit) that the summary reads. */
interface CpuProfile {
  nodes: { id: number; callFrame: CallFrame; children?: number[] }[];
  /** Microseconds on CLOCK_MONOTONIC, the clock `process.hrtime` reads in every process. */
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/**
 * The main thread's profile of `pid` in `dir` (workers write their own files; their thread id is not
 * 0), and its path (it opens in Chrome DevTools' Performance panel).
 */
export function readCpuProfile(dir: string, pid: number): { profile: CpuProfile; file: string } {
  const name = readdirSync(dir).find((f) => f.includes(`.${pid}.0.`) && f.endsWith(".cpuprofile"));
  if (!name) throw new Error(`no CPU profile of process ${pid} in ${dir}`);
  const file = path.join(dir, name);
  return { profile: JSON.parse(readFileSync(file, "utf8")) as CpuProfile, file };
}

/** `function file` with the checkout's path prefix cut off. */
function labelOf(frame: CallFrame): string {
  const file = frame.url.replace(/^.*\/(node_modules|server|contract|bench)\//, "$1/");
  return `${frame.functionName || "(anonymous)"} ${file}`.trim();
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
  /** Per function label, its most frequent caller (the parent frame of its samples). */
  topCaller: Map<string, string>;
  groups: [string, number][];
}

/**
 * Self time per function (callFrame function name + file, summed over lines) and per group, from the
 * samples taken between `fromUs` and `toUs` (CLOCK_MONOTONIC µs): one load row's measured phase.
 */
export function summariseProfile(profile: CpuProfile, fromUs: number, toUs: number): ProfileSummary {
  const frames = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const parents = new Map<number, number>();
  for (const n of profile.nodes) for (const child of n.children ?? []) parents.set(child, n.id);
  const functions = new Map<string, number>();
  const callers = new Map<string, Map<string, number>>();
  const groups = new Map<string, number>();
  const bump = (m: Map<string, number>, key: string) => m.set(key, (m.get(key) ?? 0) + 1);
  let t = profile.startTime;
  let samples = 0;
  profile.samples.forEach((id, i) => {
    t += profile.timeDeltas[i] ?? 0;
    if (t < fromUs || t > toUs) return;
    const frame = frames.get(id);
    if (!frame) return;
    samples++;
    const label = labelOf(frame);
    bump(functions, label);
    const parent = frames.get(parents.get(id) ?? -1);
    if (parent) {
      if (!callers.has(label)) callers.set(label, new Map());
      bump(callers.get(label) as Map<string, number>, labelOf(parent));
    }
    bump(groups, groupOf(frame.url, frame.functionName));
  });
  const sorted = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1]);
  const topCaller = new Map([...callers].map(([label, m]) => [label, sorted(m)[0]?.[0] ?? ""]));
  return { samples, functions: sorted(functions), topCaller, groups: sorted(groups) };
}

/** Markdown lines: the top `top` functions by self time, then the groups, as shares of the window's samples. */
export function formatProfile(title: string, s: ProfileSummary, top = 15): string[] {
  const pct = (n: number) => `${((100 * n) / Math.max(1, s.samples)).toFixed(1)} %`;
  return [
    `#### ${title}: ${s.samples} samples`,
    "",
    "| self time | function (file) | most often called from |",
    "|---:|---|---|",
    ...s.functions
      .slice(0, top)
      .map(([label, n]) => `| ${pct(n)} | \`${label}\` | \`${s.topCaller.get(label) ?? ""}\` |`),
    "",
    `By where: ${s.groups
      .slice(0, 12)
      .map(([g, n]) => `${g} ${pct(n)}`)
      .join(" · ")}`,
    "",
  ];
}
