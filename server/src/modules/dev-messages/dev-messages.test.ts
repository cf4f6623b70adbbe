import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createTestDatabase } from "../../../test/support/test-app.ts";
import { ConfigError, loadConfig } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { messageLog } from "../../db/schema/index.ts";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(messageLog).values([
    { channel: "sms", recipient: "+14165550199", body: "Your Dutchpot security code is 111111." },
    { channel: "email", recipient: "ada@example.com", subject: "Reset", body: "Your code: 222222" },
    { channel: "sms", recipient: "+14165550199", body: "Your Dutchpot security code is 333333." },
    { channel: "sms", recipient: "+16475550123", body: "Your Dutchpot security code is 444444." },
  ]);
});
afterAll(async () => database?.close());

describe("GET /api/dev/messages", () => {
  it("is not registered unless EXPOSE_DEV_MESSAGES is set", async () => {
    const ctx = await createTestApp({}, { database });
    const res = await ctx.app.inject({ method: "GET", url: "/api/dev/messages?to=%2B14165550199" });
    expect(res.statusCode).toBe(404);
    await ctx.app.close();
  });

  it("lists a recipient's latest messages, newest first, with their code", async () => {
    const ctx = await createTestApp({ EXPOSE_DEV_MESSAGES: "true" }, { database });
    const phone = await ctx.app.inject({ method: "GET", url: "/api/dev/messages?to=4165550199" });
    expect(phone.statusCode).toBe(200);
    expect(phone.json().result.items.map((m: { code: string }) => m.code)).toEqual(["333333", "111111"]);
    const email = await ctx.app.inject({ method: "GET", url: "/api/dev/messages?to=ADA@example.com&limit=1" });
    expect(email.json().result.items).toEqual([
      expect.objectContaining({ channel: "email", recipient: "ada@example.com", subject: "Reset", code: "222222" }),
    ]);
    await ctx.app.close();
  });

  it("is refused in production", () => {
    expect(() => loadConfig({ NODE_ENV: "production", EXPOSE_DEV_MESSAGES: "true" })).toThrow(ConfigError);
    expect(loadConfig({ NODE_ENV: "test", EXPOSE_DEV_MESSAGES: "true" }).EXPOSE_DEV_MESSAGES).toBe(true);
  });
});
