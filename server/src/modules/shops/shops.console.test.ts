/**
 * The merchant console's shop calls (MerchantShop/*): list and settings, validation, going live
 * (refused until the shop has an active item and hours), the listing rule seen by customers, and
 * pausing (a busy shop is refused at checkout like a closed one). Hours and isolation: hours.console.test.ts.
 */
import { checkoutTexts } from "@dutchpot/contract";
import { describe, expect, it } from "vitest";
import { buildMenuItem, buildShop } from "../../../test/factories.ts";
import { callAs, fillCart, guest, pay, tokenize } from "../checkout/checkout.test-app.ts";
import { consoleCall, editable, settingsOf, useShopsConsoleTestApp } from "./shops.console.test-app.ts";

const { world, admins } = useShopsConsoleTestApp();
const call = (...args: Parameters<typeof consoleCall> extends [unknown, ...infer R] ? R : never) =>
  consoleCall(world, ...args);

describe("MerchantShop/GetAll and Get", () => {
  it("lists only the admin's shops, listed or with the reasons customers cannot see them", async () => {
    const res = await call(admins.a, "GET", "GetAll");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toEqual([
      {
        id: world.shop.open,
        name: "Jerk Hut",
        kind: "restaurant",
        isLive: true,
        listed: true,
        hiddenReasons: [],
        pausedUntil: null,
      },
    ]);
    const b = (await call(admins.b, "GET", "GetAll")).json().result;
    expect(b.map((s: { id: number }) => s.id)).toEqual([world.shop.tight]);
  });

  it("answers every setting, money in dollars", async () => {
    const shop = await settingsOf(world, admins.a, world.shop.open);
    expect(shop).toMatchObject({
      id: world.shop.open,
      name: "Jerk Hut",
      deliveryFee: 2.99,
      deliveryRadiusKm: 15,
      offersDelivery: true,
      offersPickup: true,
      timeZone: "America/Toronto",
      province: "ON",
      listed: true,
    });
  });
});

