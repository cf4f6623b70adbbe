import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { dumpDatabase } from "../../../test/support/dump-database.ts";
import { callAs, fillCart, pay, useCheckoutTestApp } from "./checkout.test-app.ts";

/**
 * Card data through the real payment (issue 12): the browser tokenizes the card, then ProcessPayment
 * is sent as the spec's client sends it — with `cardNumber`, `expiryMonth` and `expiryYear` in the
 * body, and saveCard. Afterwards neither the number nor the CVV is in any row of any table or in the
 * server's log (captured at trace level, without the process logger's censor).
 */
const number = "5105 1051 0510 5100";
const digits = number.replace(/\s/g, "");
const cvv = "7319";
const cvvAlone = new RegExp(`(^|[^0-9a-fA-F])${cvv}([^0-9a-fA-F]|$)`);

let log = "";
const stream = new Writable({
  write(chunk, _encoding, done) {
    log += String(chunk);
    done();
  },
});
const world = useCheckoutTestApp({}, { logger: { level: "trace", stream } });

describe("ProcessPayment and card data", () => {
  it("stores and logs no card number or CVV, even when the client sends the number in the payment", async () => {
    const who = world.alice;
    await fillCart(world, who, world.shop.open, [{ foodMenuId: world.item.jerk, quantity: 1 }]);
    const tokenized = await callAs(world, null, "POST", "Payments/TokenizeCard", {
      cardNumber: number,
      expiryMonth: 11,
      expiryYear: new Date().getUTCFullYear() + 3,
      cvv,
    });
    expect(tokenized.statusCode, tokenized.body).toBe(200);
    const res = await pay(world, who, {
      shopId: world.shop.open,
      sourceId: tokenized.json().result.token,
      cardNumber: number,
      expiryMonth: 11,
      expiryYear: new Date().getUTCFullYear() + 3,
      saveCard: true,
      name: "Alice",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.payment).toMatchObject({
      cardDetailsCardBrand: "MASTERCARD",
      cardDetailsCardLast4: "5100",
    });

    const dump = await dumpDatabase(world.ctx.database.db);
    expect(dump).toContain("5100"); // brand and last four are kept, as they should be
    for (const text of [dump, log]) {
      expect(text).not.toContain(digits);
      expect(text).not.toContain(number);
      expect(text).not.toMatch(cvvAlone);
    }
    expect(log).toContain("/ShoppingCart/ProcessPayment"); // the request log was captured
  });
});
