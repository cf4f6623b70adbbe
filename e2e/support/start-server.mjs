// Starts the real server for the end-to-end run on a fresh data folder (wiped first), so every run
// begins from the seeded demo data and nothing else. One folder per port: two runs on different
// E2E_PORTs never wipe each other's database.
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");
const dataDir = path.join(root, "e2e", `.data-e2e-${process.env.PORT ?? "default"}`);
rmSync(dataDir, { recursive: true, force: true });

// NODE_ENV=test rather than production: the suite reads the one-time codes it is sent from the
// dev-only message log endpoint (EXPOSE_DEV_MESSAGES), which the configuration refuses in production.
const env = {
  ...process.env,
  NODE_ENV: "test",
  EXPOSE_DEV_MESSAGES: "true",
  HOST: "127.0.0.1",
  DATA_DIR: dataDir,
  LOG_LEVEL: "warn",
  // NODE_ENV=test turns the job runner off by default: the tracker tests need the fulfilment
  // simulator (on for the demo storefront) and the notifications, on fast timings. When the shops
  // are closed the suite books a slot: a 7-day release lead releases such orders at once, so the
  // tracker moves at any time of day.
  JOBS_ENABLED: "true",
  SIMULATOR_STEP_SECONDS: "2",
  RELEASE_LEAD_MINUTES: "10080",
};
delete env.DATABASE_URL;
const child = spawn(process.execPath, ["--import", "tsx", "server/src/server.ts"], {
  cwd: root,
  env,
  stdio: "inherit",
});
const stop = () => child.kill("SIGTERM");
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
child.on("exit", (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
