/**
 * Lighthouse figures of the storefront (issue 16 item 17): `npm run lighthouse -w bench`. Builds
 * nothing: it serves the current `web/dist` (run `npm run build -w web` first) from the real server on
 * a fresh PGlite folder, drives Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium) headless,
 * runs Lighthouse's mobile preset LIGHTHOUSE_RUNS times (3) per page and prints the medians, then the
 * slow-3G time until the landing shows its address box (Playwright, DevTools' "Slow 3G" profile).
 * LIGHTHOUSE_REPORT_DIR keeps each run's full JSON report; LIGHTHOUSE_PAGES=landing,store picks pages.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { freePort, startServerProcess } from "./server-process.ts";

const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** Where to write each run's full Lighthouse JSON (LCP element, phases, long tasks), when set. */
const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
const pageFilter = process.env.LIGHTHOUSE_PAGES?.split(",");
/** The flags of e2e/playwright.config.ts, headless and without the sandbox (containers). */
const chromiumFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
const pages = [
  { name: "landing", path: "/" },
  { name: "near-me", path: "/customer/main" },
  { name: "store", path: "/customer/store/1" },
  { name: "/shop", path: "/shop" },
];
const categories = ["performance", "accessibility", "best-practices"] as const;

/**
 * A plain 256×256 PNG, the size of an OpenStreetMap tile: what the stand-in tile server answers for
 * every tile (a 1×1 stand-in made \`image-size-responsive\` judge a tile no real server sends).
 */
const blankTile = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAQAAAAEACAIAAADTED8xAAACAUlEQVR42u3TMQ0AAAgEsfevEAEMyGBGA02q4JLLdMFbkQADgAHAAGAAMAAYAAwABgADgAHAAGAAMAAYAAwABgADgAHAAGAAMAAYAAwABgADgAHAAGAAMAAYAAwABgADgAHAAGAAMAAYAAwABgADgAHAAGAAMAAYAAwABgADgAHAABhABQwABgADgAHAAGAAMAAYAAwABgADgAHAAGAAMAAYAAwABgADgAHAAGAAMAAYAAwABgADgAHAAGAAMAAYAAwABgADgAHAAGAAMAAYAAwABgADgAHAAGAAMAAYAAwABgADYAAwABgADAAGAAOAAcAAYAAwABgADAAGAAOAAcAAYAAwABgADAAGAAOAAcAAYAAwABgADAAGAAOAAcAAYAAwABgADAAGAAOAAcAAYAAwABgADAAGAAOAAcAAYAAwABgAA6iAAcAAYAAwABgADAAGAAOAAcAAYAAwABgADAAGAAOAAcAAYAAwABgADAAGAAOAAcAAYAAwABgADAAGAAOAAcAAYAAwABgADAAGAAOAAcAAYAAwABgADAAGAAOAAcAAYAAMAAYAA4ABwABgADAAGAAMAAYAA4ABwABgADAAGAAMAAYAA4ABwABgADAAGAAMAAYAA4ABwABgADAAGAAMAAYAA4ABwABgADAAGAAMAAYAA4ABwABgADAAGACuBUysJ52mqTMoAAAAAElFTkSuQmCC",
  "base64",
);

/**
 * A local stand-in for the map's tile server (MAP_TILE_URL): this machine cannot reach
 * tile.openstreetmap.org, and each unreachable tile is a console error that costs the near-me page
 * its best-practices score, which a visitor online never sees. The e2e specs do the same
 * (e2e/support/storefront.ts `serveBlankMapTiles`).
 */
