import { benchCentre } from "./near-me-data.ts";
import type { Scenario } from "./scenarios.ts";

const tenant = { "Abp.TenantId": "3" };
const app = "/api/services/app";

/** NearMe around a point (POST body with the wire contract's misspelt names). */
export function nearMeScenario(name: string, radiusKm: number, point = benchCentre, path = "Shop/NearMe"): Scenario {
  return {
    name,
    method: "POST",
    path: `${app}/${path}`,
    headers: tenant,
    body: { latitutde: point.latitude, longitutde: point.longitude, radius: radiusKm, maxResultCount: 10 },
  };
}

/** The shop menu call as the store page makes it (first page of every tag). */
export function shopMenuScenario(shopId: number, keyword?: string): Scenario {
  const search = keyword ? `&Keyword=${encodeURIComponent(keyword)}` : "";
  return {
    name: `FoodMenu/GetMenusByCategoryTagByShopId (shop ${shopId}${keyword ? `, keyword "${keyword}"` : ""})`,
    method: "GET",
    path: `${app}/FoodMenu/GetMenusByCategoryTagByShopId?ShopId=${shopId}&IsActive=true&SkipCount=0&MaxResultCount=10${search}`,
    headers: tenant,
  };
}
