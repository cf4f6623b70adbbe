import { randomUUID } from "node:crypto";
import type { ServerResponse } from "node:http";
import { checkoutTexts } from "@dutchpot/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type FakeRequest, sendJson, startHttpFake } from "../../../test/http-fake.ts";
import { books, cartOf, fillCart, guest, pay, useCheckoutTestApp } from "./checkout.test-app.ts";

/**
 * ProcessPayment with the Square provider (the official SDK) against a local fake of the Square
 * endpoints the payment uses. Square's books live outside our transaction, so these tests show the
 * compensation for real: a charge followed by a failure is voided or refunded, and a timeout whose
 * void fails is settled by a retry with the same key (docs/orders.md).
 */
interface FakePayment {
  id: string;
  status: "COMPLETED" | "CANCELED";
  amount: number;
}
const square = { payments: new Map<string, FakePayment>(), refunds: [] as { paymentId: string; amount: number }[] };
let counter = 0;
const card = { card_brand: "VISA", last_4: "4242", exp_month: 12, exp_year: 2031 };
const paymentJson = (p: FakePayment) => ({
  payment: { id: p.id, status: p.status, amount_money: { amount: p.amount, currency: "CAD" }, card_details: { card } },
});
const failure = (res: ServerResponse, status: number, code: string, category = "INVALID_REQUEST_ERROR") =>
  sendJson(res, { errors: [{ category, code, detail: `fake: ${code}` }] }, status);

function squareFake(req: FakeRequest, res: ServerResponse) {
  const body = req.body ? JSON.parse(req.body) : {};
  if (req.method === "POST" && req.path === "/v2/payments") {
    if (body.source_id === "cnon:declined") return failure(res, 402, "CARD_DECLINED", "PAYMENT_METHOD_ERROR");
    const known = square.payments.get(body.idempotency_key);
    if (known) return sendJson(res, paymentJson(known));
    const payment: FakePayment = { id: `sq_pay_${++counter}`, status: "COMPLETED", amount: body.amount_money.amount };
    // Never charged, answered too late.
    if (body.source_id === "cnon:lost") return void setTimeout(() => sendJson(res, {}), 1500);
    square.payments.set(body.idempotency_key, payment);
    // Charged, but the answer comes too late (the first time only).
    if (body.source_id === "cnon:slow-once") return void setTimeout(() => sendJson(res, paymentJson(payment)), 1500);
    return sendJson(res, paymentJson(payment));
  }
  if (req.method === "POST" && req.path === "/v2/payments/cancel") {
    const known = square.payments.get(body.idempotency_key);
    // Square voids only payments not yet completed; a completed one must be refunded.
    if (known?.status === "COMPLETED") return failure(res, 400, "BAD_REQUEST");
    return sendJson(res, known ? paymentJson(known) : {});
  }
  if (req.method === "POST" && req.path === "/v2/refunds") {
    square.refunds.push({ paymentId: body.payment_id, amount: body.amount_money.amount });
    return sendJson(res, {
      refund: { id: `sq_ref_${++counter}`, status: "PENDING", amount_money: body.amount_money },
    });
  }
  return failure(res, 404, "NOT_FOUND");
}

let fake: Awaited<ReturnType<typeof startHttpFake>>;
beforeAll(async () => {
  fake = await startHttpFake(squareFake);
});
afterAll(async () => fake?.close());
beforeEach(() => {
  fake.requests.length = 0;
});

const world = useCheckoutTestApp(() => ({
  PAYMENT_PROVIDER: "square",
  SQUARE_ACCESS_TOKEN: "test-access-token",
  SQUARE_BASE_URL: fake.url,
  SQUARE_APPLICATION_ID: "sandbox-sq0idb-app",
  SQUARE_LOCATION_ID: "LOC123",
  PAYMENT_TIMEOUT_MS: "300",
}));

const sent = (path: string) => fake.requests.filter((r) => r.path === path).map((r) => JSON.parse(r.body));
const orderCount = async () => (await books(world)).orders;

