import {
  type AddCartItemInput,
  type AddTipInput,
  type ApplyPromoInput,
  type Cart,
  type CartByCustomerRequest,
  type CartList,
  type CreateCartInput,
  cartLimits,
  type UpdateCartInput,
  type UpdateCartItemInput,
} from "@dutchpot/contract";
import type { Db, DbOrTx } from "../../db/client.ts";
import { isTransaction, withTransaction } from "../../db/transaction.ts";
import { FieldValidationError, NotFoundError } from "../../lib/errors.ts";
import { type CartCatalogue, withCatalogue } from "./cart.catalogue.ts";
import { CartCatalogueCache } from "./cart.catalogue-cache.ts";
import { checkoutSnapshot } from "./cart.checkout.ts";
import { appendCartChanged } from "./cart.events.ts";
import { KeptCarts } from "./cart.kept.ts";
import {
  addToLockedCart,
  changeOfQuantity,
  type LockedCart,
  lockWithLines,
  type PendingLineWrite,
  sendLineWrite,
  writeAndAppend,
} from "./cart.line-changes.ts";
import { toCarts } from "./cart.mappers.ts";
import { loadedLineCents, ownerOfCart, priceCarts } from "./cart.pricing.ts";
import { type RenewalLine, renewalQuote } from "./cart.renewal.ts";
import { type ReorderLine, reorderIntoCart } from "./cart.reorder.ts";
import type { CartOwner } from "./cart.repository.ts";
import * as repo from "./cart.repository.ts";
import { assertDeliveryPatch, deliveryPatch } from "./delivery-details.ts";
import { type GuestSignIn, mergeGuestCarts } from "./merge-guest-carts.ts";

const notFound = (id: number) => new NotFoundError("ShoppingCart", id);

