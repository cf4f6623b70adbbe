import { LRUCache } from "lru-cache";
import { type Db, isDatabaseUnavailable } from "../../db/client.ts";
import type { CartCatalogue } from "./cart.catalogue.ts";
import { cartChangedCall } from "./cart.events.ts";
import * as guarded from "./cart.guarded.repository.ts";
import type { LockedCart, PendingLineWrite } from "./cart.line-changes.ts";
import type { CartLine, CartOwner, CartRow } from "./cart.repository.ts";

/** How many carts an instance keeps (a few hundred bytes each). */
const maxCarts = 10_000;

interface Kept {
  owner: string;
  cart: CartRow;
  lines: CartLine[];
  version: string;
}

const ownerKey = (owner: CartOwner) => `${owner.tenantId}:${owner.userId}:${owner.guestId}`;
const copyLines = (lines: readonly CartLine[]) => lines.map((l) => ({ ...l, valueIds: [...l.valueIds] }));

/**
 * The state each cart was left in by this instance's last change of it (docs/decisions/044): the
 * cart row, its lines and the row's version. A change of lines is checked against it in memory and
 * sent as one autocommitted statement guarded by that version and the lines' shape
 * (`guarded.guardedLineChange`); when the guard finds the cart changed (another instance or request,
 * any other writer of the cart), nothing is written and the change takes the locked path, whose
 * result is kept again. A kept state is never trusted: it only spares the reads of a change whose
 * guard holds. Bounded (LRU).
 */
export class KeptCarts {
  readonly #carts = new LRUCache<number, Kept>({ max: maxCarts });
  readonly #counts = { guarded: 0, stale: 0 };

  /** Changes applied by a guarded statement, and guarded statements that found the cart changed. */
  stats(): { guarded: number; stale: number; kept: number } {
    return { ...this.#counts, kept: this.#carts.size };
  }

  /** Keeps what a committed change of lines left (nothing when its lock did not answer the version). */
  keep(owner: CartOwner, locked: LockedCart): void {
    if (locked.version === null) this.#carts.delete(locked.cart.id);
    else
      this.#carts.set(locked.cart.id, {
        owner: ownerKey(owner),
        cart: locked.cart,
        lines: copyLines(locked.lines),
        version: locked.version,
      });
  }

  forget(cartId: number): void {
    this.#carts.delete(cartId);
  }

  /**
   * Applies a change of the lines of `cartId` from the kept state: the menu items it needs from
   * `catalogue` (the cart's catalogue view: from memory when warm), `check` on a copy of the kept
   * cart (the same checks as the locked path), then one guarded statement. Undefined when the cart
   * is not kept for this owner, when a check refuses (the locked path answers with the truth: the
   * kept state may be stale) or when the guard found the cart changed; the caller then takes the
   * locked path.
   */
  async change(
    db: Db,
    catalogue: CartCatalogue,
    owner: CartOwner,
    cartId: number,
    alsoItemIds: number[],
    check: (locked: LockedCart) => PendingLineWrite,
  ): Promise<LockedCart | undefined> {
    const kept = this.#carts.get(cartId);
    if (!kept || kept.owner !== ownerKey(owner)) return undefined;
    const lines = copyLines(kept.lines);
    const ids = [...new Set([...alsoItemIds, ...lines.map((l) => l.menuItemId)])];
    const items = await catalogue.menus.withOptionsByIds(ids);
    const locked: LockedCart = {
      cart: kept.cart,
      lines,
      items: new Map(items.map((i) => [i.id, i])),
      paidOrders: null,
      version: kept.version,
    };
    let pending: PendingLineWrite;
    try {
      pending = check(locked);
    } catch {
      return undefined;
    }
    let done: guarded.GuardedChange | undefined;
    try {
      done = await guarded.guardedLineChange(db, {
        owner,
        cartId,
        version: kept.version,
        shape: guarded.linesShape(kept.lines),
        write: pending.write,
        appendEvent: cartChangedCall(owner),
        paidOrders: catalogue.paidOrderCountSql?.(owner),
      });
    } catch (err) {
      // One statement: nothing of it was applied. The locked path answers (or fails) with the truth.
      if (isDatabaseUnavailable(err)) throw err;
      done = undefined;
    }
    if (!done) {
      this.#counts.stale++;
      this.#carts.delete(cartId);
      return undefined;
    }
    this.#counts.guarded++;
    pending.done(done.writtenId);
    locked.cart = { ...locked.cart, updatedAt: done.updatedAt };
    locked.paidOrders = done.paidOrders;
    locked.version = done.version;
    this.keep(owner, locked);
    return locked;
  }
}
