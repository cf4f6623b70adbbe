/**
 * The merchant console's promotion codes (MerchantPromotions/*): CRUD with usage counts after a
 * paid order, the codes' states, validation, duplicates, ending a code refused at checkout, and
 * tenant isolation (another tenant's shop or code is a 404 for every call).
 */
import { checkoutTexts } from "@dutchpot/contract";
import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { buildSignedInUser } from "../../../test/discovery-factories.ts";
import { buildShop } from "../../../test/factories.ts";
import { promotions, shops } from "../../db/schema/index.ts";
import { callAs, fillCart, openAllWeek, pay, tokenize, useCheckoutTestApp } from "../checkout/checkout.test-app.ts";

const world = useCheckoutTestApp();
const db = () => world.ctx.database.db;

type Admin = { id: number; authorization: string };
let partnerA: Admin;
let partnerB: Admin;
let marketAdmin: Admin;
let otherMarketAdmin: Admin;
let shopB: number;

const ownerOf = async (shopId: number) =>
  ((await db().select({ tenantId: shops.tenantId }).from(shops).where(eq(shops.id, shopId)))[0] as { tenantId: number })
    .tenantId;

beforeAll(async () => {
  const tokens = world.ctx.app.tokens;
  partnerA = await buildSignedInUser(db(), tokens, await ownerOf(world.shop.open), "tenantAdmin");
  partnerB = await buildSignedInUser(db(), tokens, await ownerOf(world.shop.tight), "tenantAdmin");
  shopB = world.shop.tight;
  marketAdmin = await buildSignedInUser(db(), tokens, 3, "tenantAdmin");
  otherMarketAdmin = await buildSignedInUser(db(), tokens, world.otherMarketplaceId, "tenantAdmin");
});

const api = (who: Admin | null, method: "GET" | "POST" | "PUT", path: string, payload?: unknown) =>
  world.ctx.app.inject({
    method,
    url: `/api/services/app/${path}`,
    headers: { "Abp.TenantId": "3", ...(who ? { authorization: who.authorization } : {}) },
    payload: payload as object,
  });

const rules = (overrides: Record<string, unknown> = {}) => ({
  code: `c${Math.random().toString(36).slice(2, 8)}`,
  description: "Ten percent off",
  kind: "percentage",
  value: 10,
  maxDiscount: null,
  minSubtotal: 0,
  firstOrderOnly: false,
  perCustomerLimit: null,
  totalLimit: null,
  startsAt: null,
  endsAt: null,
  isActive: true,
  ...overrides,
});

