import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { withTransaction } from "../../db/transaction.ts";
import { add, ctx, guest, item, newCart, useCartTestApp } from "./cart.test-app.ts";

useCartTestApp();

/** Waits until some session of the test database waits for a lock (the change queued on the cart). */
async function someoneWaitsForALock() {
  for (let i = 0; i < 500; i++) {
    const result = await ctx.database.db.execute(
      sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if ((result as unknown as { rows: { n: number }[] }).rows[0]?.n) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error("no session waited for the cart's lock");
}

/**
 * The lock and the lines in one statement (decision 037): the lines come from the statement's
 * snapshot, so a change that has to wait for another change of the same cart must read them again
 * once it holds the lock, or it would write over the other change (a lost update). PostgreSQL
 * only: PGlite runs one transaction at a time, so no change ever waits there.
 */
describe.skipIf(!process.env.DATABASE_URL)("a change of lines while another change holds the cart", () => {
  it("waits, then sees the other change's lines: no update is lost", async () => {
    const who = guest();
    const cart = await newCart(who, [{ foodMenuId: item.patty, quantity: 1 }]);
    const owner = { tenantId: 3, userId: null, guestId: who.guest };
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let holding = () => {};
    const held = new Promise<void>((resolve) => {
      holding = resolve;
    });
    const first = withTransaction(ctx.app.db, async (tx) => {
      const line = { foodMenuId: item.patty, quantity: 5 };
      await ctx.app.services.cart.addItem(owner, { shoppingCartId: cart.id, shoppingCartItem: line }, tx);
      holding();
      await gate;
    });
    await held;
    const second = add(who, cart.id, { foodMenuId: item.patty, quantity: 1 });
    await someoneWaitsForALock();
    release();
    await first;
    const res = await second;
    expect(res.statusCode).toBe(200);
    expect(res.json().result.shoppingCartItems).toMatchObject([{ foodMenuId: item.patty, quantity: 7 }]);
  });
});
