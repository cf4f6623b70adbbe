import { randomUUID } from "node:crypto";
import { checkoutTexts } from "@dutchpot/contract";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orders } from "../../db/schema/index.ts";
import { withTransaction } from "../../db/transaction.ts";
import { scheduledCounts } from "../orders/order-history.ts";
import { createShopsService } from "../shops/shops.service.ts";
import { createHoursService } from "./hours.service.ts";
import {
  app,
  book,
  ctx,
  headers,
  itemId,
  mainTenantId,
  noPickupItemId,
  plus30,
  shop,
  useHoursWorld,
} from "./hours.test-app.ts";

/**
 * The schedule checks of UpdateShoppingCart and of the payment (assertOrderable), against the
 * timetable and slot capacity of hours.test-app.ts (clock fixed at Wednesday 2026-01-14 12:00 in Toronto).
 */
useHoursWorld();

describe("UpdateShoppingCart: schedule and pickup", () => {
  const patch = (guest: string, payload: unknown) =>
    ctx.app.inject({
      method: "PATCH",
      url: `${app}/ShoppingCart/UpdateShoppingCart`,
      headers: headers(guest),
      payload: payload as object,
    });
  async function cartOf(shopId: number, foodMenuId: number) {
    const guest = randomUUID();
    const res = await ctx.app.inject({
      method: "POST",
      url: `${app}/ShoppingCart/Create`,
      headers: headers(guest),
      payload: { shopId, shoppingCartItems: [{ foodMenuId, quantity: 1 }], shoppingCartCharges: [] },
    });
    expect(res.statusCode).toBe(200);
    return guest;
  }
  const schedule = (guest: string, start: string | null, end: string | null = start && plus30(start)) =>
    patch(guest, { shopId: shop.main, deliveryDateStart: start, deliveryDateEnd: end });
  const refusal = (res: Awaited<ReturnType<typeof patch>>) => {
    expect(res.statusCode).toBe(400);
    return res.json().error.validationErrors;
  };

  it("books an offered slot ('Delivery Time Updated' on the web) and clears it with null/null", async () => {
    const guest = await cartOf(shop.main, itemId);
    const ok = await schedule(guest, "2026-01-16T23:30:00.000Z");
    expect(ok.statusCode).toBe(200);
    expect(ok.json().result.items[0]).toMatchObject({
      deliveryDateStart: "2026-01-16T23:30:00.000Z",
      deliveryDateEnd: "2026-01-17T00:00:00.000Z",
    });
    // Local times without an offset are read as UTC: 2026-01-17T06:00 is Saturday 01:00 in Toronto.
    expect((await schedule(guest, "2026-01-17T06:00:00", "2026-01-17T06:30:00")).statusCode).toBe(200);
    // A start alone books its half-hour (the previous end does not linger).
    const alone = await patch(guest, { shopId: shop.main, deliveryDateStart: "2026-01-14T18:00:00Z" });
    expect(alone.json().result.items[0]).toMatchObject({
      deliveryDateStart: "2026-01-14T18:00:00.000Z",
      deliveryDateEnd: "2026-01-14T18:30:00.000Z",
    });
    const cleared = await schedule(guest, null, null);
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().result.items[0]).toMatchObject({ deliveryDateStart: null, deliveryDateEnd: null });
  });

  it.each([
    ["past", "2026-01-14T16:00:00.000Z", checkoutTexts.slotPast],
    ["within the preparation time", "2026-01-14T17:00:00.000Z", checkoutTexts.slotPast],
    ["off the half-hour grid", "2026-01-14T18:15:00.000Z", checkoutTexts.slotNotOnGrid],
    ["beyond 7 days", "2026-01-21T18:00:00.000Z", checkoutTexts.slotTooFar],
    ["in the lunch break", "2026-01-14T20:00:00.000Z", checkoutTexts.slotClosed],
    ["on closed Monday", "2026-01-19T18:00:00.000Z", checkoutTexts.slotClosed],
    ["on the closure date", "2026-01-20T18:00:00.000Z", checkoutTexts.slotClosed],
  ])("refuses a slot %s with the reason and changes nothing", async (_name, start, message) => {
    const guest = await cartOf(shop.main, itemId);
    await schedule(guest, "2026-01-16T23:30:00.000Z");
    expect(refusal(await schedule(guest, start))).toEqual([{ message, members: ["deliveryDateStart"] }]);
    const cart = await ctx.app.inject({
      method: "GET",
      url: `${app}/ShoppingCart/GetByCustomer?shopId=${shop.main}`,
      headers: headers(guest),
    });
    expect(cart.json().result.deliveryDateStart).toBe("2026-01-16T23:30:00.000Z");
  });

  it("refuses a window longer than a slot, and a full slot", async () => {
    const guest = await cartOf(shop.main, itemId);
    const long = await schedule(guest, "2026-01-14T18:00:00.000Z", "2026-01-14T19:00:00.000Z");
    expect(refusal(long)).toEqual([{ message: checkoutTexts.slotNotOnGrid, members: ["deliveryDateStart"] }]);
    await book("2026-01-15T22:00:00.000Z");
    await book("2026-01-15T22:00:00.000Z");
    expect(refusal(await schedule(guest, "2026-01-15T22:00:00.000Z"))).toEqual([
      { message: checkoutTexts.slotFull, members: ["deliveryDateStart"] },
    ]);
  });

  it("refuses pickup where the shop does not offer it; accepts it where it does", async () => {
    const guest = await cartOf(shop.noPickup, noPickupItemId);
    const res = await patch(guest, { shopId: shop.noPickup, isDelivery: false });
    expect(refusal(res)).toEqual([{ message: checkoutTexts.noPickup, members: ["isDelivery"] }]);
    const other = await cartOf(shop.main, itemId);
    const ok = await patch(other, { shopId: shop.main, isDelivery: false });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().result.items[0].isDelivery).toBe(false);
  });
});

