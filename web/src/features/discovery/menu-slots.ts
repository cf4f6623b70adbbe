import type { Product } from "@dutchpot/contract";
import type { ComponentType, ReactNode } from "react";

/**
 * What the app layer plugs into discovery's menu screens (decision 015): discovery shows menus and
 * knows nothing of carts, so the cart's control under each item and the shop's cart beside the store
 * page come in from the route that composes both features (`app/routes/`).
 */
export interface MenuSlots {
  /** The control under a menu item (the cart's Add / − n +); nothing when absent. */
  productAction?: (product: Product) => ReactNode;
  /** Wraps the store page, e.g. to put the shop's cart at its side; the page alone when absent. */
  StoreFrame?: ComponentType<{ shopId: number; shopName: string; children: ReactNode }>;
}
