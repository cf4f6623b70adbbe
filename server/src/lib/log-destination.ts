import SonicBoom from "sonic-boom";

/** The process log: pino writes its lines here; `drain` writes out what is buffered before exiting. */
export interface LogDestination {
  write(line: string): void;
  /** Resolves once the buffered lines are written, the log reader is gone, or `timeoutMs` passed. Never rejects. */
  drain(timeoutMs?: number): Promise<void>;
}

/**
 * Standard output for the process logger, built here rather than by pino (docs/decisions/026-outages-and-shutdown.md).
 * Pino's default writer registers an exit hook that flushes synchronously, and that flush retries a
 * failed write every 100 ms forever when the error is not EAGAIN: with the log reader gone (EPIPE),
 * `process.exit` never returned. This one writes asynchronously (a slow reader never blocks a
 * request), has no exit hook, stops writing at the first error (EPIPE: nobody reads any more), and
 * is drained with a bound by the shutdown.
 */
export function stdoutLogDestination(fd = 1): LogDestination {
  const stream = new SonicBoom({ fd, sync: false });
  let open = true;
  stream.on("error", () => {
    open = false;
  });
  let drained: Promise<void> | undefined;
  return {
    write(line) {
      if (open) stream.write(line);
    },
    drain(timeoutMs = 1000) {
      drained ??= new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, timeoutMs);
        timer.unref();
        const done = () => {
          clearTimeout(timer);
          resolve();
        };
        stream.once("close", done);
        stream.once("error", done);
        open = false;
        try {
          stream.end();
        } catch {
          done();
        }
      });
      return drained;
    },
  };
}
