import type { FastifyInstance } from "fastify";
import type { DbOrTx } from "./db/client.ts";
import { createAccountsService } from "./modules/auth/accounts.service.ts";
import { createAuthService } from "./modules/auth/auth.service.ts";
import type { Identity } from "./modules/auth/identity.plugin.ts";
import { cartAccountData } from "./modules/cart/cart.account-data.ts";
import { createCartService } from "./modules/cart/cart.service.ts";
import { createCheckoutService } from "./modules/checkout/checkout.service.ts";
import { createCountriesService } from "./modules/countries/countries.service.ts";
import { createAccountDataService } from "./modules/customers/account-data.service.ts";
import { createCustomersService } from "./modules/customers/customers.service.ts";
import { createGeocoding } from "./modules/geocoding/geocoding.service.ts";
import { createHoursConsole } from "./modules/hours/hours.console.ts";
import { createHoursService } from "./modules/hours/hours.service.ts";
import { likesAccountData } from "./modules/likes/likes.account-data.ts";
import { createLikesService } from "./modules/likes/likes.service.ts";
import { createMediaService } from "./modules/media/media.service.ts";
import { createMenuItemsService } from "./modules/menus/menu-items.service.ts";
import { createMenusConsoleService } from "./modules/menus/menus.console.service.ts";
import { createMenusService } from "./modules/menus/menus.service.ts";
import { createOrderFeedbackService } from "./modules/orders/order-feedback.ts";
import { ordersAccountData } from "./modules/orders/orders.account-data.ts";
import { createOrdersService } from "./modules/orders/orders.service.ts";
import { createSalesService } from "./modules/orders/sales/sales.service.ts";
import { createRenewals, defaultRenewalOptions } from "./modules/orders/subscriptions/subscription-renewal.ts";
import { createSubscriptionsService } from "./modules/orders/subscriptions/subscriptions.service.ts";
import { createPartnersService } from "./modules/partners/partners.service.ts";
import { paymentsAccountData } from "./modules/payments/payments.account-data.ts";
import { createPaymentsService } from "./modules/payments/payments.service.ts";
import { createSavedCardCharges } from "./modules/payments/saved-card-charge.ts";
import { createPromotionsConsole } from "./modules/promotions/promotions.console.service.ts";
import { createPromotionsService } from "./modules/promotions/promotions.service.ts";
import { createShopsConsole } from "./modules/shops/shops.console.service.ts";
import { createShopRegistration } from "./modules/shops/shops.registration.ts";
import { createShopsService } from "./modules/shops/shops.service.ts";
import { createStoresService } from "./modules/shops/stores.service.ts";
import { createTenantsHostService } from "./modules/tenants/tenants.host.service.ts";
import { createTenantRegistry } from "./modules/tenants/tenants.registration.ts";
import { createTenantsService } from "./modules/tenants/tenants.service.ts";
import { createPaymentProvider } from "./providers/payments/index.ts";

/**
 * The composition root (docs/decisions/013-one-owner-per-table.md): every module's service is built
 * once, here, and handed the other modules' services it calls. Route plugins only read
 * `app.services`; cross-module reactions (a guest's carts follow a sign-in, each module's part of
 * the data archive) are wired here too, so no module reaches into another.
 */
