import { randomUUID } from "node:crypto";
import { checkoutTexts } from "@dutchpot/contract";
import { and, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { promotionRedemptions, shoppingCarts } from "../../db/schema/index.ts";
import { withTransaction } from "../../db/transaction.ts";
import { buildCustomer } from "../cart/cart.fixtures.ts";
import {
  buildCheckoutServices,
  call,
  ctx,
  getCart,
  guest,
  item,
  newCart,
  otherMarketplaceId,
  setQuantity,
  shop,
  useCartTestApp,
  type Who,
} from "../cart/cart.test-app.ts";
import { buildPaidOrder, buildPromotion, buildRedemption } from "./promotions.fixtures.ts";

useCartTestApp();

const db = () => ctx.database.db;
const apply = (who: Who, promoCode: unknown, shopId: unknown = shop.a) =>
  call("POST", "ApplyPromotionalCode", who, { promoCode, shopId });
const remove = (who: Who, shopId: unknown = shop.a) => call("POST", "RemovePromotionalCode", who, { shopId });
const customer = () => buildCustomer(db(), ctx.app.tokens, 3);
const ownerOf = (who: { guest: string } | { id: number }) =>
  "guest" in who ? { tenantId: 3, userId: null, guestId: who.guest } : { tenantId: 3, userId: who.id, guestId: null };

/** The 400 the customer sees for a refused code: on `promoCode`, with the rule's text. */
function expectRefused(res: Awaited<ReturnType<typeof apply>>, text: string) {
  expect(res.statusCode).toBe(400);
  expect(res.json().error.validationErrors).toEqual([{ message: text, members: ["promoCode"] }]);
}

/** 2 × 12.99 = 25.98 (a function: the item ids exist once the app is set up). */
const twoJerks = () => [{ foodMenuId: item.jerk, quantity: 2 }];

describe("ShoppingCart/ApplyPromotionalCode", () => {
  it("applies a percentage code typed in any case with spaces; the cart shows the discount and adds up", async () => {
    const who = guest();
    const cart = await newCart(who, twoJerks());
    const promo = await buildPromotion(db(), { kind: "percentage", value: 1000 });
    const res = await apply(who, `  ${promo.code.toLowerCase()} `);
    expect(res.statusCode).toBe(200);
    const answer = res.json().result;
    // 10 % of 25.98 = 2.598 → 2.60; service fee 11 % of 23.38 = 2.5718 → 2.57; free delivery (first order ≥ CA$5);
    // taxable 23.38 + 0 + 2.57 = 25.95; HST 3.3735 → 3.37.
    expect(answer).toMatchObject({
      id: cart.id,
      promoCode: promo.code,
      promoProblem: null,
      subTotal: 25.98,
      discountedAmount: 2.6,
      deliveryFee: 0,
      freeDelivery: true,
      serviceFee: 2.57,
      taxAmount: 3.37,
      totalPrice: 25.95,
      amountDue: 29.32,
    });
    // the cart keeps it: a later read shows the same
    expect((await getCart(who, cart.id)).json().result).toMatchObject({ promoCode: promo.code, discountedAmount: 2.6 });
  });

  it("caps a percentage at its maximum and a fixed amount at the subtotal", async () => {
    const who = guest();
    await newCart(who, [{ foodMenuId: item.jerk, quantity: 10 }]); // 129.90
    const capped = await buildPromotion(db(), { kind: "percentage", value: 1500, maxDiscountCents: 1000 });
    expect((await apply(who, capped.code)).json().result.discountedAmount).toBe(10);
    const small = guest();
    await newCart(small, [{ foodMenuId: item.patty, quantity: 1 }]); // 3.50
    const fixed = await buildPromotion(db(), { kind: "fixedAmount", value: 500 });
    const answer = (await apply(small, fixed.code)).json().result;
    expect(answer).toMatchObject({ subTotal: 3.5, discountedAmount: 3.5, serviceFee: 0 });
    expect(answer.totalPrice).toBeGreaterThanOrEqual(0);
  });

  it("a free-delivery code takes the delivery fee off (shown as the discount)", async () => {
    const alice = await customer();
    await buildPaidOrder(db(), ownerOf(alice), { id: shop.a }); // no first-order free delivery
    const cart = await newCart(alice, twoJerks());
    expect(cart).toMatchObject({ deliveryFee: 2.99, freeDelivery: false });
    const promo = await buildPromotion(db(), { kind: "freeDelivery", value: 0 });
    const answer = (await apply(alice, promo.code)).json().result;
    // service fee 2.86 (11 % of 25.98 = 2.8578); taxable 25.98 − 2.99 + 2.99 + 2.86 = 28.84; HST 3.7492 → 3.75
    expect(answer).toMatchObject({ deliveryFee: 2.99, discountedAmount: 2.99, serviceFee: 2.86, taxAmount: 3.75 });
    expect(answer.totalPrice).toBe(28.84);
  });

  it("one code per cart: applying another replaces it; Remove takes it off", async () => {
    const who = guest();
    await newCart(who, twoJerks());
    const first = await buildPromotion(db(), { kind: "fixedAmount", value: 100 });
    const second = await buildPromotion(db(), { kind: "fixedAmount", value: 200 });
    expect((await apply(who, first.code)).json().result).toMatchObject({ promoCode: first.code, discountedAmount: 1 });
    expect((await apply(who, second.code)).json().result).toMatchObject({
      promoCode: second.code,
      discountedAmount: 2,
    });
    const removed = await remove(who);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().result).toMatchObject({ promoCode: null, discountedAmount: 0, promoProblem: null });
    expect((await remove(who)).statusCode).toBe(200); // nothing applied: still fine
  });

  it("a refused code leaves the cart as it was (the code applied before stays)", async () => {
    const who = guest();
    const cart = await newCart(who, twoJerks());
    const good = await buildPromotion(db(), { kind: "fixedAmount", value: 100 });
    await apply(who, good.code);
    expectRefused(await apply(who, "NO-SUCH-CODE"), checkoutTexts.promoUnknown);
    expect((await getCart(who, cart.id)).json().result).toMatchObject({ promoCode: good.code, discountedAmount: 1 });
  });

  it("refuses a code of another marketplace as unknown", async () => {
    const who = guest();
    await newCart(who, twoJerks());
    const foreign = await buildPromotion(db(), { tenantId: otherMarketplaceId });
    expectRefused(await apply(who, foreign.code), checkoutTexts.promoUnknown);
  });

  it("refuses inactive, not started and expired codes", async () => {
    const who = guest();
    await newCart(who, twoJerks());
    const day = 86_400_000;
    const inactive = await buildPromotion(db(), { isActive: false });
    const future = await buildPromotion(db(), { startsAt: new Date(Date.now() + day) });
    const past = await buildPromotion(db(), {
      startsAt: new Date(Date.now() - 2 * day),
      endsAt: new Date(Date.now() - day),
    });
    const open = await buildPromotion(db(), {
      startsAt: new Date(Date.now() - day),
      endsAt: new Date(Date.now() + day),
    });
    expectRefused(await apply(who, inactive.code), checkoutTexts.promoInactive);
    expectRefused(await apply(who, future.code), checkoutTexts.promoNotStarted);
    expectRefused(await apply(who, past.code), checkoutTexts.promoExpired);
    expect((await apply(who, open.code)).statusCode).toBe(200);
  });

  it("a shop-scoped code works only at its shop", async () => {
    const who = guest();
    await newCart(who, twoJerks());
    const elsewhere = await buildPromotion(db(), { shopId: shop.b });
    const here = await buildPromotion(db(), { shopId: shop.a });
    expectRefused(await apply(who, elsewhere.code), checkoutTexts.promoOtherShop);
    expect((await apply(who, here.code)).statusCode).toBe(200);
  });

  it("refuses under the minimum subtotal, saying the minimum in CA$", async () => {
    const who = guest();
    await newCart(who, [{ foodMenuId: item.patty, quantity: 1 }]);
    const promo = await buildPromotion(db(), { minSubtotalCents: 1500 });
    expectRefused(await apply(who, promo.code), "Add more items to use this promo code (minimum subtotal CA$15.00).");
  });

  it("re-checks the applied code on every read: under the minimum the discount is 0 and the cart says why", async () => {
    const who = guest();
    const cart = await newCart(who, twoJerks());
    const promo = await buildPromotion(db(), { kind: "fixedAmount", value: 500, minSubtotalCents: 2500 });
    expect((await apply(who, promo.code)).json().result.discountedAmount).toBe(5);
    const lineId = cart.shoppingCartItems[0].id;
    const lower = (await setQuantity(who, cart.id, lineId, 1)).json().result; // 12.99 < 25.00
    expect(lower).toMatchObject({
      promoCode: promo.code,
      discountedAmount: 0,
      promoProblem: "Add more items to use this promo code (minimum subtotal CA$25.00).",
    });
    expect(lower.totalPrice).toBe(12.99 + 1.43); // service fee 1.4289 → 1.43; first-order free delivery
    const back = (await setQuantity(who, cart.id, lineId, 2)).json().result;
    expect(back).toMatchObject({ discountedAmount: 5, promoProblem: null });
  });

  it("first order only: refused once the customer or the guest has a paid order", async () => {
    const promo = await buildPromotion(db(), { firstOrderOnly: true });
    const fresh = await customer();
    await newCart(fresh, twoJerks());
    expect((await apply(fresh, promo.code)).statusCode).toBe(200);

    const regular = await customer();
    await buildPaidOrder(db(), ownerOf(regular), { id: shop.b });
    await newCart(regular, twoJerks());
    expectRefused(await apply(regular, promo.code), checkoutTexts.promoFirstOrderOnly);

    const returningGuest = guest();
    await buildPaidOrder(db(), ownerOf(returningGuest), { id: shop.b });
    await newCart(returningGuest, twoJerks());
    expectRefused(await apply(returningGuest, promo.code), checkoutTexts.promoFirstOrderOnly);
  });

  it("per-customer limit: guests must sign in; a customer who used it up is refused", async () => {
    const promo = await buildPromotion(db(), { perCustomerLimit: 1 });
    const who = guest();
    await newCart(who, twoJerks());
    expectRefused(await apply(who, promo.code), checkoutTexts.promoSignInRequired);

    const used = await customer();
    await buildRedemption(db(), promo.id, ownerOf(used), shop.a);
    await newCart(used, twoJerks());
    expectRefused(await apply(used, promo.code), checkoutTexts.promoCustomerLimit);

    const other = await customer();
    await newCart(other, twoJerks());
    expect((await apply(other, promo.code)).statusCode).toBe(200);
  });

  it("total limit: refused once the code has been redeemed that many times", async () => {
    const promo = await buildPromotion(db(), { totalLimit: 2 });
    const who = guest();
    await newCart(who, twoJerks());
    await buildRedemption(db(), promo.id, ownerOf(await customer()), shop.a);
    expect((await apply(who, promo.code)).statusCode).toBe(200);
    await buildRedemption(db(), promo.id, ownerOf(await customer()), shop.a);
    const late = guest();
    await newCart(late, twoJerks());
    expectRefused(await apply(late, promo.code), checkoutTexts.promoTotalLimit);
    // the cart that had it applied now shows why it gives nothing
    const shown = (await call("GET", `GetByCustomer?shopId=${shop.a}`, who)).json().result;
    expect(shown).toMatchObject({ discountedAmount: 0, promoProblem: checkoutTexts.promoTotalLimit });
  });

  it("answers 404 without a cart at the shop, and 400 for a malformed body; nothing changes", async () => {
    const who = guest();
    const cart = await newCart(who, twoJerks());
    const promo = await buildPromotion(db());
    expect((await apply(who, promo.code, shop.b)).statusCode).toBe(404);
    expect((await apply(who, promo.code, shop.foreign)).statusCode).toBe(404);
    expect((await remove(who, shop.b)).statusCode).toBe(404);
    for (const body of [
      { promoCode: "", shopId: shop.a },
      { promoCode: "   ", shopId: shop.a },
      { promoCode: "X".repeat(41), shopId: shop.a },
      { promoCode: 12, shopId: shop.a },
      { promoCode: promo.code, shopId: "abc" },
      { shopId: shop.a },
    ]) {
      const res = await call("POST", "ApplyPromotionalCode", who, body);
      expect(res.statusCode).toBe(400);
    }
    expect(
      (await call("POST", "ApplyPromotionalCode", null, { promoCode: promo.code, shopId: shop.a })).statusCode,
    ).toBe(401);
    const [row] = await db().select().from(shoppingCarts).where(eq(shoppingCarts.id, cart.id));
    expect(row?.promotionId).toBeNull();
  });

  it("another owner's cart is never touched", async () => {
    const owner = guest();
    const cart = await newCart(owner, twoJerks());
    const promo = await buildPromotion(db());
    expect((await apply(guest(), promo.code)).statusCode).toBe(404);
    expect((await getCart(owner, cart.id)).json().result.promoCode).toBeNull();
  });
});

