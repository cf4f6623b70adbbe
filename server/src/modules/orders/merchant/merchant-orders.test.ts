import { randomUUID } from "node:crypto";
import { orderStatus as s } from "@dutchpot/contract";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { orderNotifications, orders, payments, sandboxRefunds } from "../../../db/schema/index.ts";
import { testClock } from "../../../lib/clock.ts";
import { callAs, useCheckoutTestApp } from "../../checkout/checkout.test-app.ts";
import { paidOrder, slotAhead } from "../fulfilment/fulfilment.test-kit.ts";
import {
  asAdmin,
  buildTenantAdmin,
  okResult,
  ownerTenantOf,
  placeOrder,
  type TestAdmin,
} from "./merchant-orders.test-app.ts";

const clock = testClock();
const world = useCheckoutTestApp({}, { clock });
const db = () => world.ctx.database.db;
let admin: TestAdmin;
beforeAll(async () => {
  admin = await buildTenantAdmin(db(), world.ctx.app.tokens, await ownerTenantOf(db(), world.shop.open));
});

const order = (options: { pickup?: boolean } = {}) =>
  placeOrder(world, world.alice, world.shop.open, world.item.patty, options);
const customerView = async (id: number) => okResult(await callAs(world, world.alice, "GET", `Orders/Get?id=${id}`));
const act = (path: string, body: unknown, key?: string) => asAdmin(world, admin, "POST", path, body, key);
const statusOf = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0]?.status;

/** The order's payment and the sandbox's refunds of it. */
async function refundsOf(id: number) {
  const [payment] = await db().select().from(payments).where(eq(payments.orderId, id));
  if (!payment) throw new Error(`no payment for order ${id}`);
  const refunds = await db()
    .select()
    .from(sandboxRefunds)
    .where(eq(sandboxRefunds.paymentId, payment.providerPaymentId));
  return { payment, refunds };
}
const lastNotice = async (id: number) =>
  (await db().select().from(orderNotifications).where(eq(orderNotifications.orderId, id))).at(-1)?.payload;

describe("MerchantOrders/GetBoard, Get, GetAll", () => {
  it("shows a new paid order live with what the shop needs; once finished it moves to done today", async () => {
    const id = await order();
    const board = await okResult(await asAdmin(world, admin, "GET", `GetBoard?shopId=${world.shop.open}`));
    expect(board).toMatchObject({ shopId: world.shop.open, shopName: "Jerk Hut" });
    const card = board.live.find((o: { id: number }) => o.id === id);
    expect(card).toMatchObject({
      number: id,
      status: s.confirmed,
      customerFirstName: "Alice",
      isDelivery: true,
      deliveryAddress: "1 Front St W",
      lines: [{ name: "Beef Patty", quantity: 2, price: 7, options: [] }],
      subTotal: 7,
      nextStatus: null,
      canCancel: true,
      prepEstimateMinutes: null,
      acceptedAt: null,
      history: [{ status: s.confirmed, actor: "customer", reason: null }],
    });
    expect(card.payment.captured).toBe(card.total);
    expect(card.payment).toMatchObject({ refunded: 0, refundable: card.total });
    expect(await okResult(await asAdmin(world, admin, "GET", `Get?id=${id}`))).toEqual(card);

    await okResult(await act("Cancel", { id, reason: "Closing early" }));
    const after = await okResult(await asAdmin(world, admin, "GET", `GetBoard?shopId=${world.shop.open}`));
    expect(after.live.map((o: { id: number }) => o.id)).not.toContain(id);
    expect(after.doneToday[0]).toMatchObject({ id, status: s.cancelled, canCancel: false });
  });

  it("pages the shop's orders newest first, optionally of one status", async () => {
    const [a, b] = [await order(), await order()];
    const page = await okResult(
      await asAdmin(world, admin, "GET", `GetAll?shopId=${world.shop.open}&MaxResultCount=2`),
    );
    expect(page.items.map((o: { id: number }) => o.id)).toEqual([b, a]);
    await okResult(await act("Accept", { id: a, prepMinutes: 15 }));
    const processing = await okResult(
      await asAdmin(world, admin, "GET", `GetAll?shopId=${world.shop.open}&Status=${s.processing}`),
    );
    expect(processing).toMatchObject({ totalCount: 1, items: [{ id: a }] });
  });
});

