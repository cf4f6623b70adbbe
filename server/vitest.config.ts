import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    setupFiles: ["test/support/setup.ts"],
    // Migrates one template database per run; each file clones it (docs/decisions/016-…).
    globalSetup: ["test/support/global-setup.ts"],
    // Worker threads start faster than forked processes, and two files at a time keep both cores
    // of a CI machine busy (PGlite runs inside the worker); figures in docs/performance.md.
    pool: "threads",
    maxWorkers: Math.max(2, availableParallelism()),
    // Each file opens its own database; PGlite start-up dominates, so allow for it.
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
