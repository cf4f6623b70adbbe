import type { MerchantShopSummary } from "@dutchpot/contract";
import { createContext, type ReactNode, useCallback, useContext, useMemo } from "react";
import { useSearchParams } from "react-router";

/** The shop the console is working on: every section reads it (`?shop=` in the address, else the first). */
export interface CurrentShop {
  shopId: number;
  shop: MerchantShopSummary;
  /** Every shop of the admin's tenant (the header's switcher lists them). */
  shops: MerchantShopSummary[];
  setShopId(id: number): void;
}

const CurrentShopContext = createContext<CurrentShop | null>(null);

/** The search parameter that names the current shop; links between sections keep it. */
export const shopParam = "shop";

/** Chooses the current shop from `?shop=` (an id not among the admin's shops falls back to the first). */
export function CurrentShopProvider({ shops, children }: { shops: MerchantShopSummary[]; children: ReactNode }) {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get(shopParam));
  const shop = shops.find((s) => s.id === asked) ?? shops[0];
  const setShopId = useCallback(
    (id: number) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.set(shopParam, String(id));
          return next;
        },
        { replace: false },
      ),
    [setParams],
  );
  const value = useMemo(() => (shop ? { shopId: shop.id, shop, shops, setShopId } : null), [shop, shops, setShopId]);
  if (!value) return null;
  return <CurrentShopContext.Provider value={value}>{children}</CurrentShopContext.Provider>;
}

/** The current shop of the merchant console (every section: `const { shopId } = useCurrentShop()`). */
export function useCurrentShop(): CurrentShop {
  const value = useContext(CurrentShopContext);
  if (!value) throw new Error("useCurrentShop must be used inside the merchant console");
  return value;
}

/** A console link that keeps the current shop: `withShop("/merchant/menu", shopId)`. */
export function withShop(path: string, shopId: number | undefined): string {
  return shopId ? `${path}?${shopParam}=${shopId}` : path;
}
