import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../test/support/test-app.ts";
import type { Database } from "../../db/client.ts";
import { sandboxCards, sandboxCardTokens, sandboxPayments, sandboxRefunds } from "../../db/schema/index.ts";
import { withTransaction } from "../../db/transaction.ts";
import { createSandboxProvider } from "./sandbox.ts";
import { CardDeclinedError, type PaymentProvider, PaymentTimeoutError, RefundRefusedError } from "./types.ts";

let database: Database;
let sandbox: PaymentProvider;
const year = new Date().getUTCFullYear() + 2;
const visa = "4111 1111 1111 1111";

beforeAll(async () => {
  database = await createTestDatabase();
  sandbox = createSandboxProvider({ db: database.db });
});
afterAll(async () => database?.close());

const tokenFor = async (cardNumber = visa, provider = sandbox) =>
  (
    await (provider.tokenize as NonNullable<PaymentProvider["tokenize"]>)({
      cardNumber,
      expiryMonth: 12,
      expiryYear: year,
      cvv: "123",
    })
  ).token;

const charge = (sourceId: string, overrides: { key?: string; amountCents?: number; customerId?: string } = {}) =>
  sandbox.charge({
    idempotencyKey: overrides.key ?? randomUUID(),
    amountCents: overrides.amountCents ?? 2599,
    currency: "CAD",
    sourceId,
    customerId: overrides.customerId ?? null,
  });

const declineOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CardDeclinedError);
  return (error as CardDeclinedError).code;
};

const paymentsUnder = (key: string) =>
  database.db.select().from(sandboxPayments).where(eq(sandboxPayments.idempotencyKey, key));

describe("sandbox tokenizer", () => {
  it("turns a valid card into a one-time token with brand, last four and expiry, storing neither number nor CVV", async () => {
    const card = await sandbox.tokenize?.({
      cardNumber: "5105-1051-0510-5100",
      expiryMonth: 3,
      expiryYear: year,
      cvv: "987",
    });
    expect(card).toMatchObject({ brand: "MASTERCARD", last4: "5100", expMonth: 3, expYear: year });
    expect(card?.token).toMatch(/^sbx_tok_/);
    const [row] = await database.db
      .select()
      .from(sandboxCardTokens)
      .where(eq(sandboxCardTokens.id, card?.token ?? ""));
    expect(row).toMatchObject({ brand: "MASTERCARD", last4: "5100", outcome: "approve", usedAt: null });
    expect(JSON.stringify(row)).not.toContain("5105105105105100");
    // The CVV is in no stored field (the random token id and the timestamps may hold "987" by chance).
    const { id: _id, ...fields } = row ?? {};
    for (const value of Object.values(fields)) {
      if (typeof value === "string") expect(value).not.toContain("987");
      else expect(value).not.toBe(987);
    }
  });

  it("refuses a number failing the Luhn check or malformed (invalidCard), and a past expiry (expired)", async () => {
    const tokenize = sandbox.tokenize as NonNullable<PaymentProvider["tokenize"]>;
    expect(
      await declineOf(tokenize({ cardNumber: "4111 1111 1111 1112", expiryMonth: 1, expiryYear: year, cvv: "123" })),
    ).toBe("invalidCard");
    expect(
      await declineOf(tokenize({ cardNumber: "4111 1111 abcd 1111", expiryMonth: 1, expiryYear: year, cvv: "123" })),
    ).toBe("invalidCard");
    const lastYear = new Date().getUTCFullYear() - 1;
    expect(await declineOf(tokenize({ cardNumber: visa, expiryMonth: 12, expiryYear: lastYear, cvv: "123" }))).toBe(
      "expired",
    );
  });
});