describe("MerchantOrders/Accept", () => {
  it("moves a confirmed order to processing with the estimate; the customer sees it, the merchant in the history", async () => {
    const id = await order();
    const at = clock.advance(60_000);
    const accepted = await okResult(await act("Accept", { id, prepMinutes: 20 }));
    expect(accepted).toMatchObject({
      status: s.processing,
      prepEstimateMinutes: 20,
      acceptedAt: at.toISOString(),
      nextStatus: s.outForDelivery,
    });
    const seen = await customerView(id);
    expect(seen).toMatchObject({ orderStatus: s.processing, prepEstimateMinutes: 20, canCancel: false });
    expect(seen.history.at(-1)).toEqual({ status: s.processing, at: at.toISOString(), actor: "merchant" });
    expect(await lastNotice(id)).toMatchObject({ status: s.processing, prepEstimateMinutes: 20 });
    // A second accept is the state machine's 409; nothing changes.
    const again = await act("Accept", { id, prepMinutes: 30 });
    expect(again.statusCode).toBe(409);
    expect((await customerView(id)).prepEstimateMinutes).toBe(20);
  });

  it.each([[{ prepMinutes: 4 }], [{ prepMinutes: 241 }], [{ prepMinutes: 12.5 }], [{}]])(
    "refuses %j with a 400 and changes nothing",
    async (body) => {
      const id = await order();
      const res = await act("Accept", { id, ...body });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ success: false, error: { message: expect.any(String) } });
      expect(await statusOf(id)).toBe(s.confirmed);
    },
  );
});

describe("MerchantOrders/Reject", () => {
  it("cancels a new order and refunds it in full; the reason is on the history and in the customer's notice", async () => {
    const id = await order();
    const rejected = await okResult(await act("Reject", { id, reason: "Out of patties" }));
    expect(rejected).toMatchObject({ status: s.cancelled, canCancel: false });
    expect(rejected.history.at(-1)).toMatchObject({ status: s.cancelled, actor: "merchant", reason: "Out of patties" });
    const { payment, refunds } = await refundsOf(id);
    expect(payment).toMatchObject({ status: "refunded", refundedCents: payment.amountCents });
    expect(refunds.map((r) => r.amountCents)).toEqual([payment.amountCents]);
    const seen = await customerView(id);
    expect(seen.orderStatus).toBe(s.cancelled);
    expect(seen.payment.refunded).toBe(seen.payment.amount);
    expect(await lastNotice(id)).toMatchObject({ status: s.cancelled, reason: "Out of patties" });
  });

  it("rejects a scheduled order (booked slot) too, refunded in full; Accept waits for its release (409)", async () => {
    const id = await paidOrder(world, world.alice, { slot: slotAhead(30) });
    expect(await statusOf(id)).toBe(s.scheduled);
    expect((await act("Accept", { id, prepMinutes: 15 })).statusCode).toBe(409);
    const rejected = await okResult(await act("Reject", { id, reason: "Closed that day" }));
    expect(rejected).toMatchObject({ status: s.cancelled, deliveryDateStart: expect.any(String) });
    const { payment } = await refundsOf(id);
    expect(payment.refundedCents).toBe(payment.amountCents);
  });

  it("refuses an order already accepted (409: cancel it instead) and a blank reason (400), refunding nothing", async () => {
    const id = await order();
    expect((await act("Reject", { id, reason: "   " })).statusCode).toBe(400);
    await okResult(await act("Accept", { id, prepMinutes: 10 }));
    expect((await act("Reject", { id, reason: "Too busy" })).statusCode).toBe(409);
    expect(await statusOf(id)).toBe(s.processing);
    expect((await refundsOf(id)).refunds).toEqual([]);
  });
});

