import type { EndpointName } from "../constants/endpoints.ts";
import {
  CreateRiderApplicationInputSchema,
  CreateTenantInputSchema,
  IsTenantAvailableInputSchema,
  IsTenantAvailableResultSchema,
  RegisterTenantInputSchema,
  RegisterTenantResultSchema,
  ReviewRiderApplicationInputSchema,
  RiderApplicationPageSchema,
  RiderApplicationSchema,
  RiderApplicationsRequestSchema,
  TenantDtoSchema,
} from "../partners.ts";
import type { EndpointSpec } from "./spec.ts";

/** Partner pages (issue 15): registration into tenants, the host's Tenant/Create, console sign-in, rider applications. */
export const partnersEndpoints = {
  "Tenant.Register": {
    summary: "Register a partner business: its tenant, admin and (not yet live) shop; sends the onboarding email",
    tag: "Tenant",
    access: "public",
    body: RegisterTenantInputSchema,
    response: RegisterTenantResultSchema,
    errors: [400, 409],
  },
  "Tenant.Create": {
    summary: "Create a partner tenant and its admin (host admins); the admin gets a password-set code by email",
    tag: "Tenant",
    access: "hostAdmin",
    body: CreateTenantInputSchema,
    response: TenantDtoSchema,
    errors: [400, 401, 403, 409],
  },
  "Account.IsTenantAvailable": {
    summary: "Whether a tenancy name exists and is active (state 1 available, 2 inactive, 3 not found)",
    tag: "Account",
    access: "public",
    body: IsTenantAvailableInputSchema,
    response: IsTenantAvailableResultSchema,
    errors: [400],
  },
  "RiderApplication.Create": {
    summary: "Apply to ride: stored for the storefront's host admins to review",
    tag: "RiderApplication",
    access: "public",
    body: CreateRiderApplicationInputSchema,
    response: RiderApplicationSchema,
    errors: [400],
  },
  "RiderApplication.GetAll": {
    summary: "Rider applications, newest first, optionally of one status (host admins)",
    tag: "RiderApplication",
    access: "hostAdmin",
    query: RiderApplicationsRequestSchema,
    response: RiderApplicationPageSchema,
    errors: [400, 401, 403],
  },
  "RiderApplication.Review": {
    summary: "Approve or reject a pending rider application (host admins)",
    tag: "RiderApplication",
    access: "hostAdmin",
    body: ReviewRiderApplicationInputSchema,
    response: RiderApplicationSchema,
    errors: [400, 401, 403, 404, 409],
  },
} satisfies Partial<Record<EndpointName, EndpointSpec>>;
