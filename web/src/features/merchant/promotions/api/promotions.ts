import type { CreatePromotionInput, MerchantPromotion, UpdatePromotionInput } from "@dutchpot/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { consoleQueryRoot, useConsoleSession } from "../../../../lib/console/index.ts";

/** Query key of a shop's codes (MerchantPromotions/GetAll). */
export const promotionsKey = (shopId: number) => [consoleQueryRoot, "merchant", "promotions", shopId] as const;

/** The codes valid at the shop that the admin manages (up to 100, newest first). */
export function usePromotions(shopId: number) {
  const { call, user } = useConsoleSession();
  return useQuery({
    queryKey: promotionsKey(shopId),
    queryFn: ({ signal }) =>
      call("MerchantPromotions.GetAll", { query: { shopId, SkipCount: 0, MaxResultCount: 100 }, signal }),
    enabled: user !== null,
  });
}

/** A new code, or a code's rules changed (`id` set); the list is fetched again after. */
export type PromotionDraft =
  | ({ id: null } & CreatePromotionInput)
  | ({ id: number } & Omit<UpdatePromotionInput, "id">);

export function useSavePromotion(shopId: number) {
  const { call } = useConsoleSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: PromotionDraft): Promise<MerchantPromotion> =>
      id === null
        ? call("MerchantPromotions.Create", { body: body as CreatePromotionInput })
        : call("MerchantPromotions.Update", { body: { ...body, id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promotionsKey(shopId) }),
  });
}

export function useEndPromotion(shopId: number) {
  const { call } = useConsoleSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call("MerchantPromotions.End", { body: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: promotionsKey(shopId) }),
  });
}
