import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { shoppingCartItems, shoppingCarts } from "../../db/schema/index.ts";

/**
 * The guest → customer merge's statements (merge-guest-carts.ts): a guest's carts and the customer's
 * cart for the same shop, locked, their lines moved or added up, the emptied guest cart deleted.
 */
export async function lockGuestCarts(tx: DbOrTx, guestId: string, tenantId: number) {
  return tx
    .select()
    .from(shoppingCarts)
    .where(
      and(
        eq(shoppingCarts.guestId, guestId),
        eq(shoppingCarts.tenantId, tenantId),
        eq(shoppingCarts.status, "open"),
        isNull(shoppingCarts.userId),
      ),
    )
    .orderBy(asc(shoppingCarts.id))
    .for("update");
}

export async function hasGuestCarts(db: DbOrTx, guestId: string) {
  const [row] = await db
    .select({ id: shoppingCarts.id })
    .from(shoppingCarts)
    .where(and(eq(shoppingCarts.guestId, guestId), eq(shoppingCarts.status, "open")))
    .limit(1);
  return row !== undefined;
}

/**
 * Locks the customer's open cart of a shop for a merge. An update that changes nothing, not
 * `for update`: lines moved into the cart must give its row a new version, as every change of
 * lines does (`lockCartWithLines` relies on it, decision 037).
 */
export async function lockUserCart(tx: DbOrTx, userId: number, shopId: number) {
  const [row] = await tx
    .update(shoppingCarts)
    .set({ updatedAt: sql`${shoppingCarts.updatedAt}` })
    .where(and(eq(shoppingCarts.userId, userId), eq(shoppingCarts.shopId, shopId), eq(shoppingCarts.status, "open")))
    .returning();
  return row;
}

export async function linesOf(tx: DbOrTx, cartId: number) {
  return tx
    .select({
      id: shoppingCartItems.id,
      menuItemId: shoppingCartItems.menuItemId,
      optionsKey: shoppingCartItems.optionsKey,
      quantity: shoppingCartItems.quantity,
    })
    .from(shoppingCartItems)
    .where(eq(shoppingCartItems.cartId, cartId))
    .orderBy(asc(shoppingCartItems.id));
}

export async function moveLine(tx: DbOrTx, lineId: number, cartId: number) {
  await tx.update(shoppingCartItems).set({ cartId }).where(eq(shoppingCartItems.id, lineId));
}

export async function giveCartToUser(tx: DbOrTx, cartId: number, userId: number) {
  await tx
    .update(shoppingCarts)
    .set({ userId, guestId: null, updatedAt: sql`now()` })
    .where(eq(shoppingCarts.id, cartId));
}

export async function deleteCart(tx: DbOrTx, cartId: number) {
  await tx.delete(shoppingCarts).where(eq(shoppingCarts.id, cartId));
}
