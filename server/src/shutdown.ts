import { Worker } from "node:worker_threads";
import type { FastifyInstance } from "fastify";
import type { Database } from "./db/client.ts";

export interface ShutdownOptions {
  app: Pick<FastifyInstance, "close" | "log">;
  database: Pick<Database, "close">;
  /** SHUTDOWN_TIMEOUT_MS: past it the process exits with 1 whatever is still draining. */
  timeoutMs: number;
  exit?: (code: number) => void;
  /** Writes out buffered log lines before the exit; must bound itself (the process entry's log destination). */
  flushLogs?: () => Promise<void>;
  /** Arms a deadline that does not need the main thread (the process entry passes `startWatchdog`). */
  watchdog?: (ms: number) => void;
}

/** How long past SHUTDOWN_TIMEOUT_MS the watchdog waits for the main thread's own forced exit. */
export const watchdogMarginMs = 2000;

/**
 * The signal handler of the process (docs/decisions/017-operations.md, 026-outages-and-shutdown.md).
 * `app.close()` stops accepting connections, runs the `preClose` hooks (event streams say goodbye
 * and end) and then the `onClose` hooks (the job runner drains, listeners stop); the database
 * closes last, since those hooks still use it. A second signal while closing changes nothing: the
 * timer bounds the wait, and the watchdog bounds it even when the main thread is blocked.
 */
export function gracefulShutdown({
  app,
  database,
  timeoutMs,
  exit = (code) => process.exit(code),
  flushLogs = async () => {},
  watchdog,
}: ShutdownOptions) {
  let closing: Promise<void> | undefined;
  return (signal: string): Promise<void> => {
    if (closing) return closing;
    watchdog?.(timeoutMs + watchdogMarginMs);
    app.log.info({ signal, timeoutMs }, "shutting down");
    const timer = setTimeout(() => {
      app.log.error({ timeoutMs }, "shutdown took longer than SHUTDOWN_TIMEOUT_MS: exiting anyway");
      void flushLogs().then(() => exit(1));
    }, timeoutMs);
    timer.unref();
    closing = (async () => {
      let code = 0;
      try {
        await app.close();
        await database.close();
        app.log.info("shut down");
      } catch (err) {
        app.log.error({ err }, "shutdown failed");
        code = 1;
      }
      await flushLogs();
      clearTimeout(timer);
      exit(code);
    })();
    return closing;
  };
}

// Plain JavaScript, run without the TypeScript loader (execArgv: []): it must start in milliseconds.
const watchdogSource = `
const { workerData } = require("node:worker_threads");
setTimeout(() => process.kill(workerData.pid, "SIGKILL"), workerData.ms);
`;

/**
 * Kills this process (SIGKILL) after `ms`, from a worker thread: its timer runs on its own event
 * loop, so it fires even when the main thread is stuck in a synchronous call (a blocked write, a
 * native wait), where a `setTimeout` of the main thread never would. Unreferenced: a process that
 * exits in time is not held open by it.
 */
export function startWatchdog(ms: number): Worker {
  const worker = new Worker(watchdogSource, {
    eval: true,
    execArgv: [],
    workerData: { pid: process.pid, ms },
    stdout: true,
    stderr: true,
  });
  worker.unref();
  return worker;
}
