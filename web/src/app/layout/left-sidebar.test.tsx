import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createBrowserRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { replaceModalEntryOnNavigate } from "../../components/ui/use-modal.ts";
import { defaultTenantConfig } from "../../config/tenant.ts";
import { createI18n } from "../../lib/i18n.ts";
import { envelope, mockApi } from "../../test/api-mock.ts";
import { renderApp } from "../../test/render-app.tsx";
import { AppProviders, createQueryClient } from "../providers.tsx";
import { routes } from "../router.tsx";

vi.setConfig({ testTimeout: 20_000 });

describe("left sidebar", () => {
  it("leads to the grocery store and home chef lists", async () => {
    mockApi({
      "POST /services/app/Shop/NearMe": () => envelope({ items: [], totalCount: 0 }),
      "GET /services/app/MenuCategory/GetAll": () => envelope({ items: [], totalCount: 0 }),
    });
    const { router } = renderApp("/customer/main");
    await userEvent.click(await screen.findByRole("button", { name: "Open menu" }));
    const drawer = screen.getByRole("dialog", { name: "Menu" });
    expect(within(drawer).getByRole("link", { name: "Home chefs" })).toHaveAttribute("href", "/customer/homechef");
    await userEvent.click(within(drawer).getByRole("link", { name: "Grocery stores" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/customer/grocerystore"));
    // The drawer closes once the page has changed.
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Menu" })).toBeNull());
  });

  it("a drawer link replaces the drawer's history entry: one Back returns to the previous page", async () => {
    mockApi({
      "POST /services/app/Shop/NearMe": () => envelope({ items: [], totalCount: 0 }),
      "GET /services/app/MenuCategory/GetAll": () => envelope({ items: [], totalCount: 0 }),
    });
    // The previous test's drawer (on a memory router) takes its window history entry back after it
    // closed: let that Back land before this test reads the window history.
    await waitFor(() => expect(window.history.state?.modal).toBeUndefined());
    window.history.replaceState(null, "", "/customer/main");
    const router = replaceModalEntryOnNavigate(createBrowserRouter(routes));
    render(
      <AppProviders tenant={defaultTenantConfig} i18n={createI18n()} queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    await userEvent.click(await screen.findByRole("button", { name: "Open menu" }));
    // The drawer's own entry is on top now; the page change replaces it rather than pushing over it.
    const length = window.history.length;
    await userEvent.click(
      within(screen.getByRole("dialog", { name: "Menu" })).getByRole("link", { name: "Grocery stores" }),
    );
    await waitFor(() => expect(window.location.pathname).toBe("/customer/grocerystore"));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Menu" })).toBeNull());
    expect(window.history.length).toBe(length);

    window.history.back();
    await waitFor(() => expect(router.state.location.pathname).toBe("/customer/main"));
    expect(window.history.state).not.toMatchObject({ modal: expect.any(String) });
    router.dispose();
  });
});