describe("promotions.redeem (inside the payment's transaction)", () => {
  const redemptions = async (promotionId: number) =>
    Number(
      (
        await db()
          .select({ n: count() })
          .from(promotionRedemptions)
          .where(eq(promotionRedemptions.promotionId, promotionId))
      )[0]?.n,
    );

  it("50 concurrent payments with a code limited to one use: exactly one redemption", async () => {
    const { promotions } = buildCheckoutServices();
    const promo = await buildPromotion(db(), { kind: "fixedAmount", value: 300, totalLimit: 1 });
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, async (_, i) => {
        const owner = { tenantId: 3, userId: null, guestId: randomUUID() };
        return withTransaction(db(), async (tx) => {
          const orderId = await buildPaidOrder(tx, owner, { id: shop.a });
          return promotions.redeem(
            { promotionId: promo.id, orderId, owner, discountCents: 300, subTotalCents: 1000 + i },
            tx,
          );
        });
      }),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.filter((r) => r.status === "rejected");
    expect(refused).toHaveLength(49);
    for (const r of refused) {
      expect((r as PromiseRejectedResult).reason).toMatchObject({
        member: "promoCode",
        fieldMessage: checkoutTexts.promoTotalLimit,
      });
    }
    expect(await redemptions(promo.id)).toBe(1);
  });

  it("re-checks the window, the per-customer limit and the minimum; records who redeemed (customer or guest)", async () => {
    const { promotions } = buildCheckoutServices();
    const alice = await customer();
    const owner = ownerOf(alice);
    const once = await buildPromotion(db(), { perCustomerLimit: 1, minSubtotalCents: 1000 });
    const redeem = (promotionId: number, subTotalCents = 2000) =>
      withTransaction(db(), async (tx) => {
        const orderId = await buildPaidOrder(tx, owner, { id: shop.a });
        return promotions.redeem({ promotionId, orderId, owner, discountCents: 200, subTotalCents }, tx);
      });
    await expect(redeem(once.id, 999)).rejects.toMatchObject({ member: "promoCode" });
    await redeem(once.id);
    await expect(redeem(once.id)).rejects.toMatchObject({ fieldMessage: checkoutTexts.promoCustomerLimit });
    const [row] = await db()
      .select()
      .from(promotionRedemptions)
      .where(and(eq(promotionRedemptions.promotionId, once.id)));
    expect(row).toMatchObject({ userId: alice.id, guestId: null, discountCents: 200 });

    const guestOwner = ownerOf(guest());
    const forGuests = await buildPromotion(db(), { kind: "fixedAmount", value: 300 });
    await withTransaction(db(), async (tx) => {
      const orderId = await buildPaidOrder(tx, guestOwner, { id: shop.a });
      await promotions.redeem(
        { promotionId: forGuests.id, orderId, owner: guestOwner, discountCents: 300, subTotalCents: 2000 },
        tx,
      );
    });
    const [byGuest] = await db()
      .select()
      .from(promotionRedemptions)
      .where(eq(promotionRedemptions.promotionId, forGuests.id));
    expect(byGuest).toMatchObject({ userId: null, guestId: guestOwner.guestId, discountCents: 300 });
    const perCustomer = await buildPromotion(db(), { perCustomerLimit: 1 });
    await expect(
      withTransaction(db(), async (tx) => {
        const orderId = await buildPaidOrder(tx, guestOwner, { id: shop.a });
        return promotions.redeem(
          { promotionId: perCustomer.id, orderId, owner: guestOwner, discountCents: 100, subTotalCents: 2000 },
          tx,
        );
      }),
    ).rejects.toMatchObject({ fieldMessage: checkoutTexts.promoSignInRequired });

    const ended = await buildPromotion(db(), { endsAt: new Date(Date.now() - 1000), startsAt: new Date(0) });
    await expect(redeem(ended.id)).rejects.toMatchObject({ fieldMessage: checkoutTexts.promoExpired });
    expect(await redemptions(ended.id)).toBe(0);
  });
});
