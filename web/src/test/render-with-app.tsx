import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { AppProviders, createQueryClient } from "../app/providers.tsx";
import { defaultTenantConfig } from "../config/tenant.ts";
import { createI18n, type LanguageCode } from "../lib/i18n.ts";

/** Renders one element inside the app providers and a router (English). */
export function renderWithApp(element: ReactNode) {
  const router = createMemoryRouter([{ path: "*", element }], { initialEntries: ["/customer/store/7"] });
  return render(
    <AppProviders tenant={defaultTenantConfig} i18n={createI18n()} queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

/** Renders one element inside the app providers only (no router), in the given language. */
export function renderWithProviders(element: ReactNode, language: LanguageCode = "en") {
  return render(
    <AppProviders tenant={defaultTenantConfig} i18n={createI18n(language)} queryClient={createQueryClient()}>
      {element}
    </AppProviders>,
  );
}
