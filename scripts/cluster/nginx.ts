import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type NginxSettings, nginxConfig } from "./nginx-config.ts";
import { type Supervised, signalProcess, startProcess } from "./processes.ts";

const candidates = ["/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/local/nginx/sbin/nginx"];

/** Debian's nginx binary; installed with apt-get when missing and we may (root), else a clear error. */
export function nginxBinary(): string {
  const found = () => {
    const onPath = spawnSync("sh", ["-c", "command -v nginx"], { encoding: "utf8" }).stdout.trim();
    return onPath || candidates.find((c) => existsSync(c));
  };
  const binary = found();
  if (binary) return binary;
  if (process.getuid?.() !== 0) {
    throw new Error("nginx is not installed: sudo apt-get install -y nginx (Debian's package), then run this again");
  }
  console.log("  Installing Debian's nginx (apt-get install nginx)…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  for (const args of [
    ["update", "-qq"],
    ["install", "-y", "-qq", "nginx"],
  ]) {
    const res = spawnSync("apt-get", args, { stdio: ["ignore", "ignore", "inherit"], env });
    if (res.status !== 0) throw new Error(`apt-get ${args.join(" ")} failed (exit ${res.status})`);
  }
  const installed = found();
  if (!installed) throw new Error("apt-get installed nginx, but no nginx binary was found");
  return installed;
}

/**
 * Writes `<prefix>/nginx.conf` and starts nginx in the foreground under the supervisor, as the
 * current user, with every file it writes inside `prefix` (`-e` keeps even the early error log
 * there). The prefix is opened to other users so that nginx's workers (`nobody` when started as
 * root) reach their temp folders.
 */
export function startNginx(binary: string, settings: NginxSettings, cwd: string): Supervised {
  mkdirSync(path.join(settings.prefix, "tmp"), { recursive: true, mode: 0o755 });
  const flags = writeConfig(binary, settings);
  return startProcess("nginx", binary, flags, {
    cwd,
    env: process.env,
    logFile: path.join(settings.prefix, "nginx.log"),
  });
}

/**
 * Rewrites the config (e.g. with an instance `down`) and reloads it: nginx's master starts new
 * workers and lets the old ones finish what they are serving, so no new request reaches a drained
 * instance. Waits `settleMs` for the old workers to hand over.
 */
export async function reloadNginx(binary: string, settings: NginxSettings, nginx: Supervised, settleMs = 1500) {
  writeConfig(binary, settings);
  signalProcess(nginx, "SIGHUP");
  await new Promise((resolve) => setTimeout(resolve, settleMs));
}

/** Writes `<prefix>/nginx.conf`, has `nginx -t` check it, and answers the command-line flags naming it. */
function writeConfig(binary: string, settings: NginxSettings): string[] {
  const conf = path.join(settings.prefix, "nginx.conf");
  writeFileSync(conf, nginxConfig(settings));
  const flags = ["-p", settings.prefix, "-c", conf, "-e", path.join(settings.prefix, "error.log")];
  const check = spawnSync(binary, ["-t", "-q", ...flags], { encoding: "utf8" });
  if (check.status !== 0) throw new Error(`nginx -t refused ${conf}:\n${check.stderr}`);
  return flags;
}
