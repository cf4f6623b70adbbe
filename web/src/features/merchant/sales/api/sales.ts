import { useQuery } from "@tanstack/react-query";
import { consoleQueryRoot, useConsoleSession } from "../../../../lib/console/index.ts";

/** Query key of a shop's sales figures over `days` days (MerchantSales/Get). */
export const salesKey = (shopId: number, days: number) =>
  [consoleQueryRoot, "merchant", "sales", shopId, days] as const;

export function useSales(shopId: number, days: number) {
  const { call, user } = useConsoleSession();
  return useQuery({
    queryKey: salesKey(shopId, days),
    queryFn: ({ signal }) => call("MerchantSales.Get", { query: { shopId, days }, signal }),
    enabled: user !== null,
  });
}
