import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { consoleJwt, mockConsoleApi } from "../../../lib/console/console-test-support.ts";
import { envelope } from "../../../test/api-mock.ts";
import { renderApp } from "../../../test/render-app.tsx";

const shop = (id: number, name: string, listed = true) => ({
  id,
  name,
  kind: "restaurant",
  isLive: listed,
  listed,
  hiddenReasons: listed ? [] : ["notLive"],
  pausedUntil: null,
});

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem("consoleToken", consoleJwt({ tenantId: 9, roles: ["tenantAdmin"] }));
  mockConsoleApi({
    "GET /services/app/MerchantShop/GetAll": () => envelope([shop(5, "Jerk Hut"), shop(6, "Roti Corner", false)]),
  });
});
afterEach(() => vi.unstubAllGlobals());

describe("merchant console layout", () => {
  it("sends /merchant to the orders section and lists every section in the navigation", async () => {
    const { router } = renderApp("/merchant");
    await waitFor(() => expect(router.state.location.pathname).toBe("/merchant/orders"));
    const nav = await screen.findByRole("navigation", { name: "Console sections" });
    const links = Array.from(nav.querySelectorAll("a")).map((a) => a.textContent);
    expect(links).toEqual(["Orders", "Menu", "Shop", "Hours", "Promotions", "Sales"]);
    expect(screen.getByRole("link", { name: "Orders" })).toHaveAttribute("aria-current", "page");
  });

  it("switches the current shop with ?shop=, and the links keep it", async () => {
    const { router } = renderApp("/merchant/sales");
    const select = await screen.findByRole("combobox", { name: "Current shop" });
    expect(select).toHaveValue("5");
    expect(screen.getByText("Visible to customers")).toBeInTheDocument();
    await userEvent.setup().selectOptions(select, "6");
    await waitFor(() => expect(router.state.location.search).toBe("?shop=6"));
    expect(screen.getByText("Hidden from customers")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Menu" })).toHaveAttribute("href", "/merchant/menu?shop=6");
  });

  it("signs out: the token is dropped and the sign-in shows", async () => {
    renderApp("/merchant/sales");
    expect(await screen.findByRole("heading", { level: 1, name: "Sales" })).toHaveFocus();
    await userEvent.setup().click(await screen.findByRole("button", { name: "Sign out" }));
    expect(await screen.findByRole("heading", { name: "Sign in to your shop" })).toBeInTheDocument();
    expect(localStorage.getItem("consoleToken")).toBeNull();
  });

  it("does not keep an expired token, nor a host admin's", async () => {
    localStorage.setItem("consoleToken", consoleJwt({ tenantId: 9, roles: ["tenantAdmin"], exp: 1 }));
    const expired = renderApp("/merchant/sales");
    expect(await screen.findByRole("heading", { name: "Sign in to your shop" })).toBeInTheDocument();
    expect(localStorage.getItem("consoleToken")).toBeNull();
    expired.unmount();
    localStorage.setItem("consoleToken", consoleJwt({ tenantId: null, roles: ["hostAdmin"] }));
    renderApp("/merchant/sales");
    expect(await screen.findByRole("heading", { name: "Sign in to your shop" })).toBeInTheDocument();
  });
});
