import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 4173);

/**
 * Drives Debian's Chromium (no browser download) against the real server started on a fresh
 * in-memory-free data folder: `support/start-server.mjs` wipes its DATA_DIR first.
 */
export default defineConfig({
  testDir: "tests",
  outputDir: "test-results",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
    },
    trace: "retain-on-failure",
    // The storefront's service worker (issue 16 item 18) answers same-origin requests itself, which
    // page.route() and setOffline() tests would not see: off, except in tests/polish-pwa.spec.ts.
    serviceWorkers: "block",
  },
  webServer: {
    command: "node support/start-server.mjs",
    url: `http://127.0.0.1:${port}/health/ready`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: { PORT: String(port) },
    stdout: "pipe",
    stderr: "pipe",
  },
});
