import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/support/test-app.ts";

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

describe("health probes", () => {
  it("answers live and ready with the database kind", async () => {
    const live = await ctx.app.inject({ method: "GET", url: "/health/live" });
    expect(live.statusCode).toBe(200);
    const ready = await ctx.app.inject({ method: "GET", url: "/health/ready" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: "ok", database: ctx.database.kind });
  });

  it("reports 503 once the database is gone", async () => {
    const original = ctx.app.database.ping;
    ctx.app.database.ping = async () => {
      throw new Error("connection refused");
    };
    try {
      const ready = await ctx.app.inject({ method: "GET", url: "/health/ready" });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().status).toBe("unavailable");
    } finally {
      ctx.app.database.ping = original;
    }
  });
});
