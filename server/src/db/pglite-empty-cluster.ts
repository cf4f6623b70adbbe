import { copyFileSync, cpSync, existsSync, mkdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/**
 * The empty PGlite cluster the build makes (server/scripts/build.mjs): `server/dist/pglite-empty-<version>/`,
 * what initdb leaves, for this PGlite version; null without a build or for another version.
 */
export function builtEmptyCluster(): string | null {
  let dir = path.dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite"));
  while (!existsSync(path.join(dir, "package.json"))) dir = path.dirname(dir);
  const { version } = JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8")) as { version: string };
  const template = path.resolve(import.meta.dirname, `../../dist/pglite-empty-${version}`);
  return existsSync(path.join(template, "PG_VERSION")) ? template : null;
}

/**
 * For a new PGlite data folder: copies in an empty cluster, so PGlite opens it instead of running
 * initdb, whose memory peak (~820 MiB) was the server's highest (decision 036). A plain file copy,
 * not PGlite's `loadDataDir`: unpacking that archive in JavaScript left ~80 MiB of buffers for the
 * collector and raised a first start's peak RSS by 93-120 MiB (decision 041). A folder that holds a
 * cluster (its PG_VERSION) is left alone, and other files in it (the start script's jwt-secret) are
 * kept. PG_VERSION is copied last, so a copy cut short is made again on the next start. Answers
 * whether it copied; without a template nothing is copied, and PGlite runs initdb.
 */
export function copyEmptyCluster(dataDir: string, template: string | null = builtEmptyCluster()): boolean {
  if (!template || existsSync(path.join(dataDir, "PG_VERSION"))) return false;
  const versionFile = path.join(template, "PG_VERSION");
  mkdirSync(dataDir, { recursive: true });
  cpSync(template, dataDir, { recursive: true, filter: (source) => source !== versionFile });
  copyFileSync(versionFile, path.join(dataDir, "PG_VERSION"));
  return true;
}
