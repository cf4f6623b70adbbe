import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { local } from "../../lib/storage.ts";
import { envelope, mockApi } from "../../test/api-mock.ts";
import { fakeJwt, renderApp } from "../../test/render-app.tsx";

// Whole flows through the real route table with user-event typing: slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

function api() {
  return mockApi({
    "POST /services/app/Customers/Profile": () => envelope({ id: 42, name: "Ada", surname: "Lovelace", address: null }),
    "GET /services/app/ShoppingCart/GetCustomersCarts": () => envelope({ items: [] }),
  });
}

describe("the header's account (signed in)", () => {
  it("shows the customer's initial and name where Login was, opening Account, Orders, Saved stores, Sign out", async () => {
    local.set("token", fakeJwt(3600));
    api();
    const { router } = renderApp("/customer/get-help");
    const button = await screen.findByRole("button", { name: "Account: Ada" });
    expect(screen.queryByRole("button", { name: "Login" })).not.toBeInTheDocument();
    expect(button).toHaveAttribute("aria-haspopup", "menu");
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(button).toHaveTextContent("AAda");
    await userEvent.click(button);
    const menu = screen.getByRole("menu", { name: "Account" });
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((item) => item.textContent),
    ).toEqual(["Account", "Orders", "Saved stores", "Sign out"]);
    expect(within(menu).getByRole("menuitem", { name: "Orders" })).toHaveAttribute("href", "/customer/orders");
    await userEvent.click(within(menu).getByRole("menuitem", { name: "Saved stores" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/customer/savedstores"));
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
  });

  it("works from the keyboard: Enter, arrows, Home, End, Escape back to the button, Space", async () => {
    local.set("token", fakeJwt(3600));
    api();
    renderApp("/customer/get-help");
    const button = await screen.findByRole("button", { name: "Account: Ada" });
    button.focus();
    await userEvent.keyboard("{Enter}");
    expect(screen.getByRole("menuitem", { name: "Account" })).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    expect(screen.getByRole("menuitem", { name: "Orders" })).toHaveFocus();
    await userEvent.keyboard("{End}");
    expect(screen.getByRole("menuitem", { name: "Sign out" })).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    expect(screen.getByRole("menuitem", { name: "Account" })).toHaveFocus();
    await userEvent.keyboard("{ArrowUp}");
    expect(screen.getByRole("menuitem", { name: "Sign out" })).toHaveFocus();
    await userEvent.keyboard("{Home}");
    expect(screen.getByRole("menuitem", { name: "Account" })).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    await userEvent.keyboard("{ArrowUp}");
    expect(screen.getByRole("menuitem", { name: "Sign out" })).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    await userEvent.keyboard(" ");
    expect(screen.getByRole("menuitem", { name: "Account" })).toHaveFocus();
  });

  it("signs out from the menu", async () => {
    local.set("token", fakeJwt(3600));
    local.set("location", '{"placeName":"1 Queen St W","latitude":43.65,"longitude":-79.38}');
    api();
    renderApp("/customer/get-help");
    await userEvent.click(await screen.findByRole("button", { name: "Account: Ada" }));
    await userEvent.click(screen.getByRole("menuitem", { name: "Sign out" }));
    expect(await screen.findByRole("button", { name: "Login" })).toBeInTheDocument();
    expect(local.get("token")).toBeNull();
    // The address was the customer's: the profile gives it back at the next sign-in.
    expect(local.get("location")).toBeNull();
  });

  it("shows Login to a guest", async () => {
    api();
    renderApp("/customer/get-help");
    expect(await screen.findByRole("button", { name: "Login" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Account/ })).not.toBeInTheDocument();
  });
});
