import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../test/support/test-app.ts";
import { logRedaction } from "../lib/log-redaction.ts";

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
});
