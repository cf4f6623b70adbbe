import { randomUUID } from "node:crypto";
import { card } from "../../src/modules/checkout/checkout.test-app.ts";
import { hostRows } from "./rows/host.ts";
import { mediaRows } from "./rows/media.ts";
import { merchantMenuRows } from "./rows/merchant-menu.ts";
import { merchantOrdersRows } from "./rows/merchant-orders.ts";
import { merchantPromotionsRows } from "./rows/merchant-promotions.ts";
import { merchantShopRows } from "./rows/merchant-shop.ts";
import { partnersRows } from "./rows/partners.ts";
import type { Seeded, Target } from "./world.ts";

/**
 * THE authorization table (issue 13): one row per operation the app registers, named by the
 * contract's endpoint name (`Orders.Get`) or, for a route outside the contract, `"GET /path"`.
 * A registered route without a row, or a row without a route, fails authorization-matrix.test.ts.
 * How to add a row: README.md next to this file.
 */

export const principals = [
  "anonymous",
  "guestA",
  "guestB",
  "customerA",
  "customerB",
  "tenantAdmin",
  "otherTenantCustomer",
  "expiredToken",
  "tamperedToken",
  "algNoneToken",
  "wrongTenantHeader",
  "partnerAdminA",
  "partnerAdminB",
  "hostAdmin",
] as const;
export type Principal = (typeof principals)[number];

/**
 * What one cell expects: `allowed` = the call got past authorization (any status below 500 but
 * 401 and 403: 2xx, or a 400/404/409 of the call's own rules); `success` = 2xx or 3xx; a number =
 * exactly that status.
 */
export type Outcome = "allowed" | "success" | 400 | 401 | 403 | 404;

/**
 * Who may call (docs/decisions/012-request-context.md):
 * - `public`: anybody; a token, valid or not, changes nothing about access.
 * - `signIn`: anonymous identity calls (sign-in, sign-up, codes): anybody, but a signed-in caller
 *   must be on their own storefront (403).
 * - `cartOwner`: a signed-in user or a guest (`X-Guest-Id`) on their own storefront; nobody → 401.
 * - `ownAccount`: a signed-in user on their own storefront (401 otherwise, 403 on another storefront).
 * - `customerRole`: as `ownAccount`, and the user must hold the customer role (a tenant admin: 403).
 * - `tenantAdmin` (merchant console, decision 031): a tenant admin, for their own tenant only; a
 *   customer or a host admin → 403; another tenant's ids → 404 (rows in `rows/`).
 * - `hostAdmin` (host console): a host admin (no tenant); anyone else signed in → 403.
 */
export type Access = "public" | "signIn" | "cartOwner" | "ownAccount" | "customerRole" | "tenantAdmin" | "hostAdmin";

/** The forged tokens sign nobody in: they are treated as no token at all. */
const signedOut = { anonymous: 401, expiredToken: 401, tamperedToken: 401, algNoneToken: 401 } as const;
const otherStorefront = { otherTenantCustomer: 403, wrongTenantHeader: 403 } as const;
const everybody = Object.fromEntries(principals.map((p) => [p, "allowed"])) as Record<Principal, Outcome>;

/**
 * Partner admins belong to their partner tenant, not to storefront 3: on the storefront's own-data
 * calls they are on another storefront (403), like any user of another tenant (decision 012).
 */
const partnerAdmins = { partnerAdminA: 403, partnerAdminB: 403 } as const;
const guests = { guestA: 401, guestB: 401 } as const;
const customers = { customerA: 403, customerB: 403, ...otherStorefront } as const;

