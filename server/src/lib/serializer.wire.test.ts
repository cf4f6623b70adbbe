import { randomUUID } from "node:crypto";
import { type EndpointName, endpointOf, endpoints, envelopeOf, sandboxTestCards } from "@dutchpot/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTestApp } from "../../test/support/test-app.ts";
import { shopHours } from "../db/schema/index.ts";
import { DEMO_PASSWORD } from "../db/seed/demo-marketplace.ts";
import { seedDemoData, seedReferenceData } from "../db/seed/index.ts";
import { serializerSchemaOf } from "./serializer-schema.ts";

/**
 * The wire output of the compiled serializers (lib/serializer.ts) on the demo marketplace: for each
 * call, the body sent is byte for byte what the zod serializer wrote before, `JSON.stringify` of
 * the handler's value encoded by the route's zod schema (fastify-type-provider-zod encodes; for
 * these schemas, which have no codecs or transforms, encoding and parsing give the same value).
 * Byte-equal rather than deep-equal: caches, ETags and the idempotency replay keep bytes, and key
 * order is part of what a client may have come to rely on.
 */
let ctx: Awaited<ReturnType<typeof createTestApp>>;
const answers = new Map<string, unknown>();
const checked = new Set<EndpointName>();

beforeAll(async () => {
  ctx = await createTestApp(
    {},
    {
      // The handler's value, before the route's serializer sees it: sent as an object, or
      // serialized by the route itself (`reply.serialize`, as the read caches fill an entry).
      register: (app) => {
        app.addHook("preSerialization", async (request, _reply, payload) => {
          answers.set(request.id, payload);
          return payload;
        });
        app.addHook("onRequest", async (request, reply) => {
          const serialize = reply.serialize.bind(reply);
          reply.serialize = (payload: unknown) => {
            answers.set(request.id, payload);
            return serialize(payload);
          };
        });
      },
    },
  );
  await seedReferenceData(ctx.database.db);
  await seedDemoData(ctx.database.db);
  // Shop 1 takes orders whatever the time of the run.
  await ctx.database.db.delete(shopHours).where(eq(shopHours.shopId, 1));
  await ctx.database.db
    .insert(shopHours)
    .values([0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({ shopId: 1, dayOfWeek, opensAt: 0, closesAt: 1440 })));
});
afterAll(async () => ctx?.close());

interface CallOptions {
  query?: string;
  body?: unknown;
  token?: string;
  guest?: string;
  tenant?: number | null;
  idempotencyKey?: string;
}

/** Calls endpoint `name` and checks its body against the zod serializer's bytes; returns `result`. */
async function call(
  name: EndpointName,
  { query = "", body, token, guest, tenant = 3, idempotencyKey }: CallOptions = {},
) {
  const { method, path } = endpoints[name];
  const requestId = randomUUID();
  const headers: Record<string, string> = { "x-request-id": requestId };
  if (tenant !== null) headers["Abp.TenantId"] = String(tenant);
  if (token) headers.authorization = `Bearer ${token}`;
  if (guest) headers["X-Guest-Id"] = guest;
  if (idempotencyKey) headers["Idempotency-Key"] = idempotencyKey;
  // Each answer freshly serialized, not a read cache's copy of an earlier one.
  (ctx.app as { readCache?: { clear(): void } }).readCache?.clear();
  const res = await ctx.app.inject({
    method,
    url: query ? `${path}?${query}` : path,
    headers,
    ...(body === undefined ? {} : { payload: body as object }),
  });
  expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
  const schema: z.ZodType = envelopeOf(endpointOf(name).response);
  expect("schema" in serializerSchemaOf(schema), `${name} is served by a compiled serializer`).toBe(true);
  expect(answers.has(requestId), `${name} answered through its serializer`).toBe(true);
  expect(res.body, name).toBe(JSON.stringify(z.encode(schema, answers.get(requestId))));
  checked.add(name);
  return res.json().result;
}

/** A token of a demo account: the storefront's customer, or a console account of `tenancyName` (null: host). */
async function signIn(email: string, tenancyName?: string | null): Promise<string> {
  const result = await call("TokenAuth.Authenticate", {
    body: { userNameOrEmailAddress: email, password: DEMO_PASSWORD, tenancyName },
  });
  return result.accessToken;
}

const paged = "SkipCount=0&MaxResultCount=10";
const toronto = { latitutde: 43.6532, longitutde: -79.3832, radius: 10 };

