import type { MenuCategory, StoreInfo, StoreSummaryList, StoreSummaryPage } from "@dutchpot/contract";
import { discoveryLimits, discoveryPaths } from "@dutchpot/contract/constants";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { discoveryKeys } from "./keys.ts";

export type NearMeKind = "delivery" | "pickup";

export interface NearMeQuery {
  kind: NearMeKind;
  latitude: number;
  longitude: number;
  radiusKm: number;
}

/** Stores within the radius, nearest first (`Shop/NearMe` or `Shop/PickupShopsNearMe`). */
export function nearMeOptions({ kind, latitude, longitude, radiusKm }: NearMeQuery) {
  const path = kind === "pickup" ? discoveryPaths.pickupShopsNearMe.path : discoveryPaths.nearMe.path;
  return queryOptions({
    queryKey: discoveryKeys.nearMe(kind, latitude, longitude, radiusKm),
    queryFn: async () => {
      const result = await api.post<StoreSummaryList>(path, {
        latitutde: latitude,
        longitutde: longitude,
        radius: radiusKm,
        skipCount: 0,
        maxResultCount: discoveryLimits.maxNearMePageSize,
      });
      return result.items;
    },
    placeholderData: (previous) => previous,
  });
}

const listPageSize = 100;

export type StoreListKind = "homeChefs" | "groceryStores" | "category";

/** Home chefs, grocery/convenience stores, or the stores of one marketplace category. */
export function storeListOptions(list: StoreListKind, categoryId?: number) {
  const path =
    list === "homeChefs"
      ? discoveryPaths.homeChefs.path
      : list === "groceryStores"
        ? discoveryPaths.convenienceStores.path
        : discoveryPaths.shopsByCategory.path;
  return queryOptions({
    queryKey: discoveryKeys.list(list, categoryId),
    queryFn: async () => {
      const page = await api.get<StoreSummaryPage>(path, {
        Id: list === "category" ? categoryId : undefined,
        SkipCount: 0,
        MaxResultCount: listPageSize,
      });
      return page.items;
    },
  });
}

export function storeInfoOptions(shopId: number) {
  return queryOptions({
    queryKey: discoveryKeys.store(shopId),
    queryFn: () => api.get<StoreInfo>(discoveryPaths.storeInfo.path, { Id: shopId }),
  });
}

export function menuCategoryOptions(id: number) {
  return queryOptions({
    queryKey: discoveryKeys.category(id),
    queryFn: () => api.get<MenuCategory>(discoveryPaths.menuCategory.path, { Id: id }),
    retry: false,
  });
}
