import { eq, inArray, sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import * as schema from "../../db/schema/index.ts";
import { catalogueVersions, menuItems, shops, tenants } from "../../db/schema/index.ts";
import { createHoursService } from "../hours/hours.service.ts";
import { createMenuItemsService } from "../menus/menu-items.service.ts";
import { paidOrderCount, scheduledCounts } from "../orders/order-history.ts";
import { createPromotionsService } from "../promotions/promotions.service.ts";
import { createShopsService } from "../shops/shops.service.ts";
import { createTenantsService } from "../tenants/tenants.service.ts";
import type { ReadVersions } from "./cart.catalogue-cache.ts";
import { createCartService } from "./cart.service.ts";
import { ctx, getCart, guest, item, newCart, shop, useCartTestApp } from "./cart.test-app.ts";

useCartTestApp();

/**
 * Changes of lines keep the shop, its marketplace's fee settings and the menu items in memory
 * while their catalogue version holds (decision 037): the cart service is built as the composition
 * root builds it, on a Drizzle handle that logs every statement, with a version reader.
 */
const sent: string[] = [];
let cart: ReturnType<typeof createCartService>;

beforeAll(() => {
  const database = ctx.database;
  const client = (database.db as unknown as { $client: never }).$client;
  const logger = { logQuery: (query: string) => sent.push(query) };
  const db = (database.kind === "postgres"
    ? drizzlePg(client, { schema, logger })
    : drizzlePglite(client, { schema, logger })) as unknown as Db;
  const versions: ReadVersions = async (scopes) => {
    const rows = await database.db
      .select()
      .from(catalogueVersions)
      .where(inArray(catalogueVersions.scope, [...scopes]));
    return new Map(rows.map((r) => [r.scope, Number(r.version)]));
  };
  const shopsService = createShopsService(db);
  const paid: Parameters<typeof createPromotionsService>[1]["paidOrderCount"] = (owner, tx) =>
    paidOrderCount(tx, owner);
  cart = createCartService(db, {
    shops: shopsService,
    menus: createMenuItemsService(db),
    hours: createHoursService(db, { shops: shopsService, scheduledCounts }),
    marketplaceFees: createTenantsService(db).fees,
    paidOrderCount: paid,
    promotions: createPromotionsService(db, { paidOrderCount: paid }),
    versions,
  });
});

/** The catalogue tables a call read (its statements' FROM clauses). */
const catalogueReads = () =>
  sent.flatMap((q) => [...q.matchAll(/from "(shops|tenants|menu_items)"/g)].map((m) => m[1]));

describe("the cart's catalogue cache", () => {
  it("answers a change without reading the shop, fees or items again, and as a read shows the cart", async () => {
    const who = guest();
    const created = await newCart(who, [{ foodMenuId: item.patty, quantity: 1 }]);
    const owner = { tenantId: 3, userId: null, guestId: who.guest };
    const change = { shoppingCartId: created.id, shoppingCartItem: { id: created.shoppingCartItems[0].id } };
    await cart.updateItem(owner, { ...change, shoppingCartItem: { ...change.shoppingCartItem, quantityDelta: 1 } });
    sent.length = 0;
    const answer = await cart.updateItem(owner, {
      ...change,
      shoppingCartItem: { ...change.shoppingCartItem, quantityDelta: 1 },
    });
    expect(catalogueReads()).toEqual([]);
    expect(answer).toEqual((await getCart(who, created.id)).json().result);
    expect(answer.shoppingCartItems[0]).toMatchObject({ quantity: 3, price: 10.5 });
  });

  it("sees a price, a delivery fee, a fee setting and an item taken off the menu at the next change", async () => {
    const db = ctx.database.db;
    const who = guest();
    const created = await newCart(who, [{ foodMenuId: item.patty, quantity: 1 }]);
    const owner = { tenantId: 3, userId: null, guestId: who.guest };
    const add = () =>
      cart.addItem(owner, { shoppingCartId: created.id, shoppingCartItem: { foodMenuId: item.patty, quantity: 1 } });
    await add();
    await add();

    await db.update(menuItems).set({ unitPriceCents: 400 }).where(eq(menuItems.id, item.patty));
    expect((await add()).shoppingCartItems[0]).toMatchObject({ quantity: 4, price: 16, foodMenu: { unitPrice: 4 } });

    await db.update(shops).set({ deliveryFeeCents: 499 }).where(eq(shops.id, shop.a));
    expect((await add()).feePolicy.deliveryFee).toBe(4.99);

    await db
      .update(tenants)
      .set({ settings: sql`jsonb_set(${tenants.settings}, '{fees}', '{"orderFeeCents": 123}')` })
      .where(eq(tenants.id, 3));
    const withFee = await add();
    expect(withFee.feePolicy.orderFee).toBe(1.23);
    expect(withFee).toEqual((await getCart(who, created.id)).json().result);

    await db.update(menuItems).set({ isActive: false }).where(eq(menuItems.id, item.patty));
    await expect(add()).rejects.toMatchObject({ statusCode: 400 });
  });
});
