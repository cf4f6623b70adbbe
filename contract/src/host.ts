import { z } from "zod";
import {
  hostLimits,
  hostNamePattern,
  imageUrlPattern,
  primaryColorPattern,
  type SocialLinks,
  socialNetworks,
  socialUrlPattern,
  tenancyNamePattern,
} from "./constants/host.ts";
import { PagedRequestSchema, pagedResultOf } from "./paging.ts";
import { boolQuerySchema, idQuerySchema, idSchema, nameText, text } from "./primitives.ts";

export * from "./constants/host.ts";

/** The host console (issue 15, docs/host-console.md): tenants and their storefront brands. */
export const tenantKinds = ["marketplace", "partner"] as const;
export type TenantKind = (typeof tenantKinds)[number];

/** One row of the host console's tenant list. */
export const TenantListItemSchema = z.object({
  id: z.number().int(),
  tenancyName: z.string(),
  name: z.string(),
  kind: z.enum(tenantKinds),
  isActive: z.boolean(),
  /** A marketplace: the shops listed on it; a partner: the shops it owns. */
  shopCount: z.number().int(),
  hostNames: z.array(z.string()),
  createdAt: z.string(),
});
export type TenantListItem = z.infer<typeof TenantListItemSchema>;

/** A tenant with its storefront brand (what the page of its host names shows). */
export const TenantDetailSchema = TenantListItemSchema.extend({
  tagline: z.string(),
  logoUrl: z.string().nullable(),
  headerImageUrl: z.string().nullable(),
  primaryColor: z.string().nullable(),
  metaTitle: z.string(),
  metaDescription: z.string(),
  /** The footer's social profiles: only the networks set. */
  socialLinks: z.object({
    facebook: z.string().optional(),
    instagram: z.string().optional(),
    x: z.string().optional(),
    tiktok: z.string().optional(),
    youtube: z.string().optional(),
  }),
});
export type TenantDetail = z.infer<typeof TenantDetailSchema>;

/** `GET Tenant/GetAll?Keyword&IsActive&Kind&SkipCount&MaxResultCount` (ABP's host tenant list). */
export const TenantsRequestSchema = PagedRequestSchema.extend({
  /** Matches the tenancy name, the name or a host name (case-insensitive). */
  Keyword: text({ max: hostLimits.keywordMax }).optional(),
  IsActive: boolQuerySchema.optional(),
  Kind: z.enum(tenantKinds).optional(),
});
export const TenantPageSchema = pagedResultOf(TenantListItemSchema);
export type TenantPage = z.infer<typeof TenantPageSchema>;

export const TenantByIdQuerySchema = z.object({ id: idQuerySchema });
export const TenantIdInputSchema = z.object({ id: idSchema });

const imageUrl = text({ max: hostLimits.imageUrlMax })
  .regex(imageUrlPattern, "must be an image of this site (/media/…) or an http(s) address")
  .nullable()
  .optional()
  .transform((v) => (v ? v : null));

/** Host names, lower-cased and without repeats; each unique across tenants (409). */
const hostNames = z
  .array(
    text({ max: hostLimits.hostNameMax, min: 1 })
      .regex(hostNamePattern, "must be a host name such as shop.example.com (no scheme, port or path)")
      .transform((v) => v.toLowerCase()),
  )
  .max(hostLimits.hostNamesMax)
  .transform((list) => [...new Set(list)]);

const socialUrl = text({ max: hostLimits.socialUrlMax })
  .refine((v) => v === "" || socialUrlPattern.test(v), "must be an https:// address")
  .nullable()
  .optional();

/** The footer's social profiles; a network left empty or null is not shown. Absent: none. */
const socialLinks = z
  .object({ facebook: socialUrl, instagram: socialUrl, x: socialUrl, tiktok: socialUrl, youtube: socialUrl })
  .strict()
  .optional()
  .transform((links): SocialLinks => {
    const set: SocialLinks = {};
    for (const network of socialNetworks) {
      const url = links?.[network];
      if (url) set[network] = url;
    }
    return set;
  });

/** The brand a storefront shows on its host names. */
export const StorefrontBrandSchema = z.object({
  name: nameText({ max: hostLimits.nameMax, min: 1 }),
  tagline: text({ max: hostLimits.taglineMax, min: 1 }),
  logoUrl: imageUrl,
  headerImageUrl: imageUrl,
  primaryColor: text({ max: 7 })
    .regex(primaryColorPattern, "must be a colour written #rrggbb")
    .transform((v) => v.toLowerCase()),
  metaTitle: text({ max: hostLimits.metaTitleMax, min: 1 }),
  metaDescription: text({ max: hostLimits.metaDescriptionMax, min: 1, multiline: true }),
  hostNames,
  socialLinks,
});
export type StorefrontBrand = z.infer<typeof StorefrontBrandSchema>;

/** `POST Tenant/CreateStorefront`: a new marketplace tenant with its brand. */
export const CreateStorefrontInputSchema = StorefrontBrandSchema.extend({
  tenancyName: nameText({ max: hostLimits.tenancyNameMax, min: 1 }).regex(
    tenancyNamePattern,
    "must start with a letter and hold only letters, digits, _ or - (no spaces)",
  ),
});
export type CreateStorefrontInput = z.infer<typeof CreateStorefrontInputSchema>;

/** `PUT Tenant/UpdateBrand`: the whole brand of a marketplace tenant (the tenancy name stays). */
export const UpdateBrandInputSchema = StorefrontBrandSchema.extend({ id: idSchema });
export type UpdateBrandInput = z.infer<typeof UpdateBrandInputSchema>;
