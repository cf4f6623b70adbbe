import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSignedInUser } from "../../../test/discovery-factories.ts";
import { buildMenuItem, buildShop, buildTenant } from "../../../test/factories.ts";
import { createTestApp } from "../../../test/support/test-app.ts";
import { shopLikes } from "../../db/schema/index.ts";
import { seedReferenceData } from "../../db/seed/index.ts";

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let alice: { id: number; authorization: string };
let bob: { id: number; authorization: string };
let admin: { id: number; authorization: string };
let otherMarketplaceId: number;
let foreignCustomer: { id: number; authorization: string };
const shop = { jerk: 0, roti: 0, closed: 0, foreign: 0 };

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  await seedReferenceData(db);
  await buildTenant(db, { id: 3, tenancyName: "dutchpot", name: "Dutchpot", kind: "marketplace" });
  otherMarketplaceId = (await buildTenant(db, { kind: "marketplace", name: "Other Brand" })).id;
  shop.jerk = (await buildShop(db, { marketplaceTenantId: 3, name: "Jerk Hut", bannerUrl: "/media/j.svg" })).id;
  shop.roti = (await buildShop(db, { marketplaceTenantId: 3, name: "Roti Shop", latitude: 43.6436 })).id;
  shop.closed = (await buildShop(db, { marketplaceTenantId: 3, name: "Closed", isActive: false })).id;
  shop.foreign = (await buildShop(db, { marketplaceTenantId: otherMarketplaceId, name: "Foreign" })).id;
  // Listed shops have an active item (the listing rule; buildShop gives them opening hours).
  for (const id of [shop.jerk, shop.roti, shop.foreign]) await buildMenuItem(db, { shopId: id });
  alice = await buildSignedInUser(db, ctx.app.tokens, 3);
  bob = await buildSignedInUser(db, ctx.app.tokens, 3);
  admin = await buildSignedInUser(db, ctx.app.tokens, 3, "tenantAdmin");
  foreignCustomer = await buildSignedInUser(db, ctx.app.tokens, otherMarketplaceId);
});
afterAll(async () => ctx?.close());

const base = "/api/services/app/ShopLikeList";
/** A customer calls from their own storefront, as the web app does. */
const headersOf = (who: { authorization: string }) => ({
  authorization: who.authorization,
  "Abp.TenantId": String(who === foreignCustomer ? otherMarketplaceId : 3),
});
const like = (who: { authorization: string } | null, shopId: unknown) =>
  ctx.app.inject({
    method: "POST",
    url: `${base}/Create`,
    headers: who ? headersOf(who) : {},
    payload: { shopId },
  });
const unlike = (who: { authorization: string }, shopId: number) =>
  ctx.app.inject({
    method: "DELETE",
    url: `${base}/RemoveShopLike?Id=${shopId}`,
    headers: headersOf(who),
  });
const list = async (who: { authorization: string }) => {
  const res = await ctx.app.inject({
    method: "GET",
    url: `${base}/GetAllByCustomer`,
    headers: headersOf(who),
  });
  expect(res.statusCode).toBe(200);
  return res.json().result.items as { shopId: number; shopName: string; bannerUrl: string | null }[];
};

