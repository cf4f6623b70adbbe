import { nearMeScenario, shopMenuScenario } from "./near-me-scenarios.ts";

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

const app = "/api/services/app";

/** `ShopType/GetAll` as the web app asks for it: the read-only yardstick of the older tables. */
export const shopTypes: Scenario = {
  name: "ShopType/GetAll",
  method: "GET",
  path: `${app}/ShopType/GetAll?SkipCount=0&MaxResultCount=50`,
  headers: tenant,
};

/** Ids the storefront scenarios need, read from the seeded demo marketplace through the API. */
export interface DemoIds {
  /** The flagship kitchen (the demo seed inserts it first). */
  shopId: number;
  /** The flagship's menu section with the most items. */
  tagId: number;
  /** The first marketplace category (the near-me page's first chip). */
  categoryId: number;
}

async function resultOf<T>(baseUrl: string, path: string): Promise<T> {
  const res = await fetch(`${baseUrl}${app}/${path}`, { headers: tenant });
  const body = (await res.json()) as { result: T };
  if (!res.ok) throw new Error(`GET ${path} → ${res.status} ${JSON.stringify(body)}`);
  return body.result;
}

/** Reads the ids of `DemoIds` from a running server. */
export async function demoIds(baseUrl: string, shopId = 1): Promise<DemoIds> {
  const menu = await resultOf<{ categoryTags: { id: number; totalCount: number }[] }>(
    baseUrl,
    `FoodMenu/GetMenusByCategoryTagByShopId?ShopId=${shopId}&IsActive=true&SkipCount=0&MaxResultCount=10`,
  );
  const [tag] = [...menu.categoryTags].sort((a, b) => b.totalCount - a.totalCount);
  const categories = await resultOf<{ items: { id: number }[] }>(
    baseUrl,
    "MenuCategory/GetAll?SkipCount=0&MaxResultCount=50",
  );
  if (!tag || !categories.items[0]) throw new Error("the demo marketplace has no menu section or no category");
  return { shopId, tagId: tag.id, categoryId: categories.items[0].id };
}

/**
 * The storefront's read calls (issue 17's table), each as the web app sends it (its page sizes),
 * on the seeded demo marketplace. The cart rows need set-up: `cart-scenarios.ts`.
 */
export function storefrontScenarios(ids: DemoIds): Scenario[] {
  const get = (name: string, path: string): Scenario => ({
    name,
    method: "GET",
    path: `${app}/${path}`,
    headers: tenant,
  });
  return [
    { name: "/health/live (the plugin stack alone)", method: "GET", path: "/health/live" },
    shopTypes,
    get(
      `FoodMenu/GetMenusByTag (tag ${ids.tagId}, 10 items)`,
      `FoodMenu/GetMenusByTag?TagId=${ids.tagId}&SkipCount=0&MaxResultCount=10`,
    ),
    shopMenuScenario(ids.shopId),
    get(`Shop/GetStoreInfo (shop ${ids.shopId})`, `Shop/GetStoreInfo?Id=${ids.shopId}`),
    get(
      `Shop/GetAllShopsByCategory (category ${ids.categoryId}, page of 100)`,
      `Shop/GetAllShopsByCategory?Id=${ids.categoryId}&SkipCount=0&MaxResultCount=100`,
    ),
    get(
      "Shop/GetAllConvinienceStores (grocery list, page of 100)",
      "Shop/GetAllConvinienceStores?SkipCount=0&MaxResultCount=100",
    ),
    get("MenuCategory/GetAll (page of 50)", "MenuCategory/GetAll?SkipCount=0&MaxResultCount=50"),
    nearMeScenario("Shop/NearMe (demo, 10 km, 10 stores)", 10),
  ];
}
