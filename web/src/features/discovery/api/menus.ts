import { queryOptions } from "@tanstack/react-query";
import { callApi } from "../../../lib/api/index.ts";
import { discoveryKeys } from "./keys.ts";

/** Items per category on the shop page and per carousel on the store page (spec §9: page size 10). */
export const itemsPerCategory = 10;

/** The shop menu: the shop's tags, each with its first items (`FoodMenu/GetMenusByCategoryTagByShopId`). */
export function shopMenuOptions(shopId: number, keyword = "") {
  const trimmed = keyword.trim();
  return queryOptions({
    queryKey: discoveryKeys.menu(shopId, trimmed),
    queryFn: () =>
      callApi("FoodMenu.GetMenusByCategoryTagByShopId", {
        query: {
          ShopId: shopId,
          IsActive: "true",
          Keyword: trimmed || undefined,
          SkipCount: 0,
          MaxResultCount: itemsPerCategory,
        },
      }),
    placeholderData: (previous) => previous,
  });
}

/** Every product of one tag, for the category view's grid (`FoodMenu/GetMenusByTag`). */
export function tagMenuOptions(tagId: number, keyword = "") {
  const trimmed = keyword.trim();
  return queryOptions({
    queryKey: discoveryKeys.tagMenu(tagId, trimmed),
    queryFn: () =>
      callApi("FoodMenu.GetMenusByTag", {
        query: { TagId: tagId, Keyword: trimmed || undefined, SkipCount: 0, MaxResultCount: 100 },
      }),
    placeholderData: (previous) => previous,
  });
}