describe("ProcessPayment through Square", () => {
  it("charges the amount due under a derived key of at most 45 characters, with the cart as reference", async () => {
    const who = guest();
    const cartId = await fillCart(world, who, world.shop.open, [{ foodMenuId: world.item.patty, quantity: 2 }]);
    const cart = await cartOf(world, who, cartId);
    const res = await pay(world, who, { shopId: world.shop.open, sourceId: "cnon:ok" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.payment).toEqual({
      cardDetailsCardBrand: "VISA",
      cardDetailsCardLast4: "4242",
      amount: cart.amountDue,
      refunded: 0,
    });
    const [charge] = sent("/v2/payments");
    expect(charge).toMatchObject({
      source_id: "cnon:ok",
      amount_money: { amount: Math.round(cart.amountDue * 100), currency: "CAD" },
      reference_id: `cart:${cartId}`,
      location_id: "LOC123",
    });
    expect(charge.idempotency_key.length).toBeLessThanOrEqual(45);
    expect(sent("/v2/payments/cancel")).toEqual([]);
  });

  it("a decline is a 402 with its reason; nothing to undo", async () => {
    const who = guest();
    await fillCart(world, who, world.shop.open, [{ foodMenuId: world.item.patty, quantity: 1 }]);
    const before = await orderCount();
    const res = await pay(world, who, { shopId: world.shop.open, sourceId: "cnon:declined" });
    expect(res.statusCode).toBe(402);
    expect(res.json().error.message).toBe(checkoutTexts.paymentDeclined);
    expect(await orderCount()).toBe(before);
    expect(sent("/v2/payments/cancel")).toEqual([]);
  });

  it("when a step after the charge fails, the charge is undone (a completed payment is refunded in full)", async () => {
    const db = world.ctx.database.db;
    // A database failure after the charge: the order insert is refused for this customer name.
    await db.execute(sql`
      create or replace function refuse_test_order() returns trigger language plpgsql as $$
      begin
        if new.customer_name = 'Refused Order' then raise exception 'test: order insert refused'; end if;
        return new;
      end $$`);
    await db.execute(
      sql`create trigger refuse_test_order before insert on orders for each row execute function refuse_test_order()`,
    );
    try {
      const who = guest();
      const cartId = await fillCart(world, who, world.shop.open, [{ foodMenuId: world.item.jerk, quantity: 1 }]);
      const before = await orderCount();
      const res = await pay(world, who, { shopId: world.shop.open, sourceId: "cnon:ok", name: "Refused Order" });
      expect(res.statusCode).toBe(500);
      expect(await orderCount()).toBe(before);
      const [charge] = sent("/v2/payments");
      const payment = square.payments.get(charge.idempotency_key);
      expect(sent("/v2/payments/cancel")).toEqual([{ idempotency_key: charge.idempotency_key }]);
      expect(square.refunds).toContainEqual({ paymentId: payment?.id, amount: payment?.amount });
      expect((await cartOf(world, who, cartId)).shoppingCartItems).toHaveLength(1);
    } finally {
      await db.execute(sql`drop trigger refuse_test_order on orders`);
    }
  });

  it("a timeout with no charge at Square: voided by key, 402, no order", async () => {
    const who = guest();
    await fillCart(world, who, world.shop.open, [{ foodMenuId: world.item.patty, quantity: 1 }]);
    const before = await orderCount();
    const res = await pay(world, who, { shopId: world.shop.open, sourceId: "cnon:lost" });
    expect(res.statusCode, res.body).toBe(402);
    expect(res.json().error.message).toBe(checkoutTexts.providerTimeout);
    const [charge] = sent("/v2/payments");
    expect(sent("/v2/payments/cancel")).toEqual([{ idempotency_key: charge.idempotency_key }]);
    expect(await orderCount()).toBe(before);
  });

  it("a timeout after Square charged, and the void fails: 503, and a retry with the same key completes the order with that one charge", async () => {
    const who = guest();
    await fillCart(world, who, world.shop.open, [{ foodMenuId: world.item.patty, quantity: 3 }]);
    const before = await orderCount();
    const key = randomUUID();
    const body = { shopId: world.shop.open, sourceId: "cnon:slow-once" };
    const first = await pay(world, who, body, key);
    expect(first.statusCode, first.body).toBe(503);
    expect(first.json().error.message).toBe(checkoutTexts.paymentServiceUnavailable);
    expect(await orderCount()).toBe(before);

    const retry = await pay(world, who, body, key);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(await orderCount()).toBe(before + 1);
    const keys = sent("/v2/payments").map((b) => b.idempotency_key);
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(1);
    const payment = square.payments.get(keys[0]);
    expect(retry.json().result.payment.amount).toBe((payment?.amount ?? 0) / 100);
    expect(square.refunds.filter((r) => r.paymentId === payment?.id)).toEqual([]);
  });
});
