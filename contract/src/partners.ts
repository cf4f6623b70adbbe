import { z } from "zod";
import { identityLimits } from "./constants/identity.ts";
import {
  partnerLimits,
  partnerShopKinds,
  partnerTenancyNamePattern,
  partnerTexts,
  riderApplicationStatuses,
  riderVehicles,
  tenancyNameOf,
} from "./constants/partners.ts";
import { NationalPhoneSchema } from "./identity.ts";
import { PagedRequestSchema, pagedResultOf } from "./paging.ts";
import { idSchema, ignoredInputSchema, nameText, text, type WireOf } from "./primitives.ts";

export * from "./constants/partners.ts";

/**
 * Partner pages (issue 15, docs/partners.md): self-registration into a partner tenant
 * (`Tenant/Register`), the host's `Tenant/Create`, the console's `Account/IsTenantAvailable`, and
 * rider applications.
 */

const email = text({ max: identityLimits.emailMaxLength }).pipe(z.email("must be a valid email address"));
const newPassword = text({ max: identityLimits.passwordMaxLength, trim: false }).min(
  identityLimits.passwordMinLength,
  `must be at least ${identityLimits.passwordMinLength} characters long`,
);
/** A tenancy name: white space removed (the spec's client strips it; so does the server), then ABP's rule. */
export const TenancyNameSchema = text({ max: partnerLimits.tenancyNameMax * 2, min: 1 })
  .transform(tenancyNameOf)
  .pipe(z.string().regex(partnerTenancyNamePattern, partnerTexts.tenancyNameInvalid));

export const PartnerShopKindSchema = z.enum(partnerShopKinds);
export type PartnerShopKind = z.infer<typeof PartnerShopKindSchema>;

// ── Tenant/Register ───────────────────────────────────────────────────────────────────────────

/**
 * `POST Tenant/Register` (spec §3 partner registration payload, plus `shopKind` and the address
 * search's `placeId`): the partner tenant, its admin and its shop on the storefront it came through.
 */
export const RegisterTenantInputSchema = z
  .object({
    tenancyName: TenancyNameSchema,
    businessName: nameText({ max: partnerLimits.businessNameMax, min: 1 }),
    adminEmailAddress: email,
    address: text({ max: partnerLimits.addressMax, min: 1 }),
    /** The place chosen in the address search (Geocoding/GetSuggestions); without it the address text is searched. */
    placeId: text({ max: partnerLimits.placeIdMax, min: 1 }).nullable().optional(),
    /**
     * The position the address search resolved the chosen place to (both or neither): the shop goes
     * there, and the server reverse-geocodes its city and postal code. Without it, `placeId` or the text.
     */
    latitude: z.number().min(-90).max(90).nullable().optional(),
    longitude: z.number().min(-180).max(180).nullable().optional(),
    /** 10 digits; brackets, dashes and spaces allowed (spec §5). */
    phoneNumber: NationalPhoneSchema,
    stateProvinceId: idSchema,
    countryId: idSchema,
    password: newPassword,
    shopKind: PartnerShopKindSchema.default("convenience"),
  })
  .refine((v) => (v.latitude == null) === (v.longitude == null), {
    message: "latitude and longitude go together",
    path: ["longitude"],
  });
export type RegisterTenantInput = WireOf<typeof RegisterTenantInputSchema>;
export type RegisterTenantParsed = z.output<typeof RegisterTenantInputSchema>;

export const RegisterTenantResultSchema = z.object({
  tenantId: z.number().int(),
  /** The Business ID the admin signs in to the console with. */
  tenancyName: z.string(),
  shopId: z.number().int(),
});
export type RegisterTenantResult = z.infer<typeof RegisterTenantResultSchema>;

// ── Tenant/Create (host admins) ───────────────────────────────────────────────────────────────

/** `POST Tenant/Create` (ABP's CreateTenantDto). `connectionString` is accepted and stored nowhere (one database). */
export const CreateTenantInputSchema = z.object({
  tenancyName: TenancyNameSchema,
  name: nameText({ max: partnerLimits.businessNameMax, min: 1 }),
  adminEmailAddress: email,
  connectionString: ignoredInputSchema,
  isActive: z.boolean().default(true),
});
export type CreateTenantInput = WireOf<typeof CreateTenantInputSchema>;

/** ABP's TenantDto. */
export const TenantDtoSchema = z.object({
  id: z.number().int(),
  tenancyName: z.string(),
  name: z.string(),
  isActive: z.boolean(),
});
export type TenantDto = z.infer<typeof TenantDtoSchema>;

// ── Account/IsTenantAvailable ─────────────────────────────────────────────────────────────────

export const IsTenantAvailableInputSchema = z.object({
  tenancyName: text({ max: partnerLimits.tenancyNameMax * 2, min: 1 }),
});
export type IsTenantAvailableInput = WireOf<typeof IsTenantAvailableInputSchema>;

/** ABP's IsTenantAvailableOutput: state 1 available, 2 inactive, 3 not found (`tenantAvailability`). */
export const IsTenantAvailableResultSchema = z.object({
  state: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  tenantId: z.number().int().nullable(),
});
export type IsTenantAvailableResult = z.infer<typeof IsTenantAvailableResultSchema>;

// ── Rider applications ────────────────────────────────────────────────────────────────────────

export const RiderVehicleSchema = z.enum(riderVehicles);
export type RiderVehicle = z.infer<typeof RiderVehicleSchema>;
export const RiderApplicationStatusSchema = z.enum(riderApplicationStatuses);
export type RiderApplicationStatus = z.infer<typeof RiderApplicationStatusSchema>;

/** `POST RiderApplication/Create` (public, `/partner/joinrider`), stored for the storefront it came through. */
export const CreateRiderApplicationInputSchema = z.object({
  firstName: nameText({ max: identityLimits.nameMaxLength, min: 1 }),
  lastName: nameText({ max: identityLimits.nameMaxLength, min: 1 }),
  emailAddress: email,
  phoneNumber: NationalPhoneSchema,
  city: text({ max: partnerLimits.cityMax, min: 1 }),
  vehicle: RiderVehicleSchema,
});
export type CreateRiderApplicationInput = WireOf<typeof CreateRiderApplicationInputSchema>;

export const RiderApplicationSchema = z.object({
  id: z.number().int(),
  /** The storefront the rider applied through, and its brand name. */
  marketplaceTenantId: z.number().int(),
  marketplaceName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  emailAddress: z.string(),
  /** 10 digits. */
  phoneNumber: z.string(),
  city: z.string(),
  vehicle: RiderVehicleSchema,
  status: RiderApplicationStatusSchema,
  creationTime: z.string(),
  reviewedAt: z.string().nullable(),
});
export type RiderApplication = z.infer<typeof RiderApplicationSchema>;

/** `GET RiderApplication/GetAll` (host admins): newest first, optionally one status. */
export const RiderApplicationsRequestSchema = PagedRequestSchema.extend({
  Status: RiderApplicationStatusSchema.optional(),
});
export type RiderApplicationsRequest = WireOf<typeof RiderApplicationsRequestSchema>;
export const RiderApplicationPageSchema = pagedResultOf(RiderApplicationSchema);
export type RiderApplicationPage = z.infer<typeof RiderApplicationPageSchema>;

/** `POST RiderApplication/Review` (host admins): approve or reject a pending application once. */
export const ReviewRiderApplicationInputSchema = z.object({ id: idSchema, approve: z.boolean() });
export type ReviewRiderApplicationInput = WireOf<typeof ReviewRiderApplicationInputSchema>;
