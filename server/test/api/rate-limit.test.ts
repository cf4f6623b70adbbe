import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app.ts";
import type { Database } from "../../src/db/client.ts";
import { perMinute } from "../../src/plugins/rate-limit.ts";
import { buildUser } from "../factories.ts";
import { createTestApp, createTestDatabase } from "../support/test-app.ts";

const pingUrl = "/api/services/app/TestLimit/Ping";
const strictUrl = "/api/services/app/TestLimit/Strict";

async function limitRoutes(app: App) {
  app.get(pingUrl, async () => ({ pong: true }));
  app.get(strictUrl, { config: perMinute(1) }, async () => ({ pong: true }));
}

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.close());

/** Each test's apps get their own counters: a fresh Redis prefix, or a fresh in-memory store. */
const freshPrefix = () => `dutchpot-test:${randomBytes(6).toString("hex")}:`;

describe("rate limit in memory", () => {
  it("answers the request past RATE_LIMIT_MAX with a 429 envelope and Retry-After", async () => {
    const ctx = await createTestApp({ RATE_LIMIT_MAX: "3" }, { database, register: limitRoutes });
    try {
      for (let i = 0; i < 3; i++) {
        const ok = await ctx.app.inject({ method: "GET", url: pingUrl });
        expect(ok.statusCode).toBe(200);
        expect(ok.headers["x-ratelimit-remaining"]).toBe(String(2 - i));
      }
      const limited = await ctx.app.inject({ method: "GET", url: pingUrl });
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
      expect(limited.headers["content-type"]).toMatch(/application\/json/);
      expect(limited.json()).toEqual({
        result: null,
        targetUrl: null,
        success: false,
        error: {
          code: 0,
          message: "Too many requests!",
          details: expect.stringMatching(
            /^You have sent too many requests\. Please wait \d+ seconds? and try again\.$/,
          ),
          validationErrors: null,
        },
        unAuthorizedRequest: false,
        __abp: true,
      });
      // Unknown API routes count too; health probes and non-API paths are never limited.
      expect((await ctx.app.inject({ method: "GET", url: "/api/nope" })).statusCode).toBe(429);
      expect((await ctx.app.inject({ method: "GET", url: "/health/live" })).statusCode).toBe(200);
      expect((await ctx.app.inject({ method: "GET", url: "/customer/main" })).statusCode).not.toBe(429);
    } finally {
      await ctx.close();
    }
  });

  it("counts a signed-in user apart from the anonymous clients of the same IP", async () => {
    const ctx = await createTestApp({ RATE_LIMIT_MAX: "2" }, { database, register: limitRoutes });
    try {
      await ctx.app.inject({ method: "GET", url: pingUrl });
      await ctx.app.inject({ method: "GET", url: pingUrl });
      expect((await ctx.app.inject({ method: "GET", url: pingUrl })).statusCode).toBe(429);
      await buildUser(ctx.app.db, { id: 1, tenantId: null });
      const { accessToken } = await ctx.app.tokens.sign({ userId: 1, tenantId: null, roles: [] });
      const signedIn = await ctx.app.inject({
        method: "GET",
        url: pingUrl,
        headers: { authorization: `Bearer ${accessToken}` },
      });
      expect(signedIn.statusCode).toBe(200);
    } finally {
      await ctx.close();
    }
  });

  it("applies a stricter per-route limit from route config", async () => {
    const ctx = await createTestApp({ RATE_LIMIT_MAX: "100" }, { database, register: limitRoutes });
    try {
      expect((await ctx.app.inject({ method: "GET", url: strictUrl })).statusCode).toBe(200);
      expect((await ctx.app.inject({ method: "GET", url: strictUrl })).statusCode).toBe(429);
      expect((await ctx.app.inject({ method: "GET", url: pingUrl })).statusCode).toBe(200);
    } finally {
      await ctx.close();
    }
  });
});

describe("rate limit shared through Redis", () => {
  it("makes two app instances share one counter", async () => {
    const env = {
      RATE_LIMIT_MAX: "4",
      REDIS_URL: process.env.REDIS_URL ?? "redis://127.0.0.1:6379",
      RATE_LIMIT_NAMESPACE: freshPrefix(),
    };
    const first = await createTestApp(env, { database, register: limitRoutes });
    const second = await createTestApp(env, { database, register: limitRoutes });
    try {
      const statuses: number[] = [];
      for (const app of [first.app, second.app, first.app, second.app, first.app, second.app]) {
        statuses.push((await app.inject({ method: "GET", url: pingUrl })).statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    } finally {
      await first.close();
      await second.close();
    }
  });
});

describe("rate limit behind a trusted balancer (TRUST_PROXY=loopback)", () => {
  it("counts the address the proxy saw, so a forged X-Forwarded-For entry does not buy more requests", async () => {
    const ctx = await createTestApp(
      { RATE_LIMIT_MAX: "2", TRUST_PROXY: "loopback" },
      { database, register: limitRoutes },
    );
    try {
      // The balancer appends the client's real address (198.51.100.7) to whatever the client sent.
      const asClient = (forged: string) =>
        ctx.app.inject({
          method: "GET",
          url: pingUrl,
          remoteAddress: "127.0.0.1",
          headers: { "x-forwarded-for": `${forged}, 198.51.100.7` },
        });
      expect((await asClient("203.0.113.1")).statusCode).toBe(200);
      expect((await asClient("203.0.113.2")).statusCode).toBe(200);
      expect((await asClient("203.0.113.3")).statusCode).toBe(429);
      // Another real client behind the same balancer has its own allowance.
      const other = await ctx.app.inject({
        method: "GET",
        url: pingUrl,
        remoteAddress: "127.0.0.1",
        headers: { "x-forwarded-for": "198.51.100.8" },
      });
      expect(other.statusCode).toBe(200);
    } finally {
      await ctx.close();
    }
  });
});

describe("a percent-encoded API path (/%61pi/… reaches the /api/… route)", () => {
  it("is counted, resolves its storefront and signs nobody in, like the plain path", async () => {
    const ctx = await createTestApp({ RATE_LIMIT_MAX: "2" }, { database, register: limitRoutes });
    try {
      const encodedPing = pingUrl.replace("/api/", "/%61pi/");
      expect((await ctx.app.inject({ method: "GET", url: encodedPing })).statusCode).toBe(200);
      expect((await ctx.app.inject({ method: "GET", url: encodedPing })).statusCode).toBe(200);
      expect((await ctx.app.inject({ method: "GET", url: encodedPing })).statusCode).toBe(429);

      const storefront = await createTestApp({}, { database });
      try {
        const plain = await storefront.app.inject({ url: "/api/services/app/MenuCategory/GetAll" });
        const encoded = await storefront.app.inject({ url: "/%61pi/services/app/MenuCategory/GetAll" });
        expect(encoded.statusCode).toBe(200);
        expect(encoded.json()).toEqual(plain.json());
        const profile = await storefront.app.inject({ method: "POST", url: "/%61pi/services/app/Customers/Profile" });
        expect(profile.statusCode).toBe(401);
      } finally {
        await storefront.close();
      }
    } finally {
      await ctx.close();
    }
  });
});
