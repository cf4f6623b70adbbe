import type { DbOrTx } from "../../db/client.ts";
import type { OrderLineOption } from "../../db/schema/orders.ts";
import { NotFoundError } from "../../lib/errors.ts";
import { type CartCatalogue, withCatalogue } from "./cart.catalogue.ts";
import { type CartPricing, loadedLineCents, priceCarts } from "./cart.pricing.ts";
import type { CartOwner, CartRow } from "./cart.repository.ts";
import * as repo from "./cart.repository.ts";

/**
 * What the payment charges and copies into the order: the owner's open cart of a shop, locked for
 * the payment's transaction, with the same amounts the Cart answer shows (docs/checkout.md).
 */
export interface CheckoutSnapshot {
  /** Every column: promotionId, tip, delivery and drop-off details, schedule. */
  cart: CartRow;
  shop: {
    id: number;
    tenantId: number;
    marketplaceTenantId: number;
    name: string;
    logoUrl: string | null;
    latitude: number;
    longitude: number;
    offersPickup: boolean;
    offersDelivery: boolean;
    /** The shop's own delivery radius (MerchantShop/Update). */
    deliveryRadiusKm: number;
    province: string;
    timeZone: string;
  };
  lines: CheckoutLine[];
  totals: CheckoutTotals;
}

export interface CheckoutLine {
  menuItemId: number;
  name: string;
  imageUrl: string | null;
  unitPriceCents: number;
  quantity: number;
  /** (unit + option costs) × quantity; 0 for an unavailable line. */
  priceCents: number;
  /** False when the item is off the menu: the payment must refuse while such a line exists. */
  isAvailable: boolean;
  options: OrderLineOption[];
}

export interface CheckoutTotals {
  subTotalCents: number;
  discountCents: number;
  deliveryFeeCents: number;
  serviceFeeCents: number;
  orderFeeCents: number;
  taxCents: number;
  tipCents: number;
  /** Everything but tax; amountDueCents = taxCents + totalCents. */
  totalCents: number;
  amountDueCents: number;
  taxLabel: string;
  freeDelivery: boolean;
  /** The applied promotion (it gives the discount only when promoProblem is null). */
  promotion: { id: number; code: string } | null;
  promoProblem: string | null;
}

const totalsOf = (p: CartPricing): CheckoutTotals => ({
  subTotalCents: p.subTotalCents,
  discountCents: p.discountCents,
  deliveryFeeCents: p.deliveryFeeCents,
  serviceFeeCents: p.serviceFeeCents,
  orderFeeCents: p.orderFeeCents,
  taxCents: p.taxCents,
  tipCents: p.tipCents,
  totalCents: p.totalCents,
  amountDueCents: p.amountDueCents,
  taxLabel: p.taxLabel,
  freeDelivery: p.freeDelivery,
  promotion: p.promotion,
  promoProblem: p.promoProblem,
});

/** Locks and prices the owner's open cart of `shopId` inside `tx`; 404 when there is none. */
export async function checkoutSnapshot(
  tx: DbOrTx,
  catalogue: CartCatalogue,
  owner: CartOwner,
  shopId: number,
): Promise<CheckoutSnapshot> {
  const locked = await repo.lockOpenCartOfShop(tx, owner, shopId);
  if (!locked) throw new NotFoundError("ShoppingCart of shop", shopId);
  const loaded = await withCatalogue(catalogue, await repo.loadCartRows(tx, [locked.id]), tx);
  const [found] = loaded.carts;
  const pricing = (await priceCarts(catalogue, loaded, tx)).get(locked.id);
  if (!found || !pricing) throw new NotFoundError("ShoppingCart of shop", shopId);
  const { shop } = found;
  return {
    cart: found.cart,
    shop: {
      id: shop.id,
      tenantId: shop.tenantId,
      marketplaceTenantId: shop.marketplaceTenantId,
      name: shop.name,
      logoUrl: shop.logoUrl,
      latitude: shop.latitude,
      longitude: shop.longitude,
      offersPickup: shop.offersPickup,
      offersDelivery: shop.offersDelivery,
      deliveryRadiusKm: Number(shop.deliveryRadiusKm),
      province: shop.province,
      timeZone: shop.timeZone,
    },
    lines: loaded.lines.map((line) => ({
      menuItemId: line.menuItemId,
      name: line.name,
      imageUrl: line.imageUrl,
      unitPriceCents: line.unitPriceCents,
      quantity: line.quantity,
      priceCents: loadedLineCents(line),
      isAvailable: line.isAvailable,
      options: line.options.map((o) => ({
        attributeValueId: o.valueId,
        name: o.name,
        textPrompt: o.textPrompt,
        costCents: o.costCents,
      })),
    })),
    totals: totalsOf(pricing),
  };
}
