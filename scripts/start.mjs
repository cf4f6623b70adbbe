#!/usr/bin/env node
// `npm start`: the one command a fresh machine needs. Installs dependencies when they are missing,
// builds the web app when its build is missing or older than its sources, then starts the server
// (embedded PGlite in ./data, migrated and seeded on first start) and prints its URL.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const run = (cmd, args, opts = {}) => {
  const res = spawnSync(cmd, args, { cwd: root, stdio: "inherit", shell: false, ...opts });
  if (res.status !== 0) process.exit(res.status ?? 1);
};

const newest = (dir) => {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return latest;
};

if (!existsSync(path.join(root, "node_modules", ".package-lock.json"))) {
  console.log("Installing dependencies (first start)…");
  run("npm", ["ci", "--no-audit", "--no-fund"]);
}

const builtIndex = path.join(root, "web", "dist", "index.html");
const sources = [path.join(root, "web", "src"), path.join(root, "web", "public"), path.join(root, "contract", "src")];
const sourceTime = Math.max(...sources.filter(existsSync).map(newest));
if (!existsSync(builtIndex) || statSync(builtIndex).mtimeMs < sourceTime) {
  console.log("Building the web app…");
  run("npm", ["run", "build", "-w", "web"]);
}

run(process.execPath, ["--import", "tsx", "server/src/server.ts"], {
  env: { NODE_ENV: "production", ...process.env },
});
