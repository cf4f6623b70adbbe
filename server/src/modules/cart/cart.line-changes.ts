import { type CartItemInput, cartLimits, cartTexts, menuTexts, type UpdateCartItemInput } from "@dutchpot/contract";
import type { DbOrTx } from "../../db/client.ts";
import { FieldValidationError, NotFoundError } from "../../lib/errors.ts";
import type { MenuItemWithOptions } from "../menus/menu-items.service.ts";
import type { CartCatalogue } from "./cart.catalogue.ts";
import { appendCartChanged, appendCartChangedWith } from "./cart.events.ts";
import { chooseOptions } from "./cart.options.ts";
import type { CartOwner } from "./cart.repository.ts";
import * as repo from "./cart.repository.ts";

/**
 * A cart locked for a change of its lines, with its lines and the menu items they hold (and any
 * item about to be added), read once: the change checks and writes against these and keeps them as
 * they become, and the answer is built from them instead of reading the cart again (docs/cart.md).
 */
export interface LockedCart {
  cart: repo.CartRow;
  lines: repo.CartLine[];
  items: Map<number, MenuItemWithOptions>;
  /** The owner's paid orders, read by the lock statement when it could (decision 040); else null. */
  paidOrders: number | null;
  /** The cart row's version the lock wrote (decision 044), when the lock statement answered it; else null. */
  version: string | null;
}

/**
 * A write of the locked cart's lines, checked but not sent: `done` brings `LockedCart` up to date
 * once it is written, with the id it returned (decision 040: it goes with cart.changed; decision
 * 044: or in the one statement of a guarded change).
 */
export interface PendingLineWrite {
  write: repo.LineWrite;
  done(writtenId: number | null): void;
}

/**
 * Locks the owner's cart and reads its lines, then their menu items and `alsoItemIds` with their
 * options: two statements, three when another change of the cart committed meanwhile (decision 037);
 * the menu items come from the cart's catalogue cache when they are there, and the owner's paid
 * orders from the lock statement (decision 040). Undefined when it is not the owner's open cart.
 */
export async function lockWithLines(
  tx: DbOrTx,
  catalogue: CartCatalogue,
  owner: CartOwner,
  cartId: number,
  options: { asyncCommit: boolean; alsoItemIds: number[] },
): Promise<LockedCart | undefined> {
  const paidOrders = catalogue.paidOrderCountSql?.(owner);
  const fast = await repo.lockCartWithLines(tx, owner, cartId, { ...options, paidOrders });
  const cart = fast?.cart ?? (await repo.lockCart(tx, owner, cartId, options));
  if (!cart) return undefined;
  const lines = fast?.lines ?? (await repo.cartLines(tx, [cart.id]));
  const ids = [...new Set([...options.alsoItemIds, ...lines.map((l) => l.menuItemId)])];
  const items = await catalogue.menus.withOptionsByIds(ids, tx);
  return {
    cart,
    lines,
    items: new Map(items.map((i) => [i.id, i])),
    paidOrders: fast?.paidOrders ?? null,
    version: fast?.version ?? null,
  };
}

/**
 * Adds `item` to the locked cart: the item must be an active item of the cart's shop, its options
 * valid; an identical line (same item, same options) grows instead of a second line appearing.
 * Answers the write still to send.
 */
export function addToLockedCart(locked: LockedCart, item: CartItemInput, member: string): PendingLineWrite {
  const menuItem = locked.items.get(item.foodMenuId);
  if (!menuItem || menuItem.shopId !== locked.cart.shopId) {
    throw new FieldValidationError(`${member}.foodMenuId`, cartTexts.itemNotInShop);
  }
  if (!menuItem.isActive) throw new FieldValidationError(`${member}.foodMenuId`, cartTexts.itemInactive);
  if (menuItem.isOutOfStock) throw new FieldValidationError(`${member}.foodMenuId`, menuTexts.itemOutOfStock);
  const { valueIds, optionsKey } = chooseOptions(menuItem, item.selectedAttributes, `${member}.selectedAttributes`);
  const line = locked.lines.find((l) => l.menuItemId === menuItem.id && l.optionsKey === optionsKey);
  if (line) {
    const quantity = line.quantity + item.quantity;
    if (quantity > cartLimits.maxQuantity)
      throw new FieldValidationError(`${member}.quantity`, cartTexts.quantityRange);
    return {
      write: { kind: "quantity", lineId: line.id, quantity },
      done: () => {
        line.quantity = quantity;
      },
    };
  }
  if (locked.lines.length >= cartLimits.maxLines) {
    throw new FieldValidationError(`${member}.foodMenuId`, cartTexts.tooManyLines);
  }
  const added = { cartId: locked.cart.id, menuItemId: menuItem.id, optionsKey, quantity: item.quantity, valueIds };
  return {
    write: { kind: "insert", line: added },
    done: (id) => {
      locked.lines.push({ id: id as number, ...added });
    },
  };
}

/** Sends a pending write on its own (Create adds several lines, one after another). */
export async function sendLineWrite(tx: DbOrTx, pending: PendingLineWrite): Promise<void> {
  pending.done(await repo.sendLineWrite(tx, pending.write));
}

/**
 * Ends a change of one cart's lines: the pending write and cart.changed in one statement (decision
 * 040); a new line with option values (a WITH of its own) is sent first, cart.changed after it.
 */
export async function writeAndAppend(
  tx: DbOrTx,
  owner: CartOwner,
  cart: repo.CartRow,
  pending: PendingLineWrite,
): Promise<void> {
  const query = repo.lineWriteQuery(tx, pending.write);
  if (!query) {
    await sendLineWrite(tx, pending);
    return appendCartChanged(tx, owner, [cart]);
  }
  pending.done(await appendCartChangedWith(tx, owner, cart, query));
}

/**
 * UpdateShoppingCartItem's checks on the locked cart: a quantity (0 removes the line) or a change
 * of quantity, within the limits; more of an out-of-stock item is refused. Answers the write.
 */
export function changeOfQuantity(locked: LockedCart, input: UpdateCartItemInput): PendingLineWrite {
  const { shoppingCartItem: change } = input;
  if (input.shopId !== undefined && input.shopId !== locked.cart.shopId) {
    throw new FieldValidationError("shopId", "The shop is not the cart's shop.");
  }
  const index = locked.lines.findIndex((l) => l.id === change.id);
  const line = locked.lines[index];
  if (!line) throw new NotFoundError("ShoppingCartItem", change.id);
  if (change.foodMenuId !== undefined && change.foodMenuId !== line.menuItemId) {
    throw new FieldValidationError("shoppingCartItem.foodMenuId", "The item is not the line's item.");
  }
  // A decrement past the last unit removes the line, as the Minus counter does at 1.
  const quantity = change.quantity ?? Math.max(0, line.quantity + (change.quantityDelta ?? 0));
  if (quantity > cartLimits.maxQuantity) {
    throw new FieldValidationError("shoppingCartItem.quantity", cartTexts.quantityRange);
  }
  // Fewer of an out-of-stock item is fine (and removing it); more is refused.
  if (quantity > line.quantity && locked.items.get(line.menuItemId)?.isOutOfStock) {
    throw new FieldValidationError("shoppingCartItem.quantity", menuTexts.itemOutOfStock);
  }
  if (quantity === 0) {
    return { write: { kind: "delete", lineId: line.id }, done: () => locked.lines.splice(index, 1) };
  }
  return {
    write: { kind: "quantity", lineId: line.id, quantity },
    done: () => {
      line.quantity = quantity;
    },
  };
}
