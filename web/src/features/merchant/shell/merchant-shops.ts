import { useQuery } from "@tanstack/react-query";
import { consoleQueryRoot, useConsoleSession } from "../../../lib/console/index.ts";

/** Query key of the admin's shops (MerchantShop/GetAll); invalidate it after changing a shop. */
export const merchantShopsKey = [consoleQueryRoot, "merchant", "shops"] as const;

/** The signed-in admin's shops, whether customers see each one and why not. */
export function useMerchantShops() {
  const { call, user } = useConsoleSession();
  return useQuery({
    queryKey: merchantShopsKey,
    queryFn: ({ signal }) => call("MerchantShop.GetAll", { signal }),
    enabled: user !== null,
  });
}
