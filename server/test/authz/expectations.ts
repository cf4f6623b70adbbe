import { hostRows } from "./rows/host.ts";
import { identityRows } from "./rows/identity.ts";
import { mediaRows } from "./rows/media.ts";
import { merchantMenuRows } from "./rows/merchant-menu.ts";
import { merchantOrdersRows } from "./rows/merchant-orders.ts";
import { merchantPromotionsRows } from "./rows/merchant-promotions.ts";
import { merchantShopRows } from "./rows/merchant-shop.ts";
import { ordersRows } from "./rows/orders.ts";
import { outsideContractRows } from "./rows/outside-contract.ts";
import { partnersRows } from "./rows/partners.ts";
import { storefrontRows } from "./rows/storefront.ts";
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

export const expectations: Record<string, Row> = {
  // Customer-side rows, in this order (some rows rely on running after others).
  ...identityRows,
  ...storefrontRows,
  ...ordersRows,
  ...outsideContractRows,

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