describe("assertOrderable (the payment's check, inside its transaction)", () => {
  // Built as services.ts builds it (the app's services live inside the modules' plugin scope).
  const hours = () =>
    createHoursService(ctx.database.db, { shops: createShopsService(ctx.database.db), scheduledCounts });
  const db = () => ctx.database.db;

  it("'now' needs the shop open now", async () => {
    await withTransaction(db(), (tx) => hours().assertOrderable({ shopId: shop.main, start: null, end: null }, tx));
    const closed = withTransaction(db(), (tx) =>
      hours().assertOrderable({ shopId: shop.main, start: null, end: null, now: new Date("2026-01-14T20:00:00Z") }, tx),
    );
    await expect(closed).rejects.toMatchObject({
      member: "deliveryDateStart",
      fieldMessage: checkoutTexts.shopClosedNow,
    });
  });

  it("two payments racing for a slot's last place: the second waits for the first and is refused", async () => {
    const start = new Date("2026-01-15T23:00:00.000Z");
    const end = new Date(plus30(start.toISOString()));
    await book(start.toISOString());
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let firstChecked = () => {};
    const checked = new Promise<void>((resolve) => {
      firstChecked = resolve;
    });
    const first = withTransaction(db(), async (tx) => {
      await hours().assertOrderable({ shopId: shop.main, start, end }, tx);
      firstChecked();
      await gate;
      await tx.insert(orders).values({
        tenantId: 3,
        shopId: shop.main,
        shopTenantId: mainTenantId,
        guestId: randomUUID(),
        isDelivery: true,
        deliveryDateStart: start,
        deliveryDateEnd: end,
        subTotalCents: 1000,
        taxCents: 130,
        totalCents: 1000,
        amountDueCents: 1130,
      });
    });
    await checked;
    const second = withTransaction(db(), (tx) => hours().assertOrderable({ shopId: shop.main, start, end }, tx));
    const outcome = second.then(
      () => "booked",
      (error: { fieldMessage?: string }) => error.fieldMessage,
    );
    if (process.env.DATABASE_URL) {
      // PostgreSQL: wait until the second payment is queued on the slot's lock, then let the first commit.
      for (;;) {
        const waiting = await db().execute(sql`select 1 from pg_locks where locktype = 'advisory' and not granted`);
        if ((waiting as unknown as { rows?: unknown[] }).rows?.length ?? (waiting as unknown as unknown[]).length)
          break;
        await new Promise((resolve) => setImmediate(resolve));
      }
    }
    release();
    await first;
    expect(await outcome).toBe(checkoutTexts.slotFull);
  });
});
