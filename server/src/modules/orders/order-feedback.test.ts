import { randomUUID } from "node:crypto";
import { orderLimits, orderTexts, orderStatus as s } from "@dutchpot/contract";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { DbOrTx } from "../../db/client.ts";
import { orderProblems, orderRatings, shops } from "../../db/schema/index.ts";
import { withTransaction } from "../../db/transaction.ts";
import { testClock } from "../../lib/clock.ts";
import { callAs, fillCart, guest, tokenize, useCheckoutTestApp, type Who } from "../checkout/checkout.test-app.ts";
import { createShopsService } from "../shops/shops.service.ts";
import { insertRating, ratingTally } from "./order-feedback.repository.ts";

const clock = testClock();
const world = useCheckoutTestApp({}, { clock });
const db = () => world.ctx.database.db;

/** The shop side's moves, as the simulator and the merchant console make them. */
const mover = () => world.ctx.app.services.orders;
async function moveTo(orderId: number, statuses: number[]) {
  for (const to of statuses) await mover().transition({ orderId, to, actor: "system" });
}
const toDelivered = [s.processing, s.outForDelivery, s.delivered];

/** A paid ASAP order of `who` at `shopId` (delivery, or pickup with `pickup`); answers its id. */
async function order(who: Who, shopId = world.shop.open, foodMenuId = world.item.patty, pickup = false) {
  const cartId = await fillCart(world, who, shopId, [{ foodMenuId, quantity: 1 }]);
  if (pickup) {
    const res = await callAs(world, who, "PATCH", "ShoppingCart/UpdateShoppingCart", {
      shoppingCartId: cartId,
      isDelivery: false,
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  const body = { shopId, sourceId: await tokenize(world) };
  const res = await callAs(world, who, "POST", "ShoppingCart/ProcessPayment", body, { key: randomUUID() });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.id as number;
}

async function deliveredOrder(who: Who, shopId?: number, foodMenuId?: number) {
  const id = await order(who, shopId, foodMenuId);
  await moveTo(id, toDelivered);
  return id;
}

const rate = (who: Who, body: Record<string, unknown>) => callAs(world, who, "POST", "Orders/Rate", body);
const report = (who: Who, body: Record<string, unknown>) => callAs(world, who, "POST", "Orders/ReportProblem", body);
const getOrder = async (who: Who, id: number) => {
  const res = await callAs(world, who, "GET", `Orders/Get?id=${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result;
};
/** Whether a connection to this test's database waits on a lock (PostgreSQL). */
async function waitingOnLock() {
  const result = await db().execute(
    sql`select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
  );
  return ((result as unknown as { rows: unknown[] }).rows ?? []).length > 0;
}
const ratingsOf = (orderId: number) => db().select().from(orderRatings).where(eq(orderRatings.orderId, orderId));

describe("Orders/Rate", () => {
  it("rates an order only once it was delivered, once; the answer and Orders/Get show the rating", async () => {
    const who = world.alice;
    const id = await order(who);
    for (const step of [null, ...toDelivered.slice(0, -1)]) {
      if (step !== null) await moveTo(id, [step]);
      const early = await rate(who, { id, stars: 5 });
      expect(early.statusCode, early.body).toBe(409);
      expect(early.json().error.message).toBe(orderTexts.notRatable);
    }
    await moveTo(id, [s.delivered]);
    const rated = await rate(who, { id, stars: 4, comment: "  Hot and fast.\nThank you!  " });
    expect(rated.statusCode, rated.body).toBe(200);
    expect(rated.json().result).toMatchObject({
      id,
      orderStatus: s.delivered,
      rating: { stars: 4, comment: "Hot and fast.\nThank you!", createdAt: expect.any(String) },
    });
    expect((await getOrder(who, id)).rating).toEqual(rated.json().result.rating);
    const again = await rate(who, { id, stars: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(orderTexts.alreadyRated);
    expect(await ratingsOf(id)).toMatchObject([{ stars: 4 }]);
  });

  it("rates a picked-up order; a cancelled one is not ratable", async () => {
    const who = guest();
    const pickedUp = await order(who, world.shop.open, world.item.patty, true);
    await moveTo(pickedUp, [s.processing, s.readyForPickup, s.pickedUp]);
    const rated = await rate(who, { id: pickedUp, stars: 5, comment: null });
    expect(rated.statusCode, rated.body).toBe(200);
    expect(rated.json().result.rating).toMatchObject({ stars: 5, comment: null });
    const cancelled = await order(who);
    expect((await callAs(world, who, "POST", "Orders/Cancel", { id: cancelled })).statusCode).toBe(200);
    expect((await rate(who, { id: cancelled, stars: 3 })).statusCode).toBe(409);
  });

  it("two rates of one order at once: one 200, one 409, one rating stored", async () => {
    const who = world.bob;
    const id = await deliveredOrder(who);
    const answers = await Promise.all([rate(who, { id, stars: 5 }), rate(who, { id, stars: 2 })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const loser = answers.find((a) => a.statusCode === 409);
    expect(loser?.json().error.message).toBe(orderTexts.alreadyRated);
    const winner = answers.find((a) => a.statusCode === 200)?.json().result.rating.stars;
    expect(await ratingsOf(id)).toMatchObject([{ stars: winner }]);
  });

  it("makes the shop's rating the mean of its real ratings (one decimal), shown on the store page", async () => {
    const shopId = world.shop.noPickup;
    const storeRating = async () => {
      const res = await callAs(world, null, "GET", `Shop/GetStoreInfo?Id=${shopId}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().result.shopDetails.tenant.rating;
    };
    expect(await storeRating()).toBe(4.5); // the listing's starting rating (factory)
    const stars = [5, 2, 4];
    const raters = [world.alice, world.bob, guest()];
    const orders = [];
    for (const who of raters) orders.push(await deliveredOrder(who, shopId, world.item.noPickupMeal));
    // Two customers' ratings: (5 + 2) / 2.
    for (const i of [0, 1]) {
      const res = await rate(raters[i] as Who, { id: orders[i], stars: stars[i] });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await storeRating()).toBe(3.5);
    const res = await rate(raters[2] as Who, { id: orders[2], stars: stars[2] });
    expect(res.statusCode, res.body).toBe(200);
    // (5 + 2 + 4) / 3 = 3.666… → 3.7; three real ratings.
    expect(await storeRating()).toBe(3.7);
    const [row] = await db().select().from(shops).where(eq(shops.id, shopId));
    expect(row).toMatchObject({ rating: 3.7, ratingCount: 3 });
  });

  it("two ratings of one shop committing together each count the other (the shop's row lock)", async () => {
    const shopId = world.shop.tight;
    const first = await deliveredOrder(world.alice, shopId, world.item.tightMeal);
    const second = await deliveredOrder(world.bob, shopId, world.item.tightMeal);
    let tallied!: () => void;
    const holding = new Promise<void>((resolve) => {
      tallied = resolve;
    });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    // A rating in progress: its row stored, the shop's ratings tallied, the shop's row not yet written.
    const inProgress = withTransaction(db(), async (tx) => {
      await insertRating(tx, { orderId: first, shopId, stars: 5, comment: null, createdAt: clock.now() });
      const tally = async (t: DbOrTx) => {
        const counted = await ratingTally(t, shopId);
        tallied();
        await gate;
        return counted;
      };
      await createShopsService(db()).recordRating(shopId, tally, tx);
    });
    await holding;
    let answered = false;
    const other = rate(world.bob, { id: second, stars: 2 }).finally(() => {
      answered = true;
    });
    if (process.env.DATABASE_URL) {
      // PostgreSQL: wait until the second rating queues on the shop's lock (or, were there no lock, is done).
      while (!answered && !(await waitingOnLock())) await new Promise((resolve) => setImmediate(resolve));
    }
    release();
    await inProgress;
    expect((await other).statusCode).toBe(200);
    // Without the lock the second would have tallied 1 rating (2 stars) and the first overwritten it with 5.0.
    const [row] = await db().select().from(shops).where(eq(shops.id, shopId));
    expect(row).toMatchObject({ rating: 3.5, ratingCount: 2 });
  });

  it("another's order is a 404, and nothing is stored; bad stars and comments are 400", async () => {
    const id = await deliveredOrder(world.alice);
    for (const other of [world.bob, guest()]) {
      const res = await rate(other, { id, stars: 5 });
      expect(res.statusCode, res.body).toBe(404);
    }
    expect((await rate(world.carol, { id, stars: 5 })).statusCode).toBe(403);
    expect((await rate(null, { id, stars: 5 })).statusCode).toBe(401);
    for (const stars of [0, 6, 4.5, "5", null]) {
      const res = await rate(world.alice, { id, stars });
      expect(res.statusCode, String(stars)).toBe(400);
      expect(res.json().error.validationErrors[0].members).toEqual(["stars"]);
    }
    const long = await rate(world.alice, { id, stars: 5, comment: "x".repeat(orderLimits.ratingCommentMaxLength + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.validationErrors[0].members).toEqual(["comment"]);
    const control = await rate(world.alice, { id, stars: 5, comment: "bad\u0000byte" });
    expect(control.statusCode).toBe(400);
    expect(await ratingsOf(id)).toEqual([]);
  });
});

describe("Orders/ReportProblem", () => {
  it("stores the report for the shop and lists it on the order, oldest first", async () => {
    const who = guest();
    const id = await order(who);
    const first = await report(who, { id, kind: "late", note: "Still waiting.\nSecond line." });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().result.problems).toEqual([
      { id: expect.any(Number), kind: "late", note: "Still waiting.\nSecond line.", createdAt: expect.any(String) },
    ]);
    await moveTo(id, toDelivered);
    const second = await report(who, { id, kind: "missingItem" });
    expect(second.statusCode, second.body).toBe(200);
    const shown = await getOrder(who, id);
    expect(shown.problems.map((p: { kind: string; note: string }) => [p.kind, p.note])).toEqual([
      ["late", "Still waiting.\nSecond line."],
      ["missingItem", ""],
    ]);
    const stored = await db().select().from(orderProblems).where(eq(orderProblems.orderId, id));
    expect(stored).toHaveLength(2);
    expect(stored.every((p) => p.resolvedAt === null)).toBe(true);
  });

  it(`refuses a report past ${orderLimits.problemReportsPerOrder} per order, and on orders older than ${orderLimits.problemReportDays} days`, async () => {
    const who = world.alice;
    const id = await order(who);
    for (let i = 0; i < orderLimits.problemReportsPerOrder; i++) {
      expect((await report(who, { id, kind: "other", note: `n${i}` })).statusCode).toBe(200);
    }
    const over = await report(who, { id, kind: "other", note: "one more" });
    expect(over.statusCode).toBe(400);
    expect(over.json().error.message).toBe(orderTexts.tooManyProblemReports);

    const old = await order(who);
    try {
      clock.advance((orderLimits.problemReportDays + 1) * 24 * 3600 * 1000);
      const late = await report(who, { id: old, kind: "wrongItem", note: "" });
      expect(late.statusCode).toBe(400);
      expect(late.json().error.message).toBe(orderTexts.problemReportTooOld);
    } finally {
      clock.set(new Date());
    }
    const problems = await db().select().from(orderProblems).where(eq(orderProblems.orderId, old));
    expect(problems).toEqual([]);
  });

  it("another's order is a 404 and stores nothing; a bad kind or note is 400", async () => {
    const id = await order(world.bob);
    for (const other of [world.alice, guest()]) {
      expect((await report(other, { id, kind: "late", note: "" })).statusCode).toBe(404);
    }
    for (const body of [{ kind: "broken" }, { kind: "late", note: "x".repeat(1001) }, { kind: "late", note: 5 }]) {
      const res = await report(world.bob, { id, ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await db().select().from(orderProblems).where(eq(orderProblems.orderId, id))).toEqual([]);
  });
});
