import { cartLimits, orderTexts } from "@dutchpot/contract";
import type { DbOrTx } from "../../db/client.ts";
import { BusinessRuleError, FieldValidationError } from "../../lib/errors.ts";
import type { CartCatalogue } from "./cart.catalogue.ts";
import { appendCartChanged } from "./cart.events.ts";
import { chooseOptions } from "./cart.options.ts";
import type { CartOwner } from "./cart.repository.ts";
import * as repo from "./cart.repository.ts";

/** One line of a past order to put back in a cart: the item (null once deleted), its option values, how many. */
export interface ReorderLine {
  menuItemId: number | null;
  valueIds: number[];
  quantity: number;
  /** The name as ordered: how a line left out is named. */
  name: string;
}

/**
 * Can this line go in the cart as it is? The item must still be an active, in-stock item of the shop and its
 * option values still valid (they exist, and meet the groups' single-choice and required rules).
 */
async function choiceFor(tx: DbOrTx, catalogue: CartCatalogue, shopId: number, line: ReorderLine) {
  if (line.menuItemId === null) return undefined;
  const item = await catalogue.menus.withOptions(line.menuItemId, tx);
  if (!item || item.shopId !== shopId || !item.isActive || item.isOutOfStock) return undefined;
  try {
    return { menuItemId: item.id, ...chooseOptions(item, line.valueIds, "selectedAttributes") };
  } catch (err) {
    if (err instanceof FieldValidationError) return undefined;
    throw err;
  }
}

/**
 * Orders/Reorder's cart part, in the caller's transaction: the lines go into the owner's open cart
 * of the shop (created if missing, else added to, an identical line growing), under the cart's row
 * lock, by the same rules as adding an item. A line that can no longer be sold is left out and
 * named; so is one past the cart's line limit. A quantity is capped at the cart's maximum. Nothing
 * added → 400 `nothingToReorder`, and the caller's rollback leaves the carts as they were.
 */
export async function reorderIntoCart(
  tx: DbOrTx,
  catalogue: CartCatalogue,
  owner: CartOwner,
  shopId: number,
  lines: ReorderLine[],
): Promise<{ cartId: number; unavailable: string[] }> {
  const shop = await catalogue.shops.listedShop(shopId, owner.tenantId, tx);
  if (!shop) throw new BusinessRuleError(orderTexts.nothingToReorder);
  const cartId = await repo.ensureOpenCart(tx, owner, shopId, cartLimits.defaultNotes, shop.offersDelivery);
  const cart = await repo.lockCart(tx, owner, cartId);
  if (!cart) throw new BusinessRuleError(orderTexts.nothingToReorder);
  const unavailable: string[] = [];
  let added = 0;
  for (const line of lines) {
    const choice = await choiceFor(tx, catalogue, shopId, line);
    if (!choice) {
      unavailable.push(line.name);
      continue;
    }
    const existing = await repo.findLine(tx, cart.id, choice.menuItemId, choice.optionsKey);
    if (existing) {
      const quantity = Math.min(cartLimits.maxQuantity, existing.quantity + line.quantity);
      await repo.setLineQuantity(tx, existing.id, quantity);
    } else if ((await repo.countLines(tx, cart.id)) >= cartLimits.maxLines) {
      unavailable.push(line.name);
      continue;
    } else {
      const quantity = Math.min(cartLimits.maxQuantity, line.quantity);
      await repo.insertLine(tx, { cartId: cart.id, ...choice, quantity });
    }
    added++;
  }
  if (added === 0) throw new BusinessRuleError(orderTexts.nothingToReorder);
  await appendCartChanged(tx, owner, [cart]);
  return { cartId: cart.id, unavailable: [...new Set(unavailable)] };
}
