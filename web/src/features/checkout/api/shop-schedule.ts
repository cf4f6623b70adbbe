import { queryOptions } from "@tanstack/react-query";
import { callApi } from "../../../lib/api/index.ts";
import { checkoutKeys } from "./keys.ts";

/** `GET Shop/GetStoreInfo`: the shop's name and whether it offers pickup. */
export function storeOptions(shopId: number) {
  return queryOptions({
    queryKey: checkoutKeys.store(shopId),
    queryFn: () => callApi("Shop.GetStoreInfo", { query: { Id: shopId } }),
    staleTime: 60_000,
  });
}

/** `GET Shop/GetOpeningHours`: whether the shop is open now (Now is offered only then). */
export function openingHoursOptions(shopId: number) {
  return queryOptions({
    queryKey: checkoutKeys.openingHours(shopId),
    queryFn: () => callApi("Shop.GetOpeningHours", { query: { shopId } }),
    staleTime: 60_000,
  });
}

/** `GET Shop/GetDeliverySlots`: the next 7 days' bookable half-hour slots (fetched when the modal opens). */
export function deliverySlotsOptions(shopId: number) {
  return queryOptions({
    queryKey: checkoutKeys.deliverySlots(shopId),
    queryFn: () => callApi("Shop.GetDeliverySlots", { query: { shopId } }),
    // Slots fill up: each opening of the modal asks again.
    staleTime: 0,
  });
}
