#!/usr/bin/env node
/**
 * `npm run cluster`: the production shape on one machine. Two server processes and one job worker
 * on one PostgreSQL database and one Redis, behind nginx (round-robin, event streams unbuffered,
 * X-Forwarded-* trusted by the servers). Prints the URL; Ctrl-C stops all of it, each process
 * draining as in production (docs/operations.md); `kill -HUP <pid>` restarts the servers one at a
 * time, each taken out of nginx's rotation first.
 *
 * `npm run cluster:smoke`: the same on a fresh database, then `smoke.ts` drives a shopper through
 * the balancer, then the clean shutdown; exits non-zero when any of it fails (`.ci/run`).
 *
 * Settings (environment): DATABASE_URL names the PostgreSQL server (default the local one; the
 * cluster uses its own database `dutchpot_cluster` there, `dutchpot_cluster_smoke` for the smoke),
 * REDIS_URL (default redis://127.0.0.1:6379), JWT_SECRET (default: a new one per start),
 * CLUSTER_PORT (default 8088; the smoke takes a free port). Every other variable is passed to all
 * processes alike, so they share whatever the deployment sets.
 */
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { clusterDatabase, defaultServerUrl } from "./database.ts";
import { nginxBinary, reloadNginx, startNginx } from "./nginx.ts";
import type { NginxSettings } from "./nginx-config.ts";
import { logTail, type Supervised, signalProcess, startProcess, waitForOk } from "./processes.ts";

const root = path.resolve(import.meta.dirname, "../..");
const smoke = process.argv.includes("--smoke");
const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);

/** A port nobody listens on right now (for the balancer; the servers pick their own with PORT=0). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** "metrics …" with each process's Prometheus port, when METRICS_PORT is set. */
const metricsLine = (ports: Map<string, number>) =>
  ports.size === 0
    ? ""
    : `\n    metrics     ${[...ports].map(([name, port]) => `${name} http://127.0.0.1:${port}/metrics`).join(", ")}`;

const runDir = mkdtempSync(path.join(os.tmpdir(), "dutchpot-cluster-"));
const processes: Supervised[] = [];
let stopping: Promise<boolean> | undefined;
let leaving = false;
/** The smoke test while it runs (stopped with the cluster on Ctrl-C). */
let smokeRunner: Supervised | undefined;

/**
 * Stops everything at once: SIGTERM to the servers and the worker (they end their event streams,
 * drain requests and jobs, then close the database), SIGQUIT to nginx (finishes what is in flight).
 * Past the servers' own bound a straggler is killed. Answers whether every process exited 0.
 */
function stopAll(): Promise<boolean> {
  stopping ??= (async () => {
    for (const p of processes) signalProcess(p, p.name === "nginx" ? "SIGQUIT" : "SIGTERM");
    const boundMs = Number(process.env.SHUTDOWN_TIMEOUT_MS ?? 10_000) + 5_000;
    const killer = setTimeout(() => {
      for (const p of processes) {
        if (p.code !== null) continue;
        console.error(`  ${p.name} did not stop within ${boundMs} ms: killed`);
        signalProcess(p, "SIGKILL");
      }
    }, boundMs);
    const codes = await Promise.all(processes.map((p) => p.exited));
    clearTimeout(killer);
    const clean = codes.every((c) => c === 0);
    for (const p of processes) {
      console.log(`  ${p.name.padEnd(10)} exited ${p.code}`);
      if (p.code !== 0) console.error(`  --- ${p.name} (${p.logFile}), last lines:\n${logTail(p)}`);
    }
    return clean;
  })();
  return stopping;
}

/** Leaves: the logs are removed after a clean run and kept (and named) after a failure. */
async function finish(ok: boolean): Promise<void> {
  if (leaving) return;
  leaving = true;
  if (smokeRunner) signalProcess(smokeRunner, "SIGTERM");
  const clean = await stopAll();
  const success = ok && clean;
  if (success || processes.length === 0) rmSync(runDir, { recursive: true, force: true });
  else console.error(`  Logs and nginx.conf kept in ${runDir}`);
  console.log(`  Cluster ${success ? "stopped cleanly" : "FAILED"} after ${seconds()} s.`);
  process.exit(success ? 0 : 1);
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    console.log(`\n  ${signal}: stopping the cluster…`);
    void finish(true);
  });
}

