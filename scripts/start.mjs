#!/usr/bin/env node
// `npm start`: the one command a fresh machine needs. Installs dependencies when they are missing,
// builds the web app and the server when their builds are missing or older than their sources, then
// starts the server's built JavaScript (embedded PGlite in ./data, migrated and seeded on first
// start) and prints its URL. The server build: docs/decisions/036-server-build.md.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
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

// Production requires JWT_SECRET (docs/decisions/017-operations.md). On the embedded database
// there is one instance, so this start keeps a generated one in the data folder (the file the
// server itself used before), and tokens survive restarts. With DATABASE_URL it must be given.
const env = { NODE_ENV: "production", ...process.env };
if (!env.JWT_SECRET && !env.DATABASE_URL) env.JWT_SECRET = localSecret(path.resolve(root, env.DATA_DIR || "data"));

const { ensureServerBuild } = await import("../server/scripts/build.mjs");
const { server } = await ensureServerBuild();

run(process.execPath, [server], { env });

function localSecret(dataDir) {
  const file = path.join(dataDir, "jwt-secret");
  const stored = existsSync(file) ? readFileSync(file, "utf8").trim() : "";
  if (stored.length >= 32) return stored;
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
