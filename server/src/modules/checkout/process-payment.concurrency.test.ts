import { randomUUID } from "node:crypto";
import { checkoutTexts } from "@dutchpot/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orders, promotionRedemptions } from "../../db/schema/index.ts";
import {
  books,
  buildPromotion,
  callAs,
  fillCart,
  guest,
  pay,
  tokenize,
  useCheckoutTestApp,
  type Who,
} from "./checkout.test-app.ts";

const world = useCheckoutTestApp();
const db = () => world.ctx.database.db;

/** A half-hour slot start at least `hoursAhead` hours from now (the tight shop is open around the clock). */
const slotAhead = (hoursAhead: number) => {
  const half = 30 * 60 * 1000;
  const start = new Date(Math.ceil((Date.now() + hoursAhead * 3600 * 1000) / half) * half);
  return { deliveryDateStart: start.toISOString(), deliveryDateEnd: new Date(start.getTime() + half).toISOString() };
};

async function schedule(who: Who, cartId: number, slot: ReturnType<typeof slotAhead>) {
  const res = await callAs(world, who, "PATCH", "ShoppingCart/UpdateShoppingCart", { shoppingCartId: cartId, ...slot });
  expect(res.statusCode, res.body).toBe(200);
}

describe("ProcessPayment is idempotent", () => {
  it("100 concurrent requests with one key: exactly one order and one charge, every answer the same order or 'in flight'", async () => {
    const who = world.alice;
    await fillCart(world, who, world.shop.open, [{ foodMenuId: world.item.patty, quantity: 2 }]);
    const body = { shopId: world.shop.open, sourceId: await tokenize(world) };
    const key = randomUUID();
    const before = await books(world);
    const answers = await Promise.all(Array.from({ length: 100 }, () => pay(world, who, body, key)));
    const ok = answers.filter((r) => r.statusCode === 200);
    const others = answers.filter((r) => r.statusCode !== 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(new Set(ok.map((r) => r.json().result.id)).size).toBe(1);
    for (const r of others) expect(r.statusCode, r.body).toBe(409);
    expect(await books(world)).toEqual({ orders: before.orders + 1, charges: before.charges + 1 });

    // A retry afterwards (a lost answer, a double click) gets the same order again.
    const retry = await pay(world, who, body, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers["idempotent-replayed"]).toBe("true");
    expect(retry.json().result.id).toBe(ok[0]?.json().result.id);
    expect(await books(world)).toEqual({ orders: before.orders + 1, charges: before.charges + 1 });
  });

  it("the same key with another body is a 409 and charges nothing", async () => {
    const who = world.bob;
    await fillCart(world, who, world.shop.open, [{ foodMenuId: world.item.patty, quantity: 1 }]);
    const key = randomUUID();
    const first = await pay(world, who, { shopId: world.shop.open, sourceId: await tokenize(world) }, key);
    expect(first.statusCode, first.body).toBe(200);
    await fillCart(world, who, world.shop.open, [{ foodMenuId: world.item.patty, quantity: 1 }]);
    const before = await books(world);
    const other = await pay(world, who, { shopId: world.shop.open, sourceId: await tokenize(world) }, key);
    expect(other.statusCode).toBe(409);
    expect(await books(world)).toEqual(before);
  });

  it("keys are per caller: another customer's key never replays their order", async () => {
    const key = randomUUID();
    const a = guest();
    const b = guest();
    await fillCart(world, a, world.shop.open, [{ foodMenuId: world.item.patty, quantity: 1 }]);
    await fillCart(world, b, world.shop.open, [{ foodMenuId: world.item.patty, quantity: 1 }]);
    const token = await tokenize(world);
    const first = await pay(world, a, { shopId: world.shop.open, sourceId: token }, key);
    const second = await pay(world, b, { shopId: world.shop.open, sourceId: await tokenize(world) }, key);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json().result.id).not.toBe(first.json().result.id);
  });
});

