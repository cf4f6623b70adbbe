import { randomUUID } from "node:crypto";
import { Writable } from "node:stream";
import { endpoints } from "@dutchpot/contract";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSignedInUser } from "../../../test/discovery-factories.ts";
import { buildTenant } from "../../../test/factories.ts";
import { dumpDatabase } from "../../../test/support/dump-database.ts";
import { createTestApp } from "../../../test/support/test-app.ts";
import { withTransaction } from "../../db/transaction.ts";
import { logRedaction } from "../../lib/log-redaction.ts";
import { createSandboxProvider } from "../../providers/payments/sandbox.ts";
import { createPaymentsService } from "./payments.service.ts";

/**
 * Card numbers and CVVs never reach the database or the log (issue 12): after a card is typed,
 * tokenized, charged and saved, neither the number (with or without spaces) nor the CVV occurs in
 * any row of any table, nor anywhere in the server's log, captured at its most verbose level.
 */
const number = "4111 1111 1111 1111";
const digits = number.replace(/\s/g, "");
const cvv = "8642";
/** The CVV as a number of its own (not inside a longer run of hex digits, such as an id or a time). */
const cvvAlone = new RegExp(`(^|[^0-9a-fA-F])${cvv}([^0-9a-fA-F]|$)`);

let log = "";
let ctx: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      log += String(chunk);
      done();
    },
  });
  // No redaction here: the log must not carry card data even without the process logger's censor.
  ctx = await createTestApp({}, { logger: { level: "trace", stream } });
  await buildTenant(ctx.database.db, { id: 3, tenancyName: "dutchpot", name: "Dutchpot", kind: "marketplace" });
});
afterAll(async () => ctx?.close());

describe("card data", () => {
  it("keeps the card number and CVV out of every table and out of the log", async () => {
    const customer = await buildSignedInUser(ctx.app.db, ctx.app.tokens, 3);
    const headers = { "Abp.TenantId": "3", authorization: customer.authorization };
    const tokenize = async () => {
      const res = await ctx.app.inject({
        method: "POST",
        url: endpoints["Payments.TokenizeCard"].path,
        headers,
        payload: { cardNumber: number, expiryMonth: 12, expiryYear: new Date().getUTCFullYear() + 2, cvv },
      });
      expect(res.statusCode).toBe(200);
      return res.json().result.token as string;
    };
    // A refused attempt too: its number must not be echoed into the log either.
    const refused = await ctx.app.inject({
      method: "POST",
      url: endpoints["Payments.TokenizeCard"].path,
      headers,
      payload: { cardNumber: "4111 1111 1111 1112", expiryMonth: 12, expiryYear: 2099, cvv },
    });
    expect(refused.statusCode).toBe(400);

    const saved = await ctx.app.inject({
      method: "POST",
      url: endpoints["Customers.SaveCustomerCard"].path,
      headers,
      payload: { Id: await tokenize() },
    });
    expect(saved.statusCode).toBe(200);

    // A payment and a card saved from it, as ProcessPayment does, in one transaction.
    const payments = createPaymentsService(ctx.app.db, createSandboxProvider({ db: ctx.app.db }));
    const token = await tokenize();
    await withTransaction(ctx.app.db, async (tx) => {
      const key = randomUUID();
      const paid = await payments.provider.charge(
        { idempotencyKey: key, amountCents: 1234, currency: "CAD", sourceId: token },
        tx,
      );
      await payments.recordPayment(
        {
          tenantId: 3,
          orderId: 1,
          provider: "sandbox",
          paymentId: paid.paymentId,
          idempotencyKey: key,
          amountCents: 1234,
          card: paid.card,
        },
        tx,
      );
      await payments.saveCardFromPayment({ tenantId: 3, userId: customer.id }, paid.paymentId, tx);
    });

    const dump = await dumpDatabase(ctx.app.db);
    expect(dump).toContain("sandbox_payments");
    expect(dump).toContain("1111"); // the last four digits are kept, as they should be
    for (const text of [dump, log]) {
      expect(text).not.toContain(digits);
      expect(text).not.toContain(number);
      expect(text).not.toContain("4111111111111112");
      expect(text).not.toMatch(cvvAlone);
    }
    // The request log was captured (so its silence about the body means something).
    expect(log).toContain(endpoints["Payments.TokenizeCard"].path);
  });

  it("censors card fields in the process logger, should anything ever log them", async () => {
    let out = "";
    const stream = new Writable({
      write(chunk, _encoding, done) {
        out += String(chunk);
        done();
      },
    });
    const app = Fastify({ logger: { level: "info", stream, redact: logRedaction } });
    app.log.info({ req: { body: { cardNumber: number, cvv } }, entry: { cardNumber: digits, cvv } }, "careless");
    await app.close();
    expect(out).toContain("careless");
    expect(out).not.toContain(digits);
    expect(out).not.toContain(number);
    expect(out).not.toMatch(cvvAlone);
  });
});
