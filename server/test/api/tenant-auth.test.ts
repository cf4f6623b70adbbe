import { randomUUID } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app.ts";
import { tenants } from "../../src/db/schema/tenants.ts";
import { customerTenantId } from "../../src/plugins/request-context.ts";
import { buildUser } from "../factories.ts";
import { expiredToken, foreignToken } from "../support/forged-tokens.ts";
import { createTestApp } from "../support/test-app.ts";

const secret = "tenant-auth-secret-tenant-auth-secret";
const storefront = 9101; // served for brand.example.test
const defaultTenant = 9102; // DEFAULT_TENANT_ID
const partner = 9103;
const inactive = 9104;
const contextUrl = "/api/services/app/TestContext/Get";
const protectedUrl = "/api/services/app/TestContext/GetProtected";
const adminUrl = "/api/services/app/TestContext/GetAdmin";
const ownAccountUrl = "/api/services/app/TestContext/GetOwnAccount";
const customerDataUrl = "/api/services/app/TestContext/GetCustomerData";

/** Routes that echo the resolved request context; registered only in this test. */
async function contextRoutes(app: App) {
  const echo = async (request: FastifyRequest) => ({
    tenantId: request.storefront.tenantId,
    userId: request.user?.id ?? null,
    guestId: request.guestId,
  });
  app.get(contextUrl, async (request) => echo(request));
  app.get(protectedUrl, { preHandler: app.requireUser }, async (request) => echo(request));
  app.get(adminUrl, { preHandler: app.requireRole("admin") }, async (request) => echo(request));
  app.get(ownAccountUrl, { preHandler: app.requireOwnStorefront }, async (request) => echo(request));
  // A customer-data call as the cart uses it: guests and customers, the data tenant from the actor.
  app.get(customerDataUrl, async (request) => ({
    storefront: request.storefront,
    actor: request.actor,
    customerTenantId: customerTenantId(request),
  }));
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
const tokenFor = async (userId: number, tenantId: number | null, roles = ["customer"]) => {
  await buildUser(ctx.app.db, { id: userId, tenantId });
  return (await ctx.app.tokens.sign({ userId, tenantId, roles })).accessToken;
};

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

  it("never takes the storefront from the token: a partner's token browses the host's storefront", async () => {
    const token = await tokenFor(41, partner, ["tenantAdmin"]);
    const res = await get(contextUrl, { authorization: `Bearer ${token}`, host: "brand.example.test" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ tenantId: storefront, userId: 41, guestId: null });
    const named = await get(contextUrl, { authorization: `Bearer ${token}`, "Abp.TenantId": String(storefront) });
    expect(named.statusCode).toBe(200);
    expect(named.json().tenantId).toBe(storefront);
  });

  it("keeps the user's own tenant on the actor, apart from the storefront", async () => {
    const token = await tokenFor(52, partner, ["tenantAdmin"]);
    const res = await get(customerDataUrl, { authorization: `Bearer ${token}`, "Abp.TenantId": String(partner) });
    expect(res.json()).toEqual({
      storefront: { tenantId: partner, source: "header" },
      actor: { kind: "user", userId: 52, tenantId: partner, roles: ["tenantAdmin"] },
      customerTenantId: partner,
    });
  });

  it("gives a guest and an anonymous caller the storefront's tenant for customer data", async () => {
    const id = randomUUID();
    const asGuest = await get(customerDataUrl, { host: "brand.example.test", "X-Guest-Id": id });
    expect(asGuest.json()).toEqual({
      storefront: { tenantId: storefront, source: "host" },
      actor: { kind: "guest", guestId: id },
      customerTenantId: storefront,
    });
    const anonymous = await get(customerDataUrl, { cookie: `Abp.TenantId=${partner}` });
    expect(anonymous.json()).toEqual({
      storefront: { tenantId: partner, source: "cookie" },
      actor: { kind: "anonymous" },
      customerTenantId: partner,
    });
    const fallback = await get(customerDataUrl);
    expect(fallback.json().storefront).toEqual({ tenantId: defaultTenant, source: "default" });
  });

  it("refuses the own account's calls on another storefront (header, cookie or host) with 403", async () => {
    const token = await tokenFor(42, partner);
    const contradicting: Record<string, string>[] = [
      { "Abp.TenantId": String(storefront) },
      { cookie: `Abp-TenantId=${storefront}` },
      { host: "brand.example.test" },
      {},
    ];
    for (const headers of contradicting) {
      expect((await get(contextUrl, { authorization: `Bearer ${token}`, ...headers })).statusCode).toBe(200);
      expect((await get(customerDataUrl, { authorization: `Bearer ${token}`, ...headers })).statusCode).toBe(403);
      const res = await get(ownAccountUrl, { authorization: `Bearer ${token}`, ...headers });
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

  it("serves the own account's calls on the user's own storefront", async () => {
    const token = await tokenFor(43, partner);
    const res = await get(ownAccountUrl, { authorization: `Bearer ${token}`, "Abp.TenantId": String(partner) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ tenantId: partner, userId: 43, guestId: null });
    // An unknown id names no storefront: the default one is used, which is not the partner's.
    const unknown = await get(ownAccountUrl, { authorization: `Bearer ${token}`, "Abp.TenantId": "999999" });
    expect(unknown.statusCode).toBe(403);
    expect((await get(ownAccountUrl)).statusCode).toBe(401);
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
  const claims = { userId: 44, tenantId: partner, roles: ["customer"] };

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
    expect(res.json()).toEqual({ tenantId: defaultTenant, userId: 46, guestId: null });
  });

  it("answers 401 on a protected route without a token or with an expired, foreign or garbage one", async () => {
    const variants = [
      {},
      ...[await expiredToken(claims, secret), await foreignToken({ ...claims, userId: 45 }), "garbage.token.here"].map(
        (t) => ({
          authorization: `Bearer ${t}`,
        }),
      ),
    ];
    for (const headers of variants) {
      const res = await get(protectedUrl, headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(notLoggedIn);
    }
  });

  it("ignores a bad token on an anonymous route", async () => {
    for (const token of [await expiredToken(claims, secret), "garbage"]) {
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

describe("storefront and actor on the API's calls", () => {
  const app = "/api/services/app";
  const customerCalls = [
    { method: "GET", url: `${app}/ShoppingCart/GetCustomersCarts` },
    { method: "GET", url: `${app}/ShopLikeList/GetAllByCustomer` },
    { method: "POST", url: `${app}/Customers/Profile` },
    { method: "GET", url: `${app}/Customers/ExportMyData` },
  ] as const;
  /** Storefront 9101 named by header, or by host. */
  const otherStorefront: Record<string, string>[] = [
    { "Abp.TenantId": String(storefront) },
    { host: "brand.example.test" },
  ];
  const call = (method: "GET" | "POST", url: string, headers: Record<string, string>) =>
    ctx.app.inject({ method, url, headers });

  it("lets a partner admin's token browse another storefront's catalogue (200)", async () => {
    const token = await tokenFor(60, partner, ["tenantAdmin"]);
    for (const headers of otherStorefront) {
      for (const url of [`${app}/ShopType/GetAll`, `${app}/MenuCategory/GetAll`]) {
        const res = await call("GET", url, { authorization: `Bearer ${token}`, ...headers });
        expect(res.statusCode, url).toBe(200);
      }
    }
  });

  it("refuses a customer's own-data calls on another storefront (403), by header or host", async () => {
    const token = await tokenFor(61, defaultTenant);
    for (const headers of otherStorefront) {
      for (const { method, url } of customerCalls) {
        const res = await call(method, url, { authorization: `Bearer ${token}`, ...headers });
        expect(res.statusCode, url).toBe(403);
        expect(res.json().error.message).toBe("The tenant of the request does not match the signed-in user's tenant.");
      }
      // The catalogue is still open to them there.
      expect(
        (await call("GET", `${app}/MenuCategory/GetAll`, { authorization: `Bearer ${token}`, ...headers })).statusCode,
      ).toBe(200);
    }
  });

  it("serves a customer's cart and likes on their own storefront, and a guest's cart by header", async () => {
    const token = await tokenFor(62, defaultTenant);
    for (const url of [`${app}/ShoppingCart/GetCustomersCarts`, `${app}/ShopLikeList/GetAllByCustomer`]) {
      const res = await call("GET", url, { authorization: `Bearer ${token}`, "Abp.TenantId": String(defaultTenant) });
      expect(res.statusCode, url).toBe(200);
      expect(res.json().result.items).toEqual([]);
    }
    const asGuest = await call("GET", `${app}/ShoppingCart/GetCustomersCarts`, {
      host: "brand.example.test",
      "X-Guest-Id": randomUUID(),
    });
    expect(asGuest.statusCode).toBe(200);
    const anonymous = await call("GET", `${app}/ShoppingCart/GetCustomersCarts`, { host: "brand.example.test" });
    expect(anonymous.statusCode).toBe(401);
  });
});
