import type { CreateStorefrontInput, TenantDetail } from "@dutchpot/contract";
import {
  contrastWithWhite,
  hostLimits,
  hostNamePattern,
  minTextContrast,
  primaryColorPattern,
  type SocialLinks,
  type SocialNetwork,
  socialNetworks,
  socialUrlPattern,
  tenancyNamePattern,
} from "@dutchpot/contract/constants";

/** The brand editor's values, as typed (host names one per line). */
export interface BrandValues {
  tenancyName: string;
  name: string;
  tagline: string;
  logoUrl: string | null;
  headerImageUrl: string | null;
  primaryColor: string;
  metaTitle: string;
  metaDescription: string;
  hostNames: string;
  /** The footer's social profiles as typed ("" = not shown). */
  socialLinks: Record<SocialNetwork, string>;
}

export type BrandField = Exclude<keyof BrandValues, "socialLinks">;

/** A field's problem: a `host.brand.errors.*` key and what it names. */
export interface BrandProblem {
  key:
    | "required"
    | "tooLong"
    | "tenancyName"
    | "color"
    | "hostName"
    | "tooManyHosts"
    | "hostTaken"
    | "nameTaken"
    | "socialUrl";
  max?: number;
  host?: string;
}

export const emptyBrand: BrandValues = {
  tenancyName: "",
  name: "",
  tagline: "",
  logoUrl: null,
  headerImageUrl: null,
  primaryColor: "#0b5d3b",
  metaTitle: "",
  metaDescription: "",
  hostNames: "",
  socialLinks: { facebook: "", instagram: "", x: "", tiktok: "", youtube: "" },
};

export function brandValuesOf(tenant: TenantDetail): BrandValues {
  return {
    tenancyName: tenant.tenancyName,
    name: tenant.name,
    tagline: tenant.tagline,
    logoUrl: tenant.logoUrl,
    headerImageUrl: tenant.headerImageUrl,
    primaryColor: tenant.primaryColor ?? emptyBrand.primaryColor,
    metaTitle: tenant.metaTitle,
    metaDescription: tenant.metaDescription,
    hostNames: tenant.hostNames.join("\n"),
    socialLinks: { ...emptyBrand.socialLinks, ...tenant.socialLinks },
  };
}

/** The host names typed, one per line (or separated by commas or spaces), lower-cased, no repeats. */
export function hostNamesOf(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,]+/)
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
}

/** The contrast of white text on the colour, or null when it is not a `#rrggbb` colour. */
export function contrastOf(color: string): number | null {
  return primaryColorPattern.test(color) ? contrastWithWhite(color) : null;
}

export const lowContrast = (ratio: number | null) => ratio !== null && ratio < minTextContrast;

const lengths: Partial<Record<BrandField, number>> = {
  tenancyName: hostLimits.tenancyNameMax,
  name: hostLimits.nameMax,
  tagline: hostLimits.taglineMax,
  metaTitle: hostLimits.metaTitleMax,
  metaDescription: hostLimits.metaDescriptionMax,
};

/** What is wrong with each field before anything is sent (the server checks the same rules). */
export function brandProblems(values: BrandValues, creating: boolean): Partial<Record<BrandField, BrandProblem>> {
  const problems: Partial<Record<BrandField, BrandProblem>> = {};
  const required: BrandField[] = ["name", "tagline", "metaTitle", "metaDescription"];
  if (creating) required.unshift("tenancyName");
  for (const field of required) {
    const value = String(values[field] ?? "").trim();
    const max = lengths[field] ?? 0;
    if (!value) problems[field] = { key: "required" };
    else if (value.length > max) problems[field] = { key: "tooLong", max };
  }
  if (creating && !problems.tenancyName && !tenancyNamePattern.test(values.tenancyName.trim())) {
    problems.tenancyName = { key: "tenancyName" };
  }
  if (!primaryColorPattern.test(values.primaryColor)) problems.primaryColor = { key: "color" };
  const hosts = hostNamesOf(values.hostNames);
  const badHost = hosts.find((h) => !hostNamePattern.test(h));
  if (badHost) problems.hostNames = { key: "hostName", host: badHost };
  else if (hosts.length > hostLimits.hostNamesMax)
    problems.hostNames = { key: "tooManyHosts", max: hostLimits.hostNamesMax };
  return problems;
}

/** The social links that are not an https address (the server refuses the same). */
export function socialProblems(values: BrandValues): Partial<Record<SocialNetwork, BrandProblem>> {
  const problems: Partial<Record<SocialNetwork, BrandProblem>> = {};
  for (const network of socialNetworks) {
    const url = values.socialLinks[network].trim();
    if (url && (url.length > hostLimits.socialUrlMax || !socialUrlPattern.test(url))) {
      problems[network] = { key: "socialUrl" };
    }
  }
  return problems;
}

/** The social links set, trimmed; empty ones are left out. */
function socialLinksOf(values: BrandValues): SocialLinks {
  const links: SocialLinks = {};
  for (const network of socialNetworks) {
    const url = values.socialLinks[network].trim();
    if (url) links[network] = url;
  }
  return links;
}

/** The body of CreateStorefront (UpdateBrand takes the same without the tenancy name, plus the id). */
export function brandBody(values: BrandValues): CreateStorefrontInput {
  return {
    tenancyName: values.tenancyName.trim(),
    name: values.name.trim(),
    tagline: values.tagline.trim(),
    logoUrl: values.logoUrl,
    headerImageUrl: values.headerImageUrl,
    primaryColor: values.primaryColor.toLowerCase(),
    metaTitle: values.metaTitle.trim(),
    metaDescription: values.metaDescription.trim(),
    hostNames: hostNamesOf(values.hostNames),
    socialLinks: socialLinksOf(values),
  };
}
