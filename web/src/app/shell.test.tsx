import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { defaultTenantConfig } from "../config/tenant.ts";
import { local, session } from "../lib/storage.ts";
import { envelope, mockApi } from "../test/api-mock.ts";
import { fakeJwt, renderApp } from "../test/render-app.tsx";

describe("not-found page", () => {
  it("shows 'Looks Like You Lost !' with Go Home to /customer/main", async () => {
    renderApp("/no/such/page");
    expect(await screen.findByRole("heading", { name: "Looks Like You Lost !" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go Home" })).toHaveAttribute("href", "/customer/main");
  });

  it("Go Home leads to the customer main screen", async () => {
    const { router } = renderApp("/nowhere");
    await userEvent.click(await screen.findByRole("link", { name: "Go Home" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/customer/main"));
  });
});

describe("redirects", () => {
  it("/customer/ goes to /customer/main and /partner/ to /partner/about", async () => {
    const customer = renderApp("/customer/");
    await waitFor(() => expect(customer.router.state.location.pathname).toBe("/customer/main"));
    customer.unmount();
    const partner = renderApp("/partner/");
    await waitFor(() => expect(partner.router.state.location.pathname).toBe("/partner/about"));
  });
});

describe("footer", () => {
  it.each(["/customer/main", "/customer/category/4?category=Bakery"])("shows on %s", async (path) => {
    renderApp(path);
    const footer = await screen.findByRole("contentinfo");
    expect(within(footer).getByRole("link", { name: "Account Details" })).toHaveAttribute("href", "/customer/account");
    expect(within(footer).getByRole("link", { name: "Order History" })).toHaveAttribute("href", "/customer/orders");
    expect(within(footer).getByRole("link", { name: /Terms/ })).toHaveAttribute("href", "/legal/terms.pdf");
    expect(within(footer).getByRole("link", { name: /Terms/ })).toHaveAttribute("target", "_blank");
  });

  it.each(["/customer/pickup", "/shop", "/customer/orders/17"])("is absent on %s", async (path) => {
    renderApp(path);
    await screen.findByRole("heading", { level: 1 });
    expect(screen.queryByRole("contentinfo")).not.toBeInTheDocument();
  });
});

describe("left sidebar", () => {
  const tokenOnly = ["Orders", "Subscriptions", "Account", "Saved stores", "Payment"];

  it("hides the account entries and offers sign-in without a token", async () => {
    renderApp("/customer/pickup");
    await userEvent.click(await screen.findByRole("button", { name: "Open menu" }));
    const drawer = screen.getByRole("dialog", { name: "Menu" });
    for (const name of ["Home", "Pickup", "Help"])
      expect(within(drawer).getByRole("link", { name })).toBeInTheDocument();
    for (const name of tokenOnly) expect(within(drawer).queryByRole("link", { name })).not.toBeInTheDocument();
    expect(within(drawer).getByRole("button", { name: "Sign up or sign in" })).toBeInTheDocument();
    expect(within(drawer).queryByRole("button", { name: "Sign out" })).not.toBeInTheDocument();
    expect(within(drawer).getByRole("combobox", { name: "Language" })).toBeInTheDocument();
  });

  it("shows the account entries and Sign out with a token", async () => {
    local.set("token", fakeJwt(3600));
    renderApp("/customer/pickup");
    await userEvent.click(await screen.findByRole("button", { name: "Open menu" }));
    const drawer = screen.getByRole("dialog", { name: "Menu" });
    for (const name of tokenOnly) expect(within(drawer).getByRole("link", { name })).toBeInTheDocument();
    expect(within(drawer).getByRole("button", { name: "Sign out" })).toBeInTheDocument();
    expect(within(drawer).queryByRole("button", { name: "Sign up or sign in" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Login" })).not.toBeInTheDocument();
  });

  it("traps focus, closes on Escape, returns focus to the menu button and unlocks scrolling", async () => {
    renderApp("/customer/pickup");
    const menuButton = await screen.findByRole("button", { name: "Open menu" });
    await userEvent.click(menuButton);
    const drawer = screen.getByRole("dialog", { name: "Menu" });
    expect(drawer).toContainElement(document.activeElement as HTMLElement);
    expect(document.body).toHaveClass("scroll-locked");
    await userEvent.tab({ shift: true });
    expect(drawer).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog", { name: "Menu" })).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();
    expect(document.body).not.toHaveClass("scroll-locked");
  });
});

describe("language", () => {
  it("switching to Afghani sets dir=rtl and stores the choice; French translates the page", async () => {
    // Get Help lists the caller's orders: none here, so it shows its empty state.
    mockApi({ "GET /services/app/Orders/GetAllByCustomer": () => envelope({ totalCount: 0, items: [] }) });
    renderApp("/customer/get-help");
    expect(await screen.findByText("No Previous Deliveries, Order Today!")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Open menu" }));
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Language" }), "afg");
    expect(document.documentElement).toHaveAttribute("dir", "rtl");
    expect(document.documentElement).toHaveAttribute("lang", "fa-AF");
    expect(session.get("language")).toBe("afg");
    expect(local.get("language")).toBe("afg");
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "زبان" }), "fr");
    expect(document.documentElement).toHaveAttribute("dir", "ltr");
    expect(screen.getByText("Aucune livraison précédente, commandez aujourd'hui !")).toBeInTheDocument();
  });

  it("starts in the language kept in session storage", async () => {
    session.set("language", "afg");
    renderApp("/customer/get-help");
    expect(await screen.findByRole("heading", { name: "کمک" })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute("dir", "rtl");
  });
});

describe("header", () => {
  it("shows the search box on the main route only, the cart count and Login when signed out", async () => {
    const main = renderApp("/customer/main");
    expect(await main.findByRole("searchbox", { name: "Search stores" })).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Cart, 0 items" })).toHaveAttribute("aria-haspopup", "dialog");
    expect(screen.getByRole("button", { name: "Login" })).toBeInTheDocument();
    main.unmount();
    renderApp("/customer/pickup");
    await screen.findByRole("heading", { name: "Pickup" });
    expect(screen.queryByRole("searchbox")).not.toBeInTheDocument();
  });
});

describe("page changes", () => {
  it("move focus to the new page's heading", async () => {
    mockApi({ "GET /services/app/Orders/GetAllByCustomer": () => envelope({ totalCount: 0, items: [] }) });
    const { router } = renderApp("/customer/get-help");
    expect(await screen.findByRole("heading", { level: 1, name: "Help" })).not.toHaveFocus();
    await router.navigate("/customer/pickup");
    const heading = await screen.findByRole("heading", { level: 1, name: "Pickup" });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it("move focus to the heading when the page is chosen in the menu drawer (not back to the menu button)", async () => {
    mockApi({ "GET /services/app/Orders/GetAllByCustomer": () => envelope({ totalCount: 0, items: [] }) });
    renderApp("/customer/pickup");
    await screen.findByRole("heading", { level: 1, name: "Pickup" });
    await userEvent.click(screen.getByRole("button", { name: "Open menu" }));
    await userEvent.click(within(screen.getByRole("dialog", { name: "Menu" })).getByRole("link", { name: "Help" }));
    // The drawer closes once the page has changed (a render after the one that focuses the heading);
    // closing hands focus back to the menu button, and the heading takes it back.
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Menu" })).not.toBeInTheDocument());
    // Get Help shows a heading while it loads, then its own: the focus follows to the one shown.
    await waitFor(() => expect(screen.getByRole("heading", { level: 1, name: "Help" })).toHaveFocus());
  });

  it("name the category in the document title, from the page's data", async () => {
    renderApp("/customer/category/4?category=Bakery");
    await screen.findByRole("heading", { level: 1, name: "Bakery" });
    await waitFor(() => expect(document.title).toBe(`Bakery · ${defaultTenantConfig.brandName}`));
  });
});
