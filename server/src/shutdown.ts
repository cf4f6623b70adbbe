import type { FastifyInstance } from "fastify";
import type { Database } from "./db/client.ts";

export interface ShutdownOptions {
  app: Pick<FastifyInstance, "close" | "log">;
  database: Pick<Database, "close">;
  /** SHUTDOWN_TIMEOUT_MS: past it the process exits with 1 whatever is still draining. */
  timeoutMs: number;
  exit?: (code: number) => void;
}

/**
 * The signal handler of the process (docs/decisions/017-operations.md). `app.close()` stops
 * accepting connections, runs the `preClose` hooks (event streams say goodbye and end) and then the
 * `onClose` hooks (the job runner drains, listeners stop); the database closes last, since those
 * hooks still use it. A second signal while closing changes nothing: the timer bounds the wait.
 */
export function gracefulShutdown({ app, database, timeoutMs, exit = (code) => process.exit(code) }: ShutdownOptions) {
  let closing: Promise<void> | undefined;
  return (signal: string): Promise<void> => {
    if (closing) return closing;
    app.log.info({ signal, timeoutMs }, "shutting down");
    const timer = setTimeout(() => {
      app.log.error({ timeoutMs }, "shutdown took longer than SHUTDOWN_TIMEOUT_MS: exiting anyway");
      exit(1);
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
      clearTimeout(timer);
      exit(code);
    })();
    return closing;
  };
}