export const byAccess: Record<Access, Record<Principal, Outcome>> = {
  public: everybody,
  signIn: { ...everybody, ...otherStorefront, ...partnerAdmins },
  cartOwner: { ...everybody, ...signedOut, ...otherStorefront, ...partnerAdmins },
  ownAccount: { ...everybody, ...signedOut, ...guests, ...otherStorefront, ...partnerAdmins },
  customerRole: {
    ...everybody,
    ...signedOut,
    ...guests,
    tenantAdmin: 403,
    ...otherStorefront,
    ...partnerAdmins,
    hostAdmin: 403,
  },
  // The marketplace's own admin (tenantAdmin) and partner B are tenant admins too: allowed, and a
  // row's notOwner narrows them to 404 on partner A's ids.
  tenantAdmin: { ...everybody, ...signedOut, ...guests, ...customers, hostAdmin: 403 },
  hostAdmin: {
    ...everybody,
    ...signedOut,
    ...guests,
    ...customers,
    tenantAdmin: 403,
    partnerAdminA: 403,
    partnerAdminB: 403,
  },
};

/** One request: query, JSON body, extra headers; `path` replaces a wildcard route's path. */
export interface Sample {
  query?: Record<string, string | number>;
  body?: unknown;
  headers?: Record<string, string>;
  path?: string;
}

export interface Row {
  access: Access;
  /**
   * The request every principal sends, pointing at `target`'s resources (customer A's, or guest A's
   * for cart-owner calls). Built afresh for each call (unique emails, one-time card tokens).
   */
  request: (seeded: Seeded, target: Target) => Sample | Promise<Sample>;
  /** An allowed caller who does not own the target's id gets this: 404 (never 403, so ids reveal nothing). */
  notOwner?: 404;
  /** What the owner gets with the sample (default `success`): it proves the sample is a valid call. */
  owner?: Outcome;
  /** Cells that differ from the access class, each with its reason in a comment. */
  overrides?: Partial<Record<Principal, Outcome>>;
  /** Runs after the other rows, in this order (it uses up the target or the caller). */
  last?: number;
  /** A server-sent-event stream: read the status and headers, then close it. */
  stream?: true;
}

const unique = () => randomUUID().slice(0, 8);
let phones = 0;
/** A phone number nobody has used (the code throttles count per number). */
const freshPhone = () => `416${String(5_000_000 + (phones++ % 4_000_000)).padStart(7, "0")}`;
const tokenizeBody = () => ({
  cardNumber: card("approve"),
  expiryMonth: 12,
  expiryYear: new Date().getUTCFullYear() + 2,
  cvv: "123",
});
/** A one-time sandbox card token, as the browser gets it. */
async function cardToken(seeded: Seeded): Promise<string> {
  const res = await seeded.world.ctx.app.inject({
    method: "POST",
    url: "/api/services/app/Payments/TokenizeCard",
    headers: { "Abp.TenantId": "3" },
    payload: tokenizeBody(),
  });
  return res.json().result.token;
}

const paging = { SkipCount: 0, MaxResultCount: 10 };

