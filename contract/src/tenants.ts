import { z } from "zod";

/**
 * Per-host storefront settings the server injects into the page it serves, as JSON in
 * `<script id="dutchpot-config" type="application/json">` (no inline script: the CSP stays strict).
 */
export const TenantPageConfigSchema = z.object({
  tenantId: z.number().int(),
  shopId: z.number().int().nullable(),
  apiUrl: z.string(),
  brandName: z.string(),
  tagline: z.string(),
  headerImageUrl: z.string().nullable(),
  /** The brand's logo in the header (null: the brand name is written instead). */
  logoUrl: z.string().nullable(),
  /** The brand's primary colour `#rrggbb` (buttons, links), set as `--color-primary`; null: the default. */
  primaryColor: z.string().nullable(),
  metaTitle: z.string(),
  metaDescription: z.string(),
  mapTileUrl: z.string(),
  /** The footer's social profiles (https), only the networks set; absent from older pages. */
  socialLinks: z
    .object({
      facebook: z.string().optional(),
      instagram: z.string().optional(),
      x: z.string().optional(),
      tiktok: z.string().optional(),
      youtube: z.string().optional(),
    })
    .optional(),
});
export type TenantPageConfig = z.infer<typeof TenantPageConfigSchema>;

/** The id of the element holding the page's TenantPageConfig JSON. */
export const tenantConfigElementId = "dutchpot-config";
/** Where in index.html the server puts that element. */
export const tenantConfigMarker = "<!--tenant-config-->";

/** Header and cookie names that carry the tenant id (wire decision 4); matched case-insensitively. */
export const tenantHeaderNames = ["abp.tenantid", "abp-tenantid"] as const;
/** A guest's random uuid, sent when no bearer token exists (docs/decisions/003-guest-id-header.md). */
export const guestIdHeader = "x-guest-id";
/** The guest id rule lives zod-free (the web app checks it in its first load). */
export { guestIdPattern } from "./constants/primitives.ts";
/** Correlates a request with the server's log lines; echoed on every response. */
export const requestIdHeader = "x-request-id";