async function startTileServer(): Promise<{ url: string; server: Server }> {
  const port = await freePort();
  const server = createServer((request, response) => {
    if (/^\/\d+\/\d+\/\d+\.png$/.test(request.url ?? "")) {
      response.writeHead(200, { "content-type": "image/png", "cache-control": "max-age=86400" }).end(blankTile);
    } else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${port}/{z}/{x}/{y}.png`, server };
}

/** Chromium with a DevTools port for Lighthouse, on a throwaway profile. */
async function launchChromium(): Promise<{ port: number; stop: () => void }> {
  const port = await freePort();
  const profile = mkdtempSync(path.join(tmpdir(), "dutchpot-lighthouse-"));
  const child: ChildProcess = spawn(
    chromiumPath,
    [...chromiumFlags, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, "about:blank"],
    { stdio: "ignore" },
  );
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error("Chromium did not open its DevTools port within 30 s");
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    port,
    // Chromium may still be writing its profile as it exits: the profile is left to the system's
    // temp clean-up rather than failing the run (which left the server running, an orphan).
    stop: () => {
      child.kill("SIGTERM");
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
      } catch (error) {
        console.warn(`Chromium's profile ${profile} was not removed: ${String(error)}`);
      }
    },
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

interface Figures {
  performance: number;
  accessibility: number;
  "best-practices": number;
  lcpMs: number;
  /** Total blocking time (simulated 4× CPU), ms. */
  tbtMs: number;
  /** Scripts requested before the observed largest paint: what the simulation may put on its path (decision 043). */
  scriptsBeforeLcp: number;
  scriptKbBeforeLcp: number;
  /** The main thread's long tasks (over 50 ms, as observed): count, sum and longest, ms. */
  longTasks: number;
  longTaskMs: number;
  longestTaskMs: number;
  flagged: Set<string>;
}

interface RequestRow {
  resourceType?: string;
  transferSize?: number;
  networkRequestTime?: number;
}

/** The figures behind the score that depend less on the machine's load than TBT does. */
function pathFigures(audits: Record<string, { numericValue?: number; details?: unknown } | undefined>) {
  const items = <T>(id: string) => ((audits[id]?.details as { items?: T[] } | undefined)?.items ?? []) as T[];
  const observedLcp =
    items<{ observedLargestContentfulPaint?: number }>("metrics")[0]?.observedLargestContentfulPaint ?? 0;
  const scripts = items<RequestRow>("network-requests").filter(
    (r) => r.resourceType === "Script" && (r.networkRequestTime ?? Number.POSITIVE_INFINITY) < observedLcp,
  );
  const tasks = items<{ duration: number }>("long-tasks");
  return {
    tbtMs: audits["total-blocking-time"]?.numericValue ?? Number.NaN,
    scriptsBeforeLcp: scripts.length,
    scriptKbBeforeLcp: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024,
    longTasks: tasks.length,
    longTaskMs: tasks.reduce((sum, t) => sum + t.duration, 0),
    longestTaskMs: Math.max(0, ...tasks.map((t) => t.duration)),
  };
}

async function audit(
  url: string,
  port: number,
  reportName: string,
): Promise<Omit<Figures, "flagged"> & { flagged: string[] }> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: [...categories],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (reportDir) {
    mkdirSync(reportDir, { recursive: true });
    writeFileSync(path.join(reportDir, `${reportName}.json`), String(result.report));
  }
  // A run Lighthouse could not finish (no LCP, a page error) is not a score of 0: it is run again.
  if (lhr.runtimeError || lhr.categories.performance?.score == null) {
    throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError?.code ?? "no performance score"}`);
  }
  const score = (id: (typeof categories)[number]) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  // What keeps a category below 100: the failing audits that count towards its score.
  const flagged = categories.flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 0.9)
      .map((ref) => `${id}: ${ref.id}`),
  );
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    "best-practices": score("best-practices"),
    lcpMs: lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
    ...pathFigures(lhr.audits),
    flagged,
  };
}

/** Milliseconds from the start of the landing's navigation until its address box is visible, on slow 3G. */
async function slow3gShell(baseUrl: string): Promise<number> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags.slice(2) });
  try {
    const context = await browser.newContext({ viewport: { width: 360, height: 780 }, isMobile: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    // DevTools' "Slow 3G": 2 s round trip, ~400 kbit/s each way.
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 2000,
      downloadThroughput: 50_000,
      uploadThroughput: 50_000,
    });
    const started = Date.now();
    await page.goto(baseUrl, { waitUntil: "commit", timeout: 120_000 });
    await page
      .getByRole("combobox", { name: /address/i })
      .or(page.getByRole("textbox", { name: /address/i }))
      .first()
      .waitFor({ state: "visible", timeout: 120_000 });
    return Date.now() - started;
  } finally {
    await browser.close();
  }
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "dutchpot-lighthouse-data-"));
  const tiles = await startTileServer();
  const server = await startServerProcess(dataDir, { MAP_TILE_URL: tiles.url });
  const browser = await launchChromium();
  try {
    const rows: string[] = [];
    const pathRows: string[] = [];
    const flaggedAll = new Set<string>();
    for (const { name, path: pagePath } of pages.filter((p) => !pageFilter || pageFilter.includes(p.name))) {
      const results: Awaited<ReturnType<typeof audit>>[] = [];
      for (let attempt = 0; results.length < runs; attempt++) {
        try {
          const reportName = `${name.replace(/\W/g, "") || "page"}-${attempt + 1}`;
          results.push(await audit(`${server.baseUrl}${pagePath}`, browser.port, reportName));
        } catch (error) {
          if (attempt >= runs * 2) throw error;
          console.warn(String(error));
        }
      }
      for (const result of results) for (const flag of result.flagged) flaggedAll.add(`${name} — ${flag}`);
      const m = (key: keyof Omit<Figures, "flagged">) => median(results.map((r) => r[key]));
      rows.push(
        `| ${name} (\`${pagePath}\`) | ${m("performance")} | ${m("accessibility")} | ${m("best-practices")} | ${(m("lcpMs") / 1000).toFixed(2)} s | ${results.map((r) => r.performance).join(", ")} |`,
      );
      pathRows.push(
        `| ${name} | ${Math.round(m("tbtMs"))} ms | ${m("scriptsBeforeLcp")} / ${Math.round(m("scriptKbBeforeLcp"))} KB | ${m("longTasks")} / ${Math.round(m("longTaskMs"))} ms / ${Math.round(m("longestTaskMs"))} ms |`,
      );
    }
    console.log(`Lighthouse ${runs} runs per page, mobile preset (simulated slow 4G, 4× CPU), medians:\n`);
    console.log("| page | performance | accessibility | best practices | LCP | performance per run |");
    console.log("|---|---:|---:|---:|---:|---|");
    for (const row of rows) console.log(row);
    console.log("\n| page | TBT | scripts requested before the observed LCP | long tasks: count / sum / longest |");
    console.log("|---|---:|---:|---:|");
    for (const row of pathRows) console.log(row);
    if (flaggedAll.size > 0) {
      console.log("\nAudits below 0.9 that count towards a score:");
      for (const flag of flaggedAll) console.log(`- ${flag}`);
    }
    const shellTimes: number[] = [];
    for (let i = 0; i < runs; i++) shellTimes.push(await slow3gShell(server.baseUrl));
    console.log(
      `\nSlow 3G, landing at 360 px, address box visible: median ${(median(shellTimes) / 1000).toFixed(1)} s (${shellTimes.map((t) => (t / 1000).toFixed(1)).join(", ")} s)`,
    );
  } finally {
    // The server first: whatever else fails, it must not outlive the run.
    await server.stop();
    tiles.server.close();
    browser.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
