import type { LikedShopList } from "@dutchpot/contract";
import { discoveryPaths } from "@dutchpot/contract/constants";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { discoveryKeys } from "./keys.ts";

export function likedShopsOptions(enabled: boolean) {
  return queryOptions({
    queryKey: discoveryKeys.liked(),
    queryFn: async () => (await api.get<LikedShopList>(discoveryPaths.likedShops.path)).items,
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
      if (liked) await api.delete(discoveryPaths.unlikeShop.path, { Id: shopId });
      else await api.post(discoveryPaths.likeShop.path, { shopId });
    },
    onError: (error) => console.warn("Store like failed", error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: discoveryKeys.all }),
  });
}
