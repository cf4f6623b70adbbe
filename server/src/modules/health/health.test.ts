import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createTestDatabase } from "../../../test/support/test-app.ts";

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

describe("while the database is away (issue 13 item 5)", () => {
  it("readiness says 503 unavailable without a tenant look-up, liveness 200, API calls 503 with Retry-After", async () => {
    const away = await createTestDatabase();
    const t = await createTestApp({}, { database: away });
    try {
      await away.close();
      t.app.tenantDirectory.invalidate(); // nothing cached: any tenant look-up would fail

      const ready = await t.app.inject({ method: "GET", url: "/health/ready" });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: "unavailable", database: away.kind });
      expect((await t.app.inject({ method: "GET", url: "/health/live" })).statusCode).toBe(200);

      const call = await t.app.inject({ method: "GET", url: "/api/services/app/ShopType/GetAll" });
      expect(call.statusCode).toBe(503);
      expect(call.headers["retry-after"]).toBe("5");
      expect(call.json()).toMatchObject({
        success: false,
        __abp: true,
        error: { message: "The service is temporarily unavailable. Please try again in a moment." },
      });
    } finally {
      // Its onClose hooks (the event hub's listener) still reach for the closed database.
      await t.app.close().catch(() => {});
    }
  });
});
