import { readFileSync } from "node:fs";

/** A field of /proc/<pid>/status in KiB (VmRSS, VmHWM), or null off Linux or once the process is gone. */
export function procStatusKiB(pid: number, field: "VmRSS" | "VmHWM"): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status);
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/** KiB as the tables print them. */
export function mib(kib: number | null): string {
  return kib === null ? "?" : `${Math.round(kib / 1024)} MiB`;
}

/**
 * Samples a process's resident memory every 500 ms for the whole bench: the peak the memory
 * target is about. `peakKiB()` is the highest sample; the kernel's own high-water mark (VmHWM) is read
 * separately at the end, since samples can miss a short spike.
 */
export function sampleRss(pid: number, everyMs = 500) {
  let peak: number | null = null;
  const sample = () => {
    const rss = procStatusKiB(pid, "VmRSS");
    if (rss !== null && (peak === null || rss > peak)) peak = rss;
  };
  sample();
  const timer = setInterval(sample, everyMs);
  timer.unref();
  return {
    peakKiB: () => peak,
    stop: () => clearInterval(timer),
  };
}

/**
 * CPU seconds (user + system) a process has used so far, from /proc/<pid>/stat (clock ticks of 1/100 s),
 * or null off Linux: the server's share of the machine during a row, and whether it was still busy
 * while the bare route was measured.
 */
export function cpuSeconds(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name (which may contain spaces) start after the last ")".
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}
