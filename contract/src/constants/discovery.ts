/** Discovery constants (paths, limits, texts): no zod, so the web app can import them cheaply. */

const app = "/api/services/app";

export const discoveryLimits = {
  /** Near-me radius in kilometres: default and maximum. */
  defaultRadiusKm: 10,
  maxRadiusKm: 50,
  /** At most this many stores per near-me page. */
  maxNearMePageSize: 100,
  /** Products shown on a store card (productsInShop). */
  productsPerStoreCard: 10,
  /** Keyword and search text length. */
  maxKeywordLength: 100,
  /** Default delivery estimate text when a shop has none (spec 000 §2). */
  defaultDeliveryTime: "23-25 min",
} as const;

export const unresolvedAddress = "Unresolved address";

/** Every discovery call: verb and path (routes match case-insensitively). */
export const discoveryPaths = {
  nearMe: { method: "POST", path: `${app}/Shop/NearMe` },
  pickupShopsNearMe: { method: "POST", path: `${app}/Shop/PickupShopsNearMe` },
  shopsByCategory: { method: "GET", path: `${app}/Shop/GetAllShopsByCategory` },
  /** Paged store summaries of kind homeChef. */
  homeChefs: { method: "GET", path: `${app}/Shop/GetAllHomeChefs` },
  /** Paged store summaries of kinds convenience and grocery (the grocery store page). */
  convenienceStores: { method: "GET", path: `${app}/Shop/GetAllConvinienceStores` },
  storeInfo: { method: "GET", path: `${app}/Shop/GetStoreInfo` },
  searchStores: { method: "GET", path: `${app}/Shop/SearchStores` },
  menuCategories: { method: "GET", path: `${app}/MenuCategory/GetAll` },
  menuCategory: { method: "GET", path: `${app}/MenuCategory/Get` },
  menusByCategory: { method: "GET", path: `${app}/FoodMenu/GetMenusByCategory` },
  shopMenu: { method: "GET", path: `${app}/FoodMenu/GetMenusByCategoryTagByShopId` },
  menusByTag: { method: "GET", path: `${app}/FoodMenu/GetMenusByTag` },
  likeShop: { method: "POST", path: `${app}/ShopLikeList/Create` },
  unlikeShop: { method: "DELETE", path: `${app}/ShopLikeList/RemoveShopLike` },
  likedShops: { method: "GET", path: `${app}/ShopLikeList/GetAllByCustomer` },
  placeSuggestions: { method: "GET", path: `${app}/Geocoding/GetSuggestions` },
  placeDetails: { method: "GET", path: `${app}/Geocoding/GetPlaceDetails` },
  reverseGeocode: { method: "GET", path: `${app}/Geocoding/Reverse` },
} as const;
