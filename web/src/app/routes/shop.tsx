import { ShopScreen } from "../../features/discovery/routes/shop.tsx";
import { menuItemAction } from "./menu-item-action.tsx";

/** `/shop`: discovery's shop screen with the cart's control under each item. */
export function Component() {
  return <ShopScreen productAction={menuItemAction} />;
}