export function createCartService(db: Db, catalogue: CartCatalogue) {
  const cache = catalogue.versions ? new CartCatalogueCache(catalogue, catalogue.versions) : undefined;
  /**
   * The catalogue a change of lines reads through: the shop, fee settings and menu items from
   * memory while their catalogue version holds (decision 037). Only for a transaction the cart
   * opens itself: a joined one may hold catalogue changes not yet committed.
   */
  const catalogueFor = (owner: CartOwner): CartCatalogue | Promise<CartCatalogue> =>
    cache ? cache.view(owner.tenantId) : catalogue;
  /** What this instance's last change of each cart left: a warm change is one guarded statement (decision 044). */
  const kept = new KeptCarts();
  /**
   * A change of one cart's lines (AddShoppingCartItem, UpdateShoppingCartItem) in a transaction the
   * cart opens itself: from the kept state in one guarded statement when it still holds, else under
   * the cart's row lock (decisions 037, 040), whose result is kept. `check` runs the call's checks
   * on the locked (or kept) cart and answers the write.
   */
  const changeLines = async (
    owner: CartOwner,
    cartId: number,
    alsoItemIds: number[],
    check: (locked: LockedCart) => PendingLineWrite,
  ): Promise<Cart> => {
    const seen = await catalogueFor(owner);
    const guarded = await kept.change(db, seen, owner, cartId, alsoItemIds, check);
    if (guarded) return answerOfChange(guarded, db, seen);
    const locked = await withTransaction(db, async (tx) => {
      const locked = await lockWithLines(tx, seen, owner, cartId, { asyncCommit: true, alsoItemIds });
      if (!locked) throw notFound(cartId);
      await writeAndAppend(tx, owner, locked.cart, check(locked));
      return locked;
    });
    kept.keep(owner, locked);
    return answerOfChange(locked, db, seen);
  };
  const loadCarts = async (from: DbOrTx, ids: number[]) =>
    withCatalogue(catalogue, await repo.loadCartRows(from, ids), from);
  /** The answers of these carts, priced by the one fee model (cart.pricing.ts), in `ids` order. */
  const answers = async (from: DbOrTx, ids: number[]): Promise<Cart[]> => {
    const loaded = await loadCarts(from, ids);
    return toCarts(loaded, await priceCarts(catalogue, loaded, from), ids);
  };
  const answer = async (cartId: number, from: DbOrTx = db): Promise<Cart> => {
    const [cart] = await answers(from, [cartId]);
    if (!cart) throw notFound(cartId);
    return cart;
  };
  /**
   * The answer of a change of lines, built from the rows the change read and wrote (no re-read of
   * the cart), with the shop, fee policy and order history read from `from`: after the commit, so
   * the cart's row lock is held only for the change itself; the order history comes from the lock
   * statement when it read it (decision 040).
   */
  const answerOfChange = async (locked: LockedCart, from: DbOrTx = db, seen = catalogue): Promise<Cart> => {
    const { cart, lines } = locked;
    const loaded = await withCatalogue(seen, { carts: [cart], lines }, from, [...locked.items.values()]);
    const known = locked.paidOrders === null ? undefined : { owner: ownerOfCart(cart), paidOrders: locked.paidOrders };
    const [answered] = toCarts(loaded, await priceCarts(seen, loaded, from, known), [cart.id]);
    if (!answered) throw notFound(cart.id);
    return answered;
  };
  /**
   * Runs `change` on the owner's open cart of `shopId`, locked, then appends cart.changed, in one
   * transaction; answers the cart. 404 when the owner has no open cart there.
   */
  const changeCartOfShop = async (
    owner: CartOwner,
    shopId: number,
    change: (tx: DbOrTx, cart: repo.CartRow) => Promise<void>,
  ): Promise<Cart> => {
    const cartId = await withTransaction(db, async (tx) => {
      const id = await repo.findOpenCartId(tx, owner, shopId);
      const cart = id === undefined ? undefined : await repo.lockCart(tx, owner, id);
      if (!cart) throw new NotFoundError("ShoppingCart of shop", shopId);
      await change(tx, cart);
      await appendCartChanged(tx, owner, [cart]);
      return cart.id;
    });
    return answer(cartId);
  };

  return {
    /** ShoppingCart/Create: the owner's open cart of the shop (created if missing), with the items added. */
    async create(owner: CartOwner, input: CreateCartInput): Promise<Cart> {
      const shop = await catalogue.shops.listedShop(input.shopId, owner.tenantId);
      if (!shop) throw new NotFoundError("Shop", input.shopId);
      const notes = input.notes ?? undefined;
      const seen = await catalogueFor(owner);
      // One transaction: an item refused leaves no new, empty cart behind.
      const locked = await withTransaction(db, async (tx) => {
        const id = await repo.ensureOpenCart(tx, owner, shop.id, notes ?? cartLimits.defaultNotes, shop.offersDelivery);
        const items = input.shoppingCartItems ?? [];
        const alsoItemIds = items.map((i) => i.foodMenuId);
        const locked = await lockWithLines(tx, seen, owner, id, { asyncCommit: true, alsoItemIds });
        if (!locked) throw notFound(id);
        const { cart } = locked;
        if (notes && notes !== cart.notes) {
          await repo.updateCart(tx, id, { notes });
          locked.cart = { ...cart, notes };
        }
        for (const [i, item] of items.entries())
          await sendLineWrite(tx, addToLockedCart(locked, item, `shoppingCartItems[${i}]`));
        await appendCartChanged(tx, owner, [cart]);
        return locked;
      });
      // Its notes, if changed, were written by the same transaction: the row's version is the lock's.
      kept.keep(owner, locked);
      return answerOfChange(locked, db, seen);
    },

    /**
     * ShoppingCart/AddShoppingCartItem, answered from the rows the change holds; given a
     * transaction (a workflow's), it joins it.
     */
    async addItem(owner: CartOwner, input: AddCartItemInput, within: DbOrTx = db): Promise<Cart> {
      const { shoppingCartItem: item, shoppingCartId } = input;
      const check = (locked: LockedCart) => {
        if (item.shopId !== undefined && item.shopId !== locked.cart.shopId) {
          throw new FieldValidationError("shoppingCartItem.shopId", "The shop is not the cart's shop.");
        }
        if (item.shoppingCartId !== undefined && item.shoppingCartId !== shoppingCartId) {
          throw new FieldValidationError("shoppingCartItem.shoppingCartId", "The two cart ids differ.");
        }
        return addToLockedCart(locked, item, "shoppingCartItem");
      };
      if (!isTransaction(within)) return changeLines(owner, shoppingCartId, [item.foodMenuId], check);
      // A workflow's transaction: synchronous commit, the catalogue as that transaction sees it.
      kept.forget(shoppingCartId);
      const locked = await lockWithLines(within, catalogue, owner, shoppingCartId, {
        asyncCommit: false,
        alsoItemIds: [item.foodMenuId],
      });
      if (!locked) throw notFound(shoppingCartId);
      await writeAndAppend(within, owner, locked.cart, check(locked));
      return answerOfChange(locked, within);
    },

    /**
     * ShoppingCart/UpdateShoppingCartItem: a quantity (0 removes the line) or a change of quantity,
     * applied under the cart's row lock (or guarded by its version) so concurrent +1/−1 taps all count.
     */
    updateItem(owner: CartOwner, input: UpdateCartItemInput): Promise<Cart> {
      return changeLines(owner, input.shoppingCartId, [], (locked) => changeOfQuantity(locked, input));
    },

    /** The guarded changes of lines (decision 044): applied, found stale, carts kept. */
    guardedChangeStats() {
      return kept.stats();
    },

    /** ShoppingCart/GetCustomersCarts: the owner's open carts, most recently changed first. */
    async list(owner: CartOwner): Promise<CartList> {
      const ids = await repo.openCartIds(db, owner);
      return { items: await answers(db, ids) };
    },

    /** ShoppingCart/GetByCustomer: one of the owner's open carts, by id or by shop (404 otherwise). */
    async get(owner: CartOwner, input: CartByCustomerRequest): Promise<Cart> {
      if (input.id !== undefined) {
        const [own] = (await repo.openCartIds(db, owner)).filter((id) => id === input.id);
        if (own === undefined) throw notFound(input.id);
        return answer(own);
      }
      const shopId = input.shopId as number;
      const id = await repo.findOpenCartId(db, owner, shopId);
      if (id === undefined) throw new NotFoundError("ShoppingCart of shop", shopId);
      return answer(id);
    },

    /**
     * ShoppingCart/UpdateShoppingCart: drop-off, pin, pickup and schedule details of one cart (by
     * id or shop) or of all the owner's open carts. All or nothing: one refused cart changes none.
     */
    async update(owner: CartOwner, input: UpdateCartInput): Promise<CartList> {
      const cartId = input.shoppingCartId ?? input.id;
      let ids: number[];
      if (cartId !== undefined) {
        ids = (await repo.openCartIds(db, owner)).filter((id) => id === cartId);
        if (ids.length === 0) throw notFound(cartId);
      } else {
        ids = await repo.openCartIds(db, owner, input.shopId);
        if (input.shopId !== undefined && ids.length === 0)
          throw new NotFoundError("ShoppingCart of shop", input.shopId);
      }
      await withTransaction(db, async (tx) => {
        const changed = [];
        for (const id of [...ids].sort((a, b) => a - b)) {
          const cart = await repo.lockCart(tx, owner, id);
          if (!cart) throw notFound(id);
          const patch = deliveryPatch(cart, input);
          await assertDeliveryPatch(tx, catalogue, cart, input, patch);
          await repo.updateCart(tx, id, patch);
          changed.push(cart);
        }
        await appendCartChanged(tx, owner, changed);
      });
      return { items: await answers(db, ids) };
    },

    /** ShoppingCart/AddTip: the driver tip, 0, 3 or 6 CA$ (the contract refuses any other value). */
    addTip(owner: CartOwner, input: AddTipInput): Promise<Cart> {
      const driverTipCents = Math.round(input.value * 100);
      return changeCartOfShop(owner, input.shopId, (tx, cart) => repo.updateCart(tx, cart.id, { driverTipCents }));
    },

    /**
     * ShoppingCart/ApplyPromotionalCode: the code the customer typed, checked by the promotions
     * engine against the cart's current subtotal; it replaces any code applied before. A refused
     * code leaves the cart as it was (400 on `promoCode` saying why).
     */
    applyPromotionalCode(owner: CartOwner, input: ApplyPromoInput): Promise<Cart> {
      return changeCartOfShop(owner, input.shopId, async (tx, cart) => {
        const loaded = await loadCarts(tx, [cart.id]);
        const [found] = loaded.carts;
        if (!found) throw notFound(cart.id);
        const subTotalCents = loaded.lines.reduce((sum, line) => sum + loadedLineCents(line), 0);
        const applied = await catalogue.promotions.applicable(
          {
            code: input.promoCode,
            tenantId: found.shop.marketplaceTenantId,
            shopId: cart.shopId,
            owner,
            subTotalCents,
          },
          tx,
        );
        await repo.updateCart(tx, cart.id, { promotionId: applied.promotion.id });
      });
    },

    /** ShoppingCart/RemovePromotionalCode: the cart goes back to no code (a cart without one stays so). */
    removePromotionalCode(owner: CartOwner, input: { shopId: number }): Promise<Cart> {
      return changeCartOfShop(owner, input.shopId, (tx, cart) => repo.updateCart(tx, cart.id, { promotionId: null }));
    },

    /**
     * For the payment, inside its transaction: locks the owner's open cart of the shop and returns
     * it with its shop, lines and the amounts the Cart answer shows (404 when there is none).
     */
    checkoutSnapshot(owner: CartOwner, shopId: number, tx: DbOrTx) {
      return checkoutSnapshot(tx, catalogue, owner, shopId);
    },

    /**
     * Orders/Reorder: a past order's lines into the owner's open cart of its shop (cart.reorder.ts);
     * answers the cart, priced now, and the names of the lines left out. Nothing added → 400.
     */
    async reorder(
      owner: CartOwner,
      shopId: number,
      lines: ReorderLine[],
    ): Promise<{ cart: Cart; unavailable: string[] }> {
      const { cartId, unavailable } = await withTransaction(db, (tx) =>
        reorderIntoCart(tx, catalogue, owner, shopId, lines),
      );
      return { cart: await answer(cartId), unavailable };
    },

    /**
     * A subscription delivery, inside its transaction: the lines at current menu prices through the
     * cart's fee model; lines no longer sold are left out and named (cart.renewal.ts).
     */
    renewalQuote(input: { owner: CartOwner; shopId: number; isDelivery: boolean; lines: RenewalLine[] }, tx: DbOrTx) {
      return renewalQuote(tx, catalogue, input);
    },

    /** For the payment, inside its transaction: the cart became an order (closed; cart.changed). */
    async markOrdered(owner: CartOwner, cartId: number, tx: DbOrTx): Promise<void> {
      await withTransaction(tx, async (inner) => {
        const closed = await repo.closeCart(inner, owner, cartId);
        if (!closed) throw notFound(cartId);
        await appendCartChanged(inner, owner, [closed]);
      });
    },

    /** The guest's open carts become the signed-in customer's (the identity module's sign-in listener). */
    mergeGuestCarts(signedIn: GuestSignIn, tx: DbOrTx = db): Promise<number> {
      return mergeGuestCarts(tx, signedIn);
    },

    /** Deletes the customer's open carts (account deletion, inside its transaction). */
    eraseOpenCartsOf(userId: number, tx: DbOrTx = db): Promise<void> {
      return repo.deleteOpenCartsOf(tx, userId);
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
export type { CheckoutLine, CheckoutSnapshot, CheckoutTotals } from "./cart.checkout.ts";
export type { RenewalLine, RenewalQuote } from "./cart.renewal.ts";
export type { ReorderLine } from "./cart.reorder.ts";
