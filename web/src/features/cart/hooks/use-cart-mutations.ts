import type { Cart, CartItem, CartList } from "@dutchpot/contract";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { readLocation } from "../../../lib/location.ts";
import { addCartItem, createCart, updateCartItem } from "../api/cart-items.ts";
import { deliveryAddressOf, updateCarts } from "../api/carts.ts";
import { cartKeys } from "../api/keys.ts";
import { sameChoice, withQuantityChange, withQuantityUndone, withServerCart } from "../cart-cache.ts";
import { useCartErrorNotice } from "./use-cart-error-notice.ts";

const mutationKey = [...cartKeys.all, "change"] as const;

/** What an optimistic guess changed, to undo it when the call fails. */
interface Guess {
  cartId: number;
  before: CartItem;
  index: number;
  delta: number;
}

/** Applies +/-`delta` to one cached line and returns how to undo it (nothing when the line is not cached). */
function guess(queryClient: QueryClient, cartId: number, lineId: number, delta: number): Guess | undefined {
  const list = queryClient.getQueryData<CartList>(cartKeys.list());
  const cart = list?.items.find((c) => c.id === cartId);
  const index = cart?.shoppingCartItems.findIndex((l) => l.id === lineId) ?? -1;
  const before = cart?.shoppingCartItems[index];
  if (!list || !before) return undefined;
  queryClient.setQueryData(cartKeys.list(), withQuantityChange(list, cartId, lineId, delta));
  return { cartId, before, index, delta };
}

/** A failed call's guess is taken back at once: the refetch that follows may fail too (server down). */
function undo(queryClient: QueryClient, change: Guess | undefined) {
  if (!change) return;
  queryClient.setQueryData<CartList>(cartKeys.list(), (list) =>
    list ? withQuantityUndone(list, change.cartId, change.before, change.index, change.delta) : list,
  );
}

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
 * otherwise the item is added to the shop's cart (an identical line grows by one). A failure undoes
 * the guess; with `notify` it is also said until dismissed, with Retry (a dialog that shows its own
 * error leaves it off).
 */
export function useAddToCart({ notify = false }: { notify?: boolean } = {}) {
  const queryClient = useQueryClient();
  const notice = useCartErrorNotice("cart.errors.add");
  const mutation = useMutation({
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
      return cart && line ? guess(queryClient, cart.id, line.id, 1) : undefined;
    },
    onSuccess: (cart) => reconcile(queryClient, cart),
    onError: (error, input, change) => {
      undo(queryClient, change);
      reconcile(queryClient, undefined);
      if (notify) notice(error, () => mutation.mutate(input));
    },
  });
  return mutation;
}

export interface ChangeQuantityInput {
  cart: Pick<Cart, "id" | "shopId">;
  line: Pick<CartItem, "id" | "foodMenuId" | "quantity">;
  delta: 1 | -1;
}

/**
 * Plus sends +1; Minus sends −1, or quantity 0 (removal) when the line is at 1 or less (spec §4).
 * The counter moves at once; a failure moves it back and says so until dismissed, with Retry.
 */
export function useChangeQuantity() {
  const queryClient = useQueryClient();
  const notice = useCartErrorNotice("cart.errors.change");
  const mutation = useMutation({
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
      return guess(queryClient, cart.id, line.id, delta);
    },
    onSuccess: (cart) => reconcile(queryClient, cart),
    onError: (error, input, change) => {
      undo(queryClient, change);
      reconcile(queryClient, undefined);
      notice(error, () => mutation.mutate(input));
    },
  });
  return mutation;
}
