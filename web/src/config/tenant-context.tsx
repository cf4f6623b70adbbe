import type { TenantPageConfig } from "@dutchpot/contract";
import { createContext, type ReactNode, useContext } from "react";
import { defaultTenantConfig } from "./tenant.ts";

const TenantContext = createContext<TenantPageConfig>(defaultTenantConfig);

export function TenantProvider({ config, children }: { config: TenantPageConfig; children: ReactNode }) {
  return <TenantContext.Provider value={config}>{children}</TenantContext.Provider>;
}

/** The storefront settings of this page (brand, tagline, images, tenant and shop ids). */
export function useTenant(): TenantPageConfig {
  return useContext(TenantContext);
}
