import type { CartList, UpdateCartInput } from "@dutchpot/contract";
import { queryOptions } from "@tanstack/react-query";
import { callApi } from "../../../lib/api/index.ts";
import { ApiError } from "../../../lib/api-client.ts";
import type { StoredLocation } from "../../../lib/location.ts";
import { local } from "../../../lib/storage.ts";
import { cartKeys } from "./keys.ts";

/** Every open cart of the owner (a signed-in customer, else the guest of this browser). */
export function customersCartsOptions() {
  return queryOptions({
    queryKey: cartKeys.list(),
    queryFn: async () => {
      try {
        return await callApi("ShoppingCart.GetCustomersCarts");
      } catch (error) {
        markCartFetchFailed(error);
        throw error;
      }
    },
  });
}

/**
 * Spec 000 §4 / 001 §8: a cart fetch failing with a status above 400 flags the session as signed
 * out and remembers that checkout was the way in (the checkout screen asks to sign in again).
 */
export function markCartFetchFailed(error: unknown): void {
  if (!(error instanceof ApiError) || error.status <= 400) return;
  local.set("loggedIn", "false");
  local.set("fromcheckout", "true");
}

/**
 * `PATCH ShoppingCart/UpdateShoppingCart`. Without `shoppingCartId`/`shopId` the server applies the
 * change to every open cart of the owner (the header's drop-off panel is not tied to one shop).
 */
export function updateCarts(input: UpdateCartInput): Promise<CartList> {
  return callApi("ShoppingCart.UpdateShoppingCart", { body: input });
}

/** The delivery address fields of a chosen location (its coordinates set the address point and the pin). */
export function deliveryAddressOf(location: StoredLocation): UpdateCartInput {
  return {
    deliveryAddress: location.placeName,
    latitude: location.latitude,
    longitude: location.longitude,
  };
}
