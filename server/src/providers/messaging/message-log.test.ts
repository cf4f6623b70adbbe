import type { FastifyBaseLogger } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/support/test-app.ts";
import { messageLog } from "../../db/schema/index.ts";
import { MessageLogSender } from "./message-log.ts";

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

describe("message log provider", () => {
  it("stores the message and logs its text, so a demo user finds their code in the server log", async () => {
    const logged: { fields: Record<string, unknown>; message: string }[] = [];
    const log = {
      info: (fields: Record<string, unknown>, message: string) => logged.push({ fields, message }),
    } as unknown as FastifyBaseLogger;
    const sentAt = new Date("2026-11-23T12:00:00Z");
    const sender = new MessageLogSender(ctx.database.db, log, () => sentAt);
    await sender.send({ channel: "sms", to: "+14165550123", body: "Your Dutchpot code is 482913", tenantId: null });

    const rows = await ctx.database.db.select().from(messageLog);
    expect(rows).toMatchObject([
      { channel: "sms", recipient: "+14165550123", body: "Your Dutchpot code is 482913", createdAt: sentAt },
    ]);
    expect(logged).toEqual([
      {
        fields: { channel: "sms", to: "+14165550123", subject: undefined, text: "Your Dutchpot code is 482913" },
        message: "message log: message stored (not delivered)",
      },
    ]);
  });
});
