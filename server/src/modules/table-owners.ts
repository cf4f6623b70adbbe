/**
 * Which module owns each table (docs/decisions/013-one-owner-per-table.md): only the owner reads or
 * writes it; any other module calls the owner's service. Keys are the Drizzle exports of
 * `db/schema/`; owners are module folders under `modules/`, or a platform part outside them.
 * `boundaries.test.ts` checks every module's imports against this map.
 */
export const tableOwners = {
  // identity (the auth module): accounts, roles, one-time codes, sign-in throttling
  users: "auth",
  userRoles: "auth",
  oneTimeCodes: "auth",
  signInFailures: "auth",
  throttleCounters: "auth",
  // marketplace brands and partner businesses
  tenants: "tenants",
  // reference data
  countries: "countries",
  stateProvinces: "countries",
  // the shop directory
  shops: "shops",
  shopTypes: "shops",
  // menus, their sections and options, and the marketplace's categories
  shopTags: "menus",
  menuItems: "menus",
  itemAttributes: "menus",
  itemAttributeValues: "menus",
  menuCategories: "menus",
  shopMenuCategories: "menus",
  shopLikes: "likes",
  geocodedPlaces: "geocoding",
  shoppingCarts: "cart",
  shoppingCartItems: "cart",
  shoppingCartItemOptions: "cart",
  // checkout (issue 12): opening hours, promotions, orders, saved cards and payments
  shopHours: "hours",
  shopClosures: "hours",
  promotions: "promotions",
  promotionRedemptions: "promotions",
  orders: "orders",
  orderLines: "orders",
  orderSubscriptions: "orders",
  // orders that live (issue 14): status history, ratings, problems, weekly deliveries
  orderStatusHistory: "orders",
  orderRatings: "orders",
  orderProblems: "orders",
  subscriptionDeliveries: "orders",
  orderNotifications: "orders",
  // partners and consoles (issue 15): rider applications, uploaded images
  riderApplications: "partners",
  mediaFiles: "media",
  customerCards: "payments",
  payments: "payments",
  // platform seams outside modules/ (providers/messaging, the event outbox, idempotent routes)
  messageLog: "messaging",
  events: "events",
  idempotencyKeys: "idempotency",
  // the storefront read caches' versions (server/src/cache; written only by the database's triggers)
  catalogueVersions: "read-cache",
  // the sandbox payment provider's own books (providers/payments/sandbox)
  sandboxCardTokens: "payments-sandbox",
  sandboxCards: "payments-sandbox",
  sandboxPayments: "payments-sandbox",
  sandboxRefunds: "payments-sandbox",
} as const;

export type TableName = keyof typeof tableOwners;

/**
 * Reads of another module's table that remain (read-only joins, no writes): the discovery queries
 * list shops with their menus and brand in one SQL statement, and the data archive reads the
 * message log. Each entry must still be needed (the check fails on a stale one), so this only shrinks.
 */
export const knownCrossReads: readonly { module: string; table: TableName; why: string }[] = [
  { module: "shops", table: "menuItems", why: "store cards show a few products per store (one query)" },
  { module: "shops", table: "shopTags", why: "ShopTag/GetAll and store search match menu sections" },
  { module: "shops", table: "shopMenuCategories", why: "stores of a marketplace category" },
  {
    module: "shops",
    table: "shopHours",
    why: "the listing rule: a shop is listed only with opening hours (listing.ts)",
  },
  {
    module: "shops",
    table: "tenants",
    why: "the header image of the marketplace brand; the listing rule: the owning tenant is active",
  },
  { module: "menus", table: "shops", why: "products are listed only for active shops of the marketplace" },
  { module: "menus", table: "tenants", why: "a shop's menu page shows its marketplace's settings" },
  { module: "likes", table: "shops", why: "liked stores shown with their name and pictures" },
  { module: "geocoding", table: "shops", why: "the offline geocoder knows the shops' addresses" },
  {
    module: "orders",
    table: "users",
    why: "the fulfilment simulator skips shops whose partner has an active tenant admin (own board)",
  },
  { module: "orders", table: "userRoles", why: "the same check: which partner tenants have a tenant admin" },
  { module: "tenants", table: "shops", why: "the host console's tenant list counts each tenant's shops (one query)" },
  { module: "customers", table: "messageLog", why: "the data archive lists, and deletion forgets, messages sent" },
  { module: "dev-messages", table: "messageLog", why: "the development inbox reads the message log" },
];
