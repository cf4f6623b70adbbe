/** Discovery constants (paths, limits, texts): no zod, so the web app can import them cheaply. */

import { endpoints } from "./endpoints.ts";

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
  /** The same default estimate in minutes (deliveryTimeMin/deliveryTimeMax). */
  defaultDeliveryTimeMin: 23,
  defaultDeliveryTimeMax: 25,
} as const;

export const unresolvedAddress = "Unresolved address";

/** The discovery calls under their older short names; the map in `endpoints.ts` is the source. */
export const discoveryPaths = {
  nearMe: endpoints["Shop.NearMe"],
  pickupShopsNearMe: endpoints["Shop.PickupShopsNearMe"],
  shopsByCategory: endpoints["Shop.GetAllShopsByCategory"],
  homeChefs: endpoints["Shop.GetAllHomeChefs"],
  convenienceStores: endpoints["Shop.GetAllConvinienceStores"],
  storeInfo: endpoints["Shop.GetStoreInfo"],
  searchStores: endpoints["Shop.SearchStores"],
  menuCategories: endpoints["MenuCategory.GetAll"],
  menuCategory: endpoints["MenuCategory.Get"],
  menusByCategory: endpoints["FoodMenu.GetMenusByCategory"],
  shopMenu: endpoints["FoodMenu.GetMenusByCategoryTagByShopId"],
  menusByTag: endpoints["FoodMenu.GetMenusByTag"],
  likeShop: endpoints["ShopLikeList.Create"],
  unlikeShop: endpoints["ShopLikeList.RemoveShopLike"],
  likedShops: endpoints["ShopLikeList.GetAllByCustomer"],
  placeSuggestions: endpoints["Geocoding.GetSuggestions"],
  placeDetails: endpoints["Geocoding.GetPlaceDetails"],
  reverseGeocode: endpoints["Geocoding.Reverse"],
} as const;
