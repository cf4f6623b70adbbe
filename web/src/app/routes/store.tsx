import { WithShopCart } from "../../features/cart/components/shop-cart-panel.tsx";
import { StoreScreen } from "../../features/discovery/routes/store.tsx";
import { menuItemAction } from "./menu-item-action.tsx";

/** `/customer/store/{storeId}`: discovery's store screen with the cart's controls and the shop's cart beside it. */
export function Component() {
  return <StoreScreen productAction={menuItemAction} StoreFrame={WithShopCart} />;
}