describe("ShopLikeList", () => {
  it("likes a store idempotently and lists it for that customer only", async () => {
    const first = await like(alice, shop.jerk);
    expect(first.statusCode).toBe(200);
    expect(first.json().result).toEqual({
      shopId: shop.jerk,
      shopName: "Jerk Hut",
      bannerUrl: "/media/j.svg",
      logoUrl: null,
    });
    expect((await like(alice, shop.jerk)).statusCode).toBe(200);
    expect(await list(alice)).toEqual([
      { shopId: shop.jerk, shopName: "Jerk Hut", bannerUrl: "/media/j.svg", logoUrl: null },
    ]);
    expect(await list(bob)).toEqual([]);
  });

  it("flags liked stores for the caller only in store summaries", async () => {
    const summary = async (who: { authorization: string } | null) => {
      const res = await ctx.app.inject({
        method: "GET",
        url: `/api/services/app/Shop/GetStoreInfo?Id=${shop.jerk}`,
        headers: who ? { authorization: who.authorization } : { "Abp.TenantId": "3" },
      });
      return res.json().result as { isLiked: boolean; isSavedShop: boolean };
    };
    expect(await summary(alice)).toMatchObject({ isLiked: true, isSavedShop: true });
    expect(await summary(bob)).toMatchObject({ isLiked: false, isSavedShop: false });
    expect(await summary(null)).toMatchObject({ isLiked: false, isSavedShop: false });
    const near = await ctx.app.inject({
      method: "POST",
      url: "/api/services/app/Shop/NearMe",
      headers: { authorization: alice.authorization },
      payload: { latitutde: 43.6426, longitutde: -79.3871, radius: 1 },
    });
    const flags = near.json().result.items.map((s: { shopId: number; isLiked: boolean }) => [s.shopId, s.isLiked]);
    expect(flags).toEqual([
      [shop.jerk, true],
      [shop.roti, false],
    ]);
  });

  it("removes a like idempotently without touching another customer's likes", async () => {
    await like(bob, shop.jerk);
    await like(bob, shop.roti);
    expect((await unlike(alice, shop.jerk)).json()).toMatchObject({ success: true, result: null });
    expect((await unlike(alice, shop.jerk)).statusCode).toBe(200);
    expect(await list(alice)).toEqual([]);
    expect((await list(bob)).map((s) => s.shopId).sort()).toEqual([shop.jerk, shop.roti].sort());
  });

  it("refuses unknown, inactive and other marketplaces' stores with a 404", async () => {
    for (const id of [shop.closed, shop.foreign, 999_999]) {
      const res = await like(alice, id);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(`There is no entity Shop with id = ${id}!`);
    }
    const fromForeign = await like(foreignCustomer, shop.jerk);
    expect(fromForeign.statusCode).toBe(404);
    // On another marketplace's storefront, their own-data calls are refused outright.
    const elsewhere = await ctx.app.inject({
      method: "POST",
      url: `${base}/Create`,
      headers: { authorization: foreignCustomer.authorization, "Abp.TenantId": "3" },
      payload: { shopId: shop.jerk },
    });
    expect(elsewhere.statusCode).toBe(403);
    expect((await like(foreignCustomer, shop.foreign)).statusCode).toBe(200);
    expect((await list(foreignCustomer)).map((s) => s.shopId)).toEqual([shop.foreign]);
  });

  it("requires a signed-in customer: 401 anonymous, 403 for other roles, 400 for a bad shop id", async () => {
    const anonymous = await like(null, shop.jerk);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().unAuthorizedRequest).toBe(true);
    expect((await ctx.app.inject({ method: "GET", url: `${base}/GetAllByCustomer` })).statusCode).toBe(401);
    expect((await like(admin, shop.jerk)).statusCode).toBe(403);
    const bad = await like(alice, "abc");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.validationErrors[0].members).toEqual(["shopId"]);
    const noId = await ctx.app.inject({
      method: "DELETE",
      url: `${base}/RemoveShopLike`,
      headers: { authorization: alice.authorization },
    });
    expect(noId.statusCode).toBe(400);
    expect(noId.json().error.validationErrors[0].members).toEqual(["id"]);
  });
});

describe("saved stores in the data archive and account deletion", () => {
  it("exports exactly the caller's likes and erases them when the account is deleted", async () => {
    const carol = await buildSignedInUser(ctx.database.db, ctx.app.tokens, 3);
    expect((await like(carol, shop.jerk)).statusCode).toBe(200);
    expect((await like(carol, shop.roti)).statusCode).toBe(200);
    expect((await like(bob, shop.jerk)).statusCode).toBe(200);

    const exported = await ctx.app.inject({
      method: "GET",
      url: "/api/services/app/Customers/ExportMyData",
      headers: { authorization: carol.authorization },
    });
    expect(exported.statusCode).toBe(200);
    const archived = exported.json().result.likes as { shopId: number; shopName: string }[];
    expect(archived.map((l) => l.shopId).sort()).toEqual([shop.jerk, shop.roti].sort());
    expect(archived.find((l) => l.shopId === shop.jerk)?.shopName).toBe("Jerk Hut");

    const deleted = await ctx.app.inject({
      method: "DELETE",
      url: "/api/services/app/Customers/DeleteCustomer",
      headers: { authorization: carol.authorization },
    });
    expect(deleted.statusCode).toBe(200);
    const left = await ctx.database.db.select().from(shopLikes).where(eq(shopLikes.userId, carol.id));
    expect(left).toEqual([]);
    expect((await list(bob)).map((l) => l.shopId)).toContain(shop.jerk);
  });
});
