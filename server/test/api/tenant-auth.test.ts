import { randomUUID } from "node:crypto";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app.ts";
import { tenants } from "../../src/db/schema/tenants.ts";
import { createTestApp } from "../support/test-app.ts";

const secret = "tenant-auth-secret-tenant-auth-secret";
const storefront = 9101; // served for brand.example.test
const defaultTenant = 9102; // DEFAULT_TENANT_ID
const partner = 9103;
const inactive = 9104;
const contextUrl = "/api/services/app/TestContext/Get";
const protectedUrl = "/api/services/app/TestContext/GetProtected";
const adminUrl = "/api/services/app/TestContext/GetAdmin";

/** Routes that echo the resolved request context; registered only in this test. */
async function contextRoutes(app: App) {
  const echo = async (request: { tenantId: number; user: { id: number } | null; guestId: string | null }) => ({
    tenantId: request.tenantId,
    userId: request.user?.id ?? null,
    guestId: request.guestId,
  });
  app.get(contextUrl, async (request) => echo(request));
  app.get(protectedUrl, { preHandler: app.requireUser }, async (request) => echo(request));
  app.get(adminUrl, { preHandler: app.requireRole("admin") }, async (request) => echo(request));
}

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp(
    { JWT_SECRET: secret, DEFAULT_TENANT_ID: String(defaultTenant) },
    { register: contextRoutes },
  );
  await ctx.app.db.insert(tenants).values([
    {
      id: storefront,
      tenancyName: "t9101",
      name: "Brand",
      kind: "marketplace",
      settings: { hostNames: ["brand.example.test"] },
    },
    { id: defaultTenant, tenancyName: "t9102", name: "Default", kind: "marketplace" },
    { id: partner, tenancyName: "t9103", name: "Partner" },
    { id: inactive, tenancyName: "t9104", name: "Closed", isActive: false },
  ]);
  ctx.app.tenantDirectory.invalidate();
});
afterAll(async () => ctx?.close());

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: "GET", url, headers });
const tokenFor = async (userId: number, tenantId: number | null, roles = ["customer"]) =>
  (await ctx.app.tokens.sign({ userId, tenantId, roles })).accessToken;

describe("tenant resolution", () => {
  it("takes Abp.TenantId and Abp-TenantId in any letter case", async () => {
    expect((await get(contextUrl, { "Abp.TenantId": String(partner) })).json().tenantId).toBe(partner);
    expect((await get(contextUrl, { "abp-tenantid": String(partner) })).json().tenantId).toBe(partner);
    expect((await get(contextUrl, { "ABP.TENANTID": String(partner) })).json().tenantId).toBe(partner);
  });

  it("falls back to the cookie of the same name", async () => {
    const res = await get(contextUrl, { cookie: `Abp.TenantId=${partner}` });
    expect(res.json().tenantId).toBe(partner);
  });

  it("prefers the header over the cookie", async () => {
    const res = await get(contextUrl, { "Abp.TenantId": String(storefront), cookie: `Abp.TenantId=${partner}` });
    expect(res.json().tenantId).toBe(storefront);
  });

  it("ignores non-integer, unknown and inactive tenant ids", async () => {
    for (const value of ["null", "abc", "3.5", "-1", "999999", String(inactive)]) {
      const res = await get(contextUrl, { "Abp.TenantId": value });
      expect(res.statusCode).toBe(200);
      expect(res.json().tenantId).toBe(defaultTenant);
    }
  });

  it("uses the storefront configured for the host name, else DEFAULT_TENANT_ID", async () => {
    expect((await get(contextUrl, { host: "brand.example.test" })).json().tenantId).toBe(storefront);
    expect((await get(contextUrl, { host: "BRAND.example.test:8080" })).json().tenantId).toBe(storefront);
    expect((await get(contextUrl, { host: "other.example.test" })).json().tenantId).toBe(defaultTenant);
    // An explicit header still wins over the host.
    const named = await get(contextUrl, { host: "brand.example.test", "Abp.TenantId": String(partner) });
    expect(named.json().tenantId).toBe(partner);
  });

  it("lets the signed-in user's token tenant win", async () => {
    const token = await tokenFor(41, partner);
    const res = await get(contextUrl, { authorization: `Bearer ${token}`, host: "brand.example.test" });
    expect(res.json()).toEqual({ tenantId: partner, userId: 41, guestId: null });
    const same = await get(contextUrl, { authorization: `Bearer ${token}`, "Abp.TenantId": String(partner) });
    expect(same.json().tenantId).toBe(partner);
  });

  it("refuses a header or cookie that contradicts the token's tenant with 403", async () => {
    const token = await tokenFor(42, partner);
    const contradicting: Record<string, string>[] = [
      { "Abp.TenantId": String(storefront) },
      { cookie: `Abp-TenantId=${storefront}` },
    ];
    for (const headers of contradicting) {
      const res = await get(contextUrl, { authorization: `Bearer ${token}`, ...headers });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        result: null,
        targetUrl: null,
        success: false,
        error: {
          code: 0,
          message: "The tenant of the request does not match the signed-in user's tenant.",
          details: null,
          validationErrors: null,
        },
        unAuthorizedRequest: true,
        __abp: true,
      });
    }
  });

  it("does not treat an unknown tenant id as a contradiction", async () => {
    const token = await tokenFor(43, partner);
    const res = await get(contextUrl, { authorization: `Bearer ${token}`, "Abp.TenantId": "999999" });
    expect(res.statusCode).toBe(200);
    expect(res.json().tenantId).toBe(partner);
  });
});

