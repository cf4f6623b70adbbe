import type { AddCartItemInput, Cart, CartItemInput, UpdateCartItemInput } from "@dutchpot/contract";
import { cartLimits } from "@dutchpot/contract/constants";
import { callApi } from "../../../lib/api/index.ts";

/** `POST ShoppingCart/Create`: the owner's open cart of the shop (the server creates it if missing), with the items added. */
export function createCart(shopId: number, items: CartItemInput[]): Promise<Cart> {
  return callApi("ShoppingCart.Create", {
    body: { shopId, shoppingCartItems: items, shoppingCartCharges: [], notes: cartLimits.defaultNotes },
  });
}

/** `POST ShoppingCart/AddShoppingCartItem`: adds to an identical line (same item and options) if there is one. */
export function addCartItem(cart: { id: number; shopId: number }, item: CartItemInput): Promise<Cart> {
  const body: AddCartItemInput = {
    shoppingCartItem: { ...item, shopId: cart.shopId, shoppingCartId: cart.id },
    shoppingCartId: cart.id,
  };
  return callApi("ShoppingCart.AddShoppingCartItem", { body });
}

/** `PUT ShoppingCart/UpdateShoppingCartItem`: a quantity (0 removes the line) or a ±1 change applied by the server. */
export function updateCartItem(input: UpdateCartItemInput): Promise<Cart> {
  return callApi("ShoppingCart.UpdateShoppingCartItem", { body: input });
}