describe("ProcessPayment books the scheduled slot", () => {
  it("a slot of capacity 1: the first payment takes it, the next one for that slot is refused", async () => {
    const slot = slotAhead(2);
    const [first, second] = [guest(), guest()];
    for (const who of [first, second]) {
      const cartId = await fillCart(world, who, world.shop.tight, [{ foodMenuId: world.item.tightMeal, quantity: 1 }]);
      await schedule(who, cartId, slot);
    }
    const paid = await pay(world, first, { shopId: world.shop.tight, sourceId: await tokenize(world) });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().result).toMatchObject(slot);
    const before = await books(world);
    const refused = await pay(world, second, { shopId: world.shop.tight, sourceId: await tokenize(world) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.validationErrors).toEqual([
      { message: checkoutTexts.slotFull, members: ["deliveryDateStart"] },
    ]);
    expect(await books(world)).toEqual(before);
  });

  it("five payments racing for a slot's last place: exactly one order", async () => {
    const slot = slotAhead(3);
    const racers = Array.from({ length: 5 }, () => guest());
    const bodies: Record<string, unknown>[] = [];
    for (const who of racers) {
      const cartId = await fillCart(world, who, world.shop.tight, [{ foodMenuId: world.item.tightMeal, quantity: 1 }]);
      await schedule(who, cartId, slot);
      bodies.push({ shopId: world.shop.tight, sourceId: await tokenize(world) });
    }
    const before = await books(world);
    const answers = await Promise.all(racers.map((who, i) => pay(world, who, bodies[i] ?? {})));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of answers.filter((r) => r.statusCode !== 200)) {
      expect(r.json().error.validationErrors[0].message).toBe(checkoutTexts.slotFull);
    }
    expect(await books(world)).toEqual({ orders: before.orders + 1, charges: before.charges + 1 });
    const booked = await db()
      .select()
      .from(orders)
      .where(eq(orders.deliveryDateStart, new Date(slot.deliveryDateStart)));
    expect(booked).toHaveLength(1);
  });
});

describe("ProcessPayment redeems the promotion once", () => {
  it("applies the discount, redeems it with the order, and a code with a total limit of 1 refuses the next payment", async () => {
    const promo = await buildPromotion(world, { kind: "fixedAmount", value: 300, totalLimit: 1 });
    const [first, second] = [guest(), guest()];
    for (const who of [first, second]) {
      await fillCart(world, who, world.shop.open, [{ foodMenuId: world.item.jerk, quantity: 1 }]);
      const applied = await callAs(world, who, "POST", "ShoppingCart/ApplyPromotionalCode", {
        promoCode: promo.code.toLowerCase(),
        shopId: world.shop.open,
      });
      expect(applied.statusCode, applied.body).toBe(200);
    }
    const paid = await pay(world, first, { shopId: world.shop.open, sourceId: await tokenize(world) });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().result).toMatchObject({ promoCode: promo.code, discountedAmount: 3 });
    const before = await books(world);
    const refused = await pay(world, second, { shopId: world.shop.open, sourceId: await tokenize(world) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.validationErrors).toEqual([
      { message: checkoutTexts.promoTotalLimit, members: ["promoCode"] },
    ]);
    expect(await books(world)).toEqual(before);
    const redemptions = await db()
      .select()
      .from(promotionRedemptions)
      .where(eq(promotionRedemptions.promotionId, promo.id));
    expect(redemptions).toMatchObject([{ orderId: paid.json().result.id, discountCents: 300 }]);
  });

  it("five concurrent payments with a total-limit-1 code: one order with the discount, the others refused and not charged", async () => {
    const promo = await buildPromotion(world, { kind: "fixedAmount", value: 200, totalLimit: 1 });
    const racers = Array.from({ length: 5 }, () => guest());
    const bodies: Record<string, unknown>[] = [];
    for (const who of racers) {
      await fillCart(world, who, world.shop.open, [{ foodMenuId: world.item.patty, quantity: 2 }]);
      const applied = await callAs(world, who, "POST", "ShoppingCart/ApplyPromotionalCode", {
        promoCode: promo.code,
        shopId: world.shop.open,
      });
      expect(applied.statusCode, applied.body).toBe(200);
      bodies.push({ shopId: world.shop.open, sourceId: await tokenize(world) });
    }
    const before = await books(world);
    const answers = await Promise.all(racers.map((who, i) => pay(world, who, bodies[i] ?? {})));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of answers.filter((r) => r.statusCode !== 200)) {
      expect(r.statusCode, r.body).toBe(400);
      expect(r.json().error.validationErrors[0].message).toBe(checkoutTexts.promoTotalLimit);
    }
    expect(await books(world)).toEqual({ orders: before.orders + 1, charges: before.charges + 1 });
    const redemptions = await db()
      .select()
      .from(promotionRedemptions)
      .where(eq(promotionRedemptions.promotionId, promo.id));
    expect(redemptions).toHaveLength(1);
  });
});