describe("MerchantOrders/Advance", () => {
  it("walks a delivery order to delivered and a pickup order to picked up; the customer's tracker follows", async () => {
    const id = await order();
    await okResult(await act("Accept", { id, prepMinutes: 15 }));
    expect(await okResult(await act("Advance", { id, to: s.outForDelivery }))).toMatchObject({
      status: s.outForDelivery,
      nextStatus: s.delivered,
    });
    expect(await okResult(await act("Advance", { id, to: s.delivered }))).toMatchObject({ nextStatus: null });
    const seen = await customerView(id);
    expect(seen.orderStatus).toBe(s.delivered);
    expect(seen.history.map((h: { actor: string }) => h.actor)).toEqual([
      "customer",
      "merchant",
      "merchant",
      "merchant",
    ]);

    const pickup = await order({ pickup: true });
    await okResult(await act("Accept", { id: pickup, prepMinutes: 15 }));
    expect((await act("Advance", { id: pickup, to: s.outForDelivery })).statusCode).toBe(409);
    await okResult(await act("Advance", { id: pickup, to: s.readyForPickup }));
    await okResult(await act("Advance", { id: pickup, to: s.pickedUp }));
    expect((await customerView(pickup)).orderStatus).toBe(s.pickedUp);
  });

  it("answers a wrong move with the state machine's 409 and changes nothing", async () => {
    const id = await order();
    for (const to of [s.processing, s.outForDelivery, s.cancelled]) {
      const res = await act("Advance", { id, to });
      expect(res.statusCode, `${to}`).toBe(409);
      expect(res.json().error.message).toMatch(/cannot move from confirmed/);
    }
    await okResult(await act("Accept", { id, prepMinutes: 15 }));
    expect((await act("Advance", { id, to: s.delivered })).statusCode).toBe(409);
    expect(await statusOf(id)).toBe(s.processing);
  });
});

describe("MerchantOrders/Cancel", () => {
  it("refunds exactly the partial amount, then nothing more can be cancelled", async () => {
    const id = await order();
    await okResult(await act("Accept", { id, prepMinutes: 15 }));
    const cancelled = await okResult(await act("Cancel", { id, refundAmount: 2.5, reason: "Burnt" }));
    expect(cancelled).toMatchObject({ status: s.cancelled, payment: { refunded: 2.5 } });
    const { payment, refunds } = await refundsOf(id);
    expect(payment).toMatchObject({ status: "partiallyRefunded", refundedCents: 250 });
    expect(refunds.map((r) => r.amountCents)).toEqual([250]);
    expect((await customerView(id)).payment.refunded).toBe(2.5);
    expect((await act("Cancel", { id, reason: "Again" })).statusCode).toBe(409);
    expect((await refundsOf(id)).refunds).toHaveLength(1);
  });

  it("refuses more than what is left, a zero or negative amount, three decimals (400) and a delivered order (409)", async () => {
    const id = await order();
    const total = (await customerView(id)).amountDue;
    for (const refundAmount of [total + 0.01, 0, -1, 1.005]) {
      const res = await act("Cancel", { id, refundAmount, reason: "No" });
      expect(res.statusCode, `${refundAmount}`).toBe(400);
    }
    expect(await statusOf(id)).toBe(s.confirmed);
    await okResult(await act("Accept", { id, prepMinutes: 15 }));
    await okResult(await act("Advance", { id, to: s.outForDelivery }));
    await okResult(await act("Advance", { id, to: s.delivered }));
    expect((await act("Cancel", { id, reason: "Late" })).statusCode).toBe(409);
    expect((await refundsOf(id)).refunds).toEqual([]);
  });

  it("racing cancels refund once: one 200, one 409; a retried key gets the first answer again", async () => {
    const id = await order();
    const [a, b] = await Promise.all([act("Cancel", { id, reason: "One" }), act("Cancel", { id, reason: "Two" })]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect((await refundsOf(id)).refunds).toHaveLength(1);

    const other = await order();
    const key = randomUUID();
    const first = await act("Cancel", { id: other, refundAmount: 1, reason: "Key" }, key);
    const retry = await act("Cancel", { id: other, refundAmount: 1, reason: "Key" }, key);
    expect([first.statusCode, retry.statusCode]).toEqual([200, 200]);
    expect(retry.json()).toEqual(first.json());
    expect((await refundsOf(other)).refunds.map((r) => r.amountCents)).toEqual([100]);
  });
});
