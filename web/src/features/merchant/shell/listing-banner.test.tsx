import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { consoleJwt, mockConsoleApi } from "../../../lib/console/console-test-support.ts";
import { envelope } from "../../../test/api-mock.ts";
import { renderApp } from "../../../test/render-app.tsx";

const newShop = {
  id: 6,
  name: "Queen Mart",
  kind: "convenience",
  isLive: false,
  listed: false,
  hiddenReasons: ["notLive", "noActiveItems", "noHours"],
  pausedUntil: null,
};
const liveShop = { ...newShop, id: 5, name: "Jerk Hut", isLive: true, listed: true, hiddenReasons: [] };

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem("consoleToken", consoleJwt({ tenantId: 9, roles: ["tenantAdmin"] }));
});
afterEach(() => vi.unstubAllGlobals());

describe("a shop customers cannot see yet", () => {
  it.each(["/merchant/orders", "/merchant/sales"])("%s says so, with each missing step as a link", async (path) => {
    mockConsoleApi({ "GET /services/app/MerchantShop/GetAll": () => envelope([newShop]) });
    renderApp(path);
    const banner = await screen.findByRole("region", { name: "Customers can't see your shop yet" });
    const steps = within(banner).getAllByRole("link");
    expect(steps.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Add opening hours", "/merchant/hours?shop=6"],
      ["Add an item to your menu", "/merchant/menu?shop=6"],
      ["Go live", "/merchant/shop?shop=6"],
    ]);
  });

  it("makes the header's 'Hidden from customers' a link to the Shop section", async () => {
    mockConsoleApi({ "GET /services/app/MerchantShop/GetAll": () => envelope([newShop]) });
    renderApp("/merchant/orders");
    expect(await screen.findByRole("link", { name: "Hidden from customers" })).toHaveAttribute(
      "href",
      "/merchant/shop?shop=6",
    );
  });

  it("shows no banner for a listed shop", async () => {
    mockConsoleApi({ "GET /services/app/MerchantShop/GetAll": () => envelope([liveShop]) });
    renderApp("/merchant/sales");
    expect(await screen.findByText("Visible to customers")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Customers can't see your shop yet" })).not.toBeInTheDocument();
  });
});
