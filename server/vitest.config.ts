import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    setupFiles: ["test/support/setup.ts"],
    // Migrates one template database per run; each file clones it (docs/decisions/016-…).
    globalSetup: ["test/support/global-setup.ts"],
    // Each file opens its own database; PGlite start-up dominates, so allow for it.
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