describe("sandbox charges", () => {
  it("charges a token once: the same key answers the first payment and never charges twice", async () => {
    const token = await tokenFor();
    const key = randomUUID();
    const first = await charge(token, { key });
    const again = await charge(token, { key });
    expect(again).toEqual(first);
    expect(first).toMatchObject({
      amountCents: 2599,
      card: { brand: "VISA", last4: "1111", expMonth: 12, expYear: year },
    });
    expect(await paymentsUnder(key)).toHaveLength(1);
  });

  it("takes exactly one payment under 100 concurrent charges with one key", async () => {
    const token = await tokenFor();
    const key = randomUUID();
    const results = await Promise.allSettled(Array.from({ length: 100 }, () => charge(token, { key })));
    const ids = new Set(results.map((r) => (r.status === "fulfilled" ? r.value.paymentId : `rejected: ${r.reason}`)));
    expect([...ids]).toHaveLength(1);
    expect([...ids][0]).toMatch(/^sbx_pay_/);
    const rows = await paymentsUnder(key);
    expect(rows.map((r) => r.status)).toEqual(["COMPLETED"]);
  });

  it("uses a token once: another key with a used token is declined (invalidCard); an unknown source too", async () => {
    const token = await tokenFor();
    await charge(token);
    expect(await declineOf(charge(token))).toBe("invalidCard");
    expect(await declineOf(charge("sbx_tok_nothing-here"))).toBe("unknownSource");
  });

  it.each([
    ["4000 0000 0000 0002", "declined"],
    ["4000 0000 0000 9995", "insufficientFunds"],
    ["4000 0000 0000 0069", "expired"],
    ["4000 0000 0000 0119", "processingError"],
  ])("declines test card %s with %s, records the failed payment and replays the decline", async (number, code) => {
    const token = await tokenFor(number);
    const key = randomUUID();
    expect(await declineOf(charge(token, { key }))).toBe(code);
    expect(await declineOf(charge(token, { key }))).toBe(code);
    const rows = await paymentsUnder(key);
    expect(rows.map((r) => [r.status, r.failureCode])).toEqual([["FAILED", code]]);
  });

  it("refuses the same key with another amount (never a second charge)", async () => {
    const token = await tokenFor();
    const key = randomUUID();
    await charge(token, { key, amountCents: 1000 });
    expect(await declineOf(charge(token, { key, amountCents: 2000 }))).toBe("processingError");
    expect((await paymentsUnder(key)).map((r) => r.amountCents)).toEqual([1000]);
  });

  it("rolls a charge back with the caller's transaction (nothing charged)", async () => {
    const token = await tokenFor();
    const key = randomUUID();
    await expect(
      withTransaction(database.db, async (tx) => {
        await sandbox.charge({ idempotencyKey: key, amountCents: 500, currency: "CAD", sourceId: token }, tx);
        throw new Error("the order failed");
      }),
    ).rejects.toThrow("the order failed");
    expect(await paymentsUnder(key)).toEqual([]);
    // The token was not used either: a new attempt can charge it.
    expect((await charge(token)).amountCents).toBe(2599);
  });
});

describe("sandbox saved cards", () => {
  it("saves a card from a token, charges it many times, and refuses it for another customer or once disabled", async () => {
    const customerId = await sandbox.createCustomer({ referenceId: "tenant-3-user-1" });
    const card = await sandbox.saveCard({ customerId, sourceId: await tokenFor(), idempotencyKey: randomUUID() });
    expect(card).toMatchObject({ brand: "VISA", last4: "1111", expMonth: 12, expYear: year });
    expect(sandbox.isSavedCardId(card.cardId)).toBe(true);
    await charge(card.cardId, { customerId });
    await charge(card.cardId, { customerId });
    expect(await declineOf(charge(card.cardId, { customerId: "sbx_cus_someone-else" }))).toBe("unknownSource");
    await sandbox.disableCard(card.cardId);
    expect(await declineOf(charge(card.cardId, { customerId }))).toBe("unknownSource");
  });

  it("saves a card from a completed payment, and answers the same card for a retried save", async () => {
    const customerId = await sandbox.createCustomer({ referenceId: "tenant-3-user-2" });
    const paid = await charge(await tokenFor("5105 1051 0510 5100"));
    const key = randomUUID();
    const card = await sandbox.saveCard({ customerId, sourceId: paid.paymentId, idempotencyKey: key });
    expect(card).toMatchObject({ brand: "MASTERCARD", last4: "5100" });
    expect(await sandbox.saveCard({ customerId, sourceId: paid.paymentId, idempotencyKey: key })).toEqual(card);
    expect(await database.db.select().from(sandboxCards).where(eq(sandboxCards.customerId, customerId))).toHaveLength(
      1,
    );
  });

  it("refuses to save a declining test card or a used token", async () => {
    const customerId = await sandbox.createCustomer({ referenceId: "tenant-3-user-3" });
    const declining = await tokenFor("4000 0000 0000 0002");
    expect(await declineOf(sandbox.saveCard({ customerId, sourceId: declining, idempotencyKey: randomUUID() }))).toBe(
      "declined",
    );
    const used = await tokenFor();
    await charge(used);
    expect(await declineOf(sandbox.saveCard({ customerId, sourceId: used, idempotencyKey: randomUUID() }))).toBe(
      "invalidCard",
    );
  });
});

