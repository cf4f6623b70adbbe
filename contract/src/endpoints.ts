import { z } from "zod";
import {
  AddCartItemInputSchema,
  CartByCustomerRequestSchema,
  CartChangedEventSchema,
  CartEventsQuerySchema,
  CartListSchema,
  CartSchema,
  CreateCartInputSchema,
  UpdateCartInputSchema,
  UpdateCartItemInputSchema,
} from "./cart.ts";
import { type EndpointName, endpoints } from "./constants/endpoints.ts";
import {
  LikedShopListSchema,
  LikedShopSchema,
  MenuCategoryGetRequestSchema,
  MenuCategoryPageSchema,
  MenuCategorySchema,
  MenusByCategoryRequestSchema,
  MenusByTagRequestSchema,
  NearMeRequestSchema,
  PlaceDetailsRequestSchema,
  PlaceDetailsSchema,
  PlaceSuggestionListSchema,
  PlaceSuggestionsRequestSchema,
  ProductPageSchema,
  ReverseGeocodeRequestSchema,
  ReverseGeocodeSchema,
  ShopLikeCreateSchema,
  ShopLikeRemoveRequestSchema,
  ShopMenuRequestSchema,
  ShopMenuSchema,
  ShopsByCategoryRequestSchema,
  StoreInfoRequestSchema,
  StoreInfoSchema,
  StoreSearchRequestSchema,
  StoreSummaryListSchema,
  StoreSummaryPageSchema,
} from "./discovery.ts";
import { CountryListSchema } from "./geo.ts";
import {
  AuthenticateInputSchema,
  AuthenticateResultSchema,
  ChangePasswordInputSchema,
  ConfirmPhoneInputSchema,
  CustomerProfileSchema,
  DataArchiveSchema,
  GeneratePhoneCodeInputSchema,
  GetCustomerInputSchema,
  RegisterCustomerInputSchema,
  ResetPasswordInputSchema,
  SendPasswordResetCodeInputSchema,
  UpdateProfileInputSchema,
} from "./identity.ts";
import { PagedRequestSchema } from "./paging.ts";
import type { WireOf } from "./primitives.ts";
import { ShopTagPageSchema, ShopTagsRequestSchema, ShopTypePageSchema } from "./shops.ts";

export * from "./constants/endpoints.ts";

/**
 * Who may call: `public` (anybody; a bearer token, when sent, personalises the answer), `signedIn`
 * (a bearer token) or `cartOwner` (a bearer token or a guest's `X-Guest-Id`).
 */
export type EndpointAccess = "public" | "signedIn" | "cartOwner";

/** The client errors a call answers on its own (every call may also give 429: `everyCallErrors`). */
export type EndpointError = 400 | 401 | 403 | 404 | 409;

/** Any call may answer 429 (rate limit, with `Retry-After`). */
export const everyCallErrors = [429] as const;

export interface EndpointSpec {
  /** One line for the OpenAPI summary. */
  summary: string;
  /** The OpenAPI tag (the ABP service name). */
  tag: string;
  access: EndpointAccess;
  /** JSON body (also form data where `consumes` says so). */
  body?: z.ZodType;
  /** Query string (keys match case-insensitively). */
  query?: z.ZodType;
  /** The envelope's `result` on success. */
  response: z.ZodType;
  errors: readonly EndpointError[];
  /**
   * Set on server-sent-event calls: the answer is `text/event-stream` and `response` is the data
   * of each event (no envelope). Read them with an EventSource, not callApi.
   */
  eventStream?: true;
  /** Other success answers, such as a 304. */
  otherResponses?: Record<number, z.ZodType>;
  consumes?: readonly string[];
}

const nothing = z.null();

/**
 * The endpoint map's schemas: one entry per call of `endpoints`, with what it takes, what it
 * answers and the client errors it can give. The server registers its routes from it
 * (`defineRoute`); the web app derives its call types from it (`import type` only).
 */