describe("compiled serializers write the zod serializer's bytes on the demo marketplace", () => {
  it("storefront reads: lists, store pages, menus, categories, places", async () => {
    await call("ShopType.GetAll");
    await call("Shop.NearMe", { body: toronto });
    await call("Shop.PickupShopsNearMe", { body: toronto });
    const categories = await call("MenuCategory.GetAll", { query: "SkipCount=0&MaxResultCount=100" });
    await call("MenuCategory.Get", { query: `Id=${categories.items[0].id}` });
    await call("Shop.GetAllShopsByCategory", { query: `Id=${categories.items[0].id}&${paged}` });
    await call("FoodMenu.GetMenusByCategory", { query: `CategoryId=${categories.items[0].id}&${paged}` });
    await call("Shop.GetAllHomeChefs", { query: paged });
    await call("Shop.GetAllConvinienceStores", { query: paged });
    await call("Shop.SearchStores", { query: `Keyword=jerk&${paged}` });
    await call("Shop.GetStoreInfo", { query: "Id=1" });
    const tags = await call("Shop.GetShopTags", { query: `ShopId=1&${paged}` });
    const menu = await call("FoodMenu.GetMenusByCategoryTagByShopId", {
      query: "ShopId=1&IsActive=true&SkipCount=0&MaxResultCount=10",
    });
    expect(menu.categoryTags.length).toBeGreaterThan(0);
    await call("FoodMenu.GetMenusByTag", { query: `TagId=${tags.items[0].id}&${paged}` });
    await call("Shop.GetOpeningHours", { query: "ShopId=1" });
    await call("Geocoding.GetSuggestions", { query: "Input=1540%20Eglinton" });
    await call("Geocoding.Reverse", { query: "Latitude=43.6968&Longitude=-79.4412" });
    await call("Payments.GetConfiguration");
  });

  it("a guest's cart, then a customer's cart, order, profile, saved stores and data archive", async () => {
    const guest = randomUUID();
    const menu = await call("FoodMenu.GetMenusByCategoryTagByShopId", { query: "ShopId=1", guest });
    const items = menu.categoryTags.flatMap((t: { items: { id: number; attributeMappings: unknown[] }[] }) => t.items);
    const plain = items.find((i: { attributeMappings: unknown[] }) => i.attributeMappings.length === 0);
    const cart = await call("ShoppingCart.Create", {
      guest,
      body: { shopId: 1, shoppingCartItems: [], shoppingCartCharges: [], notes: "" },
    });
    const added = await call("ShoppingCart.AddShoppingCartItem", {
      guest,
      body: { shoppingCartId: cart.id, shoppingCartItem: { foodMenuId: plain.id, quantity: 2 } },
    });
    await call("ShoppingCart.UpdateShoppingCartItem", {
      guest,
      body: { shoppingCartId: cart.id, shoppingCartItem: { id: added.shoppingCartItems[0].id, quantityDelta: 1 } },
    });
    await call("ShoppingCart.GetByCustomer", { guest, query: `id=${cart.id}` });
    await call("ShoppingCart.GetCustomersCarts", { guest });

    const token = await signIn("demo@dutchpot.ca");
    const profile = await call("Customers.Profile", { token });
    await call("Customers.Get", { token, query: `id=${profile.id}` });
    await call("ShopLikeList.Create", { token, body: { shopId: 1 } });
    await call("ShopLikeList.GetAllByCustomer", { token });
    await call("Shop.GetStoreInfo", { token, query: "Id=1" });
    const own = await call("ShoppingCart.Create", {
      token,
      body: { shopId: 1, shoppingCartItems: [{ foodMenuId: plain.id, quantity: 1 }], shoppingCartCharges: [] },
    });
    await call("ShoppingCart.UpdateShoppingCart", { token, body: { shoppingCartId: own.id, isDelivery: false } });
    const approve = sandboxTestCards.find((c) => c.outcome === "approve")?.number;
    const { token: sourceId } = await call("Payments.TokenizeCard", {
      body: { cardNumber: approve, expiryMonth: 12, expiryYear: new Date().getUTCFullYear() + 2, cvv: "123" },
    });
    const paid = await call("ShoppingCart.ProcessPayment", {
      token,
      body: { shopId: 1, sourceId },
      idempotencyKey: randomUUID(),
    });
    await call("Orders.GetAllByCustomer", { token, query: paged });
    await call("Orders.Get", { token, query: `id=${paid.id}` });
    await call("Customers.ExportMyData", { token });
  });

  it("the merchant console and the host console", async () => {
    const admin = await signIn("admin@dutchpot.ca", "dutchpot");
    await call("MerchantShop.GetAll", { token: admin });
    await call("MerchantShop.Get", { token: admin, query: "id=1" });
    await call("MerchantShop.GetHours", { token: admin, query: "id=1" });
    await call("MerchantMenu.Get", { token: admin, query: "shopId=1" });
    await call("MerchantOrders.GetBoard", { token: admin, query: "shopId=1" });
    await call("MerchantOrders.GetAll", { token: admin, query: `shopId=1&${paged}` });
    await call("MerchantPromotions.GetAll", { token: admin, query: paged });
    await call("MerchantSales.Get", { token: admin, query: "shopId=1" });
    const host = await signIn("host@dutchpot.ca", null);
    await call("Tenant.GetAll", { token: host, query: paged, tenant: null });
    await call("Tenant.Get", { token: host, query: "id=3", tenant: null });
  });

  it("covered the calls a storefront, a customer and a console make most", () => {
    expect(checked.size).toBeGreaterThanOrEqual(40);
  });
});
