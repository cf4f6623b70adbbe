import { randomUUID } from "node:crypto";
import { checkoutTexts } from "@dutchpot/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { buildMenuItem, buildShop, buildTenant } from "../../../test/factories.ts";
import { createTestApp } from "../../../test/support/test-app.ts";
import { orders, shopClosures, shopHours } from "../../db/schema/index.ts";
import { seedReferenceData } from "../../db/seed/index.ts";
import { withTransaction } from "../../db/transaction.ts";
import { scheduledCounts } from "../orders/order-history.ts";
import { createShopsService } from "../shops/shops.service.ts";
import { createHoursService } from "./hours.service.ts";

/**
 * Opening hours and delivery slots through the API, the schedule checks of UpdateShoppingCart and
 * of the payment (assertOrderable), and store cards' opening state. The clock is fixed (only
 * `Date` is faked): Wednesday 2026-01-14 12:00 in Toronto (EST, UTC-5).
 */
let ctx: Awaited<ReturnType<typeof createTestApp>>;
const shop = { main: 0, noPickup: 0, noHours: 0, inactive: 0, foreign: 0 };
let mainTenantId = 0;
let itemId = 0;
let noPickupItemId = 0;
const wedNoon = new Date("2026-01-14T17:00:00Z");
const h = (hh: number, mm = 0) => hh * 60 + mm;
const headers = (guest: string) => ({ "Abp.TenantId": "3", "X-Guest-Id": guest });
const app = "/api/services/app";
const get = (path: string, tenant = "3") =>
  ctx.app.inject({ method: "GET", url: `${app}/${path}`, headers: { "Abp.TenantId": tenant } });
const plus30 = (iso: string) => new Date(new Date(iso).getTime() + 30 * 60_000).toISOString();

async function book(start: string, status = 0) {
  await ctx.database.db.insert(orders).values({
    tenantId: 3,
    shopId: shop.main,
    shopTenantId: mainTenantId,
    guestId: randomUUID(),
    isDelivery: true,
    status,
    deliveryDateStart: new Date(start),
    deliveryDateEnd: new Date(plus30(start)),
    subTotalCents: 1000,
    taxCents: 130,
    totalCents: 1000,
    amountDueCents: 1130,
  });
}

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  await seedReferenceData(db);
  await buildTenant(db, { id: 3, tenancyName: "dutchpot", name: "Dutchpot", kind: "marketplace" });
  const other = await buildTenant(db, { kind: "marketplace", name: "Other Brand" });
  const main = await buildShop(
    db,
    { marketplaceTenantId: 3, name: "Late Jerk", prepTimeMinutes: 20, slotCapacity: 2 },
    { hours: false },
  );
  shop.main = main.id;
  mainTenantId = main.tenantId;
  shop.noPickup = (
    await buildShop(db, { marketplaceTenantId: 3, name: "Delivery Only", offersPickup: false }, { hours: false })
  ).id;
  shop.noHours = (await buildShop(db, { marketplaceTenantId: 3, name: "No Hours Yet" }, { hours: false })).id;
  shop.inactive = (await buildShop(db, { marketplaceTenantId: 3, isActive: false })).id;
  shop.foreign = (await buildShop(db, { marketplaceTenantId: other.id })).id;
  itemId = (await buildMenuItem(db, { shopId: shop.main, unitPriceCents: 1000 })).id;
  noPickupItemId = (await buildMenuItem(db, { shopId: shop.noPickup, unitPriceCents: 1000 })).id;
  await buildMenuItem(db, { shopId: shop.noHours, unitPriceCents: 1000 });
  // Closed on Mondays; a lunch break Tuesday to Thursday; Friday and Saturday 18:00–03:00; Sunday 11–22.
  const week = [
    ...[2, 3, 4].flatMap((dayOfWeek) => [
      { dayOfWeek, opensAt: h(11), closesAt: h(14, 30) },
      { dayOfWeek, opensAt: h(17), closesAt: h(22) },
    ]),
    { dayOfWeek: 5, opensAt: h(18), closesAt: h(3) },
    { dayOfWeek: 6, opensAt: h(18), closesAt: h(3) },
    { dayOfWeek: 0, opensAt: h(11), closesAt: h(22) },
  ];
  await db.insert(shopHours).values(week.map((w) => ({ shopId: shop.main, ...w })));
  await db
    .insert(shopHours)
    .values(
      [1, 2, 3, 4, 5, 6, 0].map((d) => ({ shopId: shop.noPickup, dayOfWeek: d, opensAt: h(11), closesAt: h(22) })),
    );
  await db.insert(shopClosures).values([
    { shopId: shop.main, date: "2026-01-20", reason: "Staff day" },
    { shopId: shop.main, date: "2026-01-01", reason: "New Year's Day" },
  ]);
});
afterAll(async () => ctx?.close());
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(wedNoon);
  return () => vi.useRealTimers();
});

