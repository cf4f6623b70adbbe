import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildMenuItem, buildShop, buildTenant } from "../../../test/factories.ts";
import { createTestApp, createTestDatabase } from "../../../test/support/test-app.ts";
import type { Database, Db } from "../../db/client.ts";
import * as schema from "../../db/schema/index.ts";
import { seedReferenceData } from "../../db/seed/index.ts";
import { withTransaction } from "../../db/transaction.ts";
import { buildOptions } from "./cart.fixtures.ts";

/**
 * What a cart change costs the database (issue 17, docs/cart.md "Fewer round trips"): the app runs
 * on a Drizzle handle whose logger counts every statement it sends to the real driver (BEGIN and
 * COMMIT aside: PGlite sends them itself), so the count of the hot calls cannot grow back unseen.
 */

let database: Database;
let ctx: Awaited<ReturnType<typeof createTestApp>>;
const sent: string[] = [];
let shopId = 0;
let plain = 0;
let other = 0;
let sized = 0;
let large = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  const logger = { logQuery: (query: string) => sent.push(query) };
  const client = (database.db as unknown as { $client: never }).$client;
  const db = (database.kind === "postgres"
    ? drizzlePg(client, { schema, logger })
    : drizzlePglite(client, { schema, logger })) as unknown as Db;
  ctx = await createTestApp({}, { database: { ...database, db } });
  await seedReferenceData(db);
  await buildTenant(db, { id: 3, tenancyName: "dutchpot", name: "Dutchpot", kind: "marketplace" });
  shopId = (await buildShop(db, { marketplaceTenantId: 3 })).id;
  plain = (await buildMenuItem(db, { shopId, unitPriceCents: 350 })).id;
  other = (await buildMenuItem(db, { shopId, unitPriceCents: 425 })).id;
  sized = (await buildMenuItem(db, { shopId, unitPriceCents: 1299 })).id;
  const values = await buildOptions(db, sized, [
    {
      textPrompt: "Size",
      controlType: 2,
      isRequired: true,
      values: [
        { name: "Small", costCents: 0, isPreSelected: true },
        { name: "Large", costCents: 200 },
      ],
    },
  ]);
  large = values.Large as number;
});
afterAll(async () => {
  await ctx?.close();
  await database?.close();
});

const base = "/api/services/app/ShoppingCart";
const call = (method: "GET" | "POST" | "PUT", path: string, guest: string, payload?: object) =>
  ctx.app.inject({ method, url: `${base}/${path}`, headers: { "Abp.TenantId": "3", "X-Guest-Id": guest }, payload });

