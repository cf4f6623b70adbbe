import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { envelope } from "../../test/api-mock.ts";
import { renderApp } from "../../test/render-app.tsx";
import { consoleJwt, consoleShop, mockConsoleApi } from "./console-test-support.ts";

const merchantToken = consoleJwt({ tenantId: 9, roles: ["tenantAdmin"] });
const hostToken = consoleJwt({ tenantId: null, roles: ["hostAdmin"], sub: "7" });
const shops = [consoleShop()];

/** What another tab's write to localStorage looks like to this tab. */
function otherTabWrites(key: string, value: string | null) {
  const oldValue = localStorage.getItem(key);
  if (value === null) localStorage.removeItem(key);
  else localStorage.setItem(key, value);
  act(() => {
    window.dispatchEvent(new StorageEvent("storage", { key, oldValue, newValue: value, storageArea: localStorage }));
  });
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe("the merchant and host consoles in one browser", () => {
  it("signing in to the host console keeps the merchant console's session (each has its own token)", async () => {
    localStorage.setItem("consoleToken", merchantToken);
    mockConsoleApi({
      "POST /TokenAuth/Authenticate": () =>
        envelope({ accessToken: hostToken, encryptedAccessToken: "x", expireInSeconds: 3600, userId: 7 }),
      "GET /services/app/Tenant/GetAll": () => envelope({ totalCount: 0, items: [] }),
    });
    renderApp("/host");
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Email"), "host@dutchpot.ca");
    await user.type(screen.getByLabelText("Password"), "Secret123!");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    await screen.findByRole("button", { name: /sign out/i });
    expect(localStorage.getItem("consoleToken")).toBe(merchantToken);
    expect(localStorage.getItem("hostConsoleToken")).toBe(hostToken);
  });

  it("another tab signing the merchant out shows this tab the sign-in with the session-ended notice", async () => {
    localStorage.setItem("consoleToken", merchantToken);
    mockConsoleApi({ "GET /services/app/MerchantShop/GetAll": () => envelope(shops) });
    renderApp("/merchant/sales");
    expect(await screen.findByRole("heading", { level: 1, name: "Sales" })).toBeInTheDocument();
    otherTabWrites("hostConsoleToken", hostToken);
    expect(screen.getByRole("heading", { level: 1, name: "Sales" })).toBeInTheDocument();
    otherTabWrites("consoleToken", null);
    expect(await screen.findByText("Your session has ended. Please sign in again.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sign in" })).toBeInTheDocument();
  });

  it("another tab signing the merchant in opens the console in this tab too", async () => {
    mockConsoleApi({ "GET /services/app/MerchantShop/GetAll": () => envelope(shops) });
    renderApp("/merchant/sales");
    expect(await screen.findByRole("button", { name: "Sign in" })).toBeInTheDocument();
    otherTabWrites("consoleToken", merchantToken);
    expect(await screen.findByRole("heading", { level: 1, name: "Sales" })).toBeInTheDocument();
  });
});
