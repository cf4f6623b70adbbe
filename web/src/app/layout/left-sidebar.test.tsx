import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { envelope, mockApi } from "../../test/api-mock.ts";
import { renderApp } from "../../test/render-app.tsx";

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
});
