import type { MerchantShop, MerchantShopHours, SetShopHoursInput, UpdateMerchantShopInput } from "@dutchpot/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { consoleQueryRoot, useConsoleSession } from "../../../../lib/console/index.ts";
import { merchantShopsKey } from "../../shell/index.ts";

export const shopKey = (id: number) => [consoleQueryRoot, "merchant", "shop", id] as const;
export const hoursKey = (id: number) => [consoleQueryRoot, "merchant", "hours", id] as const;

/** Every setting of the current shop (MerchantShop/Get). */
export function useShopSettings(id: number) {
  const { call } = useConsoleSession();
  return useQuery({
    queryKey: shopKey(id),
    queryFn: ({ signal }) => call("MerchantShop.Get", { query: { id }, signal }),
  });
}

/** A change of the shop: the answer replaces the cached shop, and the header's list follows (listed, name). */
function useShopChange<I>(send: (input: I) => Promise<MerchantShop>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (shop) => {
      queryClient.setQueryData(shopKey(shop.id), shop);
      void queryClient.invalidateQueries({ queryKey: merchantShopsKey });
    },
  });
}

export function useUpdateShop() {
  const { call } = useConsoleSession();
  return useShopChange((body: UpdateMerchantShopInput) => call("MerchantShop.Update", { body }));
}

export function useSetLive() {
  const { call } = useConsoleSession();
  return useShopChange((body: { id: number; isLive: boolean }) => call("MerchantShop.SetLive", { body }));
}

export function usePause() {
  const { call } = useConsoleSession();
  return useShopChange((body: { id: number; minutes: number | null }) => call("MerchantShop.Pause", { body }));
}

/** The week and closures of the current shop (MerchantShop/GetHours). */
export function useShopHours(id: number) {
  const { call } = useConsoleSession();
  return useQuery({
    queryKey: hoursKey(id),
    queryFn: ({ signal }) => call("MerchantShop.GetHours", { query: { id }, signal }),
  });
}

/** An hours change: the answer replaces the cached hours; the shop's listing may change with it. */
function useHoursChange<I>(send: (input: I) => Promise<MerchantShopHours>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (hours) => {
      queryClient.setQueryData(hoursKey(hours.shopId), hours);
      void queryClient.invalidateQueries({ queryKey: shopKey(hours.shopId) });
      void queryClient.invalidateQueries({ queryKey: merchantShopsKey });
    },
  });
}

export function useSetHours() {
  const { call } = useConsoleSession();
  return useHoursChange((body: SetShopHoursInput) => call("MerchantShop.SetHours", { body }));
}

export function useAddClosure() {
  const { call } = useConsoleSession();
  return useHoursChange((body: { id: number; date: string; reason: string }) =>
    call("MerchantShop.AddClosure", { body }),
  );
}

export function useRemoveClosure() {
  const { call } = useConsoleSession();
  return useHoursChange((query: { id: number; date: string }) => call("MerchantShop.RemoveClosure", { query }));
}
