import { StoreCategoryScreen } from "../../features/discovery/routes/store-category.tsx";
import { menuItemAction } from "./menu-item-action.tsx";

/** `/customer/store/{storeId}/category/{tag}`: discovery's category screen with the cart's control under each item. */
export function Component() {
  return <StoreCategoryScreen productAction={menuItemAction} />;
}
