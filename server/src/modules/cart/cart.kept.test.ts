import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildMenuItem, buildShop, buildTenant } from "../../../test/factories.ts";
import { createTestApp, createTestDatabase } from "../../../test/support/test-app.ts";
import type { Database } from "../../db/client.ts";
import { menuItems, shoppingCartItems } from "../../db/schema/index.ts";
import { seedReferenceData } from "../../db/seed/index.ts";
import { withTransaction } from "../../db/transaction.ts";
import { eventsAfter } from "../../events/event-store.ts";
import { buildCustomer, type TestCustomer } from "./cart.fixtures.ts";

/**
 * A warm change of lines from the state the instance kept, guarded by the cart row's version and
 * its lines' shape in one statement (docs/decisions/044): two instances on one database (PGlite, or
 * PostgreSQL with DATABASE_URL), concurrent changes, and every other writer of a cart, after which
 * the next change must find its kept state stale and answer the truth.
 */
type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let database: Database;
let a: TestApp;
let b: TestApp;
let shopId = 0;
let plain = 0;
let customer: TestCustomer;

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  await seedReferenceData(db);
  await buildTenant(db, { id: 3, tenancyName: "dutchpot", name: "Dutchpot", kind: "marketplace" });
  shopId = (await buildShop(db, { marketplaceTenantId: 3, deliveryFeeCents: 299 })).id;
  plain = (await buildMenuItem(db, { shopId, unitPriceCents: 350 })).id;
  a = await createTestApp({}, { database });
  b = await createTestApp({}, { database });
  customer = await buildCustomer(db, a.app.tokens, 3);
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await database?.close();
});

type Who = { guest: string } | TestCustomer;
const base = "/api/services/app/ShoppingCart";
const call = (on: TestApp, method: "GET" | "POST" | "PUT" | "PATCH", path: string, who: Who, payload?: object) =>
  on.app.inject({
    method,
    url: `${base}/${path}`,
    headers: {
      "Abp.TenantId": "3",
      ...("guest" in who ? { "X-Guest-Id": who.guest } : { authorization: who.authorization }),
    },
    payload,
  });
const ownerOf = (who: Who) =>
  "guest" in who ? { tenantId: 3, userId: null, guestId: who.guest } : { tenantId: 3, userId: who.id, guestId: null };
const streamOf = (who: Who) => ("guest" in who ? `carts:guest:${who.guest}` : `carts:user:${who.id}`);
const stats = (on: TestApp) => on.app.services.cart.guardedChangeStats();

async function newCart(who: Who, on = a) {
  const res = await call(on, "POST", "Create", who, {
    shopId,
    shoppingCartItems: [{ foodMenuId: plain, quantity: 1 }],
  });
  expect(res.statusCode, res.body).toBe(200);
  const cart = res.json().result;
  return { cartId: cart.id as number, lineId: cart.shoppingCartItems[0].id as number };
}
const bump = (on: TestApp, who: Who, cartId: number, lineId: number, quantityDelta = 1) =>
  call(on, "PUT", "UpdateShoppingCartItem", who, {
    shoppingCartId: cartId,
    shoppingCartItem: { id: lineId, quantityDelta },
  });
const read = async (on: TestApp, who: Who, cartId: number) =>
  (await call(on, "GET", `GetByCustomer?id=${cartId}`, who)).json().result;

/** The stream's seqs are 1…n without a gap, one per change. */
async function expectGapless(who: Who, changes: number) {
  const events = await eventsAfter(database.db, streamOf(who), 0, 1000);
  expect(events.map((e) => e.seq)).toEqual(Array.from({ length: changes }, (_, n) => n + 1));
}

describe("concurrent changes of one cart", () => {
  it("through one instance: all land, each answered, the events gapless", async () => {
    const who = { guest: randomUUID() };
    const { cartId, lineId } = await newCart(who);
    const answers = await Promise.all(Array.from({ length: 12 }, () => bump(a, who, cartId, lineId)));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(12).fill(200));
    // Each answer is the cart as its own change left it: twelve different quantities, 2 to 13.
    const quantities = answers.map((res) => res.json().result.shoppingCartItems[0].quantity as number);
    expect([...quantities].sort((x, y) => x - y)).toEqual(Array.from({ length: 12 }, (_, n) => n + 2));
    expect((await read(a, who, cartId)).shoppingCartItems[0].quantity).toBe(13);
    await expectGapless(who, 13);
  });

  it("through two instances on one database: all land, a stale kept state falls back and answers the right cart", async () => {
    const who = { guest: randomUUID() };
    const { cartId, lineId } = await newCart(who);
    // Instance a kept the cart at its Create; b changes it: a's kept state is stale.
    expect((await bump(b, who, cartId, lineId, 2)).json().result.shoppingCartItems[0].quantity).toBe(3);
    const before = stats(a);
    const res = await bump(a, who, cartId, lineId);
    expect(res.json().result.shoppingCartItems[0].quantity).toBe(4);
    expect(res.json().result).toEqual(await read(b, who, cartId));
    expect(stats(a).stale).toBe(before.stale + 1);
    // Now both keep it; alternating changes each find the other's change and fall back, concurrent
    // ones queue on the row: none is lost.
    const answers = await Promise.all(Array.from({ length: 16 }, (_, n) => bump(n % 2 ? a : b, who, cartId, lineId)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(16).fill(200));
    expect((await read(a, who, cartId)).shoppingCartItems[0].quantity).toBe(20);
    await expectGapless(who, 1 + 1 + 1 + 16);
    // A change through a, warm again: one guarded statement that applies.
    await bump(a, who, cartId, lineId, -1);
    const warm = stats(a);
    expect((await bump(a, who, cartId, lineId, -1)).json().result.shoppingCartItems[0].quantity).toBe(18);
    expect(stats(a)).toMatchObject({ guarded: warm.guarded + 1, stale: warm.stale });
  });
});

