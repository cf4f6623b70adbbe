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
      // PGlite plans the guarded change once per session (PREPARE), then EXECUTEs it (decision 044).
      if (/^prepare cart_guarded_/i.test(q.trim())) return "prepare guarded";
      const executed = /^execute cart_guarded_(quantity|delete|insert)_/i.exec(q.trim());
      if (executed) {
        const verb = { quantity: "update", delete: "delete", insert: "insert" }[executed[1] as "quantity"];
        return `guarded ${verb} shopping_cart_items + events_append`;
      }
      // A guarded change (decision 044) is named by its line write.
      const guarded = /^with guard as \(.*\), written as \((\w+)\s+(?:into\s+|from\s+)?"(\w+)"/is.exec(q.trim());
      if (guarded) return `guarded ${guarded[1]?.toLowerCase()} ${guarded[2]} + events_append`;
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
 * A warm change of lines (decision 044): the storefront's catalogue version (PostgreSQL reads it,
 * batched; PGlite keeps it in memory), the menu items only when one is not in the cart's catalogue
 * cache, then ONE autocommitted statement: the cart row updated only at the version this instance
 * kept, the line write, cart.changed (events_append) and the owner's paid orders. No BEGIN/COMMIT.
 */
const guardedChange = (write: string, { readsItems = false, firstOfItsKind = false } = {}) => [
  ...(database.kind === "postgres" ? ["select catalogue_versions"] : []),
  ...(readsItems ? ["select menu_items"] : []),
  // PGlite: the first statement of each kind in the session is prepared first (then only executed).
  ...(firstOfItsKind && database.kind === "pglite" ? ["prepare guarded"] : []),
  `guarded ${write} + events_append`,
];

/**
 * A change of lines under the cart's row lock (decisions 037, 040), the path a change takes when its
 * cart is not kept or changed since: in its transaction the cart locked with its lines and the
 * owner's paid orders (one statement), then the write and cart.changed in one statement. Before
 * issue 17: 13 to 17 statements plus BEGIN/COMMIT; 10 before decision 037, 6 (7 on PostgreSQL)
 * before 040.
 */
const lockedChange = (write: string) => ["with shopping_carts", `${write} + events_append`];

/** The cart's row changed behind this instance's back (another instance, another module): no statement of the app's. */
const touchCart = (cartId: number) =>
  database.db.execute(sql`update shopping_carts set notes = notes where id = ${cartId}`);

describe("statements per cart change (issue 17)", () => {
  it("AddShoppingCartItem sends 1 statement (2 on PostgreSQL) when warm, merging into a line or adding one, with options too", async () => {
    const { guest, cartId } = await newCart();
    const add = (line: object) => () =>
      call("POST", "AddShoppingCartItem", guest, { shoppingCartId: cartId, shoppingCartItem: line });
    const merged = await statementsOf(add({ foodMenuId: plain, quantity: 1 }));
    expect(merged.statements).toEqual(guardedChange("update shopping_cart_items", { firstOfItsKind: true }));
    const again = await statementsOf(add({ foodMenuId: plain, quantity: 1 }));
    expect(again.statements).toEqual(guardedChange("update shopping_cart_items"));
    // The line and its option values are inserted by the same one statement. An item not in the
    // cart yet is read (then kept).
    const added = await statementsOf(add({ foodMenuId: sized, quantity: 1, selectedAttributes: [large] }));
    expect(added.statements).toEqual(
      guardedChange("insert shopping_cart_items", { readsItems: true, firstOfItsKind: true }),
    );
    expect(added.cart.shoppingCartItems).toHaveLength(2);
    const fresh = await statementsOf(add({ foodMenuId: other, quantity: 2 }));
    expect(fresh.statements).toEqual(
      guardedChange("insert shopping_cart_items", { readsItems: true, firstOfItsKind: true }),
    );
    expect(fresh.cart.shoppingCartItems).toHaveLength(3);
    expect(sent.some((q) => /^(begin|commit)\b/i.test(q.trim()))).toBe(false);
  });

  it("UpdateShoppingCartItem sends 1 statement (2 on PostgreSQL) when warm for +1, −1 and removing the line", async () => {
    const { guest, cartId, lineId } = await newCart();
    const change = (shoppingCartItem: object) => () =>
      call("PUT", "UpdateShoppingCartItem", guest, { shoppingCartId: cartId, shoppingCartItem });
    for (const quantityDelta of [1, -1]) {
      const { statements } = await statementsOf(change({ id: lineId, quantityDelta }));
      expect(statements).toEqual(guardedChange("update shopping_cart_items"));
    }
    const removed = await statementsOf(change({ id: lineId, quantity: 0 }));
    expect(removed.statements).toEqual(guardedChange("delete shopping_cart_items", { firstOfItsKind: true }));
    expect(removed.cart.shoppingCartItems).toEqual([]);
  });

  it("a cart changed since it was kept: the guarded statement writes nothing, the locked path (2 statements, 3 on PostgreSQL) answers and is kept", async () => {
    const { guest, cartId, lineId } = await newCart();
    const change = (quantityDelta: number) => () =>
      call("PUT", "UpdateShoppingCartItem", guest, {
        shoppingCartId: cartId,
        shoppingCartItem: { id: lineId, quantityDelta },
      });
    await touchCart(cartId);
    const stale = await statementsOf(change(2));
    expect(stale.statements).toEqual([
      ...guardedChange("update shopping_cart_items"),
      ...lockedChange("update shopping_cart_items"),
    ]);
    expect(stale.cart.shoppingCartItems[0].quantity).toBe(3);
    // Kept again: the next change is one statement.
    const next = await statementsOf(change(-1));
    expect(next.statements).toEqual(guardedChange("update shopping_cart_items"));
    expect(next.cart.shoppingCartItems[0].quantity).toBe(2);
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

  it("is set by the guarded statement for its own implicit transaction", async () => {
    const { guest, cartId } = await newCart();
    sent.length = 0;
    const res = await call("POST", "AddShoppingCartItem", guest, {
      shoppingCartId: cartId,
      shoppingCartItem: { foodMenuId: plain, quantity: 1 },
    });
    expect(res.statusCode).toBe(200);
    const statements = sent.filter((q) => !/catalogue_versions/.test(q));
    expect(statements).toHaveLength(1);
    // PGlite sends it as EXECUTE of the statement prepared earlier in this file (PREPARE … AS WITH guard …).
    expect(statements[0]).toMatch(database.kind === "pglite" ? /^execute cart_guarded_quantity_/ : /^with guard as/);
    expect(statements[0]).toMatch(
      database.kind === "pglite" ? /\(/ : /set_config\('synchronous_commit', 'off', true\)/,
    );
    // The setting is the statement's transaction's only: the session keeps synchronous commit.
    const result = await ctx.app.db.execute(sql`select current_setting('synchronous_commit') as value`);
    expect((result as unknown as { rows: { value: string }[] }).rows[0]?.value).toBe("on");
  });
});
