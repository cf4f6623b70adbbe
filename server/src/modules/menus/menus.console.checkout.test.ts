import { checkoutTexts } from "@dutchpot/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildSignedInUser } from "../../../test/discovery-factories.ts";
import { shops } from "../../db/schema/index.ts";
import { callAs, fillCart, guest, pay, tokenize, useCheckoutTestApp } from "../checkout/checkout.test-app.ts";

const world = useCheckoutTestApp();

describe("Out of stock at checkout", () => {
  it("ProcessPayment refuses a cart holding an item marked out of stock after it was added, naming it", async () => {
    const db = world.ctx.database.db;
    const [shop] = await db.select({ tenantId: shops.tenantId }).from(shops).where(eq(shops.id, world.shop.open));
    const admin = await buildSignedInUser(db, world.ctx.app.tokens, shop?.tenantId as number, "tenantAdmin");
    const setStock = (isOutOfStock: boolean) =>
      world.ctx.app.inject({
        method: "POST",
        url: "/api/services/app/MerchantMenu/SetItemStock",
        headers: { authorization: admin.authorization },
        payload: { id: world.item.patty, isOutOfStock },
      });

    const who = guest();
    await fillCart(world, who, world.shop.open, [{ foodMenuId: world.item.patty, quantity: 1 }]);
    expect((await setStock(true)).statusCode).toBe(200);
    try {
      const res = await pay(world, who, { shopId: world.shop.open, sourceId: await tokenize(world) });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ message: checkoutTexts.itemsUnavailable, details: "Beef Patty" });
    } finally {
      expect((await setStock(false)).statusCode).toBe(200);
    }
    const paid = await pay(world, who, { shopId: world.shop.open, sourceId: await tokenize(world) });
    expect(paid.statusCode, paid.body).toBe(200);
    const orders = await callAs(world, who, "GET", "Orders/GetAllByCustomer?skipCount=0&maxResultCount=10");
    expect(orders.json().result.items[0].orderDetails[0].foodMenu.name).toBe("Beef Patty");
  });
});
