import { describe, expect, it } from "vitest";
import { modeOfCart, placeOrderBlock } from "./checkout-rules.ts";
import { checkoutCart, lineFixture } from "./testing/checkout-fixture.ts";

describe("delivery mode of a cart", () => {
  it.each([
    [{ isDelivery: false, deliveryDateStart: null }, false, "pickup"],
    [{ isDelivery: false, deliveryDateStart: null }, true, "pickup"],
    [{ isDelivery: true, deliveryDateStart: "2026-11-24T16:00:00.000Z" }, false, "later"],
    [{ isDelivery: true, deliveryDateStart: null }, true, "subscribtion"],
    [{ isDelivery: true, deliveryDateStart: null }, false, "now"],
  ] as const)("%o with a subscription choice %s → %s", (cart, hasSubscription, mode) => {
    expect(modeOfCart(cart, hasSubscription)).toBe(mode);
  });
});

describe("why Place Order is disabled", () => {
  const open = { isSignedIn: true, mode: "now", isOpenNow: true } as const;

  it.each([
    ["signed out", checkoutCart(), { ...open, isSignedIn: false }, "signedOut"],
    ["no cart", undefined, open, "emptyCart"],
    ["no lines", checkoutCart({ shoppingCartItems: [] }), open, "emptyCart"],
    [
      "a line gone from the menu",
      checkoutCart({ shoppingCartItems: [lineFixture(), lineFixture({ id: 12, isAvailable: false })] }),
      open,
      "unavailableItems",
    ],
    ["delivery without an address", checkoutCart({ deliveryAddress: null }), open, "noAddress"],
    ["now while the shop is closed", checkoutCart(), { ...open, isOpenNow: false }, "closedNow"],
    ["pickup while the shop is closed", checkoutCart(), { ...open, mode: "pickup", isOpenNow: false }, "closedNow"],
  ] as const)("%s", (_name, cart, facts, block) => {
    expect(placeOrderBlock(cart, facts)).toBe(block);
  });

  it.each([
    ["delivery now", checkoutCart(), open],
    ["pickup needs no address", checkoutCart({ deliveryAddress: null }), { ...open, mode: "pickup" }],
    ["a scheduled time while the shop is closed", checkoutCart(), { ...open, mode: "later", isOpenNow: false }],
    [
      "a pickup at a booked slot while the shop is closed",
      checkoutCart({ isDelivery: false, deliveryDateStart: "2026-11-24T16:00:00.000Z" }),
      { ...open, mode: "pickup", isOpenNow: false },
    ],
    ["a subscription while the shop is closed", checkoutCart(), { ...open, mode: "subscribtion", isOpenNow: false }],
  ] as const)("allowed: %s", (_name, cart, facts) => {
    expect(placeOrderBlock(cart, facts)).toBeNull();
  });
});
