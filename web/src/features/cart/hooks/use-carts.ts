import type { Cart } from "@dutchpot/contract";
import { toCents, toDollars } from "@dutchpot/contract/constants";
import { useQuery } from "@tanstack/react-query";
import { customersCartsOptions } from "../api/carts.ts";

/** The owner's open carts that hold something (a cart emptied by its counters stays open on the server). */
export function useCarts() {
  const query = useQuery(customersCartsOptions());
  const carts = (query.data?.items ?? []).filter((cart) => cart.shoppingCartItems.length > 0);
  return { ...query, carts };
}

/** The owner's open cart of one shop, or undefined when there is none (yet). */
export function useCartOfShop(shopId: number | null | undefined): Cart | undefined {
  const { data } = useQuery({ ...customersCartsOptions(), enabled: shopId != null });
  return data?.items.find((cart) => cart.shopId === shopId);
}

/** Units in every cart (the header's badge): the server's itemCount of each cart. */
export function totalItemCount(carts: readonly Cart[]): number {
  return carts.reduce((sum, cart) => sum + cart.itemCount, 0);
}

/** Units of one menu item in a cart: the sum over its lines (one line per choice of options). */
export function quantityOfItem(cart: Cart | undefined, foodMenuId: number): number {
  return (cart?.shoppingCartItems ?? [])
    .filter((line) => line.foodMenuId === foodMenuId)
    .reduce((sum, line) => sum + line.quantity, 0);
}

/** What the customer pays (spec 001 §9): the server's totalPrice (items, delivery, tip) plus its taxAmount. */
export function amountDue(cart: Cart): number {
  return toDollars(toCents(cart.totalPrice + cart.taxAmount));
}
