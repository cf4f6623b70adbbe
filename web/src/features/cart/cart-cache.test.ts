import type { Cart, CartItem } from "@dutchpot/contract";
import { describe, expect, it } from "vitest";
import { sameChoice, withQuantityChange, withQuantityUndone, withServerCart } from "./cart-cache.ts";
import { cartFixture } from "./testing/cart-fixture.ts";

function line(id: number, foodMenuId: number, quantity: number, valueIds: number[] = []): CartItem {
  return {
    id,
    foodMenuId,
    quantity,
    price: 10 * quantity,
    foodMenu: { name: `Item ${foodMenuId}`, unitPrice: 10, imageUrl: null },
    selectedAttributes: valueIds.map((v) => ({
      productAttributeValueId: v,
      productAttributeValue: { id: v, name: `Value ${v}`, cost: 0, textPrompt: "Prompt" },
    })),
    shoppingCart: { id: 1, dropOffInstructions: null, apartmentNumber: null, leaveAtDoor: true },
    isAvailable: true,
  };
}

function cart(id: number, lines: CartItem[]): Cart {
  return cartFixture({
    id,
    shopId: id * 10,
    shopName: `Shop ${id}`,
    itemCount: lines.reduce((n, l) => n + l.quantity, 0),
    shoppingCartItems: lines,
  });
}

describe("cart cache edits", () => {
  it("matches a line by item and the same set of option values, in any order", () => {
    expect(sameChoice(line(1, 5, 1, [3, 9]), 5, [9, 3])).toBe(true);
    expect(sameChoice(line(1, 5, 1, [3]), 5, [3, 9])).toBe(false);
    expect(sameChoice(line(1, 5, 1), 6, [])).toBe(false);
  });

  it("changes one line and its cart's count, removing the line at 0", () => {
    const list = { items: [cart(1, [line(11, 5, 2), line(12, 6, 1)]), cart(2, [line(21, 5, 1)])] };
    const up = withQuantityChange(list, 1, 11, 1);
    expect(up.items[0]?.shoppingCartItems[0]?.quantity).toBe(3);
    expect(up.items[0]?.itemCount).toBe(4);
    expect(up.items[1]).toBe(list.items[1]);
    const gone = withQuantityChange(list, 1, 12, -1);
    expect(gone.items[0]?.shoppingCartItems.map((l) => l.id)).toEqual([11]);
    expect(gone.items[0]?.itemCount).toBe(2);
  });

  it("undoes a failed guess: the quantity goes back, a removed line returns in its place", () => {
    const list = { items: [cart(1, [line(11, 5, 1), line(12, 6, 1), line(13, 7, 2)])] };
    const before = list.items[0]?.shoppingCartItems[1] as CartItem;
    const up = withQuantityChange(list, 1, 12, 1);
    expect(withQuantityUndone(up, 1, before, 1, 1)).toEqual(list);
    const gone = withQuantityChange(list, 1, 12, -1);
    expect(withQuantityUndone(gone, 1, before, 1, -1)).toEqual(list);
  });

  it("writes the server's cart in place, or first when it is new", () => {
    const list = { items: [cart(1, [line(11, 5, 1)])] };
    const answer = cart(1, [line(11, 5, 4)]);
    expect(withServerCart(list, answer).items).toEqual([answer]);
    const fresh = cart(2, []);
    expect(withServerCart(list, fresh).items.map((c) => c.id)).toEqual([2, 1]);
    expect(withServerCart(undefined, fresh).items).toEqual([fresh]);
  });
});