export const endpointSchemas = {
  // ── Identity ────────────────────────────────────────────────────────────────────────────────
  "TokenAuth.Authenticate": {
    summary: "Sign in with email (or user name) and password",
    tag: "TokenAuth",
    access: "public",
    body: AuthenticateInputSchema,
    response: AuthenticateResultSchema,
    errors: [400, 403],
  },
  "Account.SendPasswordResetCode": {
    summary: "Send a password reset code by email or SMS (same answer whether the account exists or not)",
    tag: "Account",
    access: "public",
    body: SendPasswordResetCodeInputSchema,
    response: nothing,
    errors: [400, 403],
  },
  "Account.ResetPassword": {
    summary: "Set a new password with a reset code; signs every session out",
    tag: "Account",
    access: "public",
    body: ResetPasswordInputSchema,
    response: z.literal(true),
    errors: [400, 403],
  },
  "User.ChangePassword": {
    summary: "Change the password (current password required); returns a fresh sign-in",
    tag: "User",
    access: "signedIn",
    body: ChangePasswordInputSchema,
    response: AuthenticateResultSchema,
    errors: [400, 401, 403],
  },
  "Customers.Register": {
    summary: "Sign up as a customer",
    tag: "Customers",
    access: "public",
    body: RegisterCustomerInputSchema,
    response: CustomerProfileSchema,
    errors: [400, 403, 409],
  },
  "Customers.GeneratePhoneConfirmationCode": {
    summary: "Send a 6-digit phone verification code by SMS (form data)",
    tag: "Customers",
    access: "public",
    body: GeneratePhoneCodeInputSchema,
    response: nothing,
    errors: [400, 403, 409],
    consumes: ["application/x-www-form-urlencoded", "multipart/form-data", "application/json"],
  },
  "Customers.ConfirmPhoneNumber": {
    summary: "Confirm the phone with its code; signs in",
    tag: "Customers",
    access: "public",
    body: ConfirmPhoneInputSchema,
    response: AuthenticateResultSchema,
    errors: [400, 403, 409],
  },
  "Customers.UpdateProfile": {
    summary: "Update the own profile",
    tag: "Customers",
    access: "signedIn",
    body: UpdateProfileInputSchema,
    response: CustomerProfileSchema,
    errors: [400, 401, 403, 409],
  },
  "Customers.Profile": {
    summary: "The own profile",
    tag: "Customers",
    access: "signedIn",
    response: CustomerProfileSchema,
    errors: [401, 403],
  },
  "Customers.Get": {
    summary: "The own profile by id (another id: 404)",
    tag: "Customers",
    access: "signedIn",
    query: GetCustomerInputSchema,
    response: CustomerProfileSchema,
    errors: [400, 401, 403, 404],
  },
  "Customers.ExportMyData": {
    summary: "Download everything held about the caller (JSON attachment)",
    tag: "Customers",
    access: "signedIn",
    response: DataArchiveSchema,
    errors: [401, 403],
  },
  "Customers.DeleteCustomer": {
    summary: "Delete the own account and personal data",
    tag: "Customers",
    access: "signedIn",
    response: nothing,
    errors: [401, 403],
  },
  "Country.Getall": {
    summary: "Countries with their states or provinces (ETag; 304 on If-None-Match)",
    tag: "Country",
    access: "public",
    response: CountryListSchema,
    errors: [],
    otherResponses: { 304: z.null().describe("Not modified: the list still matches If-None-Match") },
  },

  // ── Shop directory and discovery ───────────────────────────────────────────────────────────
  "ShopType.GetAll": {
    summary: "Shop types (paged)",
    tag: "ShopType",
    access: "public",
    query: PagedRequestSchema,
    response: ShopTypePageSchema,
    errors: [400],
  },
  "Shop.GetShopTags": {
    summary: "Menu sections of the marketplace's shops, or of one shop (paged)",
    tag: "Shop",
    access: "public",
    query: ShopTagsRequestSchema,
    response: ShopTagPageSchema,
    errors: [400],
  },
  "Shop.NearMe": {
    summary: "Stores within a radius of a point, nearest first",
    tag: "Shop",
    access: "public",
    body: NearMeRequestSchema,
    response: StoreSummaryListSchema,
    errors: [400],
  },
  "Shop.PickupShopsNearMe": {
    summary: "Stores offering pickup within a radius of a point, nearest first",
    tag: "Shop",
    access: "public",
    body: NearMeRequestSchema,
    response: StoreSummaryListSchema,
    errors: [400],
  },
  "Shop.GetAllShopsByCategory": {
    summary: "Stores selling in a marketplace category (paged)",
    tag: "Shop",
    access: "public",
    query: ShopsByCategoryRequestSchema,
    response: StoreSummaryPageSchema,
    errors: [400],
  },
  "Shop.GetAllHomeChefs": {
    summary: "Home chefs (paged)",
    tag: "Shop",
    access: "public",
    query: PagedRequestSchema,
    response: StoreSummaryPageSchema,
    errors: [400],
  },
  "Shop.GetAllConvinienceStores": {
    summary: "Convenience and grocery stores (paged)",
    tag: "Shop",
    access: "public",
    query: PagedRequestSchema,
    response: StoreSummaryPageSchema,
    errors: [400],
  },
  "Shop.SearchStores": {
    summary: "Stores whose name, description, address or products match a keyword (paged)",
    tag: "Shop",
    access: "public",
    query: StoreSearchRequestSchema,
    response: StoreSummaryPageSchema,
    errors: [400],
  },
  "Shop.GetStoreInfo": {
    summary: "One store of the marketplace, with its page's details",
    tag: "Shop",
    access: "public",
    query: StoreInfoRequestSchema,
    response: StoreInfoSchema,
    errors: [400, 404],
  },
  "MenuCategory.GetAll": {
    summary: "Marketplace categories (paged)",
    tag: "MenuCategory",
    access: "public",
    query: PagedRequestSchema,
    response: MenuCategoryPageSchema,
    errors: [400],
  },
  "MenuCategory.Get": {
    summary: "One marketplace category",
    tag: "MenuCategory",
    access: "public",
    query: MenuCategoryGetRequestSchema,
    response: MenuCategorySchema,
    errors: [400, 404],
  },
  "FoodMenu.GetMenusByCategory": {
    summary: "Products in a marketplace category (paged)",
    tag: "FoodMenu",
    access: "public",
    query: MenusByCategoryRequestSchema,
    response: ProductPageSchema,
    errors: [400],
  },
  "FoodMenu.GetMenusByCategoryTagByShopId": {
    summary: "A shop's menu, grouped by its sections",
    tag: "FoodMenu",
    access: "public",
    query: ShopMenuRequestSchema,
    response: ShopMenuSchema,
    errors: [400, 404],
  },
  "FoodMenu.GetMenusByTag": {
    summary: "Products of one menu section (paged)",
    tag: "FoodMenu",
    access: "public",
    query: MenusByTagRequestSchema,
    response: ProductPageSchema,
    errors: [400],
  },
  "ShopLikeList.Create": {
    summary: "Save a store (idempotent; customers only)",
    tag: "ShopLikeList",
    access: "signedIn",
    body: ShopLikeCreateSchema,
    response: LikedShopSchema,
    errors: [400, 401, 403, 404],
  },
  "ShopLikeList.RemoveShopLike": {
    summary: "Forget a saved store (idempotent; customers only)",
    tag: "ShopLikeList",
    access: "signedIn",
    query: ShopLikeRemoveRequestSchema,
    response: nothing,
    errors: [400, 401, 403],
  },
  "ShopLikeList.GetAllByCustomer": {
    summary: "The caller's saved stores (customers only)",
    tag: "ShopLikeList",
    access: "signedIn",
    response: LikedShopListSchema,
    errors: [401, 403],
  },
  "Geocoding.GetSuggestions": {
    summary: "Address suggestions for typed text (an empty list when the provider fails)",
    tag: "Geocoding",
    access: "public",
    query: PlaceSuggestionsRequestSchema,
    response: PlaceSuggestionListSchema,
    errors: [400],
  },
  "Geocoding.GetPlaceDetails": {
    summary: "A suggestion's full address and coordinates",
    tag: "Geocoding",
    access: "public",
    query: PlaceDetailsRequestSchema,
    response: PlaceDetailsSchema,
    errors: [400, 404],
  },
  "Geocoding.Reverse": {
    summary: "The address at a point ('Unresolved address' when none is found)",
    tag: "Geocoding",
    access: "public",
    query: ReverseGeocodeRequestSchema,
    response: ReverseGeocodeSchema,
    errors: [400],
  },

  // ── Shopping carts ─────────────────────────────────────────────────────────────────────────
  "ShoppingCart.Create": {
    summary: "The open cart of a shop (created if missing), with the given items added",
    tag: "ShoppingCart",
    access: "cartOwner",
    body: CreateCartInputSchema,
    response: CartSchema,
    errors: [400, 401, 403, 404, 409],
  },
  "ShoppingCart.AddShoppingCartItem": {
    summary: "Add an item with options; an identical line grows instead",
    tag: "ShoppingCart",
    access: "cartOwner",
    body: AddCartItemInputSchema,
    response: CartSchema,
    errors: [400, 401, 403, 404, 409],
  },
  "ShoppingCart.UpdateShoppingCartItem": {
    summary: "Set a line's quantity (0 removes it) or change it by quantityDelta",
    tag: "ShoppingCart",
    access: "cartOwner",
    body: UpdateCartItemInputSchema,
    response: CartSchema,
    errors: [400, 401, 403, 404],
  },
  "ShoppingCart.GetCustomersCarts": {
    summary: "The caller's open carts",
    tag: "ShoppingCart",
    access: "cartOwner",
    response: CartListSchema,
    errors: [401, 403],
  },
  "ShoppingCart.GetByCustomer": {
    summary: "One of the caller's open carts, by id or by shopId",
    tag: "ShoppingCart",
    access: "cartOwner",
    query: CartByCustomerRequestSchema,
    response: CartSchema,
    errors: [400, 401, 403, 404],
  },
  "ShoppingCart.UpdateShoppingCart": {
    summary: "Drop-off details, pin (within 4 km of the address), pickup and schedule",
    tag: "ShoppingCart",
    access: "cartOwner",
    body: UpdateCartInputSchema,
    response: CartListSchema,
    errors: [400, 401, 403, 404],
  },
  "ShoppingCart.Events": {
    summary: "Server-sent events: cart.changed {cartId, shopId} for the caller's carts (Last-Event-ID replays)",
    tag: "ShoppingCart",
    access: "cartOwner",
    query: CartEventsQuerySchema,
    response: CartChangedEventSchema,
    eventStream: true,
    errors: [400, 401, 403],
  },
} satisfies { [K in EndpointName]: EndpointSpec };

