import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { consoleJwt, consoleShop, mockConsoleApi } from "../../../lib/console/console-test-support.ts";
import { envelope } from "../../../test/api-mock.ts";
import { renderApp } from "../../../test/render-app.tsx";

const shop = consoleShop({ name: "Jerk Hut", kind: "restaurant" });

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem("consoleToken", consoleJwt({ tenantId: 9, roles: ["tenantAdmin"] }));
  mockConsoleApi({ "GET /services/app/MerchantShop/GetAll": () => envelope([shop]) });
});
afterEach(() => vi.unstubAllGlobals());

it("names the small-screen navigation button 'Sections', never 'Menu' like the Menu section", async () => {
  renderApp("/merchant/sales");
  await screen.findByRole("heading", { level: 1, name: "Sales" });
  const toggle = await screen.findByRole("button", { name: "Sections" });
  expect(toggle).toHaveAttribute("aria-expanded", "false");
  await userEvent.setup().click(toggle);
  expect(toggle).toHaveAttribute("aria-expanded", "true");
  expect(screen.queryByRole("button", { name: "Menu" })).not.toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Menu" })).toBeInTheDocument();
});
