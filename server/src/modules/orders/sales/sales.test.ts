/**
 * MerchantSales/Get: a shop's orders and revenue per local day (its time zone), best sellers,
 * cancellations and rating, for seeded orders on known days with the clock fixed; and isolation
 * (another tenant's shop is a 404).
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSignedInUser } from "../../../../test/discovery-factories.ts";
import { buildShop, buildTenant } from "../../../../test/factories.ts";
import { createTestApp } from "../../../../test/support/test-app.ts";
import { orderLines, orderRatings, orders } from "../../../db/schema/index.ts";
import { seedReferenceData } from "../../../db/seed/index.ts";
import { testClock } from "../../../lib/clock.ts";

// Friday 20 March 2026, noon in Toronto (EDT, UTC−4 since 8 March).
const clock = testClock("2026-03-20T16:00:00Z");
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let shopA: { id: number; tenantId: number };
let shopB: { id: number; tenantId: number };
let adminA: { authorization: string };
let adminB: { authorization: string };

type Line = { name: string; menuItemId?: number | null; quantity: number; priceCents: number };

async function order(
  shop: { id: number; tenantId: number },
  at: string,
  status: number,
  sub: number,
  discount = 0,
  lines: Line[] = [],
) {
  const db = ctx.database.db;
  const [row] = await db
    .insert(orders)
    .values({
      tenantId: 3,
      shopId: shop.id,
      shopTenantId: shop.tenantId,
      guestId: randomUUID(),
      status,
      isDelivery: true,
      subTotalCents: sub,
      discountCents: discount,
      taxCents: 0,
      totalCents: sub - discount,
      amountDueCents: sub - discount,
      createdAt: new Date(at),
    })
    .returning({ id: orders.id });
  const id = (row as { id: number }).id;
  for (const line of lines) {
    await db.insert(orderLines).values({
      orderId: id,
      menuItemId: line.menuItemId ?? null,
      name: line.name,
      unitPriceCents: Math.round(line.priceCents / line.quantity),
      quantity: line.quantity,
      priceCents: line.priceCents,
    });
  }
  return id;
}

beforeAll(async () => {
  ctx = await createTestApp({}, { clock });
  const db = ctx.database.db;
  await seedReferenceData(db);
  await buildTenant(db, { id: 3, tenancyName: "dutchpot", name: "Dutchpot", kind: "marketplace" });
  shopA = await buildShop(db, { marketplaceTenantId: 3, timeZone: "America/Toronto" });
  shopB = await buildShop(db, { marketplaceTenantId: 3 });
  adminA = await buildSignedInUser(db, ctx.app.tokens, shopA.tenantId, "tenantAdmin");
  adminB = await buildSignedInUser(db, ctx.app.tokens, shopB.tenantId, "tenantAdmin");

  // Today (20 March, local 10:00): delivered, CA$20 less a CA$2 discount.
  const o1 = await order(shopA, "2026-03-20T14:00:00Z", 4, 2000, 200, [
    { name: "Beef Patty", quantity: 3, priceCents: 1050 },
    { name: "Jerk Chicken", quantity: 1, priceCents: 950 },
  ]);
  // 03:30 UTC on the 20th is 23:30 on the 19th in Toronto: yesterday's sale.
  const o2 = await order(shopA, "2026-03-20T03:30:00Z", 0, 1000, 0, [
    { name: "Beef Patty", quantity: 2, priceCents: 700 },
    { name: "Festival", quantity: 2, priceCents: 300 },
  ]);
  // Cancelled and refunded orders are not sales (their lines are not best sellers).
  await order(shopA, "2026-03-18T15:00:00Z", 9, 5000, 0, [{ name: "Roti", quantity: 10, priceCents: 5000 }]);
  await order(shopA, "2026-03-17T15:00:00Z", 10, 1500, 0, [{ name: "Roti", quantity: 3, priceCents: 1500 }]);
  // 14 March local 00:30 (04:30 UTC) is the first day of a 7-day period; 13 March 23:30 is not.
  await order(shopA, "2026-03-14T04:30:00Z", 6, 800, 0, [{ name: "Festival", quantity: 1, priceCents: 800 }]);
  await order(shopA, "2026-03-14T03:30:00Z", 4, 9900, 0, [{ name: "Oxtail", quantity: 9, priceCents: 9900 }]);
  // Another shop's order on the same day.
  await order(shopB, "2026-03-20T14:00:00Z", 4, 7000, 0, [{ name: "Other", quantity: 50, priceCents: 7000 }]);
  await db.insert(orderRatings).values([
    { orderId: o1, shopId: shopA.id, stars: 5 },
    { orderId: o2, shopId: shopA.id, stars: 4 },
  ]);
});

afterAll(async () => ctx?.close());

const sales = (who: { authorization: string } | null, query: string) =>
  ctx.app.inject({
    method: "GET",
    url: `/api/services/app/MerchantSales/Get?${query}`,
    headers: who ? { authorization: who.authorization } : {},
  });

describe("MerchantSales/Get", () => {
  it("answers each local day of the last 7 with its orders and revenue, totals, best sellers and rating", async () => {
    const res = await sales(adminA, `shopId=${shopA.id}&days=7`);
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json().result;
    expect(result).toMatchObject({ timeZone: "America/Toronto", from: "2026-03-14", to: "2026-03-20" });
    expect(result.days).toEqual([
      { date: "2026-03-14", orders: 1, revenue: 8 },
      { date: "2026-03-15", orders: 0, revenue: 0 },
      { date: "2026-03-16", orders: 0, revenue: 0 },
      { date: "2026-03-17", orders: 0, revenue: 0 },
      { date: "2026-03-18", orders: 0, revenue: 0 },
      { date: "2026-03-19", orders: 1, revenue: 10 },
      { date: "2026-03-20", orders: 1, revenue: 18 },
    ]);
    expect(result.totals).toEqual({ orders: 3, revenue: 36, averageOrder: 12 });
    expect(result.cancellations).toBe(2);
    expect(result.bestSellers).toEqual([
      { menuItemId: null, name: "Beef Patty", quantity: 5, revenue: 17.5 },
      { menuItemId: null, name: "Festival", quantity: 3, revenue: 11 },
      { menuItemId: null, name: "Jerk Chicken", quantity: 1, revenue: 9.5 },
    ]);
    expect(result.rating).toEqual({ average: 4.5, count: 2 });
  });

  it("looks back 30 days by default, and at most 90", async () => {
    const res = await sales(adminA, `shopId=${shopA.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const { days, from, totals } = res.json().result;
    expect(days).toHaveLength(30);
    expect(from).toBe("2026-02-19");
    expect(totals.orders).toBe(4);
    expect((await sales(adminA, `shopId=${shopA.id}&days=91`)).statusCode).toBe(400);
    expect((await sales(adminA, `shopId=${shopA.id}&days=0`)).statusCode).toBe(400);
  });

  it("has no rating before the first one, and zero days for a shop without orders", async () => {
    const res = await sales(adminB, `shopId=${shopB.id}&days=1`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({
      days: [{ date: "2026-03-20", orders: 1, revenue: 70 }],
      rating: { average: null, count: 0 },
    });
  });

  it("answers 404 for another tenant's shop or an unknown one, 401 signed out", async () => {
    expect((await sales(adminB, `shopId=${shopA.id}`)).statusCode).toBe(404);
    expect((await sales(adminA, `shopId=${shopB.id}`)).statusCode).toBe(404);
    expect((await sales(adminA, "shopId=2000000")).statusCode).toBe(404);
    expect((await sales(null, `shopId=${shopA.id}`)).statusCode).toBe(401);
  });
});
