import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestApp, createTestDatabase } from "../test/support/test-app.ts";
import { gracefulShutdown } from "./shutdown.ts";

/** An exit function that records its codes, and a promise of the first one. */
function recordExit() {
  const codes: number[] = [];
  let first!: (code: number) => void;
  const exited = new Promise<number>((resolve) => {
    first = resolve;
  });
  return {
    codes,
    exited,
    exit: (code: number) => {
      codes.push(code);
      first(code);
    },
  };
}

describe("gracefulShutdown", () => {
  it("stops accepting, lets onClose hooks use the database, closes it last and exits 0 once", async () => {
    const drained: number[] = [];
    const t = await createTestApp(
      {},
      {
        register: (app) => {
          // Stands for the job runner draining: it still needs the database.
          app.addHook("onClose", async () => {
            const result = (await app.db.execute(sql`select 42 as n`)) as unknown as { rows: { n: number }[] };
            drained.push(Number(result.rows[0]?.n));
          });
        },
      },
    );
    const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
    expect((await fetch(`${address}/health/live`)).status).toBe(200);

    const { codes, exit } = recordExit();
    const shutdown = gracefulShutdown({ app: t.app, database: t.database, timeoutMs: 10_000, exit });
    await Promise.all([shutdown("SIGTERM"), shutdown("SIGINT")]);

    expect(codes).toEqual([0]);
    expect(drained).toEqual([42]);
    await expect(fetch(`${address}/health/live`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`select 1`)).rejects.toThrow();
  });

  it("exits 1 when draining outlasts the timeout", async () => {
    let release!: () => void;
    const stuck = new Promise<void>((resolve) => {
      release = resolve;
    });
    const t = await createTestApp(
      {},
      {
        register: (app) => {
          app.addHook("onClose", () => stuck);
        },
      },
    );
    const { exit, exited } = recordExit();
    const shutdown = gracefulShutdown({ app: t.app, database: t.database, timeoutMs: 100, exit });
    const closing = shutdown("SIGTERM");

    expect(await exited).toBe(1);
    release();
    await closing;
  });
});

describe("the server process", () => {
  it("shuts down cleanly on SIGTERM (exit code 0)", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "dutchpot-shutdown-"));
    // On PostgreSQL, the server runs on a database of this file; else on PGlite in a scratch folder.
    const scratch = process.env.DATABASE_URL ? await createTestDatabase() : undefined;
    const { DATABASE_URL: _, ...inherited } = process.env;
    const env: Record<string, string | undefined> = {
      ...inherited,
      NODE_ENV: "test",
      PORT: "0",
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: "false",
      LOG_LEVEL: "info",
    };
    if (scratch?.url) Object.assign(env, { DATABASE_URL: scratch.url, JWT_SECRET: "x".repeat(32) });
    const child = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
      cwd: path.resolve(import.meta.dirname, ".."),
      env,
    });
    try {
      let output = "";
      child.stderr.on("data", (chunk) => {
        output += chunk;
      });
      await new Promise<void>((resolve, reject) => {
        child.stdout.on("data", (chunk) => {
          output += chunk;
          if (output.includes("Dutchpot is running")) resolve();
        });
        child.on("exit", () => reject(new Error(`the server exited before listening:\n${output}`)));
      });
      const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
      child.kill("SIGTERM");

      expect(await exited).toBe(0);
      expect(output).toContain('"msg":"shutting down"');
      expect(output).toContain('"msg":"shut down"');
    } finally {
      child.kill("SIGKILL");
      rmSync(dataDir, { recursive: true, force: true });
      await scratch?.close();
    }
  });
});
