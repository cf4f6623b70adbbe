import { discoveryLimits } from "@dutchpot/contract/constants";
import { queryOptions } from "@tanstack/react-query";
import { callApi } from "../../../lib/api/index.ts";
import { discoveryKeys, type NearMeKind } from "./keys.ts";

export type { NearMeKind };

export interface NearMeQuery {
  kind: NearMeKind;
  latitude: number;
  longitude: number;
  radiusKm: number;
}

/** Stores within the radius, nearest first (`Shop/NearMe` or `Shop/PickupShopsNearMe`). */
export function nearMeOptions({ kind, latitude, longitude, radiusKm }: NearMeQuery) {
  return queryOptions({
    queryKey: discoveryKeys.nearMe(kind, latitude, longitude, radiusKm),
    queryFn: async () => {
      const body = {
        latitutde: latitude,
        longitutde: longitude,
        radius: radiusKm,
        skipCount: 0,
        maxResultCount: discoveryLimits.maxNearMePageSize,
      };
      const result = await callApi(kind === "pickup" ? "Shop.PickupShopsNearMe" : "Shop.NearMe", { body });
      return result.items;
    },
    placeholderData: (previous) => previous,
  });
}

const listPageSize = 100;

export type StoreListKind = "homeChefs" | "groceryStores" | "category";

/** Home chefs, grocery/convenience stores, or the stores of one marketplace category. */
export function storeListOptions(list: StoreListKind, categoryId?: number) {
  return queryOptions({
    queryKey: discoveryKeys.list(list, categoryId),
    queryFn: async () => {
      const paging = { SkipCount: 0, MaxResultCount: listPageSize };
      const page =
        list === "homeChefs"
          ? await callApi("Shop.GetAllHomeChefs", { query: paging })
          : list === "groceryStores"
            ? await callApi("Shop.GetAllConvinienceStores", { query: paging })
            : // A category list is only asked for with its id (the server answers 400 without one).
              await callApi("Shop.GetAllShopsByCategory", { query: { ...paging, Id: categoryId as number } });
      return page.items;
    },
  });
}

export function storeInfoOptions(shopId: number) {
  return queryOptions({
    queryKey: discoveryKeys.store(shopId),
    queryFn: () => callApi("Shop.GetStoreInfo", { query: { Id: shopId } }),
  });
}

export function menuCategoryOptions(id: number) {
  return queryOptions({
    queryKey: discoveryKeys.category(id),
    queryFn: () => callApi("MenuCategory.Get", { query: { Id: id } }),
    retry: false,
  });
}
