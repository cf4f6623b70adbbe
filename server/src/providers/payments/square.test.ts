import type { ServerResponse } from "node:http";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type FakeRequest, sendJson, startHttpFake } from "../../../test/http-fake.ts";
import { createSquareProvider, squareScriptUrls } from "./square.ts";
import { CardDeclinedError, type PaymentProvider, PaymentTimeoutError, type RefundRefusedError } from "./types.ts";

/**
 * The Square provider against a local fake of exactly the Square endpoints it calls (payments,
 * cancel by key, refunds, customers, cards, disable), answering as Square does: snake_case JSON,
 * the same payment for the same idempotency key, errors as `{ errors: [{ category, code, detail }] }`.
 */
interface FakePayment {
  id: string;
  status: "COMPLETED" | "CANCELED";
  amount: number;
  refunded: number;
}
const payments = new Map<string, FakePayment>();
const refunds = new Map<string, { id: string; amount: number; paymentId: string }>();
const card = { card_brand: "VISA", last_4: "1111", exp_month: 12, exp_year: 2031 };
const declines: Record<string, string> = {
  "cnon:card-declined": "CARD_DECLINED",
  "cnon:insufficient-funds": "INSUFFICIENT_FUNDS",
  "cnon:expired": "EXPIRED_CARD",
  "cnon:cvv": "CVV_FAILURE",
  "cnon:generic": "GENERIC_DECLINE",
};
let counter = 0;

const paymentJson = (p: FakePayment) => ({
  payment: {
    id: p.id,
    status: p.status,
    amount_money: { amount: p.amount, currency: "CAD" },
    ...(p.refunded > 0 ? { refunded_money: { amount: p.refunded, currency: "CAD" } } : {}),
    card_details: { status: "CAPTURED", card },
  },
});
const error = (res: ServerResponse, status: number, code: string, category = "INVALID_REQUEST_ERROR") =>
  sendJson(res, { errors: [{ category, code, detail: `fake: ${code}` }] }, status);

function square(req: FakeRequest, res: ServerResponse) {
  const body = req.body ? JSON.parse(req.body) : {};
  if (req.headers.authorization !== "Bearer test-access-token")
    return error(res, 401, "UNAUTHORIZED", "AUTHENTICATION_ERROR");
  if (req.method === "POST" && req.path === "/v2/payments") {
    if (body.source_id === "cnon:slow") return void setTimeout(() => sendJson(res, {}), 2000);
    const declined = declines[body.source_id];
    if (declined) return error(res, 402, declined, "PAYMENT_METHOD_ERROR");
    const known = payments.get(body.idempotency_key);
    if (known) return sendJson(res, paymentJson(known));
    const payment: FakePayment = {
      id: `sq_pay_${++counter}`,
      status: "COMPLETED",
      amount: body.amount_money.amount,
      refunded: 0,
    };
    payments.set(body.idempotency_key, payment);
    return sendJson(res, paymentJson(payment));
  }
  if (req.method === "POST" && req.path === "/v2/payments/cancel") {
    const known = payments.get(body.idempotency_key);
    // Square voids only APPROVED payments; a COMPLETED one must be refunded. No payment: success.
    if (known?.status === "COMPLETED") return error(res, 400, "BAD_REQUEST");
    return sendJson(res, known ? paymentJson(known) : {});
  }
  if (req.method === "POST" && req.path === "/v2/refunds") {
    const known = refunds.get(body.idempotency_key);
    if (known)
      return sendJson(res, { refund: { id: known.id, amount_money: { amount: known.amount, currency: "CAD" } } });
    const payment = [...payments.values()].find((p) => p.id === body.payment_id);
    if (!payment) return error(res, 404, "NOT_FOUND");
    if (payment.refunded + body.amount_money.amount > payment.amount) return error(res, 400, "REFUND_AMOUNT_INVALID");
    payment.refunded += body.amount_money.amount;
    const refund = { id: `sq_ref_${++counter}`, amount: body.amount_money.amount, paymentId: payment.id };
    refunds.set(body.idempotency_key, refund);
    return sendJson(res, {
      refund: { id: refund.id, status: "PENDING", amount_money: { amount: refund.amount, currency: "CAD" } },
    });
  }
  if (req.method === "POST" && req.path === "/v2/customers")
    return sendJson(res, { customer: { id: `SQCUST${++counter}`, reference_id: body.reference_id } });
  if (req.method === "POST" && req.path === "/v2/cards") {
    if (declines[body.source_id]) return error(res, 402, declines[body.source_id] as string, "PAYMENT_METHOD_ERROR");
    return sendJson(res, {
      card: { id: `ccof:${++counter}`, customer_id: body.card.customer_id, ...card, enabled: true },
    });
  }
  const disable = /^\/v2\/cards\/([^/]+)\/disable$/.exec(req.path);
  if (req.method === "POST" && disable) {
    if (disable[1] === "ccof%3Agone" || disable[1] === "ccof:gone") return error(res, 404, "NOT_FOUND");
    return sendJson(res, { card: { id: decodeURIComponent(disable[1] ?? ""), ...card, enabled: false } });
  }
  return error(res, 404, "NOT_FOUND");
}

