import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTenant } from "../test/factories.ts";
import { createTestDatabase } from "../test/support/test-app.ts";
import type { Database } from "./db/client.ts";
import { orderNotifications, signInFailures } from "./db/schema/index.ts";
import { eventually, startTestRunner } from "./jobs/testing.ts";

const serverDir = path.join(import.meta.dirname, "..");

/** `npm run worker`'s command, with only the given environment (plus PATH). */
function startWorker(env: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", "src/worker.ts"], {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? "", JWT_SECRET: "test-secret-test-secret-test-secret!", ...env },
  });
  let output = "";
  child.stdout.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, exited, output: () => output };
}

describe("npm run worker", () => {
  it("refuses to start without DATABASE_URL: PGlite is one process's database", async () => {
    const worker = startWorker({ DATA_DIR: "/nonexistent-dutchpot-worker-dir" });
    expect(await worker.exited).toBe(1);
    expect(worker.output()).toContain("npm run worker needs DATABASE_URL");
    expect(worker.output()).toContain("the jobs run inside the server");
  });

  describe.runIf(process.env.DATABASE_URL)("on PostgreSQL", () => {
    let database: Database;
    let child: ChildProcess | undefined;
    beforeAll(async () => {
      database = await createTestDatabase();
    });
    afterAll(async () => {
      child?.kill("SIGKILL");
      await database?.close();
    });

    it("runs the platform's and the modules' jobs without HTTP and stops cleanly on SIGTERM", async () => {
      const worker = startWorker({ DATABASE_URL: database.url as string });
      child = worker.child;
      await eventually(async () => worker.output().includes("job worker started"), 30_000);
      await database.db
        .insert(signInFailures)
        .values({ accountKey: "a", ip: "192.0.2.1", createdAt: new Date(Date.now() - 86_400_000) });

      // This test's runner only sends (as a server with JOBS_WORK=false would); the worker runs it.
      const { runner } = await startTestRunner(database, { work: false });
      await runner.send("auth.purge-expired", {});
      await eventually(async () => (await database.db.select().from(signInFailures)).length === 0);
      await runner.stop();

      // The modules' work runs there too: the orders module's notifications tick takes this row (it
      // concerns no order, so it is failed rather than sent).
      const tenant = await buildTenant(database.db, { kind: "marketplace" });
      const [row] = await database.db
        .insert(orderNotifications)
        .values({ tenantId: tenant.id, kind: "status", payload: { status: 2 } })
        .returning();
      const stateOf = async () =>
        (
          await database.db
            .select()
            .from(orderNotifications)
            .where(eq(orderNotifications.id, row?.id ?? 0))
        )[0];
      expect(await eventually(async () => (await stateOf())?.state === "failed" && stateOf())).toMatchObject({
        attempts: 1,
        lastError: "its order or subscription is gone",
      });

      worker.child.kill("SIGTERM");
      expect(await worker.exited).toBe(0);
      expect(worker.output()).toContain("shutting down");
    }, 60_000);
  });
});
