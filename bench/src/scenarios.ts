import { nearMeScenarios } from "./near-me-scenarios.ts";

/** One load scenario: a request autocannon repeats for `seconds` with `connections` in flight. */
export interface Scenario {
  name: string;
  method: "GET" | "POST";
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** The demo storefront tenant (seeded). */
export const tenant = { "Abp.TenantId": "3" };

/** Scenarios on the seeded demo marketplace. Later modules add theirs here. */
export const scenarios: Scenario[] = [
  { name: "health/ready (database round trip)", method: "GET", path: "/health/ready" },
  { name: "ShopType/GetAll", method: "GET", path: "/api/services/app/ShopType/GetAll", headers: tenant },
  {
    name: "Country/Getall (countries with states)",
    method: "GET",
    path: "/api/services/app/Country/Getall",
    headers: tenant,
  },
  {
    name: "Shop/GetShopTags (page of 20)",
    method: "GET",
    path: "/api/services/app/Shop/GetShopTags?SkipCount=0&MaxResultCount=20",
    headers: tenant,
  },
  ...nearMeScenarios,
];
