import type { ServerResponse } from "node:http";
import { checkoutTexts, endpoints } from "@dutchpot/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSignedInUser } from "../../../test/discovery-factories.ts";
import { buildTenant } from "../../../test/factories.ts";
import { type FakeRequest, sendJson, startHttpFake } from "../../../test/http-fake.ts";
import { createTestApp } from "../../../test/support/test-app.ts";
import { customerCards } from "../../db/schema/index.ts";
import { withTransaction } from "../../db/transaction.ts";
import { createSquareProvider } from "../../providers/payments/square.ts";
import { createPaymentsService } from "./payments.service.ts";

/** Saved cards through the app with PAYMENT_PROVIDER=square, against a local fake of Square's card API. */
let counter = 0;
const refundsByKey = new Map<string, { id: string; amount_money: unknown }>();
let slowFirstRefund = false;
function square(req: FakeRequest, res: ServerResponse) {
  const body = req.body ? JSON.parse(req.body) : {};
  if (req.path === "/v2/customers") return sendJson(res, { customer: { id: `SQCUST${++counter}` } });
  if (req.path === "/v2/cards") {
    if (body.source_id === "cnon:card-declined")
      return sendJson(res, { errors: [{ category: "PAYMENT_METHOD_ERROR", code: "CARD_DECLINED" }] }, 402);
    const card = { card_brand: "AMERICAN_EXPRESS", last_4: "0005", exp_month: 7, exp_year: 2031 };
    return sendJson(res, { card: { id: `ccof:${++counter}`, customer_id: body.card.customer_id, ...card } });
  }
  if (/^\/v2\/cards\/.+\/disable$/.test(req.path)) return sendJson(res, { card: { enabled: false } });
  if (req.path === "/v2/refunds") {
    // The first answer is lost (too late); Square still made the refund, and the same key finds it.
    const known = refundsByKey.get(body.idempotency_key);
    const refund = known ?? { id: `sq_ref_${++counter}`, amount_money: body.amount_money };
    refundsByKey.set(body.idempotency_key, refund);
    if (!known && slowFirstRefund) return void setTimeout(() => sendJson(res, { refund }), 1500);
    return sendJson(res, { refund });
  }
  return sendJson(res, { errors: [{ category: "INVALID_REQUEST_ERROR", code: "NOT_FOUND" }] }, 404);
}

let fake: Awaited<ReturnType<typeof startHttpFake>>;
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let customer: { id: number; authorization: string };

beforeAll(async () => {
  fake = await startHttpFake(square);
  ctx = await createTestApp({
    PAYMENT_PROVIDER: "square",
    SQUARE_BASE_URL: fake.url,
    SQUARE_ACCESS_TOKEN: "test-access-token",
    SQUARE_APPLICATION_ID: "sandbox-sq0idb-app",
    SQUARE_LOCATION_ID: "LOC123",
    PAYMENT_TIMEOUT_MS: "2000",
  });
  await buildTenant(ctx.database.db, { id: 3, tenancyName: "dutchpot", name: "Dutchpot", kind: "marketplace" });
  customer = await buildSignedInUser(ctx.database.db, ctx.app.tokens, 3);
});
afterAll(async () => {
  await ctx?.close();
  await fake?.close();
});

const call = (name: keyof typeof endpoints, options: { body?: unknown; query?: string } = {}) =>
  ctx.app.inject({
    method: endpoints[name].method,
    url: `${endpoints[name].path}${options.query ? `?${options.query}` : ""}`,
    headers: { "Abp.TenantId": "3", authorization: customer.authorization },
    ...(options.body !== undefined ? { payload: options.body as object } : {}),
  });

describe("saved cards with Square", () => {
  it("saves the browser's token as a card on file under one Square customer, lists it, and disables it on delete", async () => {
    const first = await call("Customers.SaveCustomerCard", { body: { Id: "cnon:ok-1" } });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().result).toEqual({
      cardId: expect.stringMatching(/^ccof:/),
      last4: "0005",
      isDefault: true,
      cardBrand: "AMERICAN_EXPRESS",
      expMonth: 7,
      expYear: 2031,
    });
    const second = await call("Customers.SaveCustomerCard", { body: { Id: "cnon:ok-2" } });
    expect(second.json().result.isDefault).toBe(false);
    expect(fake.requests.filter((r) => r.path === "/v2/customers")).toHaveLength(1);
    const rows = await ctx.app.db.select().from(customerCards).where(eq(customerCards.userId, customer.id));
    expect(rows.map((r) => [r.provider, r.providerCustomerId])).toEqual([
      ["square", "SQCUST1"],
      ["square", "SQCUST1"],
    ]);

    const cardId = first.json().result.cardId as string;
    const removed = await call("Customers.DeleteCustomerCard", { query: `cardId=${encodeURIComponent(cardId)}` });
    expect(removed.statusCode).toBe(200);
    expect(fake.requests.at(-1)?.path).toBe(`/v2/cards/${encodeURIComponent(cardId)}/disable`);
    const list = await call("Customers.GetCustomersCardsList");
    expect(list.json().result.map((c: { isDefault: boolean }) => c.isDefault)).toEqual([true]);
  });

  it("answers Square's decline as a 402 with its reason, saving nothing", async () => {
    const before = (await call("Customers.GetCustomersCardsList")).json().result.length;
    const res = await call("Customers.SaveCustomerCard", { body: { Id: "cnon:card-declined" } });
    expect(res.statusCode).toBe(402);
    expect(res.json().error.message).toBe(checkoutTexts.paymentDeclined);
    expect((await call("Customers.GetCustomersCardsList")).json().result).toHaveLength(before);
  });

  it("answers 503 when a refund's answer is lost, and the retry finds the same refund (one refund at Square)", async () => {
    const service = createPaymentsService(
      ctx.app.db,
      createSquareProvider({
        accessToken: "test-access-token",
        environment: "sandbox",
        baseUrl: fake.url,
        timeoutMs: 300,
      }),
    );
    await withTransaction(ctx.app.db, (tx) =>
      service.recordPayment(
        {
          tenantId: 3,
          orderId: 77,
          provider: "square",
          paymentId: "sq_pay_77",
          idempotencyKey: "order-77",
          amountCents: 2000,
          card: { brand: "VISA", last4: "1111", expMonth: 1, expYear: 2031 },
        },
        tx,
      ),
    );
    slowFirstRefund = true;
    const lost = await service.refundOrderPayment(77, 500, "late").catch((e: unknown) => e);
    expect(lost).toMatchObject({ statusCode: 503, message: checkoutTexts.paymentServiceUnavailable });
    slowFirstRefund = false;
    expect(await service.refundOrderPayment(77, 500, "late")).toMatchObject({
      refundedCents: 500,
      status: "partiallyRefunded",
    });
    const keys = fake.requests.filter((r) => r.path === "/v2/refunds").map((r) => JSON.parse(r.body).idempotency_key);
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(1);
    expect(refundsByKey.size).toBe(1);
  });
});
