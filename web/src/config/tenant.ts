import { type TenantPageConfig, TenantPageConfigSchema } from "@dutchpot/contract";

/** Used when the page carries no tenant settings (vite dev, tests): the demo storefront, tenant 3. */
export const defaultTenantConfig: TenantPageConfig = {
  tenantId: 3,
  shopId: null,
  apiUrl: "/api",
  brandName: "Dutchpot",
  tagline: "Authentic Jamaican cuisine, delivered across Toronto",
  headerImageUrl: "/media/brand/header.svg",
  metaTitle: "Dutchpot",
  metaDescription: "Order food and groceries for delivery or pickup.",
  mapTileUrl: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
};

/**
 * Reads the settings the server injects as `<script id="dutchpot-config" type="application/json">`
 * (JSON, not inline script: the CSP forbids inline JS). Invalid or missing fields fall back to the defaults.
 */
export function readTenantConfig(doc: Document = document): TenantPageConfig {
  const raw = doc.getElementById("dutchpot-config")?.textContent;
  if (!raw) return defaultTenantConfig;
  try {
    const parsed = TenantPageConfigSchema.partial().safeParse(JSON.parse(raw));
    if (!parsed.success) return defaultTenantConfig;
    const defined = Object.fromEntries(Object.entries(parsed.data).filter(([, v]) => v !== undefined));
    return { ...defaultTenantConfig, ...defined };
  } catch {
    return defaultTenantConfig;
  }
}

/** The API base (".../api") from the configured apiUrl, which may or may not include the /api suffix. */
export function apiBase(config: Pick<TenantPageConfig, "apiUrl">): string {
  const trimmed = config.apiUrl.replace(/\/+$/, "");
  return trimmed.endsWith("/api") ? trimmed : `${trimmed}/api`;
}
