import type { FeePolicy, TenantSettings } from "../schema/index.ts";

/** The demo storefront's tenant id: the client falls back to 3 (spec 000 §9), so it is fixed. */
export const MARKETPLACE_TENANT_ID = 3;
/** The shop the marketplace owns itself and shows on `/shop`. */
export const FLAGSHIP_SLUG = "dutchpot-kitchen";

/** The demo marketplace's fee policy (docs/checkout.md): the defaults, written out. */
export const demoFeePolicy: FeePolicy = {
  serviceFeeBps: 1100,
  orderFeeCents: 0,
  firstOrderFreeDeliveryMinCents: 500,
};

export const marketplaceTenant = {
  tenancyName: "dutchpot",
  name: "Dutchpot",
  settings: {
    tagline: "Jamaican flavour from across Toronto, delivered to your door.",
    metaTitle: "Dutchpot | Jamaican food and groceries delivered in Toronto",
    metaDescription:
      "Order jerk chicken, patties, oxtail, roti and Caribbean groceries from Toronto's best kitchens, stores and home chefs, for delivery or pickup.",
    headerImageUrl: "/media/brand/header.svg",
    hostNames: [],
    fees: demoFeePolicy,
    // The demo's orders move on their own, so a newcomer sees the tracker reach Delivered.
    simulateFulfilment: true,
  } satisfies TenantSettings,
};

/** Shared password of the demo accounts (documented in the README; demo data only). */
export const DEMO_PASSWORD = "Dutchpot2026!";

export const demoUsers = [
  {
    role: "customer" as const,
    emailAddress: "demo@dutchpot.ca",
    name: "Demo",
    surname: "Customer",
    phoneCountryCode: "+1",
    phoneNumber: "4165550123",
    isPhoneConfirmed: true,
    address: "100 Queen St W",
    city: "Toronto",
    postCode: "M5H 2N2",
  },
  {
    role: "tenantAdmin" as const,
    emailAddress: "admin@dutchpot.ca",
    name: "Dutchpot",
    surname: "Admin",
    phoneCountryCode: null,
    phoneNumber: null,
    isPhoneConfirmed: false,
    address: null,
    city: null,
    postCode: null,
  },
];
