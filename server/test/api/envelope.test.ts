import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../support/test-app.ts";

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

describe("ABP envelope on /api", () => {
  it("answers an unknown API route with a 404 envelope", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/services/app/Nothing/Here" });
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toMatch(/application\/json/);
    expect(res.json()).toEqual({
      result: null,
      targetUrl: null,
      success: false,
      error: {
        code: 0,
        message: "Resource not found!",
        details: "There is no API endpoint GET /api/services/app/Nothing/Here.",
        validationErrors: null,
      },
      unAuthorizedRequest: false,
      __abp: true,
    });
  });

  it("answers malformed JSON with a 400 envelope, not a 500", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/services/app/Nothing/Here",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().__abp).toBe(true);
    expect(res.json().success).toBe(false);
  });
});
