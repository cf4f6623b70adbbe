import { Writable } from "node:stream";
import { endpoints } from "@dutchpot/contract";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTenant } from "../../test/factories.ts";
import { createTestApp } from "../../test/support/test-app.ts";
import { logRedaction } from "../lib/log-redaction.ts";
import { OneLineRequestLog } from "./request-log.ts";

let lines: Record<string, unknown>[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});
let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp({}, { logger: { level: "info", stream, redact: logRedaction } });
  await buildTenant(ctx.app.db, { id: 3, tenancyName: "dutchpot", name: "Dutchpot", kind: "marketplace" });
  ctx.app.tenantDirectory.invalidate();
});
afterAll(async () => ctx?.close());

const requestLines = (reqId: string) => lines.filter((line) => line.reqId === reqId);

describe("the request log (issue 17: one line per request)", () => {
  it("writes one line per answered request: method, URL, status, time taken and request id", async () => {
    lines = [];
    const answer = await ctx.app.inject({
      method: "GET",
      url: "/health/live?probe=1",
      headers: { "x-request-id": "req-log-1" },
    });
    expect(answer.statusCode).toBe(200);
    const [line, ...more] = requestLines("req-log-1");
    expect(more).toEqual([]);
    expect(line).toMatchObject({
      level: 30,
      msg: "request completed",
      reqId: "req-log-1",
      req: { method: "GET", url: "/health/live?probe=1" },
      res: { statusCode: 200 },
    });
    expect(typeof line?.responseTime).toBe("number");
  });

  it("logs refused calls too, with their status, and a credential in the URL censored", async () => {
    lines = [];
    const guest = "5b0f7a3e-9c1d-4e2f-8a6b-1c2d3e4f5a6b";
    await ctx.app.inject({
      method: "GET",
      url: `/api/services/app/NoSuch/Call?guestId=${guest}`,
      headers: { "x-request-id": "req-log-2" },
    });
    const completed = requestLines("req-log-2").filter((line) => line.msg === "request completed");
    expect(completed).toMatchObject([
      { req: { method: "GET", url: "/api/services/app/NoSuch/Call?guestId=[redacted]" }, res: { statusCode: 404 } },
    ]);
    expect(JSON.stringify(lines)).not.toContain(guest);
  });

  it("carries no credential of its own: the line is safe even from a logger without redaction", async () => {
    // The request line is written without pino's redaction (its cost); what it holds must be safe as built.
    const written: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split("\n").filter(Boolean)) written.push(JSON.parse(line));
        done();
      },
    });
    const app = Fastify({ logger: { level: "info", stream: sink }, logController: new OneLineRequestLog() });
    app.get("/events", async () => ({ ok: true }));
    const token = "eyJhbGciOiJIUzI1NiJ9.c2VjcmV0.c2ln";
    await app.inject({
      method: "GET",
      url: `/events?access_token=${token}&keyword=pizza`,
      headers: { authorization: `Bearer ${token}`, cookie: `session=${token}`, "x-request-id": "ignored" },
    });
    await app.close();
    const [line, ...more] = written.filter((entry) => entry.msg === "request completed");
    expect(more).toEqual([]);
    expect(line).toMatchObject({
      level: 30,
      reqId: expect.any(String),
      req: { method: "GET", url: "/events?access_token=[redacted]&keyword=pizza" },
      res: { statusCode: 200 },
    });
    expect(Object.keys(line?.req as object).sort()).toEqual(["method", "url"]);
    expect(JSON.stringify(written)).not.toContain(token);
  });

  it("never logs a token, password, card number or cookie a request sends, in its headers or its body", async () => {
    lines = [];
    const token = "eyJhbGciOiJIUzI1NiJ9.bWF0cml4LXNlY3JldA.c2lnbmF0dXJlLWxlYWs";
    const password = "Tr0ub4dor&3-never-logged";
    const card = "4111 1111 1111 1111";
    const cvv = "8642";
    const cookie = "refresh=cookie-secret-7f3a9b";
    const secretHeaders = {
      "Abp.TenantId": "3",
      authorization: `Bearer ${token}`,
      cookie,
      "x-guest-id": "0f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b",
    };
    const sends = [
      // A bad password, a refused sign-in (401/400), a card refused by validation, a card with no one
      // signed in, a body that is not JSON at all, and a read with a token in its query.
      {
        method: "POST",
        url: endpoints["TokenAuth.Authenticate"].path,
        payload: { userNameOrEmailAddress: "x@example.com", password },
      },
      {
        method: "POST",
        url: endpoints["Payments.TokenizeCard"].path,
        payload: { cardNumber: card, expiryMonth: 13, expiryYear: 1, cvv },
      },
      {
        method: "POST",
        url: endpoints["Payments.TokenizeCard"].path,
        payload: { cardNumber: card.replace(/ /g, ""), expiryMonth: 12, expiryYear: 2099, cvv },
      },
      {
        method: "POST",
        url: endpoints["User.ChangePassword"].path,
        payload: { currentPassword: password, newPassword: password },
      },
      {
        method: "POST",
        url: endpoints["TokenAuth.Authenticate"].path,
        payload: `{"password":"${password}","cardNumber":"${card}"`,
      },
      { method: "GET", url: `${endpoints["ShopType.GetAll"].path}?token=${token}` },
    ] as const;
    for (const send of sends) {
      const res = await ctx.app.inject({
        method: send.method,
        url: send.url,
        headers: { ...secretHeaders, ...("payload" in send ? { "content-type": "application/json" } : {}) },
        ...("payload" in send ? { payload: send.payload } : {}),
      });
      expect(res.statusCode, `${send.url}: ${res.body}`).toBeLessThan(500);
    }
    expect(lines.filter((line) => line.msg === "request completed")).toHaveLength(sends.length);
    const everything = JSON.stringify(lines);
    for (const secret of [token, password, card, card.replace(/ /g, ""), cookie, "cookie-secret", cvv]) {
      expect(everything).not.toContain(secret);
    }
  });
});
