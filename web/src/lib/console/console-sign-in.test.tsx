import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { envelope } from "../../test/api-mock.ts";
import { renderApp } from "../../test/render-app.tsx";
import { bodiesSentTo, consoleJwt, consoleShop, mockConsoleApi } from "./console-test-support.ts";

const shops = [consoleShop()];
const signIn = (token: string, state = 1) =>
  mockConsoleApi({
    "POST /services/app/Account/IsTenantAvailable": () => envelope({ state, tenantId: state === 1 ? 9 : null }),
    "POST /TokenAuth/Authenticate": () =>
      envelope({ accessToken: token, encryptedAccessToken: "x", expireInSeconds: 3600, userId: 42 }),
    "GET /services/app/MerchantShop/GetAll": () => envelope(shops),
  });

async function fillAndSubmit(businessId = "oakwood") {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText("Business ID"), businessId);
  await user.type(screen.getByLabelText("Email"), "owner@oakwood.ca");
  await user.type(screen.getByLabelText("Password"), "Secret123!");
  await user.click(screen.getByRole("button", { name: "Sign in" }));
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe("merchant console sign-in", () => {
  it("signs a tenant admin in within the Business ID's tenant, remembers the ID and opens the console", async () => {
    const fetchMock = signIn(consoleJwt({ tenantId: 9, roles: ["tenantAdmin"] }));
    renderApp("/merchant/sales");
    await fillAndSubmit();
    expect(await screen.findByRole("heading", { level: 1, name: "Sales" })).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Console sections" })).toBeInTheDocument();
    expect(screen.getByText("Oakwood Corner Mart")).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, "IsTenantAvailable")).toEqual([{ tenancyName: "oakwood" }]);
    expect(bodiesSentTo(fetchMock, "Authenticate")[0]).toMatchObject({
      userNameOrEmailAddress: "owner@oakwood.ca",
      tenancyName: "oakwood",
    });
    expect(localStorage.getItem("consoleToken")).toBeTruthy();
    expect(localStorage.getItem("token")).toBeNull();
    expect(localStorage.getItem("consoleBusinessId")).toBe("oakwood");
  });

  it("refuses a customer's account and keeps no token", async () => {
    signIn(consoleJwt({ tenantId: 9, roles: ["customer"] }));
    renderApp("/merchant");
    await fillAndSubmit();
    expect(await screen.findByRole("alert")).toHaveTextContent("This account is not a shop administrator.");
    expect(localStorage.getItem("consoleToken")).toBeNull();
  });

  it.each([
    [3, "There is no business with this Business ID."],
    [2, "This business is not active. Please contact support."],
  ])("says why a Business ID in state %i cannot sign in, without trying the password", async (state, message) => {
    const fetchMock = signIn(consoleJwt({ tenantId: 9, roles: ["tenantAdmin"] }), state);
    renderApp("/merchant");
    await fillAndSubmit("nobody");
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(bodiesSentTo(fetchMock, "Authenticate")).toEqual([]);
  });

  it("shows each field's problem and sends nothing while the form is incomplete", async () => {
    const fetchMock = signIn(consoleJwt({ tenantId: 9, roles: ["tenantAdmin"] }));
    renderApp("/merchant");
    await userEvent.setup().click(await screen.findByRole("button", { name: "Sign in" }));
    expect(screen.getByText("Business ID is required")).toBeInTheDocument();
    expect(screen.getByText("Email is required")).toBeInTheDocument();
    expect(screen.getByText("Password is required")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of a wrong password", async () => {
    mockConsoleApi({
      "POST /services/app/Account/IsTenantAvailable": () => envelope({ state: 1, tenantId: 9 }),
      "POST /TokenAuth/Authenticate": () =>
        envelope(null, { status: 401, error: { message: "Login failed!", details: "Invalid user name or password" } }),
    });
    renderApp("/merchant");
    await fillAndSubmit();
    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid user name or password");
    await waitFor(() => expect(localStorage.getItem("consoleToken")).toBeNull());
  });
});

describe("a session the server ends", () => {
  it("signs out when a console query answers 401", async () => {
    localStorage.setItem("consoleToken", consoleJwt({ tenantId: 9, roles: ["tenantAdmin"] }));
    mockConsoleApi({
      "GET /services/app/MerchantShop/GetAll": () =>
        envelope(null, { status: 401, error: { message: "Current user did not login to the application!" } }),
    });
    renderApp("/merchant/sales");
    expect(await screen.findByText("Your session has ended. Please sign in again.")).toBeInTheDocument();
    expect(localStorage.getItem("consoleToken")).toBeNull();
  });
});
