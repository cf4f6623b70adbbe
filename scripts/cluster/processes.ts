import { type ChildProcess, spawn } from "node:child_process";
import { createWriteStream, readFileSync } from "node:fs";

/** One supervised child: its name, its log file, and how it ended (once it has). */
export interface Supervised {
  name: string;
  child: ChildProcess;
  logFile: string;
  /** Resolves with the exit code (a signal's death counts as 128 + its number, like a shell). */
  exited: Promise<number>;
  /** Set once it has exited. */
  code: number | null;
  /** Resolves with the first output line matching `pattern` (rejects if the process ends first). */
  waitForLine(pattern: RegExp, timeoutMs: number): Promise<RegExpExecArray>;
}

const signalNumbers: Record<string, number> = { SIGHUP: 1, SIGINT: 2, SIGQUIT: 3, SIGKILL: 9, SIGTERM: 15 };

/**
 * Starts `command` in its own process group (so a terminal's Ctrl-C reaches only the supervisor,
 * which stops the children in order) with stdout and stderr appended to `logFile`.
 */
export function startProcess(
  name: string,
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; logFile: string },
): Supervised {
  const log = createWriteStream(options.logFile, { flags: "a" });
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  const lineWaiters = new Set<{ pattern: RegExp; resolve: (m: RegExpExecArray) => void }>();
  let pending = "";
  const onData = (chunk: Buffer) => {
    log.write(chunk);
    pending += chunk.toString("utf8");
    const lines = pending.split("\n");
    pending = lines.pop() ?? "";
    for (const line of lines) {
      for (const waiter of [...lineWaiters]) {
        const match = waiter.pattern.exec(line);
        if (match) {
          lineWaiters.delete(waiter);
          waiter.resolve(match);
        }
      }
    }
  };
  child.stdout?.on("data", onData);
  child.stderr?.on("data", onData);
  const supervised: Supervised = {
    name,
    child,
    logFile: options.logFile,
    code: null,
    exited: new Promise<number>((resolve) => {
      child.on("error", (err) => {
        log.write(`\n[cluster] could not start ${command}: ${err.message}\n`);
        supervised.code = 127;
        log.end(() => resolve(127));
      });
      child.on("exit", (code, signal) => {
        supervised.code = code ?? 128 + (signal ? (signalNumbers[signal] ?? 0) : 0);
        log.end(() => resolve(supervised.code as number));
      });
    }),
    waitForLine(pattern, timeoutMs) {
      return new Promise((resolve, reject) => {
        const waiter = { pattern, resolve };
        const timer = setTimeout(() => {
          lineWaiters.delete(waiter);
          reject(new Error(`${name}: no line matching ${pattern} within ${timeoutMs} ms (log: ${options.logFile})`));
        }, timeoutMs);
        waiter.resolve = (match) => {
          clearTimeout(timer);
          resolve(match);
        };
        lineWaiters.add(waiter);
        void supervised.exited.then((code) => {
          if (!lineWaiters.has(waiter)) return;
          lineWaiters.delete(waiter);
          clearTimeout(timer);
          reject(new Error(`${name} exited with ${code} before printing ${pattern} (log: ${options.logFile})`));
        });
      });
    },
  };
  return supervised;
}

/** Sends `signal` to a child that is still running (never to anything else). */
export function signalProcess(p: Supervised, signal: NodeJS.Signals) {
  if (p.code === null && p.child.pid !== undefined) {
    try {
      process.kill(p.child.pid, signal);
    } catch {
      // it exited between the check and the signal
    }
  }
}

/** The last `lines` lines of a child's log, for a failure report. */
export function logTail(p: Supervised, lines = 30): string {
  try {
    return readFileSync(p.logFile, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
  } catch {
    return "(no log)";
  }
}

/** Polls `url` until it answers 200 (or the deadline passes: then throws). */
export async function waitForOk(url: string, timeoutMs: number, headers: Record<string, string> = {}) {
  const deadline = Date.now() + timeoutMs;
  let last = "no answer";
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url, { headers, signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
      last = `HTTP ${res.status}`;
    } catch (err) {
      last = (err as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms (last: ${last})`);
}
