import { randomBytes } from "node:crypto";
import type { Row } from "../expectations.ts";

/**
 * Host console (issue 15): tenants and white-label storefronts, rider applications, Tenant/Create.
 * Host admins only; brand, deactivate and activate act on a storefront seeded for them.
 */
const fresh = () => randomBytes(4).toString("hex");
const brand = (name: string) => ({
  name,
  tagline: "Groceries from the islands",
  logoUrl: "/media/brand/logo.svg",
  headerImageUrl: null,
  primaryColor: "#0b5d3b",
  metaTitle: `${name} – groceries`,
  metaDescription: "Island groceries, delivered.",
});

export const hostRows: Record<string, Row> = {
  "Tenant.GetAll": { access: "hostAdmin", request: () => ({ query: { SkipCount: 0, MaxResultCount: 10 } }) },
  "Tenant.Get": { access: "hostAdmin", request: ({ consoles }) => ({ query: { id: consoles.partnerA.tenantId } }) },
  "Tenant.CreateStorefront": {
    access: "hostAdmin",
    request: () => {
      const id = fresh();
      return { body: { ...brand(`Matrix ${id}`), tenancyName: `matrix-${id}`, hostNames: [`matrix-${id}.localhost`] } };
    },
  },
  "Tenant.UpdateBrand": {
    access: "hostAdmin",
    request: ({ consoles }) => ({
      body: {
        id: consoles.storefrontTenantId,
        ...brand("Matrix Storefront"),
        hostNames: [`brand-${fresh()}.localhost`],
      },
    }),
  },
  "Tenant.Deactivate": {
    access: "hostAdmin",
    request: ({ consoles }) => ({ body: { id: consoles.storefrontTenantId } }),
    last: 1,
  },
  "Tenant.Activate": {
    access: "hostAdmin",
    request: ({ consoles }) => ({ body: { id: consoles.storefrontTenantId } }),
    last: 2,
  },
  "Tenant.Create": {
    access: "hostAdmin",
    request: () => {
      const id = fresh();
      return {
        body: { tenancyName: `partner-${id}`, name: `Partner ${id}`, adminEmailAddress: `owner-${id}@example.com` },
      };
    },
  },
  "RiderApplication.GetAll": { access: "hostAdmin", request: () => ({ query: { SkipCount: 0, MaxResultCount: 10 } }) },
  "RiderApplication.Review": {
    access: "hostAdmin",
    request: ({ consoles }) => ({ body: { id: consoles.riderApplicationId, approve: true } }),
  },
};
