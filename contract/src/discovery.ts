import { z } from "zod";
import { OpeningStateSchema } from "./checkout.ts";
import { discoveryLimits } from "./constants/discovery.ts";
import { PagedRequestSchema, pagedResultOf } from "./paging.ts";
import { boolQuerySchema, idQuerySchema, idSchema, numberQuery, text } from "./primitives.ts";
import { ShopKindSchema } from "./shops.ts";

export * from "./constants/discovery.ts";

/**
 * Store discovery (issue 4): near-me search, store lists, store page and shop menu, categories,
 * likes ("saved stores") and geocoding. Paths are under `/api/services/app/`; see `discoveryPaths`.
 */

const idQuery = idQuerySchema;
const boolQuery = boolQuerySchema;
/** A search text (`Keyword`, `Input`). */
const keyword = text({ max: discoveryLimits.maxKeywordLength });
const latitudeQuery = numberQuery(z.number().min(-90).max(90), { fraction: true });
const longitudeQuery = numberQuery(z.number().min(-180).max(180), { fraction: true });

// ---------------------------------------------------------------------------------------------
// Store summaries (near me, lists, search)

/** A product on a store card's slider. */
export const StoreCardProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Dollars, two decimals. */
  unitPrice: z.number(),
  imageUrl: z.string().nullable(),
});
export type StoreCardProduct = z.infer<typeof StoreCardProductSchema>;

/** Spec 000 §3 "Store summary", plus what the map needs (position, distance, address, banner). */
export const StoreSummarySchema = z.object({
  shopId: z.number().int(),
  /** The partner tenant that owns the shop. */
  tenantId: z.number().int(),
  businessName: z.string(),
  kind: ShopKindSchema,
  logoUrl: z.string().nullable(),
  bannerUrl: z.string().nullable(),
  /** Dollars, two decimals. */
  deliveryFee: z.number(),
  address: z.string(),
  city: z.string(),
  postCode: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** Customers may collect orders at the shop (the store card's Pickup button; PickupShopsNearMe). */
  offersPickup: z.boolean(),
  /** Kilometres from the searched point (near-me calls only; null elsewhere). */
  distanceKm: z.number().nullable(),
  /** The caller (a signed-in customer) saved this store; always false for anonymous callers. */
  isSavedShop: z.boolean(),
  /** Same as isSavedShop (both names are read by the client). */
  isLiked: z.boolean(),
  shopDetails: z.object({
    shopName: z.string(),
    tenant: z.object({
      rating: z.number(),
      /** Display text such as "20-35 min" (English; the web app formats the numbers below). */
      deliveryTime: z.string(),
      /** Delivery estimate in whole minutes (min ≤ max); the app formats and translates them. */
      deliveryTimeMin: z.number().int(),
      deliveryTimeMax: z.number().int(),
      deliveryFee: z.number(),
    }),
  }),
  productsInShop: z.array(StoreCardProductSchema),
  /** Open now, and when it closes or next opens (the shop's hours; docs/opening-hours.md). */
  openingState: OpeningStateSchema,
  /** IANA time zone of the shop's hours: the web app shows opening times in it. */
  timeZone: z.string(),
});
export type StoreSummary = z.infer<typeof StoreSummarySchema>;

export const StoreSummaryListSchema = z.object({ items: z.array(StoreSummarySchema) });
export type StoreSummaryList = z.infer<typeof StoreSummaryListSchema>;
export const StoreSummaryPageSchema = pagedResultOf(StoreSummarySchema);
export type StoreSummaryPage = z.infer<typeof StoreSummaryPageSchema>;

/**
 * `POST Shop/NearMe` and `Shop/PickupShopsNearMe` body (misspelt names are the wire contract).
 * radius is in kilometres (0 < radius ≤ 50, default 10). Paging: skipCount/maxResultCount (≤ 100).
 * Result: `{items}` nearest first (no totalCount: counting a dense area would cost more than the page).
 */
export const NearMeRequestSchema = z.object({
  longitutde: z.number().min(-180).max(180),
  latitutde: z.number().min(-90).max(90),
  radius: z.number().gt(0).max(discoveryLimits.maxRadiusKm).default(discoveryLimits.defaultRadiusKm),
  skipCount: z.number().int().min(0).max(10_000).default(0),
  maxResultCount: z.number().int().min(1).max(discoveryLimits.maxNearMePageSize).default(10),
});
export type NearMeRequest = z.infer<typeof NearMeRequestSchema>;

/** `GET Shop/GetAllShopsByCategory?Id=` (a MenuCategory id) with paging. */
export const ShopsByCategoryRequestSchema = PagedRequestSchema.extend({ Id: idQuery });
export type ShopsByCategoryRequest = z.infer<typeof ShopsByCategoryRequestSchema>;

/** `GET Shop/SearchStores?Keyword=`: stores whose name, description, address or products match. */
export const StoreSearchRequestSchema = PagedRequestSchema.extend({
  Keyword: keyword.optional(),
});
export type StoreSearchRequest = z.infer<typeof StoreSearchRequestSchema>;

/** `GET Shop/GetStoreInfo?Id=`: one active store of the request's marketplace. */
export const StoreInfoRequestSchema = z.object({ Id: idQuery });
export type StoreInfoRequest = z.infer<typeof StoreInfoRequestSchema>;

export const StoreTagSchema = z.object({ id: z.number().int(), name: z.string(), imageUrl: z.string().nullable() });
export type StoreTag = z.infer<typeof StoreTagSchema>;

/** Store summary plus the store page's details. */
export const StoreInfoSchema = StoreSummarySchema.extend({
  description: z.string(),
  /** The marketplace's header image (tenant configuration), for stores without a banner. */
  headerImageUrl: z.string().nullable(),
  tags: z.array(StoreTagSchema),
  /** False: pickup only (the cart and the payment refuse delivery). */
  offersDelivery: z.boolean(),
  /** How far from the shop it delivers, in km (the payment refuses a drop-off beyond it). */
  deliveryRadiusKm: z.number(),
});
export type StoreInfo = z.infer<typeof StoreInfoSchema>;

// ---------------------------------------------------------------------------------------------
// Menus

export const AttributeValueSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Dollars, two decimals. */
  cost: z.number(),
  isPreSelected: z.boolean(),
});
export const AttributeMappingSchema = z.object({
  id: z.number().int(),
  textPrompt: z.string(),
  /** 2 = single choice; 3 and 4 = multiple choice. */
  attributeControlType: z.union([z.literal(2), z.literal(3), z.literal(4)]),
  isRequired: z.boolean(),
  attributeValues: z.array(AttributeValueSchema),
});
export type AttributeMapping = z.infer<typeof AttributeMappingSchema>;

