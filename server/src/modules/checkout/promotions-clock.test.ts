import { checkoutTexts } from "@dutchpot/contract";
import { describe, expect, it } from "vitest";
import { testClock } from "../../lib/clock.ts";
import { buildPromotion, callAs, fillCart, guest, useCheckoutTestApp } from "./checkout.test-app.ts";

// A code's window is read on the app's one clock (decision 029), as the merchant console reads it:
// here the clock stands in June 2030, whatever the machine's time.
const clock = testClock("2030-06-01T16:00:00Z");
const world = useCheckoutTestApp({}, { clock });

const apply = async (code: string) => {
  const who = guest();
  await fillCart(world, who, world.shop.open, [{ foodMenuId: world.item.jerk, quantity: 1 }]);
  return callAs(world, who, "POST", "ShoppingCart/ApplyPromotionalCode", { promoCode: code, shopId: world.shop.open });
};

describe("Promotional codes at checkout follow the app's clock", () => {
  it("takes a code whose window is open on the app's clock (June 2030), not on the machine's", async () => {
    const june = await buildPromotion(world, {
      startsAt: new Date("2030-05-01T00:00:00Z"),
      endsAt: new Date("2030-07-01T00:00:00Z"),
    });
    const res = await apply(june.code);
    expect(res.statusCode, res.body).toBe(200);
  });

  it("refuses a code that ended before the app's clock, though the machine's time is within it", async () => {
    const ended = await buildPromotion(world, {
      startsAt: new Date("2020-01-01T00:00:00Z"),
      endsAt: new Date("2030-01-01T00:00:00Z"),
    });
    const res = await apply(ended.code);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.validationErrors).toEqual([
      { message: checkoutTexts.promoExpired, members: ["promoCode"] },
    ]);
  });
});