export function createServices(app: FastifyInstance, identity: Identity) {
  const { db } = app;
  const likes = createLikesService(db);
  const shops = createShopsService(db);
  const payments = createPaymentsService(db, createPaymentProvider(app.config, db, app.log));
  const orders = createOrdersService(
    db,
    {
      shopBadges: shops.badges,
      paymentSummaries: payments.paymentSummaries,
      refundOrderPayment: payments.refundOrderPayment,
    },
    app.clock,
  );
  const menus = createMenusService(db, likes.likedShopIds);
  const hours = createHoursService(db, { shops, scheduledCounts: orders.scheduledCounts });
  // Near me's store cards follow the catalogue versions the read cache reads (decision 038).
  const stores = createStoresService(db, likes.likedShopIds, hours, app.clock, (scopes) =>
    app.readCache.versions.read(scopes),
  );
  const menuItems = createMenuItemsService(db);
  const paidOrderCount: Parameters<typeof createPromotionsService>[1]["paidOrderCount"] = (owner, tx) =>
    orders.paidOrderCount(tx, owner);
  const promotions = createPromotionsService(db, { paidOrderCount }, app.clock);
  const tenants = createTenantsService(db);
  const cart = createCartService(db, {
    shops,
    menus: menuItems,
    hours,
    marketplaceFees: tenants.fees,
    // Changes of lines keep the shop, fee settings and menu items under these versions (decision 037).
    versions: (scopes) => app.readCache.versions.read(scopes),
    paidOrderCount,
    // A change of lines reads the owner's paid orders in its lock statement (decision 040).
    paidOrderCountSql: orders.paidOrderCountSql,
    promotions,
  });
  // The payment: one workflow over the cart, hours, promotions, payments and orders services.
  // Weekly subscriptions: the calls, their dates and first delivery at checkout, the renewals.
  const savedCards = createSavedCardCharges(db, payments.provider);
  const subscriptions = createSubscriptionsService(
    db,
    {
      orders,
      shopBadges: shops.badges,
      paymentSummaries: payments.paymentSummaries,
      cardBadges: savedCards.badgesOf,
    },
    app.clock,
  );
  const renewals = createRenewals(
    db,
    {
      orders,
      cart,
      hours,
      savedCards,
      recordPayment: payments.recordPayment,
      shopBadges: shops.badges,
      listedShop: shops.listedShop,
      log: app.log,
    },
    app.clock,
    defaultRenewalOptions,
  );
  // The payment stores a chosen subscription through the subscriptions service (dates, first delivery).
  const checkout = createCheckoutService(db, {
    shops,
    cart,
    hours,
    promotions,
    payments,
    orders: { ...orders, subscribe: subscriptions.subscribe },
  });
  // Ratings (the shop's mean through the shops service), problem reports, reorders (through the cart).
  const orderFeedback = createOrderFeedbackService(db, { orders, shops, cart }, app.clock);
  const countries = createCountriesService(db);
  const accounts = createAccountsService(db);
  const tenantRegistry = createTenantRegistry(db);
  const geocoding = createGeocoding(app.config, db, app.log);
  const media = createMediaService(db);
  const services = {
    auth: createAuthService(db, identity, { tenantByName: (name) => tenantRegistry.byTenancyName(name) }),
    accounts,
    customers: createCustomersService(db, identity, { accounts, countries }),
    accountData: createAccountDataService(db, identity, accounts),
    likes,
    shops,
    stores,
    hours,
    menus,
    cart,
    promotions,
    tenants,
    orders,
    orderFeedback,
    subscriptions,
    renewals,
    payments,
    checkout,
    countries,
    geocoding,
    tenantRegistry,
    // Console image uploads: checked, resized, stored in media_files, served by id (docs/media.md).
    media,
    // The host console: tenants and white-label storefront brands (docs/host-console.md).
    tenantsHost: createTenantsHostService(db, { defaultTenantId: app.config.DEFAULT_TENANT_ID }),
    // Partner registration (tenant, admin and shop in one transaction), Tenant/Create, rider applications.
    partners: createPartnersService(
      db,
      identity,
      { tenants: tenantRegistry, accounts, countries, shops: createShopRegistration(db), geocoding },
      app.clock,
      app.log,
    ),
    // The merchant console's promotion codes (kind of the admin's tenant from the tenant directory) and sales page.
    promotionsConsole: createPromotionsConsole(
      db,
      {
        shopBadges: shops.badges,
        tenantKind: async (tenantId) => (await app.tenantDirectory.byId(tenantId))?.kind ?? null,
      },
      app.clock,
    ),
    sales: createSalesService(db, { shopBadges: shops.badges }, app.clock),
    // The merchant console's menu editor (sections, items, option groups; menu.changed events).
    menusConsole: createMenusConsoleService(db, {
      // An item's uploaded picture must be stored (media_files) by the admin's tenant, as a shop's logo and banner.
      ownsUpload: async (tenantId, url) => (await media.ownerOf(url.slice("/media/uploads/".length))) === tenantId,
    }),
    // The merchant console's shops: settings, going live, pause, and hours through the hours module.
    shopsConsole: createShopsConsole(db, {
      hours: createHoursConsole(db, () => app.clock.now()),
      geocoding,
      // An uploaded image named by its url must be stored (media_files) by the admin's tenant; see
      // docs/merchant-console.md.
      ownsUpload: async (tenantId, url) => (await media.ownerOf(url.slice("/media/uploads/".length))) === tenantId,
      now: () => app.clock.now(),
    }),
  };

  identity.registerDataSource(cartAccountData(cart));
  identity.registerDataSource(likesAccountData(likes));
  identity.registerDataSource(paymentsAccountData(payments));
  const cancelPending = (orderIds: number[], tx: DbOrTx) =>
    orders.cancelIfCancellable(orderIds, { actor: "system", reason: "Account deleted" }, tx);
  for (const source of ordersAccountData(db, app.clock, cancelPending)) identity.registerDataSource(source);
  // A guest's carts follow them into the account on every sign-in that carried their guest id.
  identity.onSignedIn(async (signedIn) => {
    await cart.mergeGuestCarts(signedIn);
  });
  return services;
}

export type Services = ReturnType<typeof createServices>;

declare module "fastify" {
  interface FastifyInstance {
    /** Every module's service, built once (server/src/services.ts). */
    services: Services;
  }
}
