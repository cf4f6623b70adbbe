import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createServices } from "../services.ts";
import { authRoutes } from "./auth/auth.routes.ts";
import { identityPlugin } from "./auth/identity.plugin.ts";
import { cartEventsRoutes } from "./cart/cart.events.routes.ts";
import { cartRoutes } from "./cart/cart.routes.ts";
import { checkoutRoutes } from "./checkout/checkout.routes.ts";
import { countriesRoutes } from "./countries/countries.routes.ts";
import { customersRoutes } from "./customers/customers.routes.ts";
import { devMessagesRoutes } from "./dev-messages/dev-messages.routes.ts";
import { geocodingRoutes } from "./geocoding/geocoding.routes.ts";
import { healthRoutes } from "./health/health.routes.ts";
import { hoursRoutes } from "./hours/hours.routes.ts";
import { likesRoutes } from "./likes/likes.routes.ts";
import { mediaRoutes } from "./media/media.routes.ts";
import { menusRoutes } from "./menus/menus.routes.ts";
import { fulfilmentJobs } from "./orders/fulfilment/fulfilment.jobs.ts";
import { merchantOrdersRoutes } from "./orders/merchant/merchant-orders.routes.ts";
import { orderEventsRoutes } from "./orders/orders.events.routes.ts";
import { ordersFeedbackRoutes } from "./orders/orders.feedback.routes.ts";
import { ordersRoutes } from "./orders/orders.routes.ts";
import { salesRoutes } from "./orders/sales/sales.routes.ts";
import { subscriptionsRoutes } from "./orders/subscriptions/subscriptions.routes.ts";
import { partnersRoutes } from "./partners/partners.routes.ts";
import { paymentsRoutes } from "./payments/payments.routes.ts";
import { promotionsConsoleRoutes } from "./promotions/promotions.console.routes.ts";
import { shopsConsoleRoutes } from "./shops/shops.console.routes.ts";
import { shopsRoutes } from "./shops/shops.routes.ts";
import { storesRoutes } from "./shops/stores.routes.ts";
import { tenantsHostRoutes } from "./tenants/tenants.host.routes.ts";

/**
 * Every domain module's routes. Add a module here, nowhere else; build its service in ../services.ts.
 * Not encapsulated (fastify-plugin): `app.services` and `app.identity` are visible on the root app,
 * so tests and scripts reach the services the routes use (each route plugin keeps its own scope).
 */
export const registerModules = fp(
  async function registerModules(app: FastifyInstance) {
    await app.register(identityPlugin);
    // Built once, before any route plugin, which all read `app.services`.
    app.decorate("services", createServices(app, app.identity));
    await app.register(healthRoutes);
    await app.register(countriesRoutes);
    await app.register(authRoutes);
    await app.register(customersRoutes);
    await app.register(shopsRoutes);
    await app.register(storesRoutes);
    await app.register(hoursRoutes);
    await app.register(likesRoutes);
    await app.register(menusRoutes);
    await app.register(cartRoutes);
    await app.register(cartEventsRoutes);
    await app.register(checkoutRoutes);
    await app.register(ordersRoutes);
    await app.register(ordersFeedbackRoutes);
    await app.register(orderEventsRoutes);
    await app.register(subscriptionsRoutes);
    await app.register(merchantOrdersRoutes);
    await app.register(salesRoutes);
    await app.register(promotionsConsoleRoutes);
    await app.register(shopsConsoleRoutes);
    // Background work (simulator, release, notifications) where this process works jobs.
    await app.register(fulfilmentJobs);
    await app.register(geocodingRoutes);
    await app.register(paymentsRoutes);
    // Console image uploads and their public URLs (/media/uploads/*; docs/media.md).
    await app.register(mediaRoutes);
    await app.register(partnersRoutes);
    await app.register(tenantsHostRoutes);
    if (app.config.EXPOSE_DEV_MESSAGES) await app.register(devMessagesRoutes);
  },
  { name: "modules" },
);
