import { type CartList, cartPaths, type UpdateCartInput } from "@dutchpot/contract";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import type { StoredLocation } from "../../discovery/location.ts";
import { cartKeys } from "./keys.ts";

/** Every open cart of the owner (a signed-in customer, else the guest of this browser). */
export function customersCartsOptions() {
  return queryOptions({
    queryKey: cartKeys.list(),
    queryFn: () => api.get<CartList>(cartPaths.customersCarts.path),
  });
}

/**
 * `PATCH ShoppingCart/UpdateShoppingCart`. Without `shoppingCartId`/`shopId` the server applies the
 * change to every open cart of the owner (the header's drop-off panel is not tied to one shop).
 */
export function updateCarts(input: UpdateCartInput): Promise<CartList> {
  return api.patch<CartList>(cartPaths.updateCart.path, input);
}

/** The delivery address fields of a chosen location (its coordinates set the address point and the pin). */
export function deliveryAddressOf(location: StoredLocation): UpdateCartInput {
  return {
    deliveryAddress: location.placeName,
    latitude: location.latitude,
    longitude: location.longitude,
  };
}