describe("every other writer of a cart makes the kept state stale", () => {
  /**
   * A cart kept by instance a (a warm change applied from it), then `write`, then a change through
   * a: it must find its kept state stale, take the locked path and answer what a read shows.
   */
  async function afterWriter(who: Who, write: (cart: { cartId: number; lineId: number }) => Promise<unknown>) {
    const cart = await newCart(who);
    await bump(a, who, cart.cartId, cart.lineId);
    const warm = stats(a);
    expect((await bump(a, who, cart.cartId, cart.lineId)).statusCode).toBe(200);
    expect(stats(a)).toMatchObject({ guarded: warm.guarded + 1, stale: warm.stale });
    await write(cart);
    const before = stats(a);
    const res = await bump(a, who, cart.cartId, cart.lineId);
    expect(stats(a)).toMatchObject({ guarded: before.guarded, stale: before.stale + 1 });
    return { res, cart };
  }

  it("UpdateShoppingCart (drop-off details)", async () => {
    const who = { guest: randomUUID() };
    const { res, cart } = await afterWriter(who, (c) =>
      call(a, "PATCH", "UpdateShoppingCart", who, { shoppingCartId: c.cartId, dropOffInstructions: "Ring twice" }),
    );
    expect(res.json().result).toMatchObject({ dropOffInstructions: "Ring twice" });
    expect(res.json().result).toEqual(await read(a, who, cart.cartId));
  });

  it("AddTip and RemovePromotionalCode", async () => {
    const who = { guest: randomUUID() };
    const { res, cart } = await afterWriter(who, async () => {
      expect((await call(a, "POST", "AddTip", who, { shopId, value: 3 })).statusCode).toBe(200);
    });
    expect(res.json().result).toMatchObject({ driverTip: 3 });
    expect(res.json().result).toEqual(await read(a, who, cart.cartId));
    const second = { guest: randomUUID() };
    const removed = await afterWriter(second, async () => {
      expect((await call(a, "POST", "RemovePromotionalCode", second, { shopId })).statusCode).toBe(200);
    });
    expect(removed.res.json().result).toEqual(await read(a, second, removed.cart.cartId));
  });

  it("the payment closing the cart: the next change is refused (404), not written into the order's cart", async () => {
    const who = { guest: randomUUID() };
    const { res, cart } = await afterWriter(who, (c) =>
      withTransaction(a.app.db, (tx) => a.app.services.cart.markOrdered(ownerOf(who), c.cartId, tx)),
    );
    expect(res.statusCode).toBe(404);
    const [line] = await database.db
      .select({ quantity: shoppingCartItems.quantity })
      .from(shoppingCartItems)
      .where(eq(shoppingCartItems.id, cart.lineId));
    expect(line?.quantity).toBe(3);
  });

  it("the guest-cart merge at sign-in adds the guest's lines to the customer's cart", async () => {
    const guest = { guest: randomUUID() };
    const { res, cart } = await afterWriter(customer, async () => {
      await newCart(guest, b);
      await a.app.services.cart.mergeGuestCarts({ userId: customer.id, tenantId: 3, guestId: guest.guest });
    });
    // 1 + 1 + 1 kept, + 1 merged from the guest's cart, + 1 now.
    expect(res.json().result.shoppingCartItems[0].quantity).toBe(5);
    expect(res.json().result).toEqual(await read(a, customer, cart.cartId));
  });

  it("a write of lines that does not write the cart row (a shop deleting an item cascades; a writer breaking the rule)", async () => {
    const who = { guest: randomUUID() };
    let removedItem = 0;
    const { res, cart } = await afterWriter(who, async (c) => {
      // A second line whose item the shop then deletes: the line goes by the foreign key's cascade.
      removedItem = (await buildMenuItem(database.db, { shopId, unitPriceCents: 500 })).id;
      const added = await call(b, "POST", "AddShoppingCartItem", who, {
        shoppingCartId: c.cartId,
        shoppingCartItem: { foodMenuId: removedItem, quantity: 1 },
      });
      expect(added.statusCode).toBe(200);
      // b's change made a's state stale; a change through a keeps it again, with two lines.
      expect((await bump(a, who, c.cartId, c.lineId)).json().result.shoppingCartItems).toHaveLength(2);
      await database.db.delete(menuItems).where(eq(menuItems.id, removedItem));
      await database.db.update(shoppingCartItems).set({ quantity: 7 }).where(eq(shoppingCartItems.id, c.lineId));
    });
    expect(res.json().result.shoppingCartItems.map((l: { quantity: number }) => l.quantity)).toEqual([8]);
    expect(res.json().result).toEqual(await read(a, who, cart.cartId));
  });

  it("a line's quantity written without the cart row: the change adds to the written quantity", async () => {
    const who = { guest: randomUUID() };
    const { res } = await afterWriter(who, (c) =>
      database.db.execute(sql`update shopping_cart_items set quantity = 9 where id = ${c.lineId}`),
    );
    expect(res.json().result.shoppingCartItems[0].quantity).toBe(10);
  });
});