let fake: Awaited<ReturnType<typeof startHttpFake>>;
let provider: PaymentProvider;
beforeAll(async () => {
  fake = await startHttpFake(square);
  provider = createSquareProvider({
    accessToken: "test-access-token",
    environment: "sandbox",
    baseUrl: fake.url,
    applicationId: "sandbox-sq0idb-app",
    locationId: "LOC123",
    timeoutMs: 300,
  });
});
afterAll(async () => fake?.close());
beforeEach(() => {
  fake.requests.length = 0;
});

const bodiesTo = (path: string) => fake.requests.filter((r) => r.path === path).map((r) => JSON.parse(r.body));
const charge = (sourceId: string, idempotencyKey = `key-${++counter}`, amountCents = 2599) =>
  provider.charge({ idempotencyKey, amountCents, currency: "CAD", sourceId, customerId: null, referenceId: "cart:9" });
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: unknown) => e,
  );

describe("square provider (local fake of Square's API)", () => {
  it("creates a payment with our idempotency key, amount in cents (CAD), location and reference", async () => {
    const paid = await charge("cnon:ok", "order-key-1");
    expect(paid).toEqual({
      paymentId: expect.stringMatching(/^sq_pay_/),
      amountCents: 2599,
      card: { brand: "VISA", last4: "1111", expMonth: 12, expYear: 2031 },
    });
    expect(bodiesTo("/v2/payments")).toEqual([
      expect.objectContaining({
        idempotency_key: "order-key-1",
        source_id: "cnon:ok",
        amount_money: { amount: 2599, currency: "CAD" },
        location_id: "LOC123",
        reference_id: "cart:9",
        autocomplete: true,
      }),
    ]);
  });

  it("answers the same payment for a replayed key (never a second charge)", async () => {
    const first = await charge("cnon:ok", "order-key-2");
    const again = await charge("cnon:ok", "order-key-2");
    expect(again.paymentId).toBe(first.paymentId);
  });

  it("hashes keys longer than Square's 45 characters, the same way every time", async () => {
    const long = `tenant-3:user-42:${"x".repeat(60)}`;
    await charge("cnon:ok", long);
    await charge("cnon:ok", long);
    const keys = bodiesTo("/v2/payments").map((b) => b.idempotency_key);
    expect(keys[0]).toHaveLength(45);
    expect(keys[1]).toBe(keys[0]);
  });

  it.each([
    ["cnon:card-declined", "declined"],
    ["cnon:generic", "declined"],
    ["cnon:insufficient-funds", "insufficientFunds"],
    ["cnon:expired", "expired"],
    ["cnon:cvv", "invalidCard"],
  ])("maps Square's decline for %s to %s", async (source, code) => {
    const failure = await failureOf(charge(source));
    expect(failure).toBeInstanceOf(CardDeclinedError);
    expect((failure as CardDeclinedError).code).toBe(code);
  });

  it("times out after PAYMENT_TIMEOUT_MS; cancel by key then reaches Square with the same key", async () => {
    const failure = await failureOf(charge("cnon:slow", "slow-key"));
    expect(failure).toBeInstanceOf(PaymentTimeoutError);
    await provider.cancelByIdempotencyKey("slow-key");
    expect(bodiesTo("/v2/payments/cancel")).toEqual([{ idempotency_key: "slow-key" }]);
  });

  it("voids a completed charge it made by refunding it in full (Square cancels only approved payments)", async () => {
    const paid = await charge("cnon:ok", "void-me", 1500);
    await provider.cancelByIdempotencyKey("void-me");
    expect(bodiesTo("/v2/refunds")).toEqual([
      expect.objectContaining({ payment_id: paid.paymentId, amount_money: { amount: 1500, currency: "CAD" } }),
    ]);
  });

  it("refuses a replayed key whose payment was refunded by a compensation (never an order on refunded money)", async () => {
    await charge("cnon:ok", "compensated-key", 1200);
    await provider.cancelByIdempotencyKey("compensated-key"); // completed → refunded in full
    const replay = await failureOf(charge("cnon:ok", "compensated-key", 1200));
    expect(replay).toBeInstanceOf(CardDeclinedError);
    expect((replay as CardDeclinedError).code).toBe("processingError");
    // A new key charges normally.
    expect((await charge("cnon:ok", "compensated-key-2", 1200)).amountCents).toBe(1200);
  });

  it("refunds partly and fully, once per key, never more than captured", async () => {
    const paid = await charge("cnon:ok", "refund-me", 1000);
    const first = await provider.refund({ paymentId: paid.paymentId, amountCents: 400, idempotencyKey: "r1" });
    expect(first.amountCents).toBe(400);
    expect(await provider.refund({ paymentId: paid.paymentId, amountCents: 400, idempotencyKey: "r1" })).toEqual(first);
    const over = await failureOf(
      provider.refund({ paymentId: paid.paymentId, amountCents: 601, idempotencyKey: "r2" }),
    );
    expect((over as RefundRefusedError).reason).toBe("exceedsCaptured");
    await provider.refund({ paymentId: paid.paymentId, amountCents: 600, idempotencyKey: "r3" });
    const unknown = await failureOf(provider.refund({ paymentId: "nope", amountCents: 1, idempotencyKey: "r4" }));
    expect((unknown as RefundRefusedError).reason).toBe("unknownPayment");
  });

  it("creates a customer, saves a card on file (with an idempotency key) and disables it", async () => {
    const customerId = await provider.createCustomer({ referenceId: "tenant-3-user-7" });
    expect(customerId).toMatch(/^SQCUST/);
    expect(bodiesTo("/v2/customers")[0]).toMatchObject({ reference_id: "tenant-3-user-7" });
    const saved = await provider.saveCard({ customerId, sourceId: "cnon:ok", idempotencyKey: "save-1" });
    expect(saved).toEqual({
      cardId: expect.stringMatching(/^ccof:/),
      brand: "VISA",
      last4: "1111",
      expMonth: 12,
      expYear: 2031,
    });
    expect(provider.isSavedCardId(saved.cardId)).toBe(true);
    expect(bodiesTo("/v2/cards")).toEqual([
      { idempotency_key: "card-save-1", source_id: "cnon:ok", card: { customer_id: customerId } },
    ]);
    await provider.disableCard(saved.cardId);
    expect(fake.requests.at(-1)?.path).toMatch(/^\/v2\/cards\/ccof(:|%3A)\d+\/disable$/);
    // A card already gone at Square is nothing to disable.
    await provider.disableCard("ccof:gone");
    const refused = await failureOf(
      provider.saveCard({ customerId, sourceId: "cnon:card-declined", idempotencyKey: "s2" }),
    );
    expect((refused as CardDeclinedError).code).toBe("declined");
  });

  it("gives the browser the Web Payments SDK ids and script, a tenant's own ids first", () => {
    expect(provider.browserConfiguration()).toEqual({
      provider: "square",
      currency: "CAD",
      square: { applicationId: "sandbox-sq0idb-app", locationId: "LOC123", scriptUrl: squareScriptUrls.sandbox },
      missingCredentials: false,
      testCards: null,
    });
    expect(
      provider.browserConfiguration({ squareApplicationId: "tenant-app", squareLocationId: "TENANTLOC" }).square,
    ).toEqual({
      applicationId: "tenant-app",
      locationId: "TENANTLOC",
      scriptUrl: squareScriptUrls.sandbox,
    });
  });

  it("reports missing credentials, and production's script URL", () => {
    const bare = createSquareProvider({ environment: "production", timeoutMs: 300 });
    expect(bare.browserConfiguration()).toMatchObject({ square: null, missingCredentials: true });
    const noToken = createSquareProvider({
      environment: "production",
      applicationId: "a",
      locationId: "l",
      timeoutMs: 300,
    });
    expect(noToken.browserConfiguration()).toMatchObject({
      square: { scriptUrl: squareScriptUrls.production },
      missingCredentials: true,
    });
    expect(noToken.tokenize).toBeUndefined();
  });
});