/** The statements one call sends (BEGIN/COMMIT aside), each as "verb table", and its answer. */
async function statementsOf(run: () => ReturnType<typeof call>) {
  sent.length = 0;
  const res = await run();
  expect(res.statusCode).toBe(200);
  const statements = sent
    .filter((q) => !/^(begin|commit|rollback)\b/i.test(q.trim()))
    .map((q) => {
      // A write sent with cart.changed (decision 040) is named by the write inside its WITH.
      const folded = /^with written as \((\w+)/i.exec(q.trim());
      const verb = (folded?.[1] ?? q.trim().split(/\s+/)[0])?.toLowerCase();
      // A select is named by its outermost (last) FROM, past any subquery's.
      const tables = [...q.matchAll(verb === "select" ? /from\s+"(\w+)"/gi : /(?:update|into|from)\s+"(\w+)"/gi)];
      const table =
        (verb === "select" ? tables.at(-1) : tables[0])?.[1] ??
        /select (pg_\w+)/i.exec(q)?.[1] ??
        /from (\w+)\(/i.exec(q)?.[1] ??
        "?";
      return folded ? `${verb} ${table} + events_append` : `${verb} ${table}`;
    });
  return { statements, cart: res.json().result };
}

async function newCart() {
  const guest = randomUUID();
  const res = await call("POST", "Create", guest, { shopId, shoppingCartItems: [{ foodMenuId: plain, quantity: 1 }] });
  expect(res.statusCode).toBe(200);
  const cart = res.json().result;
  return { guest, cartId: cart.id as number, lineId: cart.shoppingCartItems[0].id as number };
}

/**
 * A change of lines (decision 037): the storefront's catalogue version (PostgreSQL reads it, batched;
 * PGlite keeps it in memory, decision 035), then in its transaction the cart locked with its lines
 * (one statement), the menu items only when one is not in the cart's catalogue cache, then the
 * write and cart.changed in one statement (events_append: the stream's lock, the event, its NOTIFY;
 * decision 040), apart only for a new line with option values. The owner's order history is read
 * by the lock statement (decision 040), the shop and fee policy come from the cache. Before issue 17:
 * 13 to 17 statements plus BEGIN/COMMIT; 10 before decision 037, 6 (7 on PostgreSQL) before 040.
 */
const changeOfLines = (write: string, { readsItems = false, apart = false } = {}) => [
  ...(database.kind === "postgres" ? ["select catalogue_versions"] : []),
  "with shopping_carts",
  ...(readsItems ? ["select menu_items"] : []),
  ...(apart ? [write, "select events_append"] : [`${write} + events_append`]),
];

describe("statements per cart change (issue 17)", () => {
  it("AddShoppingCartItem sends 2 statements (3 on PostgreSQL), merging into a line or adding one with options", async () => {
    const { guest, cartId } = await newCart();
    const add = (line: object) => () =>
      call("POST", "AddShoppingCartItem", guest, { shoppingCartId: cartId, shoppingCartItem: line });
    const merged = await statementsOf(add({ foodMenuId: plain, quantity: 1 }));
    expect(merged.statements).toEqual(changeOfLines("update shopping_cart_items"));
    // The line and its option values are inserted by one statement (a data-modifying WITH).
    const added = await statementsOf(add({ foodMenuId: sized, quantity: 1, selectedAttributes: [large] }));
    // An item not in the cart yet is read (then kept).
    expect(added.statements).toEqual(changeOfLines("with shopping_cart_items", { readsItems: true, apart: true }));
    expect(added.cart.shoppingCartItems).toHaveLength(2);
    // A new line without options: its insert goes with cart.changed too.
    const fresh = await statementsOf(add({ foodMenuId: other, quantity: 2 }));
    expect(fresh.statements).toEqual(changeOfLines("insert shopping_cart_items", { readsItems: true }));
    expect(fresh.cart.shoppingCartItems).toHaveLength(3);
  });

  it("UpdateShoppingCartItem sends 2 statements (3 on PostgreSQL) for +1, −1 and removing the line", async () => {
    const { guest, cartId, lineId } = await newCart();
    const change = (shoppingCartItem: object) => () =>
      call("PUT", "UpdateShoppingCartItem", guest, { shoppingCartId: cartId, shoppingCartItem });
    for (const quantityDelta of [1, -1]) {
      const { statements } = await statementsOf(change({ id: lineId, quantityDelta }));
      expect(statements).toEqual(changeOfLines("update shopping_cart_items"));
    }
    const removed = await statementsOf(change({ id: lineId, quantity: 0 }));
    expect(removed.statements).toEqual(changeOfLines("delete shopping_cart_items"));
    expect(removed.cart.shoppingCartItems).toEqual([]);
  });
});

describe("the answer of a change, built in its transaction", () => {
  it("is the cart as a read right after it shows it", async () => {
    const { guest, cartId, lineId } = await newCart();
    const read = async () => (await call("GET", `GetByCustomer?id=${cartId}`, guest)).json().result;
    const steps = [
      () =>
        call("POST", "AddShoppingCartItem", guest, {
          shoppingCartId: cartId,
          shoppingCartItem: { foodMenuId: other, quantity: 3 },
        }),
      () =>
        call("POST", "AddShoppingCartItem", guest, {
          shoppingCartId: cartId,
          shoppingCartItem: { foodMenuId: sized, quantity: 2, selectedAttributes: [large] },
        }),
      () =>
        call("POST", "AddShoppingCartItem", guest, {
          shoppingCartId: cartId,
          shoppingCartItem: { foodMenuId: sized, quantity: 1 },
        }),
      () =>
        call("PUT", "UpdateShoppingCartItem", guest, {
          shoppingCartId: cartId,
          shoppingCartItem: { id: lineId, quantityDelta: 4 },
        }),
      () => call("POST", "Create", guest, { shopId, notes: "Ring twice" }),
      () =>
        call("PUT", "UpdateShoppingCartItem", guest, {
          shoppingCartId: cartId,
          shoppingCartItem: { id: lineId, quantity: 0 },
        }),
    ];
    const answers = [];
    for (const step of steps) {
      const res = await step();
      expect(res.statusCode).toBe(200);
      // Nothing else changes the cart in between: the answer is what a read shows next.
      expect(res.json().result).toEqual(await read());
      answers.push(res);
    }
    const [newLine, withOptions] = answers;
    // The new line's id is the one the insert (sent with cart.changed) returned.
    expect(newLine?.json().result.shoppingCartItems[1]).toMatchObject({ foodMenuId: other, quantity: 3 });
    expect(newLine?.json().result.shoppingCartItems[1].id).toBeGreaterThan(lineId);
    expect(withOptions?.json().result.shoppingCartItems[2]).toMatchObject({
      foodMenuId: sized,
      quantity: 2,
      price: 29.98,
      selectedAttributes: [{ productAttributeValueId: large, productAttributeValue: { name: "Large", cost: 2 } }],
    });
    expect(answers[4]?.json().result).toMatchObject({ notes: "Ring twice", itemCount: 11 });
  });
});

describe("asynchronous commit", () => {
  it("is set only for a transaction the cart opens itself: a workflow's transaction it joins stays durable", async () => {
    const { guest, cartId } = await newCart();
    const owner = { tenantId: 3, userId: null, guestId: guest };
    const setting = await withTransaction(ctx.app.db, async (tx) => {
      await ctx.app.services.cart.addItem(
        owner,
        { shoppingCartId: cartId, shoppingCartItem: { foodMenuId: plain, quantity: 1 } },
        tx,
      );
      const result = await tx.execute(sql`select current_setting('synchronous_commit') as value`);
      return (result as unknown as { rows: { value: string }[] }).rows[0]?.value;
    });
    expect(setting).toBe("on");
    // Its own transaction: the lock statement turns synchronous commit off for that transaction only.
    sent.length = 0;
    await call("POST", "AddShoppingCartItem", guest, {
      shoppingCartId: cartId,
      shoppingCartItem: { foodMenuId: plain, quantity: 1 },
    });
    expect(sent.filter((q) => q.includes("set_config('synchronous_commit', 'off', true)"))).toHaveLength(1);
  });
});
