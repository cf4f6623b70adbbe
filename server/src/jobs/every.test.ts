import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../test/support/test-app.ts";
import type { Database } from "../db/client.ts";
import { EveryLoop } from "./every.ts";
import { eventually, startTestRunner } from "./testing.ts";

describe("EveryLoop", () => {
  it("runs the handler again and again, never two runs at once, and a failed run does not stop it", async () => {
    let runs = 0;
    let running = 0;
    let overlapped = false;
    const errors: unknown[] = [];
    const loop = new EveryLoop({
      name: "test.tick",
      intervalMs: 1,
      handle: async () => {
        running++;
        overlapped ||= running > 1;
        runs++;
        await sleep(5);
        running--;
        if (runs === 2) throw new Error("second run fails");
      },
      onError: (err) => errors.push(err),
    });
    loop.start();
    await eventually(async () => runs >= 5);
    await loop.stop();
    expect(overlapped).toBe(false);
    expect(errors).toEqual([new Error("second run fails")]);
  });

  it("stop waits for the running tick and no tick starts after it", async () => {
    let runs = 0;
    let finished = false;
    const loop = new EveryLoop({
      name: "test.stop",
      intervalMs: 60_000,
      handle: async () => {
        runs++;
        await sleep(50);
        finished = true;
      },
      onError: () => undefined,
    });
    loop.start();
    await loop.stop();
    expect({ runs, finished }).toEqual({ runs: 1, finished: true });
  });
});

describe("JobRunner.every", () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database?.close());

  it("ticks in a working runner until it stops; a send-only runner refuses it", async () => {
    const { runner } = await startTestRunner(database);
    let runs = 0;
    runner.every("test.every", 0.01, async () => {
      runs++;
    });
    expect(() => runner.every("test.every", 1, async () => undefined)).toThrow("already ticks");
    await eventually(async () => runs >= 3);
    await runner.stop();
    const after = runs;
    await sleep(50);
    expect(runs).toBe(after);

    const { runner: sender } = await startTestRunner(database, { work: false });
    expect(sender.working).toBe(false);
    expect(() => sender.every("test.every", 1, async () => undefined)).toThrow("only sends");
    await sender.stop();
  });
});
