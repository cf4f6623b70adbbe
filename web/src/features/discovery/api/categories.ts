import { queryOptions } from "@tanstack/react-query";
import { callApi } from "../../../lib/api/index.ts";
import { discoveryKeys } from "./keys.ts";

/** Enough for every category or shop type of a marketplace on one screen. */
const directoryPageSize = 50;

/** The marketplace's categories (`MenuCategory/GetAll`): the near-me page's chips. */
export function menuCategoriesOptions() {
  return queryOptions({
    queryKey: discoveryKeys.categories(),
    queryFn: async () =>
      (await callApi("MenuCategory.GetAll", { query: { SkipCount: 0, MaxResultCount: directoryPageSize } })).items,
    staleTime: 10 * 60_000,
  });
}

/** The kinds of shop on the marketplace (`ShopType/GetAll`): the landing's "Shop by type" entries. */
export function shopTypesOptions() {
  return queryOptions({
    queryKey: discoveryKeys.shopTypes(),
    queryFn: async () =>
      (await callApi("ShopType.GetAll", { query: { SkipCount: 0, MaxResultCount: directoryPageSize } })).items,
    staleTime: 10 * 60_000,
  });
}
