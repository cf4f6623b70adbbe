import { randomUUID } from "node:crypto";
import { checkoutTexts } from "@dutchpot/contract";
import { describe, expect, it } from "vitest";
import { sandboxPayments } from "../../db/schema/index.ts";
import { books, cartOf, fillCart, guest, pay, tokenize, useCheckoutTestApp } from "./checkout.test-app.ts";

// The sandbox's test hook: every charge answers after 400 ms, past the 150 ms the server waits.
const world = useCheckoutTestApp({ SANDBOX_PAYMENT_DELAY_MS: "400", PAYMENT_TIMEOUT_MS: "150" });

describe("ProcessPayment when the provider does not answer in time", () => {
  it("voids the charge by its key, answers 402, creates no order and keeps the cart", async () => {
    const who = guest();
    const cartId = await fillCart(world, who, world.shop.open, [{ foodMenuId: world.item.patty, quantity: 2 }]);
    const before = await books(world);
    const key = randomUUID();
    const body = { shopId: world.shop.open, sourceId: await tokenize(world) };
    const res = await pay(world, who, body, key);
    expect(res.statusCode, res.body).toBe(402);
    expect(res.json().error.message).toBe(checkoutTexts.providerTimeout);
    expect(await books(world)).toEqual(before);
    // Nothing counts as charged in the sandbox's books (the charge was voided, then rolled back).
    const left = await world.ctx.database.db.select().from(sandboxPayments);
    expect(left.filter((p) => p.status === "COMPLETED")).toEqual([]);
    expect((await cartOf(world, who, cartId)).shoppingCartItems).toHaveLength(1);

    // The answer is kept for the key: a retry with it gets the same 402, never a charge.
    const retry = await pay(world, who, body, key);
    expect(retry.statusCode).toBe(402);
    expect(retry.headers["idempotent-replayed"]).toBe("true");
    expect(await books(world)).toEqual(before);
  });
});
