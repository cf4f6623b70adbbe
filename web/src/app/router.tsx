import { type RouteObject, redirect } from "react-router";
import { paths } from "../config/paths.ts";
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

/** Child paths are written relative to their parent ("/customer/main" → "main"). */
function relative(pattern: string): string {
  return pattern.replace(/^\/(customer|partner)\//, "").replace(/^\//, "");
}

export const routes: RouteObject[] = [
  {
    id: "root",
    hydrateFallbackElement: <AppLoading />,
    errorElement: <RouteError />,
    children: [
      {
        path: paths.home.pattern,
        lazy: () => import("../features/landing/routes/landing.tsx"),
        errorElement: <RouteError />,
      },
      {
        element: <CustomerLayout />,
        errorElement: <RouteError />,
        children: [
          screen(paths.shop.pattern, "screens.shop"),
          screen(paths.detailedCart.pattern, "screens.detailedCart"),
          {
            path: paths.customer.root.pattern,
            children: [
              { index: true, loader: () => redirect(paths.customer.main.href()), element: null },
              screen(paths.customer.main.pattern, "screens.main", { footer: true, search: true }),
              screen(paths.customer.savedStores.pattern, "screens.savedStores"),
              screen(paths.customer.orders.pattern, "screens.orders"),
              screen(paths.customer.order.pattern, "screens.order"),
              screen(paths.customer.subscriptions.pattern, "screens.subscriptions"),
              screen(paths.customer.subscription.pattern, "screens.subscription"),
              screen(paths.customer.storeDetail.pattern, "screens.storeDetail"),
              screen(paths.customer.storePage.pattern, "screens.storePage"),
              screen(paths.customer.homeChef.pattern, "screens.homeChef"),
              screen(paths.customer.groceryStore.pattern, "screens.groceryStore"),
              screen(paths.customer.store.pattern, "screens.store"),
              screen(paths.customer.storeCategory.pattern, "screens.storeCategory"),
              screen(paths.customer.checkout.pattern, "screens.checkout"),
              screen(paths.customer.payment.pattern, "screens.payment"),
              screen(paths.customer.payments.pattern, "screens.payments"),
              screen(paths.customer.square.pattern, "screens.square"),
              screen(paths.customer.pickup.pattern, "screens.pickup"),
              screen(paths.customer.category.pattern, "screens.category", { footer: true }),
              screen(paths.customer.account.pattern, "screens.account"),
              screen(paths.customer.manageAccount.pattern, "screens.manageAccount"),
              screen(paths.customer.deleteAccount.pattern, "screens.deleteAccount"),
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
        ],
      },
      {
        path: paths.partner.root.pattern,
        element: <PartnerLayout />,
        errorElement: <RouteError />,
        children: [
          { index: true, loader: () => redirect(paths.partner.about.href()), element: null },
          screen(paths.partner.about.pattern, "screens.partnerAbout"),
          screen(paths.partner.joinRider.pattern, "screens.joinRider"),
          screen(paths.partner.joinConvenience.pattern, "screens.joinConvenience"),
          screen(paths.partner.homeChef.pattern, "screens.partnerHomeChef"),
        ],
      },
    ],
  },
];
