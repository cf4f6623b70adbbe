/**
 * The host console's limits and rules (issue 15, docs/host-console.md). No zod: the web app's brand
 * editor checks the same rules before it sends.
 */
export const hostLimits = {
  tenancyNameMax: 64,
  nameMax: 128,
  taglineMax: 160,
  metaTitleMax: 70,
  metaDescriptionMax: 300,
  imageUrlMax: 2048,
  hostNameMax: 253,
  /** Host names one storefront may answer on. */
  hostNamesMax: 10,
  keywordMax: 100,
  socialUrlMax: 512,
} as const;

/** The social networks a storefront's footer links to (tenant settings `socialLinks`), in footer order. */
export const socialNetworks = ["facebook", "instagram", "x", "tiktok", "youtube"] as const;
export type SocialNetwork = (typeof socialNetworks)[number];
/** A storefront's social profiles: only the networks it set. */
export type SocialLinks = Partial<Record<SocialNetwork, string>>;

/** A social profile address: https only, a plain host name (no user part, no `\`), no spaces. */
export const socialUrlPattern = /^https:\/\/[A-Za-z0-9.-]+\.[A-Za-z]{2,}(?::\d{1,5})?(?:[/?#][^\s\\]*)?$/;

/** A tenancy name: a letter, then letters, digits, `_` or `-` (ABP's rule; no spaces). */
export const tenancyNamePattern = /^[A-Za-z][A-Za-z0-9_-]{1,63}$/;

/** A primary colour: `#rrggbb`. */
export const primaryColorPattern = /^#[0-9a-fA-F]{6}$/;

/**
 * A host name without port or scheme: dot-separated labels of letters, digits and inner hyphens
 * (`islandgrocer.localhost`, `shop.example.com`).
 */
export const hostNamePattern =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;

/**
 * An image address: one of this site's images (`/media/...`: letters, digits and `._~%/-` only, no
 * `..`, so never `//host` or `/\host`, which browsers read as another site) or an http(s) URL whose
 * host is a plain host name (no `\`, no user part).
 */
export const imageUrlPattern =
  /^(\/media\/(?!.*\.\.)[A-Za-z0-9._~%/-]+|https?:\/\/[A-Za-z0-9.-]+(?::\d{1,5})?(?:\/[^\s\\]*)?)$/i;

/** WCAG's minimum contrast for normal text (white text on the primary colour). */
export const minTextContrast = 4.5;

/** WCAG relative luminance of `#rrggbb`. */
export function relativeLuminance(hex: string): number {
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}

/** The contrast ratio of white text on `#rrggbb` (1–21). */
export function contrastWithWhite(hex: string): number {
  return 1.05 / (relativeLuminance(hex) + 0.05);
}

/** The texts of the host calls' refusals. */
export const hostTexts = {
  hostNameTaken: (host: string) => `The host name ${host} already serves another storefront.`,
  tenancyNameTaken: (name: string) => `Tenancy name ${name} is already taken.`,
  defaultTenantStays: "The default storefront cannot be deactivated.",
} as const;
