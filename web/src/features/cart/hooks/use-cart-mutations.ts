import type { Cart, CartItem, CartList } from "@dutchpot/contract";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { readLocation } from "../../../lib/location.ts";
import { addCartItem, createCart, updateCartItem } from "../api/cart-items.ts";
import { deliveryAddressOf, updateCarts } from "../api/carts.ts";
import { cartKeys } from "../api/keys.ts";
import { sameChoice, withQuantityChange, withServerCart } from "../cart-cache.ts";

const mutationKey = [...cartKeys.all, "change"] as const;

/**
 * After a cart call: the server's answer replaces the cached cart, unless another cart change is
 * still in flight (its optimistic guess would flicker back); then the list is refetched (spec §4).
 */
function reconcile(queryClient: QueryClient, cart: Cart | undefined) {
  const othersPending = queryClient.isMutating({ mutationKey }) > 1;
  if (cart && !othersPending) {
    queryClient.setQueryData<CartList>(cartKeys.list(), (list) => withServerCart(list, cart));
  }
  if (!othersPending) void queryClient.invalidateQueries({ queryKey: cartKeys.list() });
}

/** A new cart takes the stored delivery location as its address; failing that is not the customer's problem. */
async function withStoredAddress(cart: Cart): Promise<Cart> {
  const location = readLocation();
  if (!location || cart.deliveryAddress) return cart;
  try {
    const list = await updateCarts({ ...deliveryAddressOf(location), shoppingCartId: cart.id });
    return list.items.find((c) => c.id === cart.id) ?? cart;
  } catch (error) {
    console.warn("Could not set the new cart's delivery address", error);
    return cart;
  }
}

export interface AddToCartInput {
  shopId: number;
  foodMenuId: number;
  /** Chosen option value ids (empty for an item without options). */
  selectedAttributes?: number[];
}

/**
 * Add one unit (spec §4): with no cart for the shop, Create makes it with the item in the same call;
 * otherwise the item is added to the shop's cart (an identical line grows by one).
 */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey,
    mutationFn: async ({ shopId, foodMenuId, selectedAttributes = [] }: AddToCartInput) => {
      const list = queryClient.getQueryData<CartList>(cartKeys.list());
      const cart = list?.items.find((c) => c.shopId === shopId);
      const item = { foodMenuId, quantity: 1, selectedAttributes };
      if (cart) return addCartItem(cart, item);
      return withStoredAddress(await createCart(shopId, [item]));
    },
    onMutate: async ({ shopId, foodMenuId, selectedAttributes = [] }) => {
      await queryClient.cancelQueries({ queryKey: cartKeys.list() });
      const list = queryClient.getQueryData<CartList>(cartKeys.list());
      const cart = list?.items.find((c) => c.shopId === shopId);
      const line = cart?.shoppingCartItems.find((l) => sameChoice(l, foodMenuId, selectedAttributes));
      // Only an existing line is guessed; a new line appears with the server's answer.
      if (list && cart && line)
        queryClient.setQueryData(cartKeys.list(), withQuantityChange(list, cart.id, line.id, 1));
    },
    onSuccess: (cart) => reconcile(queryClient, cart),
    onError: () => reconcile(queryClient, undefined),
  });
}

export interface ChangeQuantityInput {
  cart: Pick<Cart, "id" | "shopId">;
  line: Pick<CartItem, "id" | "foodMenuId" | "quantity">;
  delta: 1 | -1;
}

/** Plus sends +1; Minus sends −1, or quantity 0 (removal) when the line is at 1 or less (spec §4). */
export function useChangeQuantity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey,
    mutationFn: ({ cart, line, delta }: ChangeQuantityInput) =>
      updateCartItem({
        shoppingCartItem:
          delta < 0 && line.quantity <= 1
            ? { id: line.id, foodMenuId: line.foodMenuId, quantity: 0 }
            : { id: line.id, foodMenuId: line.foodMenuId, quantityDelta: delta },
        shoppingCartId: cart.id,
        shopId: cart.shopId,
      }),
    onMutate: async ({ cart, line, delta }) => {
      await queryClient.cancelQueries({ queryKey: cartKeys.list() });
      const list = queryClient.getQueryData<CartList>(cartKeys.list());
      if (list) queryClient.setQueryData(cartKeys.list(), withQuantityChange(list, cart.id, line.id, delta));
    },
    onSuccess: (cart) => reconcile(queryClient, cart),
    onError: () => reconcile(queryClient, undefined),
  });
}
