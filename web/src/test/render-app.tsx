import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { AppProviders, createQueryClient } from "../app/providers.tsx";
import { routes } from "../app/router.tsx";
import { defaultTenantConfig } from "../config/tenant.ts";
import { createI18n } from "../lib/i18n.ts";

/** Renders the real route table at `path` inside the app providers (English unless stored otherwise). */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const i18n = createI18n();
  const utils = render(
    <AppProviders tenant={defaultTenantConfig} i18n={i18n} queryClient={createQueryClient()} onSignedOut={() => {}}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, router, i18n };
}

/** A syntactically valid JWT (unsigned: the client never verifies) expiring `secondsFromNow` from now. */
export function fakeJwt(secondsFromNow: number): string {
  const b64 = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
  return `${b64({ alg: "HS256", typ: "JWT" })}.${b64({ sub: "7", exp: Math.floor(Date.now() / 1000) + secondsFromNow })}.signature`;
}
