import type { EndpointName } from "../constants/endpoints.ts";
import {
  CreateStorefrontInputSchema,
  TenantByIdQuerySchema,
  TenantDetailSchema,
  TenantIdInputSchema,
  TenantPageSchema,
  TenantsRequestSchema,
  UpdateBrandInputSchema,
} from "../host.ts";
import type { EndpointSpec } from "./spec.ts";

/** The host console's tenants and storefront brands (issue 15, docs/host-console.md). */
export const hostEndpoints = {
  "Tenant.GetAll": {
    summary:
      "Tenants, filtered by keyword, active state and kind: storefronts first, then oldest first (paged; host admins)",
    tag: "Tenant",
    access: "hostAdmin",
    query: TenantsRequestSchema,
    response: TenantPageSchema,
    errors: [400, 401, 403],
  },
  "Tenant.Get": {
    summary: "One tenant with its storefront brand (host admins)",
    tag: "Tenant",
    access: "hostAdmin",
    query: TenantByIdQuerySchema,
    response: TenantDetailSchema,
    errors: [400, 401, 403, 404],
  },
  "Tenant.CreateStorefront": {
    summary: "Create a marketplace tenant with its brand and host names (a host name already served → 409)",
    tag: "Tenant",
    access: "hostAdmin",
    body: CreateStorefrontInputSchema,
    response: TenantDetailSchema,
    errors: [400, 401, 403, 409],
  },
  "Tenant.UpdateBrand": {
    summary: "Replace a marketplace tenant's brand; every instance serves it at once (host admins)",
    tag: "Tenant",
    access: "hostAdmin",
    body: UpdateBrandInputSchema,
    response: TenantDetailSchema,
    errors: [400, 401, 403, 404, 409],
  },
  "Tenant.Deactivate": {
    summary: "Deactivate a tenant: its storefront, shops and users' tokens stop working (not the default storefront)",
    tag: "Tenant",
    access: "hostAdmin",
    body: TenantIdInputSchema,
    response: TenantDetailSchema,
    errors: [400, 401, 403, 404],
  },
  "Tenant.Activate": {
    summary: "Activate a deactivated tenant again (host admins)",
    tag: "Tenant",
    access: "hostAdmin",
    body: TenantIdInputSchema,
    response: TenantDetailSchema,
    errors: [400, 401, 403, 404],
  },
} satisfies Partial<Record<EndpointName, EndpointSpec>>;
