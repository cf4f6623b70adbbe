/**
 * Every route of the product (spec document 2, full route table) with its pattern for the router and
 * an href builder for links. Components never spell URLs themselves.
 */
export interface CategoryTagSegment {
  id: number;
  name: string;
}

const enc = encodeURIComponent;

export const paths = {
  home: { pattern: "/", href: () => "/" },
  shop: { pattern: "/shop", href: () => "/shop" },
  detailedCart: { pattern: "/detailed-cart", href: () => "/detailed-cart" },

  customer: {
    root: { pattern: "/customer", href: () => "/customer/" },
    main: { pattern: "/customer/main", href: () => "/customer/main" },
    savedStores: { pattern: "/customer/savedstores", href: () => "/customer/savedstores" },
    orders: { pattern: "/customer/orders", href: () => "/customer/orders" },
    order: {
      pattern: "/customer/orders/:orderId",
      href: (orderId: string | number) => `/customer/orders/${enc(String(orderId))}`,
    },
    subscriptions: { pattern: "/customer/subscriptions", href: () => "/customer/subscriptions" },
    subscription: {
      pattern: "/customer/subscriptions/:subId",
      href: (subId: string | number) => `/customer/subscriptions/${enc(String(subId))}`,
    },
    storeDetail: { pattern: "/customer/store-detail", href: () => "/customer/store-detail" },
    storePage: { pattern: "/customer/storepage", href: () => "/customer/storepage" },
    homeChef: { pattern: "/customer/homechef", href: () => "/customer/homechef" },
    groceryStore: { pattern: "/customer/grocerystore", href: () => "/customer/grocerystore" },
    store: {
      pattern: "/customer/store/:storeId",
      href: (storeId: string | number) => `/customer/store/${enc(String(storeId))}`,
    },
    storeCategory: {
      pattern: "/customer/store/:storeId/category/:category",
      /** The category segment is the JSON-encoded tag `{id, name}` (spec). */
      href: (storeId: string | number, tag: CategoryTagSegment) =>
        `/customer/store/${enc(String(storeId))}/category/${enc(JSON.stringify({ id: tag.id, name: tag.name }))}`,
    },
    checkout: {
      pattern: "/customer/checkout/:storeId",
      href: (storeId: string | number) => `/customer/checkout/${enc(String(storeId))}`,
    },
    payment: {
      pattern: "/customer/payment/:storeId",
      href: (storeId: string | number) => `/customer/payment/${enc(String(storeId))}`,
    },
    payments: { pattern: "/customer/payments", href: () => "/customer/payments" },
    square: { pattern: "/customer/square", href: () => "/customer/square" },
    pickup: { pattern: "/customer/pickup", href: () => "/customer/pickup" },
    category: {
      pattern: "/customer/category/:id",
      href: (id: string | number, category?: string) =>
        `/customer/category/${enc(String(id))}${category ? `?${new URLSearchParams({ category }).toString()}` : ""}`,
    },
    account: { pattern: "/customer/account", href: () => "/customer/account" },
    manageAccount: { pattern: "/customer/manage-account", href: () => "/customer/manage-account" },
    deleteAccount: {
      pattern: "/customer/manage-account/deleteaccount",
      href: () => "/customer/manage-account/deleteaccount",
    },
    getHelp: { pattern: "/customer/get-help", href: () => "/customer/get-help" },
  },

  partner: {
    root: { pattern: "/partner", href: () => "/partner/" },
    about: { pattern: "/partner/about", href: () => "/partner/about" },
    joinRider: { pattern: "/partner/joinrider", href: () => "/partner/joinrider" },
    joinConvenience: { pattern: "/partner/joinconvenience", href: () => "/partner/joinconvenience" },
    homeChef: { pattern: "/partner/homechef", href: () => "/partner/homechef" },
  },

  /** The merchant console (issue 15): sections take the current shop as `?shop=` (withShop). */
  merchant: {
    root: { pattern: "/merchant", href: () => "/merchant" },
    orders: { pattern: "/merchant/orders", href: () => "/merchant/orders" },
    menu: { pattern: "/merchant/menu", href: () => "/merchant/menu" },
    shop: { pattern: "/merchant/shop", href: () => "/merchant/shop" },
    hours: { pattern: "/merchant/hours", href: () => "/merchant/hours" },
    promotions: { pattern: "/merchant/promotions", href: () => "/merchant/promotions" },
    sales: { pattern: "/merchant/sales", href: () => "/merchant/sales" },
  },

  /** The host console (issue 15, docs/host-console.md): tenants, storefront brands, rider applications. */
  host: {
    root: { pattern: "/host", href: () => "/host" },
    tenants: { pattern: "/host/tenants", href: () => "/host/tenants" },
    newStorefront: { pattern: "/host/tenants/new", href: () => "/host/tenants/new" },
    tenant: {
      pattern: "/host/tenants/:tenantId",
      href: (tenantId: string | number) => `/host/tenants/${enc(String(tenantId))}`,
    },
    riders: { pattern: "/host/riders", href: () => "/host/riders" },
  },

  notFound: { pattern: "*", href: () => "/not-found" },

  legal: {
    terms: { href: () => "/legal/terms.pdf" },
    privacy: { href: () => "/legal/privacy.pdf" },
  },
} as const;

/** Parses the store-category route segment back into its tag; null when it is not a valid tag. */
export function parseCategorySegment(segment: string | undefined): CategoryTagSegment | null {
  if (!segment) return null;
  try {
    const value: unknown = JSON.parse(segment);
    if (typeof value !== "object" || value === null) return null;
    const { id, name } = value as { id?: unknown; name?: unknown };
    const numericId = typeof id === "string" ? Number(id) : id;
    if (typeof numericId !== "number" || !Number.isFinite(numericId) || typeof name !== "string") return null;
    return { id: numericId, name };
  } catch {
    return null;
  }
}
