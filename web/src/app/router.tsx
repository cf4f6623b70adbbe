import { type RouteObject, redirect } from "react-router";
import { paths } from "../config/paths.ts";
import { AppRoot } from "./layout/app-root.tsx";
import { CustomerLayout } from "./layout/customer-layout.tsx";
import { PartnerLayout } from "./layout/partner-layout.tsx";
import type { RouteHandle } from "./layout/route-handle.ts";
import { AppLoading } from "./routes/app-loading.tsx";
import { RouteError } from "./routes/route-error.tsx";

/*
 * The route table (spec document 2, full route table). Each screen is a lazy route module, so it is
 * its own chunk. Screens still to be built by their issue use the shared coming-soon module; replace
 * its `lazy` with the feature's route module when building the screen.
 */
const comingSoon = () => import("./routes/coming-soon.tsx");

function screen(pattern: string, titleKey: string, extra: Omit<RouteHandle, "titleKey"> = {}): RouteObject {
  return { path: relative(pattern), lazy: comingSoon, handle: { titleKey, ...extra } satisfies RouteHandle };
}

/** A built screen: its feature's lazy route module. */
function feature(
  pattern: string,
  titleKey: string,
  lazy: NonNullable<RouteObject["lazy"]>,
  extra: Omit<RouteHandle, "titleKey"> = {},
): RouteObject {
  return { path: relative(pattern), lazy, handle: { titleKey, ...extra } satisfies RouteHandle } as RouteObject;
}

/** Discovery screens (issue 4). */
const discovery = {
  main: () => import("../features/discovery/routes/main.tsx"),
  pickup: () => import("../features/discovery/routes/pickup.tsx"),
  grocery: () => import("../features/discovery/routes/grocery.tsx"),
  homeChef: () => import("../features/discovery/routes/home-chef.tsx"),
  category: () => import("../features/discovery/routes/category.tsx"),
  // Menu screens with the cart's controls: composed in app/routes/ (features do not import each other).
  store: () => import("./routes/store.tsx"),
  storeCategory: () => import("./routes/store-category.tsx"),
  shop: () => import("./routes/shop.tsx"),
  savedStores: () => import("../features/discovery/routes/saved-stores.tsx"),
  storeRedirect: () => import("../features/discovery/routes/store-redirect.tsx"),
};

/** Payment screens (issue 12): the payment composes the cart feature's cart in app/routes/. */
const payment = {
  pay: () => import("./routes/payment.tsx"),
  cards: () => import("../features/payment/routes/payments.tsx"),
};

/** Order screens (issue 14): the list and the live order page. */
const orders = {
  list: () => import("../features/orders/routes/orders.tsx"),
  order: () => import("../features/orders/routes/order.tsx"),
};

/** Account screens (issue 3). */
const account = {
  profile: () => import("../features/account/routes/account.tsx"),
  manage: () => import("../features/account/routes/manage-account.tsx"),
  delete: () => import("../features/account/routes/delete-account.tsx"),
};

/** Subscription screens (issue 14). */
const subscriptions = {
  list: () => import("../features/subscriptions/routes/subscriptions.tsx"),
  detail: () => import("../features/subscriptions/routes/subscription.tsx"),
};

/** The merchant console (issue 15): its own layout and session; each section is its area's lazy module. */
const merchant = {
  orders: () => import("../features/merchant/orders/routes/orders.tsx"),
  menu: () => import("../features/merchant/menu/routes/menu.tsx"),
  shop: () => import("../features/merchant/shop/routes/shop.tsx"),
  hours: () => import("../features/merchant/shop/routes/hours.tsx"),
  promotions: () => import("../features/merchant/promotions/routes/promotions.tsx"),
  sales: () => import("../features/merchant/sales/routes/sales.tsx"),
};

/** The host console (issue 15): its own layout and session; tenants, brands and rider applications. */
const host = {
  tenants: () => import("../features/host/tenants/routes/tenants.tsx"),
  newStorefront: () => import("../features/host/tenants/routes/new-storefront.tsx"),
  tenant: () => import("../features/host/tenants/routes/edit-storefront.tsx"),
  riders: () => import("../features/host/riders/routes/riders.tsx"),
};

/** Partner pages (issue 15): the registration pages get the address search in app/routes/. */
const partner = {
  about: () => import("../features/partner/routes/about.tsx"),
  joinRider: () => import("../features/partner/routes/join-rider.tsx"),
  joinConvenience: () => import("./routes/partner-join-convenience.tsx"),
  homeChef: () => import("./routes/partner-home-chef.tsx"),
};