describe("sandbox timeout, void and refunds", () => {
  it("times out a late answer after PAYMENT_TIMEOUT_MS (the charge was taken); cancel by key voids it", async () => {
    const slow = createSandboxProvider({ db: database.db, delayMs: 1000, timeoutMs: 150 });
    const token = await tokenFor(visa, slow);
    const key = randomUUID();
    const error = await slow
      .charge({ idempotencyKey: key, amountCents: 700, currency: "CAD", sourceId: token })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentTimeoutError);
    expect((await paymentsUnder(key)).map((r) => r.status)).toEqual(["COMPLETED"]);
    await slow.cancelByIdempotencyKey(key);
    expect((await paymentsUnder(key)).map((r) => r.status)).toEqual(["CANCELED"]);
    // A retry under the voided key is not a new charge.
    expect(await declineOf(charge(token, { key, amountCents: 700 }))).toBe("processingError");
    // Cancelling a key with no payment is a no-op.
    await sandbox.cancelByIdempotencyKey(randomUUID());
  });

  it("answers within the delay when it is shorter than the timeout", async () => {
    const late = createSandboxProvider({ db: database.db, delayMs: 20, timeoutMs: 5000 });
    const paid = await late.charge({
      idempotencyKey: randomUUID(),
      amountCents: 100,
      currency: "CAD",
      sourceId: await tokenFor(),
    });
    expect(paid.amountCents).toBe(100);
  });

  it("refunds partly then fully, never more than captured, once per key", async () => {
    const paid = await charge(await tokenFor(), { amountCents: 1000 });
    const key = randomUUID();
    const first = await sandbox.refund({ paymentId: paid.paymentId, amountCents: 400, idempotencyKey: key });
    expect(await sandbox.refund({ paymentId: paid.paymentId, amountCents: 400, idempotencyKey: key })).toEqual(first);
    const tooMuch = await sandbox
      .refund({ paymentId: paid.paymentId, amountCents: 601, idempotencyKey: randomUUID() })
      .catch((e: unknown) => e);
    expect(tooMuch).toBeInstanceOf(RefundRefusedError);
    expect((tooMuch as RefundRefusedError).reason).toBe("exceedsCaptured");
    await sandbox.refund({ paymentId: paid.paymentId, amountCents: 600, idempotencyKey: randomUUID() });
    const [row] = await database.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, paid.paymentId));
    expect(row?.refundedCents).toBe(1000);
    const refunds = await database.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.paymentId, paid.paymentId));
    expect(refunds.map((r) => r.amountCents).sort()).toEqual([400, 600]);
  });

  it("never refunds more than captured under concurrent refunds", async () => {
    const paid = await charge(await tokenFor(), { amountCents: 1000 });
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        sandbox.refund({ paymentId: paid.paymentId, amountCents: 200, idempotencyKey: randomUUID() }),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(5);
    for (const r of results)
      if (r.status === "rejected") expect((r.reason as RefundRefusedError).reason).toBe("exceedsCaptured");
    const [row] = await database.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, paid.paymentId));
    expect(row?.refundedCents).toBe(1000);
  });

  it("refuses to refund an unknown or voided payment", async () => {
    const unknown = await sandbox
      .refund({ paymentId: "sbx_pay_nope", amountCents: 1, idempotencyKey: randomUUID() })
      .catch((e: unknown) => e);
    expect((unknown as RefundRefusedError).reason).toBe("unknownPayment");
    const key = randomUUID();
    const paid = await charge(await tokenFor(), { key });
    await sandbox.cancelByIdempotencyKey(key);
    const voided = await sandbox
      .refund({ paymentId: paid.paymentId, amountCents: 1, idempotencyKey: randomUUID() })
      .catch((e: unknown) => e);
    expect((voided as RefundRefusedError).reason).toBe("notRefundable");
  });

  it("keeps its books without any card number column", async () => {
    const columns = await database.db.execute(
      sql`select column_name from information_schema.columns where table_name like 'sandbox_%'`,
    );
    const names = (columns as unknown as { rows: { column_name: string }[] }).rows.map((c) => c.column_name);
    expect(names.filter((n) => /number|cvv|pan/i.test(n))).toEqual([]);
  });
});