export type EndpointSchemas = typeof endpointSchemas;

/** The calls answering JSON in the envelope (every call but the server-sent-event streams). */
export type JsonEndpointName = {
  [K in EndpointName]: EndpointSchemas[K] extends { eventStream: true } ? never : K;
}[EndpointName];

/** A call's whole definition: verb and path from `endpoints`, schemas from `endpointSchemas`. */
export const endpointOf = <K extends EndpointName>(name: K) => ({ ...endpoints[name], ...endpointSchemas[name] });

type SchemaOf<K extends EndpointName, Part extends "body" | "query"> = EndpointSchemas[K] extends {
  [P in Part]: infer S extends z.ZodType;
}
  ? S
  : undefined;

type Sent<S> = S extends z.ZodType ? WireOf<S> : undefined;
type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** The body a client sends (`undefined` when the call takes none). */
export type EndpointBody<K extends EndpointName> = Sent<SchemaOf<K, "body">>;
/** The query a client sends (`undefined` when the call takes none). */
export type EndpointQuery<K extends EndpointName> = Sent<SchemaOf<K, "query">>;
/** The body a handler receives, validated and transformed. */
export type EndpointParsedBody<K extends EndpointName> = Parsed<SchemaOf<K, "body">>;
/** The query a handler receives, validated and transformed. */
export type EndpointParsedQuery<K extends EndpointName> = Parsed<SchemaOf<K, "query">>;
/** The envelope's `result` as the client receives it. */
export type EndpointResult<K extends EndpointName> = z.output<EndpointSchemas[K]["response"]>;
/** What a handler may put in the envelope's `result` (before serialisation). */
export type EndpointReply<K extends EndpointName> = z.input<EndpointSchemas[K]["response"]>;
