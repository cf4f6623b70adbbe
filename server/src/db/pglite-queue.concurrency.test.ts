import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildMenuItem, buildShop, buildTenant } from "../../test/factories.ts";
import { createTestApp } from "../../test/support/test-app.ts";
import { seedReferenceData } from "./seed/index.ts";

const app = "/api/services/app";
const storefront = { "Abp.TenantId": "3" };
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let shopId: number;
let itemId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  await seedReferenceData(db);
  await buildTenant(db, { id: 3, tenancyName: "dutchpot", name: "Dutchpot", kind: "marketplace" });
  shopId = (await buildShop(db, { marketplaceTenantId: 3, name: "Jerk Hut" })).id;
  itemId = (await buildMenuItem(db, { shopId, name: "Beef Patty", unitPriceCents: 350 })).id;
  await buildMenuItem(db, { shopId, name: "Jerk Chicken", unitPriceCents: 1299 });
}, 120_000);
afterAll(async () => ctx?.close());

const menu = () =>
  ctx.app.inject({
    method: "GET",
    url: `${app}/FoodMenu/GetMenusByCategoryTagByShopId?ShopId=${shopId}&IsActive=true&SkipCount=0&MaxResultCount=10`,
    headers: storefront,
  });
const cartCall = (method: "POST" | "GET", path: string, guest: string, payload?: object) =>
  ctx.app.inject({
    method,
    url: `${app}/ShoppingCart/${path}`,
    headers: { ...storefront, "X-Guest-Id": guest },
    payload,
  });

// Issue 17: the embedded database is one connection; 50 shoppers at once must all get their answer.
describe("50 concurrent shoppers on one database (PGlite's queue; the same on PostgreSQL)", () => {
  it("answers every menu read and cart write 200, with the right menu and every add counted once", async () => {
    const expectedMenu = (await menu()).json();
    expect(expectedMenu.success).toBe(true);
    const carts: { guest: string; cartId: number }[] = [];
    for (let i = 0; i < 25; i++) {
      const guest = randomUUID();
      const created = await cartCall("POST", "Create", guest, {
        shopId,
        shoppingCartItems: [{ foodMenuId: itemId, quantity: 1, selectedAttributes: [] }],
        shoppingCartCharges: [],
      });
      expect(created.statusCode).toBe(200);
      carts.push({ guest, cartId: created.json().result.id });
    }

    // 25 menu reads and 25 adds (+2 each) in flight together, interleaved.
    const answers = await Promise.all(
      carts.flatMap(({ guest, cartId }) => [
        menu(),
        cartCall("POST", "AddShoppingCartItem", guest, {
          shoppingCartItem: { shoppingCartId: cartId, foodMenuId: itemId, quantity: 2, selectedAttributes: [] },
          shoppingCartId: cartId,
        }),
      ]),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    answers.forEach((answer, i) => {
      if (i % 2 === 0) expect(answer.json()).toEqual(expectedMenu);
      else expect(answer.json().result.shoppingCartItems).toMatchObject([{ foodMenuId: itemId, quantity: 3 }]);
    });

    // Read back: each guest's own cart holds exactly its one line at 1 + 2.
    for (const { guest, cartId } of carts) {
      const cart = await cartCall("GET", `GetByCustomer?id=${cartId}`, guest);
      expect(cart.statusCode).toBe(200);
      expect(cart.json().result.shoppingCartItems).toMatchObject([{ foodMenuId: itemId, quantity: 3 }]);
    }
  }, 120_000);
});