/** Processes told to stop by a rolling restart: their exit is expected. */
const retiring = new Set<Supervised>();

/** Any process that ends on its own ends the cluster (with its log's tail). */
function watch(p: Supervised) {
  void p.exited.then((code) => {
    if (stopping || retiring.has(p)) return;
    console.error(`  ${p.name} exited unexpectedly (${code}); last lines of ${p.logFile}:\n${logTail(p)}`);
    void finish(false);
  });
}

async function main() {
  const nginx = nginxBinary();
  const serverUrl = process.env.DATABASE_URL || defaultServerUrl;
  const databaseName = smoke ? "dutchpot_cluster_smoke" : "dutchpot_cluster";
  const databaseUrl = await clusterDatabase(serverUrl, databaseName, smoke);
  const port = smoke ? await freePort() : Number(process.env.CLUSTER_PORT ?? 8088);
  if (!existsSync(path.join(root, "web", "dist", "index.html"))) {
    console.log("  Note: the web app is not built (npm run build); the API works without it.");
  }
  // The servers and the worker run the built JavaScript as `npm start` does, built here once when
  // missing or older than its sources (docs/decisions/036-server-build.md).
  const build = spawnSync(process.execPath, ["server/scripts/build.mjs", "--if-stale"], {
    cwd: root,
    stdio: "inherit",
  });
  if (build.status !== 0) throw new Error("building the server (server/scripts/build.mjs) failed");

  // What every instance must share (docs/operations.md): the signing secret, the database, Redis.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    DATABASE_URL: databaseUrl,
    REDIS_URL: process.env.REDIS_URL || "redis://127.0.0.1:6379",
    JWT_SECRET: process.env.JWT_SECRET || randomBytes(48).toString("base64url"),
    // Only nginx reaches the servers (they listen on loopback), so its X-Forwarded-* are trusted.
    HOST: "127.0.0.1",
    TRUST_PROXY: "loopback",
    PORT: "0",
    // The servers only send jobs; the worker runs them (and the ticks: one simulator, one outbox drain).
    JOBS_ENABLED: "true",
    JOBS_WORK: "false",
    // The smoke cancels its order: the demo's fulfilment simulator must not move it on first (30 s
    // by default, which a loaded CI machine can reach between the payment and the cancel).
    ...(smoke ? { SIMULATOR_STEP_SECONDS: "600" } : {}),
  };
  // Prometheus scrapes each process on its own port (never through nginx): with METRICS_PORT set,
  // instance-a gets it, instance-b the next one, the worker the one after. The smoke scrapes them
  // (free ports when METRICS_PORT is unset).
  const metricsBase = process.env.METRICS_PORT ? Number(process.env.METRICS_PORT) : undefined;
  const metricsPorts = new Map<string, number>();
  const processNames = ["instance-a", "instance-b", "worker"];
  if (metricsBase === undefined && smoke) {
    for (const name of processNames) metricsPorts.set(name, await freePort());
  }
  const node = (name: string, entry: string, own: NodeJS.ProcessEnv = {}) => {
    if (metricsBase !== undefined) metricsPorts.set(name, metricsBase + processNames.indexOf(name));
    const metricsPort = metricsPorts.get(name);
    if (metricsPort !== undefined) own.METRICS_PORT = String(metricsPort);
    return startProcess(name, process.execPath, [entry], {
      cwd: root,
      env: { ...env, ...own },
      logFile: path.join(runDir, `${name}.log`),
    });
  };
  const listening = /Dutchpot is running at (http:\/\/\S+?)\/? /;
  const startServer = async (name: string, serverPort = 0) => {
    const p = node(name, "server/dist/server.js", { PORT: String(serverPort) });
    processes.push(p);
    watch(p);
    const url = (await p.waitForLine(listening, 180_000))[1] as string;
    await waitForOk(`${url}/health/ready`, 30_000);
    return url;
  };

  console.log(`  Starting the cluster (database ${databaseName}${smoke ? ", fresh" : ""}; logs in ${runDir})…`);
  // All at once, as a deployment starts them: migrations and the demo seed each take an advisory
  // lock, so the first process applies them and the others find them done.
  const worker = node("worker", "server/dist/worker.js");
  processes.push(worker);
  watch(worker);
  const [a, b] = await Promise.all([
    startServer("instance-a"),
    startServer("instance-b"),
    worker.waitForLine(/job worker started/, 180_000),
  ]);
  const upstreams = [a, b].map((u) => new URL(u).host);
  const nginxSettings: NginxSettings = { prefix: runDir, port, upstreams, clientMaxBodyMegabytes: 8 };
  const balancer = startNginx(nginx, nginxSettings, root);
  processes.push(balancer);
  watch(balancer);
  const url = `http://127.0.0.1:${port}`;
  await waitForOk(`${url}/health/ready`, 15_000);

  console.log(`
  Dutchpot cluster is running at ${url}/  (ready after ${seconds()} s)
    nginx       ${url}  round-robin → ${upstreams.join(", ")}  (conf ${runDir}/nginx.conf)
    instance-a  ${a}  (log ${runDir}/instance-a.log)
    instance-b  ${b}  (log ${runDir}/instance-b.log)
    worker      jobs and ticks  (log ${runDir}/worker.log)
    database    ${databaseUrl}   Redis ${env.REDIS_URL}${metricsLine(metricsPorts)}
  ${smoke ? "Running the smoke test through nginx…" : `Ctrl-C stops all of it; kill -HUP ${process.pid} restarts the servers one at a time.`}
`);
  if (!smoke) {
    process.on("SIGHUP", () => {
      const drain = (down: string[]) => reloadNginx(nginx, { ...nginxSettings, down }, balancer);
      rollingRestart(upstreams, startServer, drain).catch((err: Error) => {
        if (stopping) return;
        console.error(`  Rolling restart failed: ${err.message}`);
        void finish(false);
      });
    });
    return;
  }

  const runner = startProcess("smoke", process.execPath, ["--import", "tsx", "scripts/cluster/smoke.ts", url], {
    cwd: root,
    env: {
      ...process.env,
      CLUSTER_INSTANCES: `instance-a=${upstreams[0]},instance-b=${upstreams[1]}`,
      CLUSTER_METRICS: [...metricsPorts].map(([name, p]) => `${name}=127.0.0.1:${p}`).join(","),
    },
    logFile: path.join(runDir, "smoke.log"),
  });
  smokeRunner = runner;
  runner.child.stdout?.pipe(process.stdout);
  runner.child.stderr?.pipe(process.stderr);
  const code = await runner.exited;
  console.log(`  Smoke ${code === 0 ? "passed" : `FAILED (exit ${code})`} at ${seconds()} s; stopping the cluster…`);
  await finish(code === 0);
}