const notLoggedIn = {
  result: null,
  targetUrl: null,
  success: false,
  error: { code: 0, message: "Current user did not login to the application!", details: null, validationErrors: null },
  unAuthorizedRequest: true,
  __abp: true,
};

describe("bearer authentication", () => {
  const expiredToken = () =>
    new SignJWT({ tenantId: partner, roles: ["customer"] })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject("44")
      .setJti(randomUUID())
      .setIssuer("dutchpot")
      .setAudience("dutchpot")
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(new TextEncoder().encode(secret));
  const foreignToken = () =>
    new SignJWT({ tenantId: partner, roles: ["customer"] })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject("45")
      .setJti(randomUUID())
      .setIssuer("dutchpot")
      .setAudience("dutchpot")
      .setIssuedAt()
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode("some-other-secret-some-other-secret!"));

  it("signs a token whose claims round-trip", async () => {
    const issued = await ctx.app.tokens.sign({ userId: 7, tenantId: partner, roles: ["customer"] });
    expect(issued.expireInSeconds).toBe(86_400);
    const checked = await ctx.app.tokens.verify(issued.accessToken);
    expect(checked).toMatchObject({
      ok: true,
      claims: { userId: 7, tenantId: partner, roles: ["customer"], jti: issued.jti },
    });
  });

  it("serves a protected route to a valid token", async () => {
    const res = await get(protectedUrl, { authorization: `Bearer ${await tokenFor(46, partner)}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ tenantId: partner, userId: 46, guestId: null });
  });

  it("answers 401 on a protected route without a token or with an expired, foreign or garbage one", async () => {
    const variants = [
      {},
      ...[await expiredToken(), await foreignToken(), "garbage.token.here"].map((t) => ({
        authorization: `Bearer ${t}`,
      })),
    ];
    for (const headers of variants) {
      const res = await get(protectedUrl, headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(notLoggedIn);
    }
  });

  it("ignores a bad token on an anonymous route", async () => {
    for (const token of [await expiredToken(), "garbage"]) {
      const res = await get(contextUrl, { authorization: `Bearer ${token}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ tenantId: defaultTenant, userId: null, guestId: null });
    }
  });

  it("answers 403 when the user lacks the role, 200 when they hold it", async () => {
    const customer = await get(adminUrl, { authorization: `Bearer ${await tokenFor(47, partner)}` });
    expect(customer.statusCode).toBe(403);
    expect(customer.json().error.message).toBe(
      "Required permissions are not granted. At least one of these permissions must be granted: admin",
    );
    expect(customer.json().unAuthorizedRequest).toBe(true);
    const admin = await get(adminUrl, { authorization: `Bearer ${await tokenFor(48, partner, ["admin"])}` });
    expect(admin.statusCode).toBe(200);
    expect((await get(adminUrl)).statusCode).toBe(401);
  });

  it("treats a token of a deactivated tenant as signed out", async () => {
    const res = await get(protectedUrl, { authorization: `Bearer ${await tokenFor(49, inactive)}` });
    expect(res.statusCode).toBe(401);
  });

  it("drops revoked tokens once a revocation check is installed", async () => {
    const token = await tokenFor(50, partner);
    ctx.app.setRevocationCheck(async (_jti, userId) => userId === 50);
    try {
      expect((await get(protectedUrl, { authorization: `Bearer ${token}` })).statusCode).toBe(401);
      expect(await ctx.app.isRevoked("x", 51, 0)).toBe(false);
    } finally {
      ctx.app.setRevocationCheck(async () => false);
    }
    expect((await get(protectedUrl, { authorization: `Bearer ${token}` })).statusCode).toBe(200);
  });
});

describe("guest id header", () => {
  it("accepts a uuid (lower-cased) and ignores anything else", async () => {
    const id = randomUUID();
    expect((await get(contextUrl, { "X-Guest-Id": id.toUpperCase() })).json().guestId).toBe(id);
    for (const value of ["guest-1", "", "' or 1=1 --", `${id}x`]) {
      expect((await get(contextUrl, { "x-guest-id": value })).json().guestId).toBeNull();
    }
  });
});
