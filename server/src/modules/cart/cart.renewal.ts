import type { DbOrTx } from "../../db/client.ts";
import { FieldValidationError } from "../../lib/errors.ts";
import { resolveFeePolicy } from "../pricing/fee-policy.ts";
import { priceCart } from "../pricing/price-cart.ts";
import { salesTaxOf } from "../pricing/sales-tax.ts";
import type { CartCatalogue } from "./cart.catalogue.ts";
import type { CheckoutLine, CheckoutTotals } from "./cart.checkout.ts";
import { chooseOptions } from "./cart.options.ts";
import { linePriceCents } from "./cart.pricing.ts";
import type { CartOwner } from "./cart.repository.ts";

/** One line a subscription delivers each time: the item (null once deleted), its option values, how many. */
export interface RenewalLine {
  menuItemId: number | null;
  valueIds: number[];
  quantity: number;
  /** The name as first ordered: how a line left out is named. */
  name: string;
}

export interface RenewalQuote {
  shop: {
    id: number;
    tenantId: number;
    marketplaceTenantId: number;
    timeZone: string;
  } | null;
  /** The lines still sold, at the menu's current prices and option costs. */
  lines: CheckoutLine[];
  /** Names of the lines no longer sold (item gone, off the menu, or its options no longer valid). */
  leftOut: string[];
  totals: CheckoutTotals;
}

/**
 * A subscription delivery's price (docs/orders.md "Subscriptions"): its lines at the CURRENT menu
 * prices, through the one fee model the cart and the payment use (pricing/price-cart.ts), with the
 * owner's order history (first-order free delivery), no promotional code and no tip. A line whose
 * item is gone, inactive, out of stock, moved shop, or whose options no longer meet the item's rules is left out
 * and named, like a reorder.
 */
export async function renewalQuote(
  tx: DbOrTx,
  catalogue: CartCatalogue,
  input: { owner: CartOwner; shopId: number; isDelivery: boolean; lines: RenewalLine[] },
): Promise<RenewalQuote> {
  const [shop] = await catalogue.shops.badges([input.shopId], tx);
  const lines: CheckoutLine[] = [];
  const leftOut: string[] = [];
  for (const line of input.lines) {
    const priced = shop ? await pricedLine(tx, catalogue, shop.id, line) : undefined;
    if (priced) lines.push(priced);
    else leftOut.push(line.name);
  }
  const policy = shop
    ? resolveFeePolicy(await catalogue.marketplaceFees(shop.marketplaceTenantId, tx), shop.feeOverrides)
    : resolveFeePolicy(undefined, null);
  const paid = await catalogue.paidOrderCount(input.owner, tx);
  const totals = priceCart({
    lineCents: lines.map((l) => l.priceCents),
    isDelivery: input.isDelivery,
    shopDeliveryFeeCents: shop?.deliveryFeeCents ?? 0,
    policy,
    tax: salesTaxOf(shop?.province ?? ""),
    firstOrder: paid === 0,
    discount: null,
    tipCents: 0,
  });
  return {
    shop: shop
      ? { id: shop.id, tenantId: shop.tenantId, marketplaceTenantId: shop.marketplaceTenantId, timeZone: shop.timeZone }
      : null,
    lines,
    leftOut: [...new Set(leftOut)],
    totals: { ...totals, promotion: null, promoProblem: null },
  };
}

/** The line at today's prices, or undefined when it can no longer be sold as it was ordered. */
async function pricedLine(
  tx: DbOrTx,
  catalogue: CartCatalogue,
  shopId: number,
  line: RenewalLine,
): Promise<CheckoutLine | undefined> {
  if (line.menuItemId === null) return undefined;
  const item = await catalogue.menus.withOptions(line.menuItemId, tx);
  if (!item || item.shopId !== shopId || !item.isActive || item.isOutOfStock) return undefined;
  let valueIds: number[];
  try {
    valueIds = chooseOptions(item, line.valueIds, "lines").valueIds;
  } catch (err) {
    if (err instanceof FieldValidationError) return undefined;
    throw err;
  }
  const [details] = await catalogue.menus.byIds([item.id], tx);
  if (!details) return undefined;
  const options = await catalogue.menus.optionValues(valueIds, tx);
  return {
    menuItemId: item.id,
    name: details.name,
    imageUrl: details.imageUrl,
    unitPriceCents: details.unitPriceCents,
    quantity: line.quantity,
    priceCents: linePriceCents(
      details.unitPriceCents,
      options.map((o) => o.costCents),
      line.quantity,
    ),
    isAvailable: true,
    options: options.map((o) => ({
      attributeValueId: o.valueId,
      name: o.name,
      textPrompt: o.textPrompt,
      costCents: o.costCents,
    })),
  };
}
