import { existsSync } from "node:fs";
import path from "node:path";
import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../test/support/test-app.ts";
import { verifyPassword } from "../../lib/passwords.ts";
import type { Database } from "../client.ts";
import * as s from "../schema/index.ts";
import { DEMO_PASSWORD, FLAGSHIP_SLUG, MARKETPLACE_TENANT_ID } from "./demo-marketplace.ts";
import { type DemoSummary, seedDemoData, seedReferenceData } from "./index.ts";

const publicDir = path.resolve(import.meta.dirname, "../../../public");

let database: Database;
let summary: DemoSummary | null;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedReferenceData(database.db);
  summary = await seedDemoData(database.db);
});
afterAll(async () => database?.close());

type Table = typeof s.shops | typeof s.menuItems | typeof s.users | typeof s.countries;
const total = async (table: Table) => (await database.db.select({ n: count() }).from(table))[0]?.n ?? 0;

describe("demo marketplace seed", () => {
  it("creates tenant 3 as the marketplace owning the flagship shop shown on /shop", async () => {
    expect(summary?.marketplaceTenantId).toBe(3);
    const [tenant] = await database.db.select().from(s.tenants).where(eq(s.tenants.id, MARKETPLACE_TENANT_ID));
    expect(tenant).toMatchObject({ tenancyName: "dutchpot", name: "Dutchpot", kind: "marketplace", isActive: true });
    const [flagship] = await database.db.select().from(s.shops).where(eq(s.shops.slug, FLAGSHIP_SLUG));
    expect(flagship?.tenantId).toBe(3);
    expect(tenant?.settings.storefrontShopId).toBe(flagship?.id);
    expect(tenant?.settings.headerImageUrl).toBe("/media/brand/header.svg");
    expect(tenant?.settings.tagline).toMatch(/Jamaican/);
  });

  it("lists every shop on marketplace 3 or Island Grocer, each other shop owned by its own partner tenant", async () => {
    const all = await database.db.select().from(s.shops);
    const shops = all.filter((shop) => shop.marketplaceTenantId === 3);
    expect(shops.length).toBeGreaterThanOrEqual(40);
    const [island] = await database.db.select().from(s.tenants).where(eq(s.tenants.tenancyName, "islandgrocer"));
    expect(
      all.filter((shop) => shop.marketplaceTenantId !== 3).every((x) => x.marketplaceTenantId === island?.id),
    ).toBe(true);
    const partners = shops.filter((shop) => shop.slug !== FLAGSHIP_SLUG).map((shop) => shop.tenantId);
    expect(new Set(partners).size).toBe(partners.length);
    expect(partners.every((id) => id > 3)).toBe(true);
    expect(new Set(shops.map((shop) => shop.kind))).toEqual(
      new Set(["restaurant", "grocery", "convenience", "homeChef"]),
    );
  });

  it("gives every shop 3–6 menu sections and 12–40 items with positive integer prices", async () => {
    const perShop = await database.db
      .select({
        slug: s.shops.slug,
        tags: sql<number>`(select count(*)::int from shop_tags t where t.shop_id = shops.id)`,
        items: sql<number>`(select count(*)::int from menu_items m where m.shop_id = shops.id)`,
      })
      .from(s.shops);
    for (const shop of perShop) {
      expect(shop.tags, shop.slug).toBeGreaterThanOrEqual(3);
      expect(shop.tags, shop.slug).toBeLessThanOrEqual(6);
      expect(shop.items, shop.slug).toBeGreaterThanOrEqual(12);
      expect(shop.items, shop.slug).toBeLessThanOrEqual(40);
    }
    const prices = await database.db.select({ cents: s.menuItems.unitPriceCents }).from(s.menuItems);
    expect(prices.every((p) => Number.isInteger(p.cents) && p.cents > 0)).toBe(true);
  });

  it("gives about a third of the items option groups, some values pre-selected", async () => {
    const items = await total(s.menuItems);
    const [withOptions] = await database.db
      .select({ n: sql<number>`count(distinct ${s.itemAttributes.menuItemId})::int` })
      .from(s.itemAttributes);
    const share = (withOptions?.n ?? 0) / items;
    expect(share).toBeGreaterThan(0.2);
    expect(share).toBeLessThan(0.5);
    const [pre] = await database.db
      .select({ n: count() })
      .from(s.itemAttributeValues)
      .where(eq(s.itemAttributeValues.isPreSelected, true));
    expect(pre?.n).toBeGreaterThan(0);
  });

  it("points every image URL at a file under server/public", async () => {
    const urls = [
      ...(await database.db.select({ u: s.shops.logoUrl }).from(s.shops)),
      ...(await database.db.select({ u: s.shops.bannerUrl }).from(s.shops)),
      ...(await database.db.select({ u: s.menuItems.imageUrl }).from(s.menuItems)),
      ...(await database.db.select({ u: s.shopTags.imageUrl }).from(s.shopTags)),
      ...(await database.db.select({ u: s.menuCategories.imageUrl }).from(s.menuCategories)),
      ...(await database.db.select({ u: s.shopTypes.imageUrl }).from(s.shopTypes)),
      { u: "/media/brand/header.svg" },
      ...(await database.db.select({ s: s.tenants.settings }).from(s.tenants)).flatMap((t) => [
        { u: t.s.logoUrl ?? "" },
        { u: t.s.headerImageUrl ?? "" },
      ]),
    ].filter((r) => r.u !== "");
    const missing = [...new Set(urls.map((r) => r.u))].filter((u) => !u || !existsSync(path.join(publicDir, u)));
    expect(missing).toEqual([]);
  });

  it("seeds a demo customer and a tenant admin whose password verifies", async () => {
    const rows = await database.db
      .select({ user: s.users, role: s.userRoles.role })
      .from(s.users)
      .innerJoin(s.userRoles, eq(s.userRoles.userId, s.users.id))
      .where(eq(s.users.tenantId, 3));
    const customer = rows.find((r) => r.user.emailAddress === "demo@dutchpot.ca");
    expect(customer?.role).toBe("customer");
    expect(customer?.user).toMatchObject({
      name: "Demo",
      surname: "Customer",
      phoneCountryCode: "+1",
      phoneNumber: "4165550123",
      isPhoneConfirmed: true,
      city: "Toronto",
    });
    expect(customer?.user.stateProvinceId).not.toBeNull();
    expect(await verifyPassword(DEMO_PASSWORD, customer?.user.passwordHash ?? "")).toBe(true);
    expect(await verifyPassword("wrong", customer?.user.passwordHash ?? "")).toBe(false);
    expect(rows.find((r) => r.user.emailAddress === "admin@dutchpot.ca")?.role).toBe("tenantAdmin");
  });

  it("seeds the fee policy and the demo promo codes of docs/checkout.md", async () => {
    const [tenant] = await database.db.select().from(s.tenants).where(eq(s.tenants.id, MARKETPLACE_TENANT_ID));
    expect(tenant?.settings.fees).toEqual({
      serviceFeeBps: 1100,
      orderFeeCents: 0,
      firstOrderFreeDeliveryMinCents: 500,
    });
    const codes = await database.db.select().from(s.promotions);
    const byCode = new Map(codes.map((p) => [p.code, p]));
    expect([...byCode.keys()].sort()).toEqual(
      ["EXPIRED", "FREEDEL", "KITCHEN20", "LIMITED1", "SAVE5", "TAKE15", "WELCOME10"].sort(),
    );
    expect(codes.every((p) => p.tenantId === MARKETPLACE_TENANT_ID && p.isActive)).toBe(true);
    expect(byCode.get("WELCOME10")).toMatchObject({
      kind: "percentage",
      value: 1000,
      minSubtotalCents: 1500,
      firstOrderOnly: true,
    });
    expect(byCode.get("TAKE15")).toMatchObject({ maxDiscountCents: 1000, perCustomerLimit: 1 });
    expect(byCode.get("LIMITED1")).toMatchObject({ kind: "fixedAmount", value: 300, totalLimit: 1 });
    expect(byCode.get("EXPIRED")?.endsAt?.getTime()).toBeLessThan(Date.now());
    const [flagship] = await database.db.select().from(s.shops).where(eq(s.shops.slug, FLAGSHIP_SLUG));
    expect(byCode.get("KITCHEN20")?.shopId).toBe(flagship?.id);
    expect(codes.filter((p) => p.shopId !== null)).toHaveLength(1);
  });

  it("gives every shop opening hours in Toronto (Ontario tax), a prep time and a slot capacity", async () => {
    const shops = await database.db.select().from(s.shops);
    const withHours = await database.db.selectDistinct({ shopId: s.shopHours.shopId }).from(s.shopHours);
    expect(withHours).toHaveLength(shops.length);
    for (const shop of shops) {
      expect(shop).toMatchObject({ timeZone: "America/Toronto", province: "ON", slotCapacity: 10 });
      expect(shop.prepTimeMinutes).toBeGreaterThanOrEqual(15);
    }
    const closures = await database.db.select().from(s.shopClosures);
    expect(closures.map((c) => c.date)).toContain("2026-12-25");
  });

  it("does nothing the second time, and new tenants get ids past the seeded ones", async () => {
    const before = [await total(s.shops), await total(s.menuItems), await total(s.users), await total(s.countries)];
    expect(await seedDemoData(database.db)).toBeNull();
    await seedReferenceData(database.db);
    const after = [await total(s.shops), await total(s.menuItems), await total(s.users), await total(s.countries)];
    expect(after).toEqual(before);
    const [fresh] = await database.db
      .insert(s.tenants)
      .values({ tenancyName: "fresh-partner", name: "Fresh" })
      .returning({ id: s.tenants.id });
    const [max] = await database.db
      .select({ n: sql<number>`max(id)::int` })
      .from(s.tenants)
      .where(sql`id <> ${fresh?.id}`);
    expect(fresh?.id).toBeGreaterThan(max?.n ?? 0);
  });

  it("seeds a second storefront, Island Grocer, on islandgrocer.localhost with its own brand, categories and shops", async () => {
    const [dutchpot] = await database.db.select().from(s.tenants).where(eq(s.tenants.id, MARKETPLACE_TENANT_ID));
    expect(dutchpot?.settings).toMatchObject({ hostNames: ["dutchpot.localhost"], primaryColor: "#0b5d3b" });
    const [island] = await database.db.select().from(s.tenants).where(eq(s.tenants.tenancyName, "islandgrocer"));
    expect(island).toMatchObject({ name: "Island Grocer", kind: "marketplace", isActive: true });
    expect(island?.settings).toMatchObject({
      hostNames: ["islandgrocer.localhost"],
      logoUrl: "/media/brand/islandgrocer/logo.svg",
      primaryColor: "#0f5e86",
    });
    const shops = await database.db
      .select()
      .from(s.shops)
      .where(eq(s.shops.marketplaceTenantId, island?.id ?? 0));
    expect(shops.map((shop) => shop.slug).sort()).toEqual([
      "bluffs-corner-store",
      "harbourfront-fruit-and-veg",
      "island-grocer-market",
      "kingston-road-bakehouse",
    ]);
    const flagship = shops.find((shop) => shop.slug === "island-grocer-market");
    expect(flagship?.tenantId).toBe(island?.id);
    expect(island?.settings.storefrontShopId).toBe(flagship?.id);
    const partners = shops.filter((shop) => shop !== flagship).map((shop) => shop.tenantId);
    expect(new Set(partners).size).toBe(3);
    const categories = await database.db
      .select()
      .from(s.menuCategories)
      .where(eq(s.menuCategories.marketplaceTenantId, island?.id ?? 0));
    expect(categories.map((c) => c.name)).toContain("Fresh Market");
  });
});
