import { Navigate } from "react-router";
import { paths } from "../../../config/paths.ts";
import { useTenant } from "../../../config/tenant-context.tsx";

/**
 * `/customer/store-detail` and `/customer/storepage`: the original showed hard-coded sample pages
 * here; they lead to the real store page of the storefront's shop (or the store map without one).
 */
export function Component() {
  const { shopId } = useTenant();
  return <Navigate replace to={shopId !== null ? paths.customer.store.href(shopId) : paths.customer.main.href()} />;
}
