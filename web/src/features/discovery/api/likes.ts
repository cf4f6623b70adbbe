import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../lib/api/index.ts";
import { discoveryKeys } from "./keys.ts";

export function likedShopsOptions(enabled: boolean) {
  return queryOptions({
    queryKey: discoveryKeys.liked(),
    queryFn: async () => (await callApi("ShopLikeList.GetAllByCustomer")).items,
    enabled,
  });
}

/**
 * Like toggle (spec §4): a liked store is unliked, otherwise liked; then the store reloads.
 * Failures are only logged (spec error catalogue).
 */
export function useToggleLike(shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (liked: boolean) => {
      if (liked) await callApi("ShopLikeList.RemoveShopLike", { query: { Id: shopId } });
      else await callApi("ShopLikeList.Create", { body: { shopId } });
    },
    onError: (error) => console.warn("Store like failed", error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: discoveryKeys.all }),
  });
}
