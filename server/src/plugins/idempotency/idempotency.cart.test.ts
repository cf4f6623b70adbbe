import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  alice,
  base,
  ctx,
  getCart,
  guest,
  headersOf,
  item,
  newCart,
  shop,
  useCartTestApp,
  type Who,
} from "../../modules/cart/cart.test-app.ts";
import { idempotencyTexts } from "./idempotency.plugin.ts";

// The proof on real routes: the cart mutations are idempotent with the Idempotency-Key header.
useCartTestApp();

const addWithKey = (who: Who, cartId: number, key: string | undefined, quantity = 1) =>
  ctx.app.inject({
    method: "POST",
    url: `${base}/AddShoppingCartItem`,
    headers: headersOf(who, key === undefined ? {} : { "Idempotency-Key": key }),
    payload: { shoppingCartId: cartId, shoppingCartItem: { foodMenuId: item.patty, quantity } },
  });

const quantityOf = async (who: Who, cartId: number) => {
  const lines = (await getCart(who, cartId)).json().result.shoppingCartItems as { quantity: number }[];
  return lines.reduce((sum, line) => sum + line.quantity, 0);
};

describe("Idempotency-Key on ShoppingCart/AddShoppingCartItem", () => {
  it("replays the stored answer byte for byte and adds the item once", async () => {
    const who = guest();
    const cart = await newCart(who);
    const key = randomUUID();
    const first = await addWithKey(who, cart.id, key);
    const again = await addWithKey(who, cart.id, key);

    expect(first.statusCode).toBe(200);
    expect(first.headers["idempotent-replayed"]).toBeUndefined();
    expect(again.statusCode).toBe(200);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.headers["content-type"]).toBe(first.headers["content-type"]);
    expect(again.body).toBe(first.body);
    expect(await quantityOf(who, cart.id)).toBe(1);
  });

  it("refuses the same key with another body with 409, and changes nothing", async () => {
    const who = guest();
    const cart = await newCart(who);
    const key = randomUUID();
    expect((await addWithKey(who, cart.id, key, 1)).statusCode).toBe(200);
    const other = await addWithKey(who, cart.id, key, 2);

    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({
      success: false,
      __abp: true,
      error: { message: idempotencyTexts.conflict, details: idempotencyTexts.conflictDetails },
    });
    expect(await quantityOf(who, cart.id)).toBe(1);
  });

  it("works as before without the header: each call adds again", async () => {
    const who = guest();
    const cart = await newCart(who);
    await addWithKey(who, cart.id, undefined);
    await addWithKey(who, cart.id, undefined);
    expect(await quantityOf(who, cart.id)).toBe(2);
  });

  it("gives 100 concurrent calls with one key exactly one effect", async () => {
    const who = guest();
    const cart = await newCart(who);
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 100 }, () => addWithKey(who, cart.id, key)));

    const successes = answers.filter((res) => res.statusCode === 200);
    const inFlight = answers.filter((res) => res.statusCode === 409);
    expect(successes.length + inFlight.length).toBe(100);
    expect(successes.length).toBeGreaterThanOrEqual(1);
    // Every success is the one stored answer; at most one of them is not a replay.
    expect(new Set(successes.map((res) => res.body)).size).toBe(1);
    expect(successes.filter((res) => res.headers["idempotent-replayed"] !== "true")).toHaveLength(1);
    for (const res of inFlight) {
      expect(res.json().error.message).toBe(idempotencyTexts.inFlight);
      expect(Number(res.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    }
    expect(await quantityOf(who, cart.id)).toBe(1);
    // After the dust settles the key replays the one answer.
    const later = await addWithKey(who, cart.id, key);
    expect(later.headers["idempotent-replayed"]).toBe("true");
    expect(later.body).toBe(successes[0]?.body);
  });

  it("keeps keys per caller: two guests and a customer use one key independently", async () => {
    const key = randomUUID();
    const owners: Who[] = [guest(), guest(), alice];
    for (const who of owners) {
      const cart = await newCart(who);
      const res = await addWithKey(who, cart.id, key);
      expect(res.statusCode).toBe(200);
      expect(res.headers["idempotent-replayed"]).toBeUndefined();
      expect(await quantityOf(who, cart.id)).toBe(1);
    }
  });

  it("stores a client error too: a retry of a call on a missing cart gets the same 404", async () => {
    const who = guest();
    const key = randomUUID();
    const first = await addWithKey(who, 987_654, key);
    const again = await addWithKey(who, 987_654, key);
    expect(first.statusCode).toBe(404);
    expect(again.statusCode).toBe(404);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.body).toBe(first.body);
  });
});

describe("Idempotency-Key on ShoppingCart/Create", () => {
  it("creates the cart with its items once", async () => {
    const who = guest();
    const key = randomUUID();
    const create = () =>
      ctx.app.inject({
        method: "POST",
        url: `${base}/Create`,
        headers: headersOf(who, { "Idempotency-Key": key }),
        payload: { shopId: shop.a, shoppingCartItems: [{ foodMenuId: item.patty, quantity: 1 }] },
      });
    const first = await create();
    const again = await create();
    expect(first.statusCode).toBe(200);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.body).toBe(first.body);
    expect(await quantityOf(who, first.json().result.id)).toBe(1);
  });
});
