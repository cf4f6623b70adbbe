import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../src/config.ts";
import type { Database } from "../../src/db/client.ts";
import { createTestApp, createTestDatabase } from "../support/test-app.ts";

let database: Database;
let ctx: Awaited<ReturnType<typeof createTestApp>>;
const logLines: Record<string, unknown>[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split("\n").filter(Boolean)) logLines.push(JSON.parse(line));
      done();
    },
  });
  ctx = await createTestApp(
    { CORS_ORIGINS: "https://partner.example.test, https://other.example.test" },
    {
      database,
      logger: { level: "error", stream: logStream },
      register: (app) => {
        app.get("/api/services/app/TestFault/Get", async () => {
          throw new Error("boom");
        });
      },
    },
  );
});
afterAll(async () => {
  await ctx?.close();
  await database?.close();
});

describe("security headers", () => {
  it("sends a strict CSP and the usual hardening headers", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/health/live" });
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("unsafe-inline");
    expect(csp).toContain("img-src 'self' data: https://tile.openstreetmap.org");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(res.headers["x-frame-options"]).toBe("DENY");
  });

  it("sends helmet's other defaults on pages and API answers alike", async () => {
    for (const url of ["/", "/api/services/app/ShopType/GetAll"]) {
      const { headers } = await ctx.app.inject({ method: "GET", url });
      expect(headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
      expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
      expect(headers["cross-origin-resource-policy"]).toBe("same-site");
      expect(headers["origin-agent-cluster"]).toBe("?1");
      expect(headers["x-dns-prefetch-control"]).toBe("off");
      expect(headers["x-download-options"]).toBe("noopen");
      expect(headers["x-permitted-cross-domain-policies"]).toBe("none");
      expect(headers["x-xss-protection"]).toBe("0");
    }
  });

  it("allows no foreign script, frame or connection with the sandbox payment provider", async () => {
    const csp = String(
      (await ctx.app.inject({ method: "GET", url: "/health/live" })).headers["content-security-policy"],
    );
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-src 'self';");
    expect(csp).not.toContain("squarecdn");
  });

  it("allows Square's card-entry script, frames and hosts when Square takes the payments", async () => {
    const square = await createTestApp(
      {
        PAYMENT_PROVIDER: "square",
        SQUARE_ENVIRONMENT: "production",
        SQUARE_ACCESS_TOKEN: "EAAA-test",
        SQUARE_APPLICATION_ID: "sq0idp-test",
        SQUARE_LOCATION_ID: "L1",
      },
      { database },
    );
    try {
      const res = await square.app.inject({ method: "GET", url: "/health/live" });
      const directives = Object.fromEntries(
        String(res.headers["content-security-policy"])
          .split(";")
          .map((d) => d.trim().split(" "))
          .map(([name, ...values]) => [name, values]),
      );
      expect(directives["script-src"]).toEqual(["'self'", "https://web.squarecdn.com", "https://js.squareup.com"]);
      expect(directives["frame-src"]).toEqual(["'self'", "https://web.squarecdn.com"]);
      expect(directives["connect-src"]).toContain("https://pci-connect.squareup.com");
      expect(directives["script-src"]).not.toContain("https://sandbox.web.squarecdn.com");
    } finally {
      await square.close();
    }
  });

  it("sends them on API errors too", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/nope" });
    expect(res.statusCode).toBe(404);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-security-policy"]).toBeDefined();
  });
});

describe("CORS", () => {
  it("allows a configured origin and exposes the request id", async () => {
    const res = await ctx.app.inject({
      method: "GET",
      url: "/health/live",
      headers: { origin: "https://partner.example.test" },
    });
    expect(res.headers["access-control-allow-origin"]).toBe("https://partner.example.test");
    expect(String(res.headers["access-control-expose-headers"])).toContain("x-request-id");
  });

  it("answers a preflight for the tenant, guest and bearer headers", async () => {
    const res = await ctx.app.inject({
      method: "OPTIONS",
      url: "/api/services/app/Anything/Get",
      headers: {
        origin: "https://other.example.test",
        "access-control-request-method": "POST",
        "access-control-request-headers": "authorization, abp.tenantid, x-guest-id",
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers["access-control-allow-origin"]).toBe("https://other.example.test");
    const allowed = String(res.headers["access-control-allow-headers"]);
    for (const header of ["authorization", "abp.tenantid", "x-guest-id"]) expect(allowed).toContain(header);
  });

  it("gives other origins no CORS grant", async () => {
    const res = await ctx.app.inject({
      method: "GET",
      url: "/health/live",
      headers: { origin: "https://evil.example.test" },
    });
    expect(res.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("grants nothing when CORS_ORIGINS is empty (the default)", async () => {
    const plain = await createTestApp({}, { database });
    try {
      const res = await plain.app.inject({
        method: "GET",
        url: "/health/live",
        headers: { origin: "https://partner.example.test" },
      });
      expect(res.headers["access-control-allow-origin"]).toBeUndefined();
    } finally {
      await plain.close();
    }
  });
});

describe("request id", () => {
  it("echoes a caller's X-Request-Id and generates one otherwise", async () => {
    const given = await ctx.app.inject({ method: "GET", url: "/health/live", headers: { "x-request-id": "abc-123" } });
    expect(given.headers["x-request-id"]).toBe("abc-123");
    const generated = await ctx.app.inject({ method: "GET", url: "/api/nope" });
    expect(generated.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    const unsafe = await ctx.app.inject({ method: "GET", url: "/health/live", headers: { "x-request-id": "a b<c>" } });
    expect(unsafe.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("masks a 5xx and logs it with the request id", async () => {
    const res = await ctx.app.inject({
      method: "GET",
      url: "/api/services/app/TestFault/Get",
      headers: { "x-request-id": "fault-42" },
    });
    expect(res.statusCode).toBe(500);
    expect(res.headers["x-request-id"]).toBe("fault-42");
    expect(res.json().error.message).toBe("An internal error occurred during your request!");
    const logged = logLines.find((line) => line.msg === "unhandled error");
    expect(logged?.reqId).toBe("fault-42");
    expect((logged?.err as { message?: string })?.message).toBe("boom");
  });
});

describe("configuration", () => {
  const fails = (env: Record<string, string>) => {
    try {
      loadConfig(env);
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      return (err as Error).message;
    }
    throw new Error("loadConfig accepted a bad configuration");
  };

  it("names a bad PORT", () => {
    expect(fails({ PORT: "http" })).toBe("Invalid configuration:\n  PORT: must be a port number between 0 and 65535");
    expect(fails({ PORT: "70000" })).toContain("PORT: must be a port number between 0 and 65535");
  });

  it("refuses a short JWT_SECRET", () => {
    expect(fails({ JWT_SECRET: "short" })).toBe("Invalid configuration:\n  JWT_SECRET: must be at least 32 characters");
  });

  it("refuses malformed CORS origins, tenant id and URLs", () => {
    expect(fails({ CORS_ORIGINS: "partner.example.test" })).toContain("CORS_ORIGINS:");
    expect(fails({ DEFAULT_TENANT_ID: "zero" })).toContain("DEFAULT_TENANT_ID:");
    expect(fails({ PUBLIC_URL: "ftp://x" })).toContain("PUBLIC_URL:");
  });

  it("defaults the storefront tenant to 3", () => {
    expect(loadConfig({}).DEFAULT_TENANT_ID).toBe(3);
  });
});
