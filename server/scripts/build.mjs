#!/usr/bin/env node
// The server's production build (docs/decisions/036-server-build.md): `src/server.ts` and
// `src/worker.ts` bundled by esbuild into `dist/` (git-ignored), with `@dutchpot/contract` inside and
// every other package left to node_modules, so `npm start` runs plain JavaScript instead of
// transpiling some 300 modules on every start. Development and the tests keep running TypeScript.
//
//   node server/scripts/build.mjs             build now
//   node server/scripts/build.mjs --if-stale  build only when dist/ is missing or older than a source
//   import { ensureServerBuild } from …       the same from a start script (returns the entry paths)
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const serverDir = path.resolve(import.meta.dirname, "..");
const rootDir = path.resolve(serverDir, "..");
const srcDir = path.join(serverDir, "src");
const outDir = path.join(serverDir, "dist");
const stampFile = path.join(outDir, ".built");

/** PGlite's package.json (the package exports no such path: found above its entry file). */
const pglitePackage = (() => {
  let dir = path.dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite"));
  while (!existsSync(path.join(dir, "package.json"))) dir = path.dirname(dir);
  return path.join(dir, "package.json");
})();

/** What the build reads: a change to any of these makes it stale. */
const sources = [
  srcDir,
  path.join(rootDir, "contract", "src"),
  path.join(serverDir, "package.json"),
  path.join(serverDir, "tsconfig.json"),
  pglitePackage,
  fileURLToPath(import.meta.url),
];

export const serverEntries = {
  server: path.join(outDir, "server.js"),
  worker: path.join(outDir, "worker.js"),
};

function newest(p) {
  const stat = statSync(p, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(p)) latest = Math.max(latest, newest(path.join(p, entry)));
  return latest;
}

/** True when dist/ is missing or a source changed after the last build. */
export function serverBuildIsStale() {
  const built = statSync(stampFile, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  return built === 0 || Math.max(...sources.map(newest)) > built;
}

/**
 * Modules read files next to themselves (`import.meta.dirname`: migrations, media, the web build,
 * locales). In the bundle that would be `dist/`, so each use is rewritten to the module's own
 * source folder, relative to the bundle: the paths stay those of the TypeScript run, and a moved
 * checkout still works.
 */
const keepModuleDirname = {
  name: "keep-module-dirname",
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, (args) => {
      const text = readFileSync(args.path, "utf8");
      if (!text.includes("import.meta.dirname")) return undefined;
      const fromDist = path.relative(outDir, path.dirname(args.path)).split(path.sep).join("/");
      const contents = text.replaceAll(
        "import.meta.dirname",
        `(import.meta.dirname + ${JSON.stringify(`/${fromDist}`)})`,
      );
      return { contents, loader: "ts" };
    });
  },
};

/** Packages stay in node_modules (native code, WebAssembly files, pino's transports), except our own TypeScript ones. */
const externalPackages = {
  name: "external-packages",
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith("@dutchpot/") ? undefined : { path: args.path, external: true },
    );
  },
};

export async function buildServer() {
  const { build } = await import("esbuild");
  const result = await build({
    absWorkingDir: serverDir,
    entryPoints: { server: "src/server.ts", worker: "src/worker.ts" },
    outdir: outDir,
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20",
    chunkNames: "[name]-[hash]",
    sourcemap: "linked",
    // Names kept: Fastify names plugins and pino serializers by function name, errors by class name.
    keepNames: true,
    logLevel: "warning",
    write: false,
    plugins: [externalPackages, keepModuleDirname],
  });
  // Each file written aside and renamed over the old one, the entries last: a process starting
  // meanwhile loads either the old build or the new one, never a half-written file.
  mkdirSync(outDir, { recursive: true });
  const entries = new Set(Object.values(serverEntries));
  const files = [...result.outputFiles].sort((a, b) => Number(entries.has(a.path)) - Number(entries.has(b.path)));
  for (const file of files) {
    const aside = `${file.path}.${process.pid}.tmp`;
    writeFileSync(aside, file.contents);
    renameSync(aside, file.path);
  }
  // Chunks of earlier builds (their names carry a content hash) go.
  const written = new Set(files.map((f) => path.basename(f.path)));
  for (const name of readdirSync(outDir)) {
    if (/\.js(\.map)?$/.test(name) && !written.has(name)) rmSync(path.join(outDir, name), { force: true });
  }
  buildEmptyCluster();
  writeFileSync(stampFile, `${new Date().toISOString()}\n`);
  return serverEntries;
}

/**
 * An empty PGlite cluster (what initdb leaves, before any migration), for the server's first start
 * on a new data folder: PGlite's own initdb peaks at ~820 MiB of RSS and takes most of that start.
 * Kept as a folder (`dist/pglite-empty-<version>/`, ~40 MB) that the server copies file by file:
 * loading a `dumpDataDir` archive instead (decision 036) unpacked its 40 MB in JavaScript and left
 * ~80 MiB of buffers for the collector, a first start peaked at 453 MiB against 333 MiB for the copy
 * (docs/decisions/041). Named by PGlite's version (the server looks for its own version's folder and
 * runs initdb without one); made in a child process, once per version, aside and renamed.
 */
function buildEmptyCluster() {
  const { version } = JSON.parse(readFileSync(pglitePackage, "utf8"));
  const dir = path.join(outDir, `pglite-empty-${version}`);
  // Archives of earlier builds (decision 036's form) go.
  for (const name of readdirSync(outDir)) {
    if (/^pglite-empty-.*\.tar\.gz$/.test(name)) rmSync(path.join(outDir, name), { force: true });
  }
  if (existsSync(path.join(dir, "PG_VERSION"))) return;
  const aside = `${dir}.${process.pid}.tmp`;
  rmSync(aside, { recursive: true, force: true });
  const script = `
    import { PGlite } from "@electric-sql/pglite";
    const pg = new PGlite({ dataDir: ${JSON.stringify(aside)} });
    await pg.waitReady;
    await pg.close();`;
  const made = spawnSync(process.execPath, ["--input-type=module", "-e", script], { cwd: serverDir, stdio: "inherit" });
  // Not fatal: without the folder a first start runs initdb, as before.
  if (made.status !== 0 || !existsSync(path.join(aside, "PG_VERSION"))) {
    rmSync(aside, { recursive: true, force: true });
    console.warn("Could not make the empty PGlite cluster; a new data folder will run initdb.");
    return;
  }
  rmSync(dir, { recursive: true, force: true });
  renameSync(aside, dir);
}

/** Builds when stale; answers the entry paths either way. */
export async function ensureServerBuild({ log = console.log } = {}) {
  if (!serverBuildIsStale()) return serverEntries;
  log("Building the server…");
  return buildServer();
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const ifStale = process.argv.includes("--if-stale");
  await (ifStale ? ensureServerBuild() : buildServer());
}