export const expectations: Record<string, Row> = {
  // Identity: sign-in, codes, the own account.
  "TokenAuth.Authenticate": {
    access: "signIn",
    request: ({ signer }) => ({ body: { userNameOrEmailAddress: signer.email, password: signer.password } }),
  },
  "Account.SendPasswordResetCode": {
    access: "signIn",
    // An address of its own per call: the code throttle counts per recipient.
    request: () => ({ body: { emailAddress: `reset-${unique()}@example.com` } }),
  },
  "Account.ResetPassword": {
    access: "signIn",
    // A wrong code: the call is reached and refused by its own rule (the reset itself: auth's tests).
    owner: 400,
    request: ({ signer }) => ({ body: { emailAddress: signer.email, code: "000000", newPassword: "New-pass-123" } }),
  },
  "User.ChangePassword": {
    access: "ownAccount",
    // Only the target knows its current password: everyone else is refused by the rule (400).
    request: (_, target) => ({ body: { currentPassword: target.password, newPassword: "Changed-pass-1" } }),
    last: 4,
  },
  "Customers.Register": {
    access: "signIn",
    request: () => {
      const id = unique();
      return {
        body: {
          name: "New",
          surname: "Customer",
          emailAddress: `new-${id}@example.com`,
          password: "Register-1",
          phoneNumber: `+1${freshPhone()}`,
        },
      };
    },
  },
  "Customers.GeneratePhoneConfirmationCode": {
    access: "signIn",
    request: () => ({ body: { phoneNumber: freshPhone(), countryCode: "+1" } }),
  },
  "Customers.ConfirmPhoneNumber": {
    access: "signIn",
    // A wrong code: reached, refused by its own rule (confirmation itself: customers' tests).
    owner: 400,
    request: () => ({ body: { confirmationCode: "000000", phoneNumber: freshPhone(), countryCode: "+1" } }),
  },
  "Customers.UpdateProfile": { access: "ownAccount", request: () => ({ body: { city: "Toronto" } }) },
  "Customers.Profile": { access: "ownAccount", request: () => ({}) },
  "Customers.Get": { access: "ownAccount", notOwner: 404, request: (_, t) => ({ query: { id: t.userId } }) },
  "Customers.ExportMyData": { access: "ownAccount", request: () => ({}) },
  "Customers.DeleteCustomer": { access: "ownAccount", request: () => ({}), last: 5 },
  "Country.Getall": { access: "public", request: () => ({}) },

  // Discovery and the catalogue: the storefront's, whoever asks.
  "ShopType.GetAll": { access: "public", request: () => ({ query: paging }) },
  "Shop.GetShopTags": { access: "public", request: ({ world }) => ({ query: { ShopId: world.shop.open } }) },
  "Shop.NearMe": { access: "public", request: () => ({ body: { latitutde: 43.6453, longitutde: -79.3806 } }) },
  "Shop.PickupShopsNearMe": {
    access: "public",
    request: () => ({ body: { latitutde: 43.6453, longitutde: -79.3806 } }),
  },
  "Shop.GetAllShopsByCategory": { access: "public", request: (s) => ({ query: { Id: s.menuCategoryId } }) },
  "Shop.GetAllHomeChefs": { access: "public", request: () => ({ query: paging }) },
  "Shop.GetAllConvinienceStores": { access: "public", request: () => ({ query: paging }) },
  "Shop.SearchStores": { access: "public", request: () => ({ query: { Keyword: "Jerk" } }) },
  "Shop.GetStoreInfo": { access: "public", request: ({ world }) => ({ query: { Id: world.shop.open } }) },
  "Shop.GetOpeningHours": { access: "public", request: ({ world }) => ({ query: { shopId: world.shop.open } }) },
  "Shop.GetDeliverySlots": { access: "public", request: ({ world }) => ({ query: { shopId: world.shop.open } }) },
  "MenuCategory.GetAll": { access: "public", request: () => ({ query: paging }) },
  "MenuCategory.Get": { access: "public", request: (s) => ({ query: { Id: s.menuCategoryId } }) },
  "FoodMenu.GetMenusByCategory": { access: "public", request: (s) => ({ query: { CategoryId: s.menuCategoryId } }) },
  "FoodMenu.GetMenusByCategoryTagByShopId": {
    access: "public",
    request: ({ world }) => ({ query: { ShopId: world.shop.open } }),
  },
  "FoodMenu.GetMenusByTag": { access: "public", request: (s) => ({ query: { TagId: s.tagId } }) },
  "Geocoding.GetSuggestions": { access: "public", request: () => ({ query: { Input: "toron" } }) },
  "Geocoding.GetPlaceDetails": { access: "public", request: () => ({ query: { Id: "city:QC:Montréal" } }) },
  "Geocoding.Reverse": { access: "public", request: () => ({ query: { Latitude: 43.66, Longitude: -79.39 } }) },

  // Likes: customers only.
  "ShopLikeList.Create": { access: "customerRole", request: (_, t) => ({ body: { shopId: t.likedShopId } }) },
  "ShopLikeList.RemoveShopLike": {
    access: "customerRole",
    // Removes the caller's own like of that shop (if any): the target's like stays.
    request: (_, t) => ({ query: { Id: t.likedShopId } }),
    last: 3,
  },
  "ShopLikeList.GetAllByCustomer": { access: "customerRole", request: () => ({}) },

  // Carts: the caller's own, by id or by shop; another's is a 404.
  "ShoppingCart.Create": {
    access: "cartOwner",
    // The caller's own cart of a shop nobody else in the matrix shops at.
    request: ({ world }) => ({
      body: { shopId: world.shop.tight, shoppingCartItems: [{ foodMenuId: world.item.tightMeal }] },
    }),
  },
  "ShoppingCart.AddShoppingCartItem": {
    access: "cartOwner",
    notOwner: 404,
    request: ({ world }, t) => ({
      body: {
        shoppingCartId: t.cartId,
        shoppingCartItem: {
          foodMenuId: t.cartShopId === world.shop.open ? world.item.patty : world.item.noPickupMeal,
          quantity: 1,
        },
      },
    }),
  },
  "ShoppingCart.UpdateShoppingCartItem": {
    access: "cartOwner",
    notOwner: 404,
    request: (_, t) => ({ body: { shoppingCartId: t.cartId, shoppingCartItem: { id: t.cartItemId, quantity: 3 } } }),
  },
  "ShoppingCart.GetCustomersCarts": { access: "cartOwner", request: () => ({}) },
  "ShoppingCart.GetByCustomer": {
    access: "cartOwner",
    notOwner: 404,
    request: (_, t) => ({ query: { id: t.cartId } }),
  },
  "ShoppingCart.UpdateShoppingCart": {
    access: "cartOwner",
    notOwner: 404,
    request: (_, t) => ({ body: { shoppingCartId: t.cartId, leaveAtDoor: true } }),
  },
  "ShoppingCart.Events": { access: "cartOwner", stream: true, request: () => ({}) },
  "ShoppingCart.AddTip": {
    access: "cartOwner",
    notOwner: 404,
    request: (_, t) => ({ body: { shopId: t.cartShopId, value: 3 } }),
  },
  "ShoppingCart.ApplyPromotionalCode": {
    access: "cartOwner",
    notOwner: 404,
    request: (s, t) => ({ body: { shopId: t.cartShopId, promoCode: s.promoCode } }),
  },
  "ShoppingCart.RemovePromotionalCode": {
    access: "cartOwner",
    notOwner: 404,
    request: (_, t) => ({ body: { shopId: t.cartShopId } }),
  },
  "ShoppingCart.ProcessPayment": {
    access: "cartOwner",
    notOwner: 404,
    request: async (s, t) => ({
      body: { shopId: t.cartShopId, sourceId: await cardToken(s) },
      headers: { "Idempotency-Key": randomUUID() },
    }),
    last: 1,
  },

  // Orders: the caller's own.
  "Orders.GetAllByCustomer": { access: "cartOwner", request: () => ({ query: paging }) },
  "Orders.Get": { access: "cartOwner", notOwner: 404, request: (_, t) => ({ query: { id: t.orderId } }) },
  "Orders.Rate": {
    access: "cartOwner",
    notOwner: 404,
    request: (_, t) => ({ body: { id: t.deliveredOrderId, stars: 4, comment: "Matrix" } }),
  },
  "Orders.ReportProblem": {
    access: "cartOwner",
    notOwner: 404,
    request: (_, t) => ({ body: { id: t.orderId, kind: "late", note: "Matrix" } }),
  },
  "Orders.Reorder": { access: "cartOwner", notOwner: 404, request: (_, t) => ({ body: { id: t.orderId } }) },
  // The owner's cancel refunds the order: after the other rows, which read the same order.
  "Orders.Cancel": { access: "cartOwner", notOwner: 404, request: (_, t) => ({ body: { id: t.orderId } }), last: 1 },
  // With an id, the order's own stream: another's order is a 404 before the stream opens.
  "Orders.Events": {
    access: "cartOwner",
    notOwner: 404,
    stream: true,
    request: (_, t) => ({ query: { id: t.orderId } }),
  },

  // Saved cards: the signed-in customer's own; payments set-up is public.
  // Weekly subscriptions: signed-in customers, their own only (another's id is a 404). A pause
  // cancels and refunds the orders not yet being prepared, so Pause runs after Orders.Cancel (which
  // wants that order still scheduled), then Resume; Cancel ends it.
  "OrdersSubscription.GetCustomersSubscriptions": { access: "ownAccount", request: () => ({ query: paging }) },
  "OrdersSubscription.Get": {
    access: "ownAccount",
    notOwner: 404,
    request: (_, t) => ({ query: { id: t.subscriptionId } }),
  },
  "OrdersSubscription.Pause": {
    access: "ownAccount",
    notOwner: 404,
    request: (_, t) => ({ body: { id: t.subscriptionId } }),
    last: 1.2,
  },
  "OrdersSubscription.Resume": {
    access: "ownAccount",
    notOwner: 404,
    request: (_, t) => ({ body: { id: t.subscriptionId } }),
    last: 1.4,
  },
  "OrdersSubscription.Cancel": {
    access: "ownAccount",
    notOwner: 404,
    request: (_, t) => ({ body: { id: t.subscriptionId } }),
    last: 2,
  },
  "Customers.SaveCustomerCard": { access: "ownAccount", request: async (s) => ({ body: { Id: await cardToken(s) } }) },
  "Customers.SetCustomersDefaultCard": {
    access: "ownAccount",
    notOwner: 404,
    request: (_, t) => ({ body: { cardId: t.cardId } }),
  },
  "Customers.GetCustomersCardsList": { access: "ownAccount", request: () => ({}) },
  "Customers.DeleteCustomerCard": {
    access: "ownAccount",
    notOwner: 404,
    request: (_, t) => ({ query: { cardId: t.cardId } }),
    last: 2,
  },
  "Payments.GetConfiguration": { access: "public", request: () => ({}) },
  "Payments.TokenizeCard": { access: "public", request: () => ({ body: tokenizeBody() }) },

  // Routes outside the contract: documentation, probes, files and the web app's pages.
  "GET /api/docs": { access: "public", request: () => ({}) },
  "HEAD /api/docs/": { access: "public", request: () => ({}) },
  "GET /api/docs/json": { access: "public", request: () => ({}) },
  "GET /api/docs/yaml": { access: "public", request: () => ({}) },
  "GET /api/docs/static/index.html": { access: "public", request: () => ({}) },
  "GET /api/docs/static/swagger-initializer.js": { access: "public", request: () => ({}) },
  "GET /api/docs/static/*": { access: "public", request: () => ({ path: "/api/docs/static/swagger-ui.css" }) },
  "GET /health/live": { access: "public", request: () => ({}) },
  "GET /health/ready": { access: "public", request: () => ({}) },
  /** Development only (EXPOSE_DEV_MESSAGES; refused in production): the codes the log provider "sent". */
  "GET /api/dev/messages": { access: "public", request: ({ signer }) => ({ query: { to: signer.email } }) },
  "GET /media/*": { access: "public", request: () => ({ path: "/media/brand/header.svg" }) },
  "GET /": { access: "public", request: () => ({ path: "/shop" }) },

  // Issue 15: partner pages, the merchant console, the host console and uploads (one file per area).
  ...partnersRows,
  ...merchantShopRows,
  ...merchantMenuRows,
  ...merchantOrdersRows,
  ...merchantPromotionsRows,
  ...hostRows,
  ...mediaRows,
};

/** The consoles' access classes: their rows run against partner A's data and the host's calls. */
export const consoleAccess = new Set<Access>(["tenantAdmin", "hostAdmin"]);