async function create(who: Admin, shopId: number | null, overrides: Record<string, unknown> = {}) {
  const res = await api(who, "POST", "MerchantPromotions/Create", { shopId, ...rules(overrides) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result;
}

const list = async (who: Admin, shopId?: number) => {
  const res = await api(who, "GET", `MerchantPromotions/GetAll${shopId ? `?shopId=${shopId}` : ""}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result;
};

const promotionCount = async () => Number((await db().select({ n: count() }).from(promotions))[0]?.n);

describe("MerchantPromotions: a partner's codes", () => {
  it("creates a code for its shop, stored upper case on the shop's marketplace, listed with usage 0", async () => {
    const created = await create(partnerA, world.shop.open, {
      code: "  spring-10 ",
      maxDiscount: 5,
      minSubtotal: 15,
      totalLimit: 100,
    });
    expect(created).toMatchObject({
      shopId: world.shop.open,
      code: "SPRING-10",
      kind: "percentage",
      value: 10,
      maxDiscount: 5,
      minSubtotal: 15,
      totalLimit: 100,
      state: "active",
      usage: { redemptions: 0, totalDiscount: 0 },
    });
    const [row] = await db().select().from(promotions).where(eq(promotions.id, created.id));
    expect(row).toMatchObject({ tenantId: 3, value: 1000, maxDiscountCents: 500, minSubtotalCents: 1500 });
    const page = await list(partnerA, world.shop.open);
    expect(page.canManageMarketplaceCodes).toBe(false);
    expect(page.items.map((p: { id: number }) => p.id)).toContain(created.id);
  });

  it("counts a paid order's use: redemptions and the discount given", async () => {
    const promo = await create(partnerA, world.shop.open, { kind: "fixedAmount", value: 2.5 });
    await fillCart(world, world.alice, world.shop.open, [{ foodMenuId: world.item.jerk, quantity: 1 }]);
    const applied = await callAs(world, world.alice, "POST", "ShoppingCart/ApplyPromotionalCode", {
      promoCode: promo.code.toLowerCase(),
      shopId: world.shop.open,
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const paid = await pay(world, world.alice, { shopId: world.shop.open, sourceId: await tokenize(world) });
    expect(paid.statusCode, paid.body).toBe(200);
    const listed = (await list(partnerA, world.shop.open)).items.find((p: { id: number }) => p.id === promo.id);
    expect(listed.usage).toEqual({ redemptions: 1, totalDiscount: 2.5 });

    // Used once: its code is fixed, its other rules may still change.
    const renamed = await api(partnerA, "PUT", "MerchantPromotions/Update", { id: promo.id, ...rules() });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().error.message).toBe(`The code ${promo.code} has been used already; it cannot be renamed.`);
    const updated = await api(partnerA, "PUT", "MerchantPromotions/Update", {
      id: promo.id,
      ...rules({ code: promo.code, kind: "fixedAmount", value: 3, totalLimit: 1 }),
    });
    expect(updated.statusCode, updated.body).toBe(200);
    // One use of a one-use code: used up.
    expect(updated.json().result).toMatchObject({ value: 3, totalLimit: 1, state: "exhausted" });
  });

  it("answers scheduled and ended by the code's window", async () => {
    const later = new Date(Date.now() + 86_400_000).toISOString();
    const past = new Date(Date.now() - 86_400_000).toISOString();
    expect((await create(partnerA, world.shop.open, { startsAt: later })).state).toBe("scheduled");
    expect((await create(partnerA, world.shop.open, { endsAt: past })).state).toBe("ended");
  });

  it("renames an unused code, and refuses a code already in use on the marketplace (409, nothing written)", async () => {
    const first = await create(partnerA, world.shop.open);
    const renamed = await api(partnerA, "PUT", "MerchantPromotions/Update", {
      id: first.id,
      ...rules({ code: `${first.code}X`, kind: "freeDelivery", value: 0 }),
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().result).toMatchObject({ code: `${first.code}X`, kind: "freeDelivery", value: 0 });

    const before = await promotionCount();
    // Another partner of the same marketplace, any case: the code is the marketplace's.
    const taken = await api(partnerB, "POST", "MerchantPromotions/Create", {
      shopId: shopB,
      ...rules({ code: `${first.code}x`.toLowerCase() }),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe(`The code ${first.code}X is already in use.`);
    const other = await create(partnerA, world.shop.open);
    const clash = await api(partnerA, "PUT", "MerchantPromotions/Update", {
      id: other.id,
      ...rules({ code: `${first.code}X` }),
    });
    expect(clash.statusCode).toBe(409);
    expect(await promotionCount()).toBe(before + 1);
  });

  it("ends a code: listed as ended, refused at checkout, usage kept", async () => {
    const promo = await create(partnerA, world.shop.open, { kind: "fixedAmount", value: 1 });
    const ended = await api(partnerA, "POST", "MerchantPromotions/End", { id: promo.id });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().result).toMatchObject({ isActive: false, state: "ended" });
    expect(ended.json().result.endsAt).not.toBeNull();
    await fillCart(world, world.bob, world.shop.open, [{ foodMenuId: world.item.patty, quantity: 2 }]);
    const applied = await callAs(world, world.bob, "POST", "ShoppingCart/ApplyPromotionalCode", {
      promoCode: promo.code,
      shopId: world.shop.open,
    });
    expect(applied.statusCode).toBe(400);
    expect(applied.json().error.validationErrors).toEqual([
      { message: checkoutTexts.promoInactive, members: ["promoCode"] },
    ]);
    // Ending again changes nothing.
    const again = await api(partnerA, "POST", "MerchantPromotions/End", { id: promo.id });
    expect(again.json().result.endsAt).toBe(ended.json().result.endsAt);
  });
});

describe("MerchantPromotions: validation (400, nothing written)", () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ["a percentage of 0", { value: 0 }, "A percentage must be between 1 and 100, with at most two decimals."],
    ["a percentage over 100", { value: 150 }, "A percentage must be between 1 and 100, with at most two decimals."],
    ["a fixed amount of 0", { kind: "fixedAmount", value: 0 }, "A fixed amount must be more than 0."],
    ["a cap on a fixed amount", { kind: "fixedAmount", value: 2, maxDiscount: 1 }, "A maximum discount only applies"],
    ["a two-letter code", { code: "ab" }, "The code must be 3 to 32 characters"],
    ["a code with a space", { code: "TEN OFF" }, "The code must be 3 to 32 characters"],
    [
      "a window ending before it starts",
      { startsAt: "2030-05-02T00:00:00Z", endsAt: "2030-05-01T00:00:00Z" },
      "The code must end after it starts.",
    ],
    ["a total limit of 0", { totalLimit: 0 }, "The field TotalLimit must be at least 1."],
    ["a per-customer limit of -1", { perCustomerLimit: -1 }, "The field PerCustomerLimit must be at least 1."],
    ["a minimum with fractions of a cent", { minSubtotal: 1.005 }, "Amounts have at most two decimals."],
    ["a value sent as a string", { value: "10" }, "The field Value must be a number."],
  ];
  for (const [what, overrides, message] of cases) {
    it(`refuses ${what}`, async () => {
      const before = await promotionCount();
      const res = await api(partnerA, "POST", "MerchantPromotions/Create", {
        shopId: world.shop.open,
        ...rules(overrides),
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.validationErrors[0].message).toContain(message);
      expect(await promotionCount()).toBe(before);
    });
  }
});

describe("MerchantPromotions: marketplace-wide codes", () => {
  it("lets the marketplace's admin create and list codes valid at every shop; a partner may not", async () => {
    const wide = await create(marketAdmin, null, { kind: "freeDelivery", value: 0 });
    expect(wide).toMatchObject({ shopId: null, kind: "freeDelivery" });
    const page = await list(marketAdmin);
    expect(page.canManageMarketplaceCodes).toBe(true);
    expect(page.items.map((p: { id: number }) => p.id)).toContain(wide.id);

    const refused = await api(partnerA, "POST", "MerchantPromotions/Create", { shopId: null, ...rules() });
    expect(refused.statusCode).toBe(403);
    expect((await list(partnerA, world.shop.open)).items.map((p: { id: number }) => p.id)).not.toContain(wide.id);
    // Valid at a partner's shop: a customer applies it there.
    await fillCart(world, world.alice, world.shop.noPickup, [{ foodMenuId: world.item.noPickupMeal, quantity: 1 }]);
    const applied = await callAs(world, world.alice, "POST", "ShoppingCart/ApplyPromotionalCode", {
      promoCode: wide.code,
      shopId: world.shop.noPickup,
    });
    expect(applied.statusCode, applied.body).toBe(200);
  });
});

describe("MerchantPromotions: isolation (another tenant's shop or code is a 404)", () => {
  it("answers 404 to every call with another tenant's shop or code", async () => {
    const ofA = await create(partnerA, world.shop.open);
    const wide = await create(marketAdmin, null);
    const foreignShop = await buildShop(db(), { marketplaceTenantId: world.otherMarketplaceId });
    await openAllWeek(db(), foreignShop.id);
    for (const [who, id] of [
      [partnerB, ofA.id],
      [marketAdmin, ofA.id],
      [otherMarketAdmin, ofA.id],
      [partnerA, wide.id],
      [otherMarketAdmin, wide.id],
      [partnerA, 2_000_000],
    ] as const) {
      const update = await api(who, "PUT", "MerchantPromotions/Update", { id, ...rules() });
      expect(update.statusCode, update.body).toBe(404);
      const end = await api(who, "POST", "MerchantPromotions/End", { id });
      expect(end.statusCode, end.body).toBe(404);
    }
    for (const [who, shopId] of [
      [partnerB, world.shop.open],
      [marketAdmin, world.shop.open],
      [partnerA, foreignShop.id],
    ] as const) {
      expect((await api(who, "GET", `MerchantPromotions/GetAll?shopId=${shopId}`)).statusCode).toBe(404);
      const created = await api(who, "POST", "MerchantPromotions/Create", { shopId, ...rules() });
      expect(created.statusCode).toBe(404);
    }
    const [row] = await db().select().from(promotions).where(eq(promotions.id, ofA.id));
    expect(row?.isActive).toBe(true);
  });

  it("answers 401 signed out and 403 to a customer", async () => {
    expect((await api(null, "GET", "MerchantPromotions/GetAll")).statusCode).toBe(401);
    const customer = await buildSignedInUser(db(), world.ctx.app.tokens, 3, "customer");
    expect((await api(customer, "GET", "MerchantPromotions/GetAll")).statusCode).toBe(403);
    const res = await api(customer, "POST", "MerchantPromotions/Create", { shopId: world.shop.open, ...rules() });
    expect(res.statusCode).toBe(403);
  });
});