describe("MerchantShop/Update", () => {
  it("saves the settings (fee in dollars, the map pin's coordinates) and the storefront shows them", async () => {
    const before = await settingsOf(world, admins.a, world.shop.open);
    const res = await call(admins.a, "PUT", "Update", {
      ...editable(before),
      name: "Jerk Hut Deluxe",
      description: "Smoky jerk.\nSince 1999.",
      deliveryFee: 4.5,
      deliveryRadiusKm: 7.5,
      prepTimeMinutes: 35,
      slotCapacity: 4,
      address: "2 Yonge St",
      latitude: 43.6431,
      longitude: -79.3765,
      logoUrl: "/media/food/jerk.svg",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({
      name: "Jerk Hut Deluxe",
      deliveryFee: 4.5,
      deliveryRadiusKm: 7.5,
      prepTimeMinutes: 35,
      slotCapacity: 4,
      address: "2 Yonge St",
      latitude: 43.6431,
      longitude: -79.3765,
      logoUrl: "/media/food/jerk.svg",
    });
    const info = await callAs(world, null, "GET", `Shop/GetStoreInfo?Id=${world.shop.open}`);
    expect(info.json().result).toMatchObject({ businessName: "Jerk Hut Deluxe", deliveryFee: 4.5 });
  });

  it("geocodes a new address without a pin; an address nobody knows is a 400 and changes nothing", async () => {
    const before = await settingsOf(world, admins.a, world.shop.open);
    const moved = await call(admins.a, "PUT", "Update", { ...editable(before), address: "10 Main St", city: "Ottawa" });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().result.latitude).toBeCloseTo(45.42, 1);
    const after = moved.json().result;
    const unknown = await call(admins.a, "PUT", "Update", { ...editable(after), address: "1 Qqxq", city: "Zzyzzv" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.validationErrors).toEqual([
      { message: "The address could not be found on the map.", members: ["address"] },
    ]);
    expect(await settingsOf(world, admins.a, world.shop.open)).toEqual(after);
    // Back to Toronto with the pin, for the checkout tests below.
    const back = { ...editable(before), latitude: before.latitude, longitude: before.longitude };
    expect((await call(admins.a, "PUT", "Update", back)).json().result).toMatchObject({ latitude: before.latitude });
  });

  it.each([
    ["a fee over 100 $", { deliveryFee: 100.01 }],
    ["a negative fee", { deliveryFee: -1 }],
    ["a radius under 0.5 km", { deliveryRadiusKm: 0.4 }],
    ["a radius over 100 km", { deliveryRadiusKm: 101 }],
    ["a preparation over 240 minutes", { prepTimeMinutes: 241 }],
    ["a capacity over 1000", { slotCapacity: 1001 }],
    ["a blank name", { name: "  " }],
    ["a name over 128 characters", { name: "x".repeat(129) }],
    ["a description over 2000 characters", { description: "x".repeat(2001) }],
    ["an image of another site", { logoUrl: "https://example.com/logo.png" }],
    ["a path climbing out of /media", { bannerUrl: "/media/../secrets.png" }],
    ["an upload that is not stored", { logoUrl: "/media/uploads/0b5b6c1e-3c0a-4d7e-9d7a-5f9a1f6f0e11.webp" }],
    ["neither delivery nor pickup", { offersDelivery: false, offersPickup: false }],
    ["a longest delivery time shorter than the shortest", { deliveryTimeMin: 40, deliveryTimeMax: 30 }],
    ["a fee sent as a string", { deliveryFee: "3" }],
  ])("refuses %s (400) and changes nothing", async (_name, change) => {
    const before = await settingsOf(world, admins.a, world.shop.open);
    const res = await call(admins.a, "PUT", "Update", { ...editable(before), ...change });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().success).toBe(false);
    expect(await settingsOf(world, admins.a, world.shop.open)).toEqual(before);
  });
});

describe("MerchantShop/SetLive and the listing rule", () => {
  it("keeps a new shop hidden until it has an item and hours and its owner switches it live", async () => {
    const db = world.ctx.database.db;
    const shop = await buildShop(
      db,
      { marketplaceTenantId: 3, tenantId: admins.tenantA as number, name: "New Corner", isLive: false },
      { hours: false },
    );
    const nearMe = async () =>
      (await callAs(world, null, "POST", "Shop/NearMe", { latitutde: 43.6426, longitutde: -79.3871, radius: 5 }))
        .json()
        .result.items.map((s: { shopId: number }) => s.shopId);
    const storeInfo = async () => (await callAs(world, null, "GET", `Shop/GetStoreInfo?Id=${shop.id}`)).statusCode;
    const menu = async () =>
      (await callAs(world, null, "GET", `FoodMenu/GetMenusByCategoryTagByShopId?ShopId=${shop.id}`)).statusCode;

    const listed = (await call(admins.a, "GET", "GetAll")).json().result.find((s: { id: number }) => s.id === shop.id);
    expect(listed).toMatchObject({
      isLive: false,
      listed: false,
      hiddenReasons: ["notLive", "noActiveItems", "noHours"],
    });
    const refused = await call(admins.a, "POST", "SetLive", { id: shop.id, isLive: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({
      message: "The shop cannot go live yet.",
      details: "It needs at least one active menu item and opening hours.",
    });

    const item = await buildMenuItem(db, { shopId: shop.id, name: "Corner Patty" });
    const hours = await call(admins.a, "PUT", "SetHours", {
      id: shop.id,
      days: [{ dayOfWeek: 1, intervals: [{ opensAt: "09:00", closesAt: "17:00" }] }],
    });
    expect(hours.statusCode, hours.body).toBe(200);
    expect(await nearMe()).not.toContain(shop.id);
    expect(await storeInfo()).toBe(404);
    expect(await menu()).toBe(404);
    const cart = await callAs(world, guest(), "POST", "ShoppingCart/Create", {
      shopId: shop.id,
      shoppingCartItems: [{ foodMenuId: item.id, quantity: 1 }],
    });
    expect(cart.statusCode).toBe(404);

    const live = await call(admins.a, "POST", "SetLive", { id: shop.id, isLive: true });
    expect(live.statusCode, live.body).toBe(200);
    expect(live.json().result).toMatchObject({ isLive: true, listed: true, hiddenReasons: [] });
    expect(await nearMe()).toContain(shop.id);
    expect(await storeInfo()).toBe(200);
    expect(await menu()).toBe(200);

    await call(admins.a, "POST", "SetLive", { id: shop.id, isLive: false });
    expect(await nearMe()).not.toContain(shop.id);
    expect(await storeInfo()).toBe(404);
  });
});

describe("MerchantShop/Pause", () => {
  it("a busy shop is refused at checkout like a closed one, and takes orders again when resumed", async () => {
    const who = guest();
    const cartId = await fillCart(world, who, world.shop.open, [{ foodMenuId: world.item.patty, quantity: 1 }]);
    expect(cartId).toBeGreaterThan(0);
    const paused = await call(admins.a, "POST", "Pause", { id: world.shop.open, minutes: 30 });
    expect(paused.statusCode, paused.body).toBe(200);
    const until = new Date(paused.json().result.pausedUntil).getTime();
    expect(Math.abs(until - (Date.now() + 30 * 60_000))).toBeLessThan(60_000);

    const info = await callAs(world, null, "GET", `Shop/GetStoreInfo?Id=${world.shop.open}`);
    expect(info.json().result.openingState).toMatchObject({ isOpen: false, opensAt: new Date(until).toISOString() });
    const refused = await pay(world, who, { shopId: world.shop.open, sourceId: await tokenize(world) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.validationErrors).toEqual([
      { message: checkoutTexts.shopClosedNow, members: ["deliveryDateStart"] },
    ]);

    const resumed = await call(admins.a, "POST", "Pause", { id: world.shop.open, minutes: null });
    expect(resumed.json().result.pausedUntil).toBeNull();
    const open = await callAs(world, null, "GET", `Shop/GetStoreInfo?Id=${world.shop.open}`);
    expect(open.json().result.openingState.isOpen).toBe(true);
    const paid = await pay(world, who, { shopId: world.shop.open, sourceId: await tokenize(world) });
    expect(paid.statusCode, paid.body).toBe(200);
  });

  it("refuses minutes outside 1–1440 (400)", async () => {
    for (const minutes of [0, 1441, 2.5, "30"]) {
      expect((await call(admins.a, "POST", "Pause", { id: world.shop.open, minutes })).statusCode).toBe(400);
    }
  });
});
