import { cartLimits } from "@dutchpot/contract";
import type { DbOrTx } from "../../db/client.ts";
import { withTransaction } from "../../db/transaction.ts";
import * as mergeRepo from "./cart.merge.repository.ts";
import * as repo from "./cart.repository.ts";

/** A sign-in as the identity module reports it (its `SignedIn` event). */
export interface GuestSignIn {
  userId: number;
  tenantId: number | null;
  guestId: string | null;
}

/**
 * A guest's open carts become the customer's when they sign in: the cart module's listener on the
 * identity module's sign-in (server/src/services.ts). Only the guest's carts of the customer's own
 * tenant move. Per shop: if the customer has no open cart there,
 * the guest's cart is handed over whole; otherwise its lines move into the customer's cart, identical
 * lines (same item and options) adding up (at most 99), and the guest's drop-off details fill in
 * the customer cart's when that has no delivery address. One transaction; idempotent. Returns the
 * number of guest carts merged.
 */
export async function mergeGuestCarts(db: DbOrTx, { userId, tenantId, guestId }: GuestSignIn): Promise<number> {
  if (!guestId || tenantId === null) return 0;
  // The cheap common case (no guest carts) never opens a transaction.
  if (!(await mergeRepo.hasGuestCarts(db, guestId))) return 0;
  return withTransaction(db, async (tx) => {
    const guestCarts = await mergeRepo.lockGuestCarts(tx, guestId, tenantId);
    for (const guestCart of guestCarts) {
      const own = await mergeRepo.lockUserCart(tx, userId, guestCart.shopId);
      if (!own) {
        await mergeRepo.giveCartToUser(tx, guestCart.id, userId);
        continue;
      }
      const ownLines = await mergeRepo.linesOf(tx, own.id);
      for (const line of await mergeRepo.linesOf(tx, guestCart.id)) {
        const same = ownLines.find((l) => l.menuItemId === line.menuItemId && l.optionsKey === line.optionsKey);
        if (same) {
          await repo.setLineQuantity(tx, same.id, Math.min(cartLimits.maxQuantity, same.quantity + line.quantity));
        } else {
          await mergeRepo.moveLine(tx, line.id, own.id);
        }
      }
      if (own.deliveryAddress === null && guestCart.deliveryAddress !== null) {
        const { deliveryAddress, city, zipcode, addressLatitude, addressLongitude, pinLatitude, pinLongitude } =
          guestCart;
        const { leaveAtDoor, dropOffInstructions, apartmentNumber } = guestCart;
        await repo.updateCart(tx, own.id, {
          deliveryAddress,
          city,
          zipcode,
          addressLatitude,
          addressLongitude,
          pinLatitude,
          pinLongitude,
          leaveAtDoor,
          dropOffInstructions,
          apartmentNumber,
        });
      }
      await mergeRepo.deleteCart(tx, guestCart.id);
    }
    return guestCarts.length;
  });
}