/** Spec 000 §3 "Product". */
export const ProductSchema = z.object({
  id: z.number().int(),
  shopId: z.number().int(),
  tagId: z.number().int().nullable(),
  name: z.string(),
  description: z.string(),
  /** Dollars, two decimals. */
  unitPrice: z.number(),
  imageUrl: z.string().nullable(),
  storeName: z.string(),
  /** Listed but cannot be ordered for now (the shop marked it out of stock): show it, refuse Add. */
  isOutOfStock: z.boolean(),
  attributeMappings: z.array(AttributeMappingSchema),
});
export type Product = z.infer<typeof ProductSchema>;
export const ProductPageSchema = pagedResultOf(ProductSchema);
export type ProductPage = z.infer<typeof ProductPageSchema>;

/** `GET FoodMenu/GetMenusByCategory?Keyword=`: products across the marketplace's stores (optionally one MenuCategory). */
export const MenusByCategoryRequestSchema = PagedRequestSchema.extend({
  Keyword: keyword.optional(),
  CategoryId: idQuery.optional(),
});
export type MenusByCategoryRequest = z.infer<typeof MenusByCategoryRequestSchema>;

/**
 * `GET FoodMenu/GetMenusByCategoryTagByShopId`: the shop menu. Paging applies per tag (the shop page
 * shows at most 10 items per category); tags without a matching item are left out when Keyword is set.
 * IsActive=true (the client's value) is the only listing customers get: inactive items never show.
 */
export const ShopMenuRequestSchema = PagedRequestSchema.extend({
  ShopId: idQuery,
  TagId: idQuery.optional(),
  Keyword: keyword.optional(),
  IsActive: boolQuery.optional(),
});
export type ShopMenuRequest = z.infer<typeof ShopMenuRequestSchema>;

export const ShopMenuTagSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  /** Matching items in this tag (before paging). */
  totalCount: z.number().int(),
  items: z.array(ProductSchema),
});
export type ShopMenuTag = z.infer<typeof ShopMenuTagSchema>;

