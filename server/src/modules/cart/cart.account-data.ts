import type { AccountDataSource } from "../auth/identity.plugin.ts";
import type { CartService } from "./cart.service.ts";

/**
 * The carts' part in a customer's data archive (their open carts, as the API shows them) and in
 * account deletion (their open carts are deleted with the account).
 */
export function cartAccountData(cart: CartService): AccountDataSource {
  return {
    section: "carts",
    export: async (subject) => {
      if (subject.tenantId === null) return [];
      const { items } = await cart.list({ tenantId: subject.tenantId, userId: subject.userId, guestId: null });
      return items;
    },
    erase: (subject, tx) => cart.eraseOpenCartsOf(subject.userId, tx),
  };
}
