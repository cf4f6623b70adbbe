import { paths } from "../../config/paths.ts";
import { ApiError } from "../../lib/api-client.ts";
import { local } from "../../lib/storage.ts";

/** Where a failed card fetch sends the customer (spec 001 §4), or null to stay. */
export type CardFetchFallback = { kind: "checkout"; href: string } | { kind: "signIn" } | null;

/** "/customer/checkout/": any checkout page. */
const checkoutPrefix = `${paths.customer.checkout.pattern.split(":")[0]}`;

/** The last number in a path: the shop of `/customer/payment/7` (spec 001 §4). */
export function shopNumberOf(pathname: string): number | null {
  const numbers = pathname.match(/\d+/g);
  const last = numbers?.[numbers.length - 1];
  return last === undefined ? null : Number(last);
}

/**
 * Spec 001 §4: a card fetch failing with a status above 400 sets `loggedIn` false and
 * `fromcheckout` true and sends the customer to the checkout of the shop in the path, unless
 * already on checkout. A path without a shop number (`/customer/payments`) has no checkout to go
 * to: the customer is asked to sign in again from the home screen instead (decision 024).
 */
export function applyCardFetchRule(error: unknown, pathname: string): CardFetchFallback {
  if (!(error instanceof ApiError) || error.status <= 400) return null;
  local.set("loggedIn", "false");
  local.set("fromcheckout", "true");
  if (pathname.startsWith(checkoutPrefix)) return null;
  const shopId = shopNumberOf(pathname);
  return shopId === null ? { kind: "signIn" } : { kind: "checkout", href: paths.customer.checkout.href(shopId) };
}
