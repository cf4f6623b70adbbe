/**
 * The web app's client routes (web/src/config/paths.ts patterns, React Router syntax), so the server
 * answers a path no route matches with HTTP 404 (plugins/spa.ts). web/src/config/paths.test.ts keeps
 * this list and paths.ts equal.
 */
export const clientRoutePatterns = [
  "/",
  "/shop",
  "/detailed-cart",
  "/customer",
  "/customer/main",
  "/customer/savedstores",
  "/customer/orders",
  "/customer/orders/:orderId",
  "/customer/subscriptions",
  "/customer/subscriptions/:subId",
  "/customer/store-detail",
  "/customer/storepage",
  "/customer/homechef",
  "/customer/grocerystore",
  "/customer/store/:storeId",
  "/customer/store/:storeId/category/:category",
  "/customer/checkout/:storeId",
  "/customer/payment/:storeId",
  "/customer/payments",
  "/customer/square",
  "/customer/pickup",
  "/customer/category/:id",
  "/customer/account",
  "/customer/manage-account",
  "/customer/manage-account/deleteaccount",
  "/customer/get-help",
  "/partner",
  "/partner/about",
  "/partner/joinrider",
  "/partner/joinconvenience",
  "/partner/homechef",
  "/merchant",
  "/merchant/orders",
  "/merchant/menu",
  "/merchant/shop",
  "/merchant/hours",
  "/merchant/promotions",
  "/merchant/sales",
  "/host",
  "/host/tenants",
  "/host/tenants/new",
  "/host/tenants/:tenantId",
  "/host/riders",
] as const;

/** Routes whose `:storeId` names a store of the storefront: an unknown or unlisted store is a 404 page. */
export const storeRoutePatterns = ["/customer/store/:storeId", "/customer/store/:storeId/category/:category"] as const;

export interface ClientRouteMatch {
  pattern: string;
  params: Record<string, string>;
}

/**
 * The client route a pathname matches, as React Router matches it (case-insensitive, one optional
 * trailing slash, a parameter is one non-empty segment, decoded); null when none does.
 */
export function matchClientRoute(pathname: string): ClientRouteMatch | null {
  const segments = trimSlash(pathname).split("/");
  for (const pattern of clientRoutePatterns) {
    const parts = trimSlash(pattern).split("/");
    if (parts.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matched = parts.every((part, i) => {
      const segment = segments[i] ?? "";
      if (part.startsWith(":")) {
        if (segment === "") return false;
        params[part.slice(1)] = safeDecode(segment);
        return true;
      }
      return part.toLowerCase() === segment.toLowerCase();
    });
    if (matched) return { pattern, params };
  }
  return null;
}

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/$/, "") : path);

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
