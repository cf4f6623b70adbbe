import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";

/** Screens whose first load we weigh: the entry routes a visitor lands on. */
const routes = ["/", "/customer/main", "/shop", "/customer/account", "/partner/about", "/no-such-page"];

const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * Opens each route in a fresh headless Chromium context (empty cache) and sums the JavaScript and CSS
 * it loaded from the app: as gzip bytes (level 9), as the bytes the app actually sent over the wire
 * (its pre-compressed Brotli twins, see web/vite-precompress.ts), and raw. Returns a Markdown table.
 */
export async function pageWeightReport(baseUrl: string): Promise<string> {
  const browser = await chromium.launch({
    executablePath,
    args: ["--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
  });
  const rows: string[] = [
    "| route | JS files | JS gzip KB | CSS gzip KB | JS+CSS sent KB | JS+CSS raw KB |",
    "|---|---:|---:|---:|---:|---:|",
  ];
  try {
    for (const route of routes) {
      const context = await browser.newContext();
      const page = await context.newPage();
      // Only the app's own origin: tiles or anything external are not part of the bundle weight.
      await page.route(
        (url) => !url.href.startsWith(baseUrl),
        (r) => r.abort(),
      );
      const assets: Promise<{ kind: "js" | "css"; raw: number; gz: number; sent: number }>[] = [];
      page.on("response", (response) => {
        const type = response.request().resourceType();
        if (type !== "script" && type !== "stylesheet") return;
        assets.push(
          Promise.all([response.body(), response.request().sizes()]).then(([body, sizes]) => ({
            kind: type === "script" ? "js" : "css",
            raw: body.length,
            gz: gzipSync(body, { level: 9 }).length,
            sent: sizes.responseBodySize,
          })),
        );
      });
      await page.goto(`${baseUrl}${route}`, { waitUntil: "networkidle" });
      const loaded = await Promise.all(assets);
      const js = loaded.filter((a) => a.kind === "js");
      const css = loaded.filter((a) => a.kind === "css");
      const kb = (n: number) => (n / 1024).toFixed(1);
      const sum = (list: typeof loaded, key: "raw" | "gz" | "sent") => list.reduce((t, a) => t + a[key], 0);
      rows.push(
        `| ${route} | ${js.length} | ${kb(sum(js, "gz"))} | ${kb(sum(css, "gz"))} | ${kb(sum(loaded, "sent"))} | ${kb(sum(loaded, "raw"))} |`,
      );
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return rows.join("\n");
}
