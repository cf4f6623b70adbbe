import { useState } from "react";
import { createBrowserRouter, RouterProvider } from "react-router";
import { replaceModalEntryOnNavigate, watchNavigation } from "../components/ui/use-modal.ts";
import { paths } from "../config/paths.ts";
import { apiBase, applyBrandTheme, readTenantConfig } from "../config/tenant.ts";
import { configureApiClient } from "../lib/api-client.ts";
import { createI18n } from "../lib/i18n.ts";
import { AppProviders, createQueryClient } from "./providers.tsx";
import { routes } from "./router.tsx";

function createApp() {
  const tenant = readTenantConfig();
  applyBrandTheme(tenant);
  // A page change from an open dialog or drawer replaces its history entry (use-modal.ts).
  const router = replaceModalEntryOnNavigate(createBrowserRouter(routes));
  // A dialog closed as its handler navigates leaves its history entry to the router (use-modal.ts).
  watchNavigation(() => router.state.navigation.state !== "idle");
  configureApiClient({
    tenantId: tenant.tenantId,
    baseUrl: apiBase(tenant),
    // An expired token goes home; a token the server refused (401) stays on the page as a guest, with a notice.
    onSessionExpired: (reason) => {
      if (reason === "expired") void router.navigate(paths.home.href());
    },
  });
  if (tenant.metaDescription)
    document.querySelector('meta[name="description"]')?.setAttribute("content", tenant.metaDescription);
  return { tenant, router, i18n: createI18n(), queryClient: createQueryClient() };
}

export function App() {
  const [app] = useState(createApp);
  return (
    <AppProviders tenant={app.tenant} i18n={app.i18n} queryClient={app.queryClient}>
      <RouterProvider router={app.router} />
    </AppProviders>
  );
}
