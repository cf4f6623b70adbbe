import { randomUUID } from "node:crypto";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app.ts";
import { buildCustomer } from "../../src/modules/cart/cart.fixtures.ts";
import { buildTenant } from "../factories.ts";
import { createTestApp, createTestDatabase } from "../support/test-app.ts";

const app = "/api/services/app";
const failingUrl = `${app}/TestEnvelope/Fail`;

/** A route with a real bug, for the masked 500. */
async function failingRoute(instance: App) {
  instance.get(failingUrl, async () => {
    throw new TypeError("Cannot read properties of undefined (reading 'id')");
  });
}

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let otherTenant: number;
beforeAll(async () => {
  ctx = await createTestApp({}, { register: failingRoute });
  await buildTenant(ctx.database.db, { id: 3, tenancyName: "dutchpot", name: "Dutchpot", kind: "marketplace" });
  otherTenant = (await buildTenant(ctx.database.db, { kind: "marketplace", name: "Other" })).id;
});
afterAll(async () => ctx?.close());

/** The ABP error envelope, as every client reads it. */
function expectEnvelope(
  res: { statusCode: number; headers: Record<string, unknown>; json(): unknown },
  status: number,
) {
  expect(res.statusCode).toBe(status);
  expect(String(res.headers["content-type"])).toMatch(/^application\/json/);
  expect(res.json()).toMatchObject({
    result: null,
    targetUrl: null,
    success: false,
    error: { code: expect.any(Number), message: expect.any(String) },
    unAuthorizedRequest: status === 401 || status === 403,
    __abp: true,
  });
  return res.json() as { error: { message: string; details: string | null } };
}

/** A raw HTTP/1.1 exchange (for what the HTTP parser refuses before Fastify sees a request). */
async function rawExchange(port: number, request: string) {
  const socket = connect(port, "127.0.0.1");
  socket.write(request);
  let text = "";
  for await (const chunk of socket) text += chunk;
  const [head = "", body = ""] = text.split("\r\n\r\n");
  const [statusLine = "", ...headerLines] = head.split("\r\n");
  const headers = Object.fromEntries(
    headerLines.map((line) => [
      line.slice(0, line.indexOf(":")).toLowerCase(),
      line.slice(line.indexOf(":") + 1).trim(),
    ]),
  );
  return { statusCode: Number(statusLine.split(" ")[1]), headers, json: () => JSON.parse(body) as unknown };
}

describe("ABP envelope on /api: every status the server sends (issue 13 item 8)", () => {
  it("400: a body that fails validation, and malformed JSON", async () => {
    const invalid = await ctx.app.inject({ method: "POST", url: `${app}/Customers/Register`, payload: {} });
    expectEnvelope(invalid, 400);
    const malformed = await ctx.app.inject({
      method: "POST",
      url: `${app}/Customers/Register`,
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expectEnvelope(malformed, 400);
  });

  it("401: a signed-in call without a token", async () => {
    const res = await ctx.app.inject({ method: "GET", url: `${app}/Customers/ExportMyData` });
    expect(expectEnvelope(res, 401).error.message).toBe("Current user did not login to the application!");
  });

  it("403: a customer on another storefront than their own", async () => {
    const customer = await buildCustomer(ctx.database.db, ctx.app.tokens, 3);
    const res = await ctx.app.inject({
      method: "GET",
      url: `${app}/Customers/ExportMyData`,
      headers: { authorization: customer.authorization, "Abp.TenantId": String(otherTenant) },
    });
    expectEnvelope(res, 403);
  });

  it("404: an unknown API route", async () => {
    const res = await ctx.app.inject({ method: "GET", url: `${app}/Nothing/Here` });
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
    expectEnvelope(res, 404);
  });

  it("400: a path with a broken percent-encoding, which the router refuses before any route", async () => {
    for (const method of ["GET", "POST"] as const) {
      const res = await ctx.app.inject({ method, url: `${app}/%ED%A0%80/x` });
      const body = expectEnvelope(res, 400);
      expect(body.error.details).toBe("The request's path is not a valid URL.");
    }
  });

  it("405 with Allow: a known API path called with another method (any letter case)", async () => {
    const res = await ctx.app.inject({ method: "GET", url: `${app}/customers/register?x=1` });
    const body = expectEnvelope(res, 405);
    expect(res.headers.allow).toBe("POST");
    expect(body.error.message).toBe("Method not allowed!");
    expect(body.error.details).toBe(
      "The API endpoint /api/services/app/customers/register does not accept GET; it accepts POST.",
    );
  });

  it("409: an Idempotency-Key reused with another body", async () => {
    const headers = { "x-guest-id": randomUUID(), "Idempotency-Key": randomUUID(), "Abp.TenantId": "3" };
    const create = (shopId: number) =>
      ctx.app.inject({ method: "POST", url: `${app}/ShoppingCart/Create`, headers, payload: { shopId } });
    expect((await create(987_001)).statusCode).toBeLessThan(500); // the first answer is stored
    expectEnvelope(await create(987_002), 409);
  });

  it("413: a body over 1 MB", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: `${app}/Customers/Register`,
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ name: "x".repeat(1024 * 1024 + 1) }),
    });
    expectEnvelope(res, 413);
  });

  it("415: a body of a type the API does not read", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: `${app}/Customers/Register`,
      headers: { "content-type": "application/xml" },
      payload: "<register/>",
    });
    expectEnvelope(res, 415);
  });

  it("429 with Retry-After: past the rate limit", async () => {
    const limited = await createTestApp({ RATE_LIMIT_MAX: "1" }, { database: ctx.database });
    try {
      await limited.app.inject({ method: "GET", url: `${app}/Nothing/Here` });
      const res = await limited.app.inject({ method: "GET", url: `${app}/Nothing/Here` });
      expectEnvelope(res, 429);
      expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });

  it("500: an unexpected fault, its message masked", async () => {
    const res = await ctx.app.inject({ method: "GET", url: failingUrl });
    const body = expectEnvelope(res, 500);
    expect(body.error.message).toBe("An internal error occurred during your request!");
    expect(JSON.stringify(body)).not.toContain("Cannot read");
  });

  it("503 with Retry-After: the database is away", async () => {
    const away = await createTestDatabase();
    const t = await createTestApp({}, { database: away });
    try {
      await away.close();
      const res = await t.app.inject({ method: "GET", url: `${app}/ShopType/GetAll` });
      expectEnvelope(res, 503);
      expect(res.headers["retry-after"]).toBe("5");
    } finally {
      // Its onClose hooks (the event hub's listener) still reach for the closed database.
      await t.app.close().catch(() => {});
    }
  });

  describe("what the HTTP parser refuses, on a listening server", () => {
    let port: number;
    beforeAll(async () => {
      await ctx.app.listen({ port: 0, host: "127.0.0.1" });
      port = (ctx.app.server.address() as { port: number }).port;
    });

    it("431: a ~60 KB query string (URL and headers over 16 KB)", async () => {
      const res = await rawExchange(
        port,
        `GET ${app}/Shop/SearchStores?Keyword=${"a".repeat(60_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`,
      );
      const body = expectEnvelope(res, 431);
      expect(body.error.message).toBe("Request Header Fields Too Large");
      expect(body.error.details).toBe(
        "The request's URL and headers exceed 16 KB together; send long input in a POST body.",
      );
    });

    it("400: a request that is not HTTP", async () => {
      const res = await rawExchange(port, "HELLO THERE\r\n\r\n");
      expectEnvelope(res, 400);
    });
  });
});
