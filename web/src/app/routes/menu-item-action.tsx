import type { Product } from "@dutchpot/contract";
import { MenuItemControl } from "../../features/cart/components/menu-item-control.tsx";

/** The cart's control under each item of discovery's menu screens (the slot of `MenuSlots`). */
export const menuItemAction = (product: Product) => <MenuItemControl product={product} />;
