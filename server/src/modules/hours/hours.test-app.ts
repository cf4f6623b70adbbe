import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, vi } from "vitest";
import { buildMenuItem, buildShop, buildTenant } from "../../../test/factories.ts";
import { createTestApp } from "../../../test/support/test-app.ts";
import { orders, shopClosures, shopHours } from "../../db/schema/index.ts";
import { seedReferenceData } from "../../db/seed/index.ts";

/**
 * The world of the hours tests (hours.test.ts, hours.ordering.test.ts): storefront 3 with a shop
 * open with a lunch break (closed Mondays, a closure date), a delivery-only shop, a shop without
 * hours, an inactive one and another brand's. The clock is fixed (only `Date` is faked): Wednesday
 * 2026-01-14 12:00 in Toronto (EST, UTC-5). `useHoursWorld()` registers the hooks of a test file.
 */
export let ctx: Awaited<ReturnType<typeof createTestApp>>;
export const shop = { main: 0, noPickup: 0, noHours: 0, inactive: 0, foreign: 0 };
export let mainTenantId = 0;
export let itemId = 0;
export let noPickupItemId = 0;
const wedNoon = new Date("2026-01-14T17:00:00Z");
const h = (hh: number, mm = 0) => hh * 60 + mm;
export const headers = (guest: string) => ({ "Abp.TenantId": "3", "X-Guest-Id": guest });
export const app = "/api/services/app";
export const get = (path: string, tenant = "3") =>
  ctx.app.inject({ method: "GET", url: `${app}/${path}`, headers: { "Abp.TenantId": tenant } });
export const plus30 = (iso: string) => new Date(new Date(iso).getTime() + 30 * 60_000).toISOString();

export async function book(start: string, status = 0) {
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
export function useHoursWorld() {
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
}
