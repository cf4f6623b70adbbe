import { WithShopCart } from "../../features/cart/components/shop-cart-panel.tsx";
import { ShopScreen } from "../../features/discovery/routes/store.tsx";
import { menuItemAction } from "./menu-item-action.tsx";

/** `/shop`: the store page of the storefront's shop, with the cart's controls and the shop's cart beside it. */
export function Component() {
  return <ShopScreen productAction={menuItemAction} StoreFrame={WithShopCart} />;
}
