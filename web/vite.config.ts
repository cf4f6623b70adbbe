import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { precompress } from "./vite-precompress.ts";
import { serviceWorker } from "./vite-service-worker.ts";

const apiTarget = process.env.API_URL ?? "http://127.0.0.1:3000";

export default defineConfig({
  plugins: [react(), serviceWorker(), precompress()],
  server: {
    proxy: { "/api": apiTarget, "/media": apiTarget, "/docs": apiTarget, "/health": apiTarget },
  },
  build: { outDir: "dist", sourcemap: true },
  test: {
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["src/test/setup.ts"],
  },
});
