import type { Cart, CartList } from "@dutchpot/contract";

type CartLine = Cart["shoppingCartItems"][number];

/*
 * Pure edits of the cached cart list: the optimistic guess applied when a counter is tapped, and
 * the server's answer written back. Amounts are never computed here: they stay the server's until
 * its answer arrives.
 */

/** Same item with the same chosen option values (the server keeps one line per such pair). */
export function sameChoice(line: CartLine, foodMenuId: number, valueIds: readonly number[]) {
  if (line.foodMenuId !== foodMenuId) return false;
  const chosen = line.selectedAttributes.map((a) => a.productAttributeValueId).sort((a, b) => a - b);
  const wanted = [...valueIds].sort((a, b) => a - b);
  return chosen.length === wanted.length && chosen.every((id, i) => id === wanted[i]);
}

/** The list with one line's quantity changed by `delta` (removed at 0) and its cart's item count. */
export function withQuantityChange(list: CartList, cartId: number, lineId: number, delta: number): CartList {
  return {
    items: list.items.map((cart) => {
      if (cart.id !== cartId) return cart;
      const line = cart.shoppingCartItems.find((l) => l.id === lineId);
      if (!line) return cart;
      const next = Math.max(0, line.quantity + delta);
      return {
        ...cart,
        itemCount: Math.max(0, cart.itemCount + (next - line.quantity)),
        shoppingCartItems:
          next === 0
            ? cart.shoppingCartItems.filter((l) => l.id !== lineId)
            : cart.shoppingCartItems.map((l) => (l.id === lineId ? { ...l, quantity: next } : l)),
      };
    }),
  };
}

/** The list with the server's answer for one cart in place of the cached one (first when new). */
export function withServerCart(list: CartList | undefined, cart: Cart): CartList {
  const items = list?.items ?? [];
  return items.some((c) => c.id === cart.id)
    ? { items: items.map((c) => (c.id === cart.id ? cart : c)) }
    : { items: [cart, ...items] };
}

/**
 * The list with an optimistic change of one line undone after its call failed: the line's quantity
 * goes back by `delta`, and a line the guess removed comes back as it was, in its place.
 */
export function withQuantityUndone(
  list: CartList,
  cartId: number,
  before: CartLine,
  index: number,
  delta: number,
): CartList {
  return {
    items: list.items.map((cart) => {
      if (cart.id !== cartId) return cart;
      const line = cart.shoppingCartItems.find((l) => l.id === before.id);
      if (!line) {
        const lines = [...cart.shoppingCartItems];
        lines.splice(Math.min(index, lines.length), 0, before);
        return { ...cart, itemCount: cart.itemCount + before.quantity, shoppingCartItems: lines };
      }
      const next = Math.max(0, line.quantity - delta);
      return {
        ...cart,
        itemCount: Math.max(0, cart.itemCount + (next - line.quantity)),
        shoppingCartItems:
          next === 0
            ? cart.shoppingCartItems.filter((l) => l.id !== before.id)
            : cart.shoppingCartItems.map((l) => (l.id === before.id ? { ...l, quantity: next } : l)),
      };
    }),
  };
}