describe("GET Shop/GetOpeningHours", () => {
  it("answers the week (overnight intervals as they are), closures to come, prep time and the state now", async () => {
    const res = await get(`Shop/GetOpeningHours?shopId=${shop.main}`);
    expect(res.statusCode).toBe(200);
    const hours = res.json().result;
    expect(hours).toMatchObject({
      shopId: shop.main,
      timeZone: "America/Toronto",
      prepTimeMinutes: 20,
      state: { isOpen: true, closesAt: "2026-01-14T19:30:00.000Z", opensAt: null },
      closures: [{ date: "2026-01-20", reason: "Staff day" }],
    });
    expect(hours.week).toHaveLength(7);
    expect(hours.week[1]).toEqual({ dayOfWeek: 1, intervals: [] });
    expect(hours.week[3].intervals).toEqual([
      { opensAt: "11:00", closesAt: "14:30" },
      { opensAt: "17:00", closesAt: "22:00" },
    ]);
    expect(hours.week[5].intervals).toEqual([{ opensAt: "18:00", closesAt: "03:00" }]);
  });

  it("is a 404 for an unknown, inactive or other storefront's shop, a 400 for a malformed id", async () => {
    for (const id of [999_999, shop.inactive, shop.foreign]) {
      expect((await get(`Shop/GetOpeningHours?shopId=${id}`)).statusCode).toBe(404);
      expect((await get(`Shop/GetDeliverySlots?shopId=${id}`)).statusCode).toBe(404);
    }
    const bad = await get("Shop/GetOpeningHours?shopId=abc");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.validationErrors[0].members).toEqual(["shopId"]);
    expect((await get("Shop/GetDeliverySlots")).statusCode).toBe(400);
  });
});

describe("GET Shop/GetDeliverySlots", () => {
  const slotsOf = async (shopId = shop.main) => {
    const res = await get(`Shop/GetDeliverySlots?shopId=${shopId}`);
    expect(res.statusCode).toBe(200);
    return res.json().result as {
      timeZone: string;
      days: {
        date: string;
        dayOfWeek: number;
        slots: { start: string; end: string; time: string; remaining: number }[];
      }[];
    };
  };
  const times = (days: Awaited<ReturnType<typeof slotsOf>>["days"], date: string) =>
    days.find((d) => d.date === date)?.slots.map((s) => s.time) ?? [];

  it("offers 7 days of half-hour slots from now + prep time; closed Monday, the closure date and the lunch break have none", async () => {
    const { days, timeZone } = await slotsOf();
    expect(timeZone).toBe("America/Toronto");
    expect(days.map((d) => d.date)).toEqual([
      "2026-01-14",
      "2026-01-15",
      "2026-01-16",
      "2026-01-17",
      "2026-01-18",
      "2026-01-19",
      "2026-01-20",
    ]);
    expect(times(days, "2026-01-14").slice(0, 5)).toEqual(["12:30", "13:00", "13:30", "14:00", "17:00"]);
    expect(days[0]?.slots[0]).toEqual({
      start: "2026-01-14T17:30:00.000Z",
      end: "2026-01-14T18:00:00.000Z",
      time: "12:30",
      remaining: 2,
    });
    expect(times(days, "2026-01-19")).toEqual([]); // Monday
    expect(times(days, "2026-01-20")).toEqual([]); // closure
  });

  it("lists Friday's overnight opening after midnight under Saturday", async () => {
    const { days } = await slotsOf();
    expect(times(days, "2026-01-16")).toHaveLength(12);
    expect(times(days, "2026-01-17").slice(0, 7)).toEqual([
      "00:00",
      "00:30",
      "01:00",
      "01:30",
      "02:00",
      "02:30",
      "18:00",
    ]);
  });

  it("leaves a full slot out and counts what is left; a cancelled order frees its place", async () => {
    await book("2026-01-15T18:00:00.000Z");
    await book("2026-01-15T18:00:00.000Z");
    await book("2026-01-15T18:30:00.000Z");
    await book("2026-01-15T18:30:00.000Z", 9);
    const thursday = (await slotsOf()).days.find((d) => d.date === "2026-01-15")?.slots ?? [];
    expect(thursday.slice(0, 4).map((s) => [s.time, s.remaining])).toEqual([
      ["11:00", 2],
      ["11:30", 2],
      ["12:00", 2],
      ["12:30", 2],
    ]);
    expect(thursday.find((s) => s.time === "13:00")).toBeUndefined();
    expect(thursday.find((s) => s.time === "13:30")?.remaining).toBe(1);
  });
});

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

describe("store cards and the store page carry the opening state", () => {
  it("open with its closing time; a shop without a timetable is not listed (the listing rule)", async () => {
    const info = await get(`Shop/GetStoreInfo?Id=${shop.main}`);
    expect(info.statusCode).toBe(200);
    expect(info.json().result.openingState).toEqual({
      isOpen: true,
      closesAt: "2026-01-14T19:30:00.000Z",
      opensAt: null,
    });
    const search = await get("Shop/SearchStores?Keyword=&MaxResultCount=50");
    const cards = search.json().result.items as { shopId: number; openingState: unknown }[];
    expect(cards.find((c) => c.shopId === shop.noHours)).toBeUndefined();
    expect((await get(`Shop/GetStoreInfo?Id=${shop.noHours}`)).statusCode).toBe(404);
    expect(cards.find((c) => c.shopId === shop.main)?.openingState).toMatchObject({ isOpen: true });
  });
});
