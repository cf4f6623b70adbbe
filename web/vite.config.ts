import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { appStart } from "./vite-app-start.ts";
import { precompress } from "./vite-precompress.ts";
import { routePreloads } from "./vite-route-preloads.ts";
import { serviceWorker } from "./vite-service-worker.ts";

const apiTarget = process.env.API_URL ?? "http://127.0.0.1:3000";

export default defineConfig({
  plugins: [react(), appStart(), serviceWorker(), routePreloads(), precompress()],
  server: {
    proxy: { "/api": apiTarget, "/media": apiTarget, "/docs": apiTarget, "/health": apiTarget },
  },
  build: {
    outDir: "dist",
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The libraries every page runs first (React, the router, TanStack Query, i18next) in one
            // file instead of a dozen: on a phone each extra file can cost a round trip (issue 16 item 14).
            // Leaflet and zod stay with the lazy screens that use them.
            { name: "vendor", test: /node_modules[\\/](?!leaflet|react-leaflet|@react-leaflet|zod)/ },
          ],
        },
      },
    },
  },
  test: {
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["src/test/setup.ts"],
    // Room for the 10 s waits of src/test/setup.ts within one test.
    testTimeout: 30_000,
  },
});
