import type { AddCartItemInput, Cart, CartItemInput, UpdateCartItemInput } from "@dutchpot/contract";
import { cartLimits, cartPaths } from "@dutchpot/contract/constants";
import { api } from "../../../lib/api-client.ts";

/** `POST ShoppingCart/Create`: the owner's open cart of the shop (the server creates it if missing), with the items added. */
export function createCart(shopId: number, items: CartItemInput[]): Promise<Cart> {
  return api.post<Cart>(cartPaths.create.path, {
    shopId,
    shoppingCartItems: items,
    shoppingCartCharges: [],
    notes: cartLimits.defaultNotes,
  });
}

/** `POST ShoppingCart/AddShoppingCartItem`: adds to an identical line (same item and options) if there is one. */
export function addCartItem(cart: { id: number; shopId: number }, item: CartItemInput): Promise<Cart> {
  const body: AddCartItemInput = {
    shoppingCartItem: { ...item, shopId: cart.shopId, shoppingCartId: cart.id },
    shoppingCartId: cart.id,
  };
  return api.post<Cart>(cartPaths.addItem.path, body);
}

/** `PUT ShoppingCart/UpdateShoppingCartItem`: a quantity (0 removes the line) or a ±1 change applied by the server. */
export function updateCartItem(input: UpdateCartItemInput): Promise<Cart> {
  return api.put<Cart>(cartPaths.updateItem.path, input);
}
