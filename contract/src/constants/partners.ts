/**
 * Partner registration, console sign-in and rider applications (issue 15, docs/partners.md): limits,
 * the tenancy-name rule and the server's texts. No zod: the partner forms check the same rules
 * before they send.
 */

export const partnerLimits = {
  /** ABP's `MaxTenancyNameLength`. */
  tenancyNameMax: 64,
  businessNameMax: 128,
  addressMax: 256,
  placeIdMax: 300,
  cityMax: 128,
  connectionStringMax: 1024,
  /** Partner sign-ups (Tenant/Register) and rider applications per client address within `windowSeconds`. */
  registrationsPerIp: 10,
  riderApplicationsPerIp: 10,
  windowSeconds: 3600,
} as const;

/** ABP's tenancy name: a letter, then letters, digits, `_` or `-` (at least two characters, no spaces). */
export const partnerTenancyNamePattern = /^[A-Za-z][A-Za-z0-9_-]{1,63}$/;

/** The spec's tenancy name: the business name with every white space removed ("Mama Ivy's" → "MamaIvy's"). */
export const tenancyNameOf = (businessName: string) => businessName.replace(/\s+/gu, "");

/** The shop kinds a partner registers (convenience page: convenience; home-chef page: homeChef). */
export const partnerShopKinds = ["convenience", "homeChef", "grocery", "restaurant"] as const;

export const riderVehicles = ["bicycle", "scooter", "car"] as const;
export const riderApplicationStatuses = ["pending", "approved", "rejected"] as const;

/** ABP's `TenantAvailabilityState`. */
export const tenantAvailability = { available: 1, inactive: 2, notFound: 3 } as const;

/** Where a partner admin signs in (the onboarding email names it). */
export const merchantConsolePath = "/merchant";

/** Server texts of the partner calls (error.message / error.details). */
export const partnerTexts = {
  tenancyNameTaken: (name: string) => `The business name '${name}' is already registered.`,
  adminEmailTaken: (email: string) => `An account with the email '${email}' already exists.`,
  tenancyNameInvalid:
    "must start with a letter and hold only letters, digits, '_' or '-' once spaces are removed (at least 2 characters)",
  noTenant: (name: string) => `There is no tenant defined with name ${name}`,
  tenantInactive: (name: string) => `Tenant ${name} is not active.`,
  stateNotInCountry: "The state or province does not belong to the chosen country.",
  unknownCountry: "The chosen country does not exist.",
  addressNotFound: "The address could not be found.",
  addressNotFoundDetails: "Choose your address from the suggestions, or write the street, city and province.",
  riderApplicationReviewed: "This application has already been reviewed.",
  notAStorefront: "Partners and riders register on a storefront (a marketplace), not on a partner business.",
} as const;