/** Child paths are written relative to their parent ("/customer/main" → "main"). */
function relative(pattern: string): string {
  return pattern.replace(/^\/(customer|partner|merchant|host)\//, "").replace(/^\//, "");
}

/**
 * A layout's screens under a pathless route with its own error boundary: the error renders in the
 * layout's outlet, so the header and navigation stay; the layout's own boundary catches the rest.
 */
function inLayout(children: RouteObject[]): RouteObject[] {
  return [{ errorElement: <RouteError />, children }];
}

export const routes: RouteObject[] = [
  {
    id: "root",
    // Every screen plus the authentication modal, which any screen can open and which navigates,
    // and scroll restoration (a new page at its top, Back where it was).
    Component: AppRoot,
    hydrateFallbackElement: <AppLoading />,
    errorElement: <RouteError />,
    children: [
      {
        path: paths.home.pattern,
        lazy: () => import("./routes/landing.tsx"),
        errorElement: <RouteError />,
      },
      {
        element: <CustomerLayout />,
        errorElement: <RouteError />,
        // A screen that fails shows its error inside the layout: header and navigation stay (issue 16).
        children: inLayout([
          feature(paths.shop.pattern, "screens.shop", discovery.shop),
          feature(
            paths.detailedCart.pattern,
            "screens.detailedCart",
            () => import("../features/cart/routes/detailed-cart.tsx"),
          ),
          {
            path: paths.customer.root.pattern,
            children: [
              { index: true, loader: () => redirect(paths.customer.main.href()), element: null },
              feature(paths.customer.main.pattern, "screens.main", discovery.main, { footer: true, search: true }),
              feature(paths.customer.savedStores.pattern, "screens.savedStores", discovery.savedStores),
              feature(paths.customer.orders.pattern, "screens.orders", orders.list),
              feature(paths.customer.order.pattern, "screens.order", orders.order),
              feature(paths.customer.subscriptions.pattern, "screens.subscriptions", subscriptions.list),
              feature(paths.customer.subscription.pattern, "screens.subscription", subscriptions.detail),
              feature(paths.customer.storeDetail.pattern, "screens.storeDetail", discovery.storeRedirect),
              feature(paths.customer.storePage.pattern, "screens.storePage", discovery.storeRedirect),
              feature(paths.customer.homeChef.pattern, "screens.homeChef", discovery.homeChef),
              feature(paths.customer.groceryStore.pattern, "screens.groceryStore", discovery.grocery),
              feature(paths.customer.store.pattern, "screens.store", discovery.store),
              feature(paths.customer.storeCategory.pattern, "screens.storeCategory", discovery.storeCategory),
              feature(paths.customer.checkout.pattern, "screens.checkout", () => import("./routes/checkout.tsx")),
              feature(paths.customer.payment.pattern, "screens.payment", payment.pay),
              feature(paths.customer.payments.pattern, "screens.payments", payment.cards),
              screen(paths.customer.square.pattern, "screens.square"),
              feature(paths.customer.pickup.pattern, "screens.pickup", discovery.pickup),
              feature(paths.customer.category.pattern, "screens.category", discovery.category, { footer: true }),
              feature(paths.customer.account.pattern, "screens.account", account.profile),
              feature(paths.customer.manageAccount.pattern, "screens.manageAccount", account.manage),
              feature(paths.customer.deleteAccount.pattern, "screens.deleteAccount", account.delete),
              {
                path: relative(paths.customer.getHelp.pattern),
                lazy: () => import("../features/help/routes/get-help.tsx"),
                handle: { titleKey: "screens.getHelp" } satisfies RouteHandle,
              },
            ],
          },
          {
            path: paths.notFound.pattern,
            lazy: () => import("./routes/not-found.tsx"),
            handle: { titleKey: "notFound.title" } satisfies RouteHandle,
          },
        ]),
      },
      {
        path: paths.partner.root.pattern,
        element: <PartnerLayout />,
        errorElement: <RouteError />,
        children: inLayout([
          { index: true, loader: () => redirect(paths.partner.about.href()), element: null },
          feature(paths.partner.about.pattern, "screens.partnerAbout", partner.about),
          feature(paths.partner.joinRider.pattern, "screens.joinRider", partner.joinRider),
          feature(paths.partner.joinConvenience.pattern, "screens.joinConvenience", partner.joinConvenience),
          feature(paths.partner.homeChef.pattern, "screens.partnerHomeChef", partner.homeChef),
        ]),
      },
    ],
  },
  {
    path: paths.merchant.root.pattern,
    lazy: () => import("./routes/merchant.tsx"),
    hydrateFallbackElement: <AppLoading />,
    errorElement: <RouteError />,
    children: [
      { index: true, loader: () => redirect(paths.merchant.orders.href()), element: null },
      feature(paths.merchant.orders.pattern, "merchantShell.nav.orders", merchant.orders),
      feature(paths.merchant.menu.pattern, "merchantShell.nav.menu", merchant.menu),
      feature(paths.merchant.shop.pattern, "merchantShell.nav.shop", merchant.shop),
      feature(paths.merchant.hours.pattern, "merchantShell.nav.hours", merchant.hours),
      feature(paths.merchant.promotions.pattern, "merchantShell.nav.promotions", merchant.promotions),
      feature(paths.merchant.sales.pattern, "merchantShell.nav.sales", merchant.sales),
    ],
  },
  {
    path: paths.host.root.pattern,
    lazy: () => import("./routes/host.tsx"),
    hydrateFallbackElement: <AppLoading />,
    errorElement: <RouteError />,
    children: [
      { index: true, loader: () => redirect(paths.host.tenants.href()), element: null },
      feature(paths.host.tenants.pattern, "host.nav.tenants", host.tenants),
      feature(paths.host.newStorefront.pattern, "host.brand.newTitle", host.newStorefront),
      feature(paths.host.tenant.pattern, "host.brand.editTitleShort", host.tenant),
      feature(paths.host.riders.pattern, "host.nav.riders", host.riders),
    ],
  },
];
