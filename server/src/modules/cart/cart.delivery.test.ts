import { cartTexts } from "@dutchpot/contract";
import { describe, expect, it } from "vitest";
import { create, getCart, guest, item, members, newCart, patch, shop, useCartTestApp } from "./cart.test-app.ts";

useCartTestApp();

describe("UpdateShoppingCart (drop-off, pin, pickup, schedule)", () => {
  const address = { latitude: 43.6453, longitude: -79.3806 };
  /** A point `km` north of the address (haversine with R = 6371 km). */
  const north = (km: number) => ({
    latitude: address.latitude + ((km / 6371) * 180) / Math.PI,
    longitude: address.longitude,
  });

  it("stores the drop-off details (leave at door by default) and the address point with the pin on it", async () => {
    const who = guest();
    const cart = await newCart(who, [{ foodMenuId: item.patty, quantity: 1 }]);
    const res = await patch(who, {
      shoppingCartId: cart.id,
      deliveryAddress: "1 Front St W",
      city: "Toronto",
      zipcode: "M5J 2X6",
      ...address,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.items[0]).toMatchObject({
      leaveAtDoor: true,
      deliveryAddress: "1 Front St W",
      city: "Toronto",
      zipcode: "M5J 2X6",
      addressLatitude: address.latitude,
      addressLongitude: address.longitude,
      ...address,
    });
    const details = await patch(who, {
      leaveAtDoor: false,
      dropOffInstructions: "Ring twice",
      apartmentNumber: "1203",
      deliveryAddress: "1 Front St W",
      city: "Toronto",
      zipcode: "M5J 2X6",
    });
    const updated = details.json().result.items[0];
    expect(updated).toMatchObject({ leaveAtDoor: false, dropOffInstructions: "Ring twice", ...address });
    expect(updated.shoppingCartItems[0].shoppingCart).toEqual({
      id: cart.id,
      leaveAtDoor: false,
      dropOffInstructions: "Ring twice",
      apartmentNumber: "1203",
    });
  });

  it("moves the pin up to 4 km from the address and refuses it just beyond, changing nothing", async () => {
    const who = guest();
    const cart = await newCart(who);
    await patch(who, { shoppingCartId: cart.id, deliveryAddress: "1 Front St W", ...address });
    const near = await patch(who, { shoppingCartId: cart.id, ...north(3.99) });
    expect(near.statusCode).toBe(200);
    expect(near.json().result.items[0]).toMatchObject({ ...north(3.99), addressLatitude: address.latitude });
    const far = await patch(who, { shoppingCartId: cart.id, ...north(4.01) });
    expect(far.statusCode).toBe(400);
    expect(far.json().error.validationErrors).toEqual([{ message: cartTexts.pinTooFar, members: ["latitude"] }]);
    expect((await getCart(who, cart.id)).json().result).toMatchObject(north(3.99));
  });

  it("refuses a pin before the address has coordinates, and a lone latitude", async () => {
    const who = guest();
    const cart = await newCart(who);
    const res = await patch(who, { shoppingCartId: cart.id, ...address });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.validationErrors).toEqual([
      { message: cartTexts.addressFirst, members: ["deliveryAddress"] },
    ]);
    expect((await patch(who, { shoppingCartId: cart.id, latitude: 43 })).statusCode).toBe(400);
    expect((await patch(who, { shoppingCartId: cart.id, latitude: 91, longitude: 0 })).statusCode).toBe(400);
  });

  // Booking a slot (hours, prep time, capacity) and each refusal: modules/hours/hours.ordering.test.ts.
  it("accepts pickup (no delivery fee) and clears the schedule; refuses a window that ends before it starts", async () => {
    const who = guest();
    const cart = await newCart(who, [{ foodMenuId: item.patty, quantity: 1 }]);
    expect(cart.deliveryFee).toBe(2.99);
    const pickup = await patch(who, { shopId: shop.a, isDelivery: false });
    // 3.50 + service fee 11 % (0.385 → 0.39, half up); no delivery fee.
    expect(pickup.json().result.items[0]).toMatchObject({ isDelivery: false, deliveryFee: 0, totalPrice: 3.89 });
    const cleared = await patch(who, { shopId: shop.a, deliveryDateStart: null, deliveryDateEnd: null });
    expect(cleared.json().result.items[0]).toMatchObject({ deliveryDateStart: null, deliveryDateEnd: null });
    const backwards = await patch(who, {
      shopId: shop.a,
      deliveryDateStart: "2026-12-01T17:00:00Z",
      deliveryDateEnd: "2026-12-01T16:00:00Z",
    });
    expect(backwards.statusCode).toBe(400);
    expect(members(backwards)).toEqual(["deliveryDateEnd"]);
    expect((await patch(who, { shopId: shop.b, isDelivery: false })).statusCode).toBe(404);
  });

  it("without a cart id or shop, updates every open cart of the owner, all or nothing", async () => {
    const who = guest();
    await newCart(who);
    await create(who, { shopId: shop.b });
    const res = await patch(who, { deliveryAddress: "1 Front St W", ...address, leaveAtDoor: false });
    expect(res.json().result.items).toHaveLength(2);
    for (const cart of res.json().result.items) expect(cart).toMatchObject({ leaveAtDoor: false, ...address });
  });
});
