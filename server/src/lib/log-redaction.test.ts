import { Writable } from "node:stream";
import { identityPaths } from "@dutchpot/contract";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTenant } from "../../test/factories.ts";
import { createTestApp } from "../../test/support/test-app.ts";
import { logRedaction, maskIdentifier, withoutUrlSecrets } from "./log-redaction.ts";

/** Everything the app logs, as pino writes it (JSON lines) through the process logger's redaction. */
let out = "";
const stream = new Writable({
  write(chunk, _encoding, done) {
    out += String(chunk);
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

const email = "secret.person@example.com";
const national = "4165550142";
const call = (url: string, body: unknown, form = false) =>
  ctx.app.inject({
    method: "POST",
    url,
    headers: {
      "Abp.TenantId": "3",
      "content-type": form ? "application/x-www-form-urlencoded" : "application/json",
    },
    payload: form ? new URLSearchParams(body as Record<string, string>).toString() : JSON.stringify(body),
    remoteAddress: "10.40.0.1",
  });

describe("log redaction (issue 13 item 11)", () => {
  it("keeps every sign-in identifier out of the log, whatever the call did", async () => {
    const signUp = { name: "Secret", surname: "Person", emailAddress: email, password: "correct horse 1" };
    expect((await call(identityPaths.register, { ...signUp, phoneNumber: `+1${national}` })).statusCode).toBe(200);
    // Taken: a notice to the owner goes through the message log provider.
    expect((await call(identityPaths.register, { ...signUp, phoneNumber: "+16475550100" })).statusCode).toBe(409);
    expect(
      (await call(identityPaths.authenticate, { userNameOrEmailAddress: email, password: "wrong" })).statusCode,
    ).toBe(400);
    expect((await call(identityPaths.authenticate, { userNameOrEmailAddress: email })).statusCode).toBe(400);
    expect((await call(identityPaths.sendPasswordResetCode, { emailAddress: email })).statusCode).toBe(200);
    expect(
      (await call(identityPaths.generatePhoneCode, { phoneNumber: national, countryCode: "+1" }, true)).statusCode,
    ).toBe(200);
    // A NUL byte: refused by validation (decision 027), and the identifier still not logged.
    const nul = await call(identityPaths.authenticate, { userNameOrEmailAddress: `${email}\u0000`, password: "x" });
    expect(nul.statusCode).toBe(400);

    expect(out).toContain("message log: message stored");
    expect(out.toLowerCase()).not.toContain("secret.person");
    expect(out).not.toContain(national);
    expect(out).toContain(String(maskIdentifier(email)));
  });

  it("keeps a bearer token and a guest id given in the URL out of the request log", async () => {
    const token = "eyJhbGciOiJIUzI1NiJ9.c2VjcmV0LXBheWxvYWQ.c2lnbmF0dXJlLXNlY3JldA";
    const guest = "5b0f7a3e-9c1d-4e2f-8a6b-1c2d3e4f5a6b";
    out = "";
    await ctx.app.inject({
      method: "GET",
      // A refused call (a Last-Event-ID too long) is logged like any other, and answers at once.
      url: `/api/services/app/ShoppingCart/Events?ACCESS_TOKEN=${token}&lastEventId=12345678901234567&GuestId=${guest}`,
      headers: { "Abp.TenantId": "3" },
    });
    expect(out).toContain(
      "ShoppingCart/Events?ACCESS_TOKEN=[redacted]&lastEventId=12345678901234567&GuestId=[redacted]",
    );
    expect(out).not.toContain(token);
    expect(out).not.toContain(guest);
  });

  it("censors only credential parameters of a URL", () => {
    expect(withoutUrlSecrets("/api/x?keyword=pizza&access_token=abc&token=def")).toBe(
      "/api/x?keyword=pizza&access_token=[redacted]&token=[redacted]",
    );
    expect(withoutUrlSecrets("/api/x?guest%49d=abc&%E0%A4%A=1")).toBe("/api/x?guest%49d=[redacted]&%E0%A4%A=1");
    expect(withoutUrlSecrets("/api/x")).toBe("/api/x");
  });

  it("masks identifiers and strips a failed query's parameters from error text", async () => {
    expect(maskIdentifier("Ana.Lima@Example.com")).toMatch(/^A\*\*\*@Example\.com#[0-9a-f]{8}$/);
    expect(maskIdentifier("ana.lima@example.com")).toBe(
      String(maskIdentifier("Ana.Lima@Example.com")).replace("A***@Example.com", "a***@example.com"),
    );
    expect(maskIdentifier("+14165550142")).toMatch(/^\+\*{9}42#[0-9a-f]{8}$/);
    expect(maskIdentifier("ana")).toMatch(/^a\*\*\*#[0-9a-f]{8}$/);
    const error = Object.assign(new Error(`Failed query: select 1 where x = $1\nparams: ${email}`), {
      params: [email],
    });
    let line = "";
    const sink = new Writable({
      write(chunk, _encoding, done) {
        line += String(chunk);
        done();
      },
    });
    // A logger of its own, configured as the process logger is.
    const app = Fastify({ logger: { level: "info", stream: sink, redact: logRedaction } });
    app.log.error({ err: error }, "unhandled error");
    await app.close();
    expect(line).toContain("Failed query: select 1 where x = $1");
    expect(line).toContain("params: [redacted]");
    expect(line).not.toContain(email);
  });
});
