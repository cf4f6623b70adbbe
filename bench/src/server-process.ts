import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { createServer } from "node:net";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";

// The server as production runs it: the JavaScript that `server/scripts/build.mjs` bundles
// (decision 036), built first when missing or older than a source.
const serverEntry = fileURLToPath(new URL("../../server/dist/server.js", import.meta.url));
const serverBuild = fileURLToPath(new URL("../../server/scripts/build.mjs", import.meta.url));
const bareEntry = fileURLToPath(new URL("./bare-server.ts", import.meta.url));

/** A free loopback port (the OS picks it; we close it again and give it to the server). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  baseUrl: string;
  /** The server's process id (its memory can be read from /proc/<pid>/status). */
  pid: number;
  /** Milliseconds from the spawn to the first 200 of the readiness URL. */
  readyMs: number;
  /** SIGTERM, then wait for the graceful shutdown. */
  stop(): Promise<void>;
}

export interface ProcessOptions {
  /** Node options before the entry, e.g. `--cpu-prof`. */
  nodeArgs?: string[];
  /** How often readiness is polled (ms; 250 by default, less when the start time is measured). */
  pollMs?: number;
}

/** Spawns `node [--import tsx] <entry>` (tsx for TypeScript entries) and polls `readyPath` until it answers 200 (300 s at most). */
async function spawnUntilReady(
  entry: string,
  env: NodeJS.ProcessEnv,
  port: number,
  readyPath: string,
  options: ProcessOptions,
): Promise<ServerProcess> {
  const started = performance.now();
  const loader = entry.endsWith(".ts") ? ["--import", "tsx"] : [];
  const child: ChildProcess = spawn(process.execPath, [...(options.nodeArgs ?? []), ...loader, entry], {
    env,
    stdio: ["ignore", "pipe", "inherit"],
  });
  // The process's own lines (its address, request logs) are not the bench's output; BENCH_SERVER_LOG
  // names a file to keep them in (appended), e.g. to see when the requests of a slow row arrived.
  const logFile = process.env.BENCH_SERVER_LOG;
  if (logFile) child.stdout?.pipe(createWriteStream(logFile, { flags: "a" }));
  else child.stdout?.resume();
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const baseUrl = `http://127.0.0.1:${port}`;
  // A first start on an empty database (migrations, demo seed) on a loaded 2-core machine can take minutes.
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${entry} exited (${child.exitCode}) before it was ready`);
    try {
      if ((await fetch(`${baseUrl}${readyPath}`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGTERM");
      throw new Error(`${entry} was not ready within 300 s`);
    }
    await new Promise((r) => setTimeout(r, options.pollMs ?? 250));
  }
  return {
    baseUrl,
    pid: child.pid as number,
    readyMs: performance.now() - started,
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}

/**
 * The real server entry (`server/src/server.ts`, as `npm start` runs it) in its OWN process, on the
 * given database: production mode, rate limit out of the way, demo data seeded into an empty
 * database. The load generator stays in another process, so the two do not share an event loop.
 */
export async function startServerProcess(
  databaseUrl: string,
  env: Record<string, string> = {},
  options: ProcessOptions = {},
): Promise<ServerProcess> {
  const port = await freePort();
  // A postgres:// URL, or else the folder of a PGlite database (closed by every other process).
  const { DATABASE_URL: _inherited, ...inherited } = process.env;
  const database = /^postgres(ql)?:\/\//.test(databaseUrl) ? { DATABASE_URL: databaseUrl } : { DATA_DIR: databaseUrl };
  const childEnv = {
    ...inherited,
    NODE_ENV: "production",
    ...database,
    HOST: "127.0.0.1",
    PORT: String(port),
    LOG_LEVEL: "info",
    JWT_SECRET: randomBytes(32).toString("hex"),
    RATE_LIMIT_MAX: "1000000000",
    SEED_DEMO_DATA: "true",
    ...env,
  };
  const build = spawnSync(process.execPath, [serverBuild, "--if-stale"], { stdio: ["ignore", "ignore", "inherit"] });
  if (build.status !== 0) throw new Error(`the server build failed (${build.status})`);
  // BENCH_SERVER_NODE_ARGS: Node options for the server only (space-separated), e.g. to compare V8
  // flags against the production start in the same conditions; the bare route and load generator keep theirs.
  const extra = process.env.BENCH_SERVER_NODE_ARGS?.split(/\s+/).filter(Boolean) ?? [];
  return spawnUntilReady(serverEntry, childEnv, port, "/health/ready", {
    ...options,
    nodeArgs: [...extra, ...(options.nodeArgs ?? [])],
  });
}

/** The bare Fastify JSON route (`bare-server.ts`, the bench's calibration) in a process of its own. */
export async function startBareProcess(): Promise<ServerProcess> {
  const port = await freePort();
  const { NODE_OPTIONS: _options, ...inherited } = process.env;
  return spawnUntilReady(bareEntry, { ...inherited, PORT: String(port) }, port, "/bare", {});
}
