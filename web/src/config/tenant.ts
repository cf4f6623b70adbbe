import type { TenantPageConfig } from "@dutchpot/contract";
import {
  contrastWithWhite,
  minTextContrast,
  primaryColorPattern,
  type SocialLinks,
  socialNetworks,
  socialUrlPattern,
} from "@dutchpot/contract/constants";

/** Used when the page carries no tenant settings (vite dev, tests): the demo storefront, tenant 3. */
export const defaultTenantConfig: TenantPageConfig = {
  tenantId: 3,
  shopId: null,
  apiUrl: "/api",
  brandName: "Dutchpot",
  tagline: "Authentic Jamaican cuisine, delivered across Toronto",
  headerImageUrl: "/media/brand/header.svg",
  logoUrl: "/media/brand/logo.svg",
  primaryColor: null,
  metaTitle: "Dutchpot",
  metaDescription: "Order food and groceries for delivery or pickup.",
  mapTileUrl: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
};

/** What each field of the injected settings may hold (the contract's TenantPageConfigSchema). */
const fieldKinds: Record<keyof TenantPageConfig, "id" | "id?" | "text" | "text?" | "links"> = {
  tenantId: "id",
  shopId: "id?",
  apiUrl: "text",
  brandName: "text",
  tagline: "text",
  headerImageUrl: "text?",
  logoUrl: "text?",
  primaryColor: "text?",
  metaTitle: "text",
  metaDescription: "text",
  mapTileUrl: "text",
  socialLinks: "links",
};

/** The https links of the known networks (anything else is dropped). */
function socialLinksOf(value: object): SocialLinks {
  const links: SocialLinks = {};
  for (const network of socialNetworks) {
    const url = (value as Record<string, unknown>)[network];
    if (typeof url === "string" && socialUrlPattern.test(url)) links[network] = url;
  }
  return links;
}

function fits(kind: (typeof fieldKinds)[keyof TenantPageConfig], value: unknown): boolean {
  if (kind === "links") return typeof value === "object" && value !== null && !Array.isArray(value);
  if (value === null) return kind.endsWith("?");
  return kind.startsWith("id") ? Number.isInteger(value) : typeof value === "string";
}

/**
 * Reads the settings the server injects as `<script id="dutchpot-config" type="application/json">`
 * (JSON, not inline script: the CSP forbids inline JS). A missing or malformed field falls back to its
 * default, field by field. Checked by hand rather than with the contract's zod schema, which would
 * put zod (~25 KB gzip) into every page's first load.
 */
export function readTenantConfig(doc: Document = document): TenantPageConfig {
  const raw = doc.getElementById("dutchpot-config")?.textContent;
  if (!raw) return defaultTenantConfig;
  let injected: unknown;
  try {
    injected = JSON.parse(raw);
  } catch {
    return defaultTenantConfig;
  }
  if (typeof injected !== "object" || injected === null || Array.isArray(injected)) return defaultTenantConfig;
  const config: Record<string, unknown> = { ...defaultTenantConfig };
  for (const [key, kind] of Object.entries(fieldKinds)) {
    const value = (injected as Record<string, unknown>)[key];
    if (value !== undefined && fits(kind, value))
      config[key] = kind === "links" ? socialLinksOf(value as object) : value;
  }
  return config as TenantPageConfig;
}

/** The API base (".../api") from the configured apiUrl, which may or may not include the /api suffix. */
export function apiBase(config: Pick<TenantPageConfig, "apiUrl">): string {
  const trimmed = config.apiUrl.replace(/\/+$/, "");
  return trimmed.endsWith("/api") ? trimmed : `${trimmed}/api`;
}

/** `#rrggbb` moved towards black (amount < 0) or white (amount > 0) by |amount| (0–1). */
function shade(hex: string, amount: number): string {
  const target = amount < 0 ? 0 : 255;
  const mix = (i: number) => {
    const c = Number.parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
    return Math.round(c + (target - c) * Math.abs(amount))
      .toString(16)
      .padStart(2, "0");
  };
  return `#${mix(0)}${mix(1)}${mix(2)}`;
}

/**
 * The storefront's primary colour as the design tokens (`--color-primary` and its hover, soft and
 * on-primary companions) on the document, set once at start-up. A colour too light for white text
 * (below 4.5:1) gets dark text on it instead. Nothing is set without a valid colour (the default
 * palette stays).
 */
export function applyBrandTheme(config: Pick<TenantPageConfig, "primaryColor">, doc: Document = document): void {
  const color = config.primaryColor;
  if (!color || !primaryColorPattern.test(color)) return;
  const style = doc.documentElement.style;
  style.setProperty("--color-primary", color);
  style.setProperty("--color-primary-hover", shade(color, -0.2));
  style.setProperty("--color-primary-soft", shade(color, 0.88));
  style.setProperty("--color-on-primary", contrastWithWhite(color) >= minTextContrast ? "#ffffff" : "#1d2621");
}
