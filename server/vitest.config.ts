import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    setupFiles: ["test/support/setup.ts"],
    // Migrates one template database per run; each file clones it (docs/decisions/016-…).
    globalSetup: ["test/support/global-setup.ts"],
    // Forked processes, two files at a time (both cores of a CI machine busy). Worker threads were
    // ~15 % faster but a Node 24 run crashed the whole suite with a segfault (PGlite's WebAssembly
    // in a worker thread): docs/decisions/023-server-tests-in-forks.md.
    pool: "forks",
    maxWorkers: Math.max(2, availableParallelism()),
    // Each file opens its own database; PGlite start-up dominates, so allow for it.
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
