import type { Cart, CartList, UpdateCartInput } from "@dutchpot/contract";
import { useMutation } from "@tanstack/react-query";
import { callApi } from "../../../lib/api/index.ts";

/**
 * The checkout's cart calls. Each answers the cart as the server priced it; `onCart` puts that
 * answer where every screen reads the cart (the cart feature's cache, wired by app/routes/checkout).
 */
export type CartSink = (cart: Cart) => void;

/** `POST ShoppingCart/AddTip` {shopId, value}: 0, 3 or 6 CA$. */
export function useAddTip(shopId: number, onCart: CartSink) {
  return useMutation({
    mutationFn: (value: number) => callApi("ShoppingCart.AddTip", { body: { shopId, value } }),
    onSuccess: onCart,
  });
}

/** `POST ShoppingCart/ApplyPromotionalCode` {promoCode, shopId}: the code as typed; a refusal says why. */
export function useApplyPromo(shopId: number, onCart: CartSink) {
  return useMutation({
    mutationFn: (promoCode: string) => callApi("ShoppingCart.ApplyPromotionalCode", { body: { promoCode, shopId } }),
    onSuccess: onCart,
  });
}

/** `POST ShoppingCart/RemovePromotionalCode` {shopId}. */
export function useRemovePromo(shopId: number, onCart: CartSink) {
  return useMutation({
    mutationFn: () => callApi("ShoppingCart.RemovePromotionalCode", { body: { shopId } }),
    onSuccess: onCart,
  });
}

/** The delivery-mode changes of this shop's cart (`PATCH ShoppingCart/UpdateShoppingCart` with its shopId). */
export type DeliveryChange =
  | { isDelivery: true; deliveryDateStart: null; deliveryDateEnd: null }
  | { isDelivery: false }
  | { isDelivery: true; deliveryDateStart: string; deliveryDateEnd: string };

export const nowChange: DeliveryChange = { isDelivery: true, deliveryDateStart: null, deliveryDateEnd: null };
export const pickupChange: DeliveryChange = { isDelivery: false };

export function useChangeDelivery(shopId: number, onCart: CartSink) {
  return useMutation({
    mutationFn: async (change: DeliveryChange): Promise<Cart | undefined> => {
      const body: UpdateCartInput = { shopId, ...change };
      const list: CartList = await callApi("ShoppingCart.UpdateShoppingCart", { body });
      return list.items.find((cart) => cart.shopId === shopId);
    },
    onSuccess: (cart) => {
      if (cart) onCart(cart);
    },
  });
}
