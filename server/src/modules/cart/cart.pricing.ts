import { cartLimits, haversineKm } from "@dutchpot/contract";
import type { DbOrTx } from "../../db/client.ts";
import { type PriceTotals, priceCart } from "../pricing/price-cart.ts";
import { salesTaxOf } from "../pricing/sales-tax.ts";
import type { CartCatalogue, LoadedCarts } from "./cart.catalogue.ts";
import type { CartOwner } from "./cart.repository.ts";

// Money and distance primitives live once, in the contract (the web app uses the same ones).
export { haversineKm, toDollars } from "@dutchpot/contract";

/**
 * Cart money rules, in integer cents (the wire speaks dollars: see `toDollars`). Every amount the
 * cart shows, and the payment charges, is computed by the pricing module's one fee model
 * (docs/checkout.md) from the current menu prices, the shop, its marketplace's fee policy, the
 * owner's order history and the applied promotion.
 */

/** One line: (unit price + chosen option costs) × quantity. */
export function linePriceCents(unitPriceCents: number, optionCostsCents: readonly number[], quantity: number): number {
  const each = optionCostsCents.reduce((sum, cost) => sum + cost, unitPriceCents);
  return each * quantity;
}

/** The price of a loaded line: 0 when its item is no longer available (it is not charged). */
export const loadedLineCents = (line: LoadedCarts["lines"][number]) =>
  line.isAvailable
    ? linePriceCents(
        line.unitPriceCents,
        line.options.map((o) => o.costCents),
        line.quantity,
      )
    : 0;

/** A cart's amounts and the state of its promotional code. */
export interface CartPricing extends PriceTotals {
  promotion: { id: number; code: string } | null;
  /** Why the applied code gives no discount now (subtotal under its minimum, expired, …), else null. */
  promoProblem: string | null;
}

export const ownerOfCart = (cart: { tenantId: number; userId: number | null; guestId: string | null }): CartOwner => ({
  tenantId: cart.tenantId,
  userId: cart.userId,
  guestId: cart.userId === null ? cart.guestId : null,
});

const ownerKey = (owner: CartOwner) => `${owner.tenantId}:${owner.userId}:${owner.guestId}`;

/**
 * Prices every loaded cart (the applied promotion is checked again each time). `known`: an owner's
 * paid orders already read (the cart's lock statement, decision 040), used for the carts of that
 * owner instead of reading them again.
 */
export async function priceCarts(
  catalogue: CartCatalogue,
  loaded: LoadedCarts,
  tx: DbOrTx,
  known?: { owner: CartOwner; paidOrders: number },
): Promise<Map<number, CartPricing>> {
  const paidOrders = new Map<string, Promise<number>>();
  if (known) paidOrders.set(ownerKey(ownerOfCart(known.owner)), Promise.resolve(known.paidOrders));
  const paidOrdersOf = (owner: CartOwner) => {
    const key = ownerKey(owner);
    let found = paidOrders.get(key);
    if (!found) {
      found = catalogue.paidOrderCount(owner, tx);
      paidOrders.set(key, found);
    }
    return found;
  };
  const priced = new Map<number, CartPricing>();
  for (const { cart, shop, policy } of loaded.carts) {
    const lineCents = loaded.lines.filter((l) => l.cartId === cart.id && l.isAvailable).map(loadedLineCents);
    const subTotalCents = lineCents.reduce((sum, cents) => sum + cents, 0);
    const owner = ownerOfCart(cart);
    const paid = await paidOrdersOf(owner);
    const checked =
      cart.promotionId === null
        ? null
        : await catalogue.promotions.recheck(
            { promotionId: cart.promotionId, shopId: shop.id, owner, subTotalCents, paidOrders: paid },
            tx,
          );
    const totals = priceCart({
      lineCents,
      isDelivery: cart.isDelivery,
      shopDeliveryFeeCents: shop.deliveryFeeCents,
      policy,
      tax: salesTaxOf(shop.province),
      firstOrder: paid === 0,
      discount: checked?.discount ?? null,
      tipCents: cart.driverTipCents,
    });
    priced.set(cart.id, { ...totals, promotion: checked?.promotion ?? null, promoProblem: checked?.problem ?? null });
  }
  return priced;
}

/** The drop-off pin rule: within 4 km of the delivery address (inclusive). */
export const pinWithinReach = (
  address: { latitude: number; longitude: number },
  pin: { latitude: number; longitude: number },
) => haversineKm(address, pin) <= cartLimits.maxPinDriftKm;
