import type { DbOrTx } from "../../db/client.ts";
import type { MenuItemsService } from "../menus/menu-items.service.ts";
import type { ShopsService } from "../shops/shops.service.ts";
import type { CartRow, loadCartRows } from "./cart.repository.ts";

/**
 * What the cart reads of other modules, through their services (shops and menus own those tables;
 * docs/decisions/013-one-owner-per-table.md). Passed in by the composition root.
 */
export interface CartCatalogue {
  shops: Pick<ShopsService, "listedShop" | "badges">;
  menus: Pick<MenuItemsService, "withOptions" | "byIds" | "optionValues">;
}

export interface ChosenOption {
  valueId: number;
  name: string;
  costCents: number;
  textPrompt: string;
}

/** A cart with its shop's name, logo and fee, and its lines with item details and chosen options. */
export interface LoadedCarts {
  carts: { cart: CartRow; shopName: string; shopLogoUrl: string | null; shopDeliveryFeeCents: number }[];
  lines: {
    id: number;
    cartId: number;
    menuItemId: number;
    quantity: number;
    name: string;
    unitPriceCents: number;
    imageUrl: string | null;
    options: ChosenOption[];
  }[];
}

type CartRows = Awaited<ReturnType<typeof loadCartRows>>;

/** Joins the cart's rows with shop and menu details (as one SQL join did before the modules were split). */
export async function withCatalogue(catalogue: CartCatalogue, rows: CartRows, tx: DbOrTx): Promise<LoadedCarts> {
  const shopIds = [...new Set(rows.carts.map((c) => c.shopId))];
  const itemIds = [...new Set(rows.lines.map((l) => l.menuItemId))];
  const valueIds = [...new Set(rows.lines.flatMap((l) => l.valueIds))];
  const [shops, items, values] = await Promise.all([
    catalogue.shops.badges(shopIds, tx),
    catalogue.menus.byIds(itemIds, tx),
    catalogue.menus.optionValues(valueIds, tx),
  ]);
  const shopById = new Map(shops.map((s) => [s.id, s]));
  const itemById = new Map(items.map((i) => [i.id, i]));
  const carts: LoadedCarts["carts"] = [];
  for (const cart of rows.carts) {
    const shop = shopById.get(cart.shopId);
    if (!shop) continue;
    carts.push({ cart, shopName: shop.name, shopLogoUrl: shop.logoUrl, shopDeliveryFeeCents: shop.deliveryFeeCents });
  }
  const lines: LoadedCarts["lines"] = [];
  for (const line of rows.lines) {
    const item = itemById.get(line.menuItemId);
    if (!item) continue;
    const chosen = new Set(line.valueIds);
    // `values` is in menu order, so each line's options keep that order.
    const options = values.filter((v) => chosen.has(v.valueId));
    const { id, cartId, menuItemId, quantity } = line;
    const { name, unitPriceCents, imageUrl } = item;
    lines.push({ id, cartId, menuItemId, quantity, name, unitPriceCents, imageUrl, options });
  }
  return { carts, lines };
}