let restarting = false;

/**
 * SIGHUP: a rolling restart, as a release does it (docs/operations.md): each server in turn is taken
 * out of nginx's rotation (`down`, reload), gets SIGTERM, finishes what it serves and exits 0; a new
 * process on the same port must answer `/health/ready` before it is put back and the next one goes.
 */
async function rollingRestart(
  upstreams: string[],
  startServer: (name: string, port: number) => Promise<string>,
  drain: (down: string[]) => Promise<void>,
) {
  if (restarting || stopping) return;
  restarting = true;
  console.log("\n  SIGHUP: restarting the servers one at a time…");
  for (const [index, name] of ["instance-a", "instance-b"].entries()) {
    const old = processes.find((p) => p.name === name && p.code === null);
    if (!old || stopping) break;
    const began = performance.now();
    await drain([upstreams[index] as string]);
    retiring.add(old);
    signalProcess(old, "SIGTERM");
    const code = await old.exited;
    processes.splice(processes.indexOf(old), 1);
    if (code !== 0) throw new Error(`${name} exited ${code} on SIGTERM (log ${old.logFile})`);
    const serverPort = Number(new URL(`http://${upstreams[index]}`).port);
    if (stopping) break;
    await startServer(name, serverPort);
    await drain([]);
    console.log(
      `  ${name}: drained, exited 0, back on :${serverPort} in ${((performance.now() - began) / 1000).toFixed(1)} s`,
    );
  }
  restarting = false;
}

main().catch((err: Error) => {
  console.error(`  ${err.message}`);
  void finish(false);
});