/** Spec 000 §3 "Shop menu result". */
export const ShopMenuSchema = z.object({
  shopId: z.number().int(),
  shopName: z.string(),
  logoUrl: z.string().nullable(),
  bannerUrl: z.string().nullable(),
  /** The marketplace's header image (tenant configuration). */
  headerImageUrl: z.string().nullable(),
  deliveryFee: z.number(),
  /** Display text such as "20-35 min"; deliveryTimeMin/Max carry the same estimate in minutes. */
  deliveryTime: z.string(),
  deliveryTimeMin: z.number().int(),
  deliveryTimeMax: z.number().int(),
  rating: z.number(),
  isLiked: z.boolean(),
  categoryTags: z.array(ShopMenuTagSchema),
});
export type ShopMenu = z.infer<typeof ShopMenuSchema>;

/** `GET FoodMenu/GetMenusByTag?TagId=`: the category view's grid of one tag's products. */
export const MenusByTagRequestSchema = PagedRequestSchema.extend({
  TagId: idQuery,
  Keyword: keyword.optional(),
});
export type MenusByTagRequest = z.infer<typeof MenusByTagRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Marketplace categories

export const MenuCategorySchema = z.object({ id: z.number().int(), name: z.string(), imageUrl: z.string().nullable() });
export type MenuCategory = z.infer<typeof MenuCategorySchema>;
export const MenuCategoryPageSchema = pagedResultOf(MenuCategorySchema);
export const MenuCategoryGetRequestSchema = z.object({ Id: idQuery });

// ---------------------------------------------------------------------------------------------
// Likes (saved stores): a signed-in customer only; idempotent.

export const ShopLikeCreateSchema = z.object({ shopId: idSchema });
export type ShopLikeCreate = z.infer<typeof ShopLikeCreateSchema>;
export const ShopLikeRemoveRequestSchema = z.object({ Id: idQuery });

/** Spec 001 §3 "Liked store". */
export const LikedShopSchema = z.object({
  shopId: z.number().int(),
  shopName: z.string(),
  bannerUrl: z.string().nullable(),
  logoUrl: z.string().nullable(),
});
export type LikedShop = z.infer<typeof LikedShopSchema>;
export const LikedShopListSchema = z.object({ items: z.array(LikedShopSchema) });
export type LikedShopList = z.infer<typeof LikedShopListSchema>;

// ---------------------------------------------------------------------------------------------
// Geocoding (provider layer: local by default; Nominatim or Google by configuration)

/** Spec 000 §3 "Place suggestion" (+ position when the provider knows it without a details call). */
export const PlaceSuggestionSchema = z.object({
  id: z.string(),
  description: z.string(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type PlaceSuggestion = z.infer<typeof PlaceSuggestionSchema>;
export const PlaceSuggestionListSchema = z.object({ items: z.array(PlaceSuggestionSchema) });
export type PlaceSuggestionList = z.infer<typeof PlaceSuggestionListSchema>;

/** `GET Geocoding/GetSuggestions?Input=`: failures give an empty list. */
export const PlaceSuggestionsRequestSchema = z.object({
  Input: text({ max: discoveryLimits.maxKeywordLength, min: 1 }),
  /** Bias towards this point when given. */
  Latitude: latitudeQuery.optional(),
  Longitude: longitudeQuery.optional(),
});
export type PlaceSuggestionsRequest = z.infer<typeof PlaceSuggestionsRequestSchema>;

export const PlaceDetailsSchema = z.object({
  id: z.string(),
  /** Full display text; the client stores it as location.placeName. */
  description: z.string(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  postalCode: z.string().nullable(),
  country: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
});
export type PlaceDetails = z.infer<typeof PlaceDetailsSchema>;

/** `GET Geocoding/GetPlaceDetails?Id=` (an id from a suggestion): 404 when unknown. */
export const PlaceDetailsRequestSchema = z.object({ Id: text({ max: 300, min: 1 }) });

/** `GET Geocoding/Reverse?Latitude=&Longitude=`: failures give address 'Unresolved address'. */
export const ReverseGeocodeRequestSchema = z.object({
  Latitude: latitudeQuery,
  Longitude: longitudeQuery,
});
export type ReverseGeocodeRequest = z.infer<typeof ReverseGeocodeRequestSchema>;

export const ReverseGeocodeSchema = z.object({
  /** Display address, or 'Unresolved address'. */
  address: z.string(),
  city: z.string().nullable(),
  postalCode: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  resolved: z.boolean(),
});
export type ReverseGeocode = z.infer<typeof ReverseGeocodeSchema>;

// ---------------------------------------------------------------------------------------------
