import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { local } from "../../../lib/storage.ts";
import { envelope, mockApi, sentBody } from "../../../test/api-mock.ts";
import { fakeJwt, renderApp } from "../../../test/render-app.tsx";

// Whole flows through the real route table with user-event typing: slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const profile = {
  id: 42,
  tenantId: 3,
  name: "Ada",
  surname: "Lovelace",
  userName: "ada@example.com",
  emailAddress: "ada@example.com",
  phoneCountryCode: "+1",
  phoneNumber: "4165550199",
  isPhoneConfirmed: true,
  pendingPhoneCountryCode: null,
  pendingPhoneNumber: null,
  address: "1 Queen St W",
  city: "Toronto",
  postCode: "M5H 2N2",
  countryId: 1,
  stateProvinceId: 11,
  isActive: true,
  roleNames: ["customer"],
  creationTime: "2026-11-23T10:00:00Z",
};
const countries = {
  items: [
    { id: 1, name: "Canada", code: "CA", stateProvinces: [{ id: 11, name: "Ontario", countryId: 1 }] },
    { id: 2, name: "Monaco", code: "MC", stateProvinces: [] },
  ],
};

function signedIn() {
  local.set("token", fakeJwt(3600));
}

describe("/customer/account", () => {
  it("asks a guest to sign in", async () => {
    mockApi({});
    renderApp("/customer/account");
    expect(await screen.findByRole("heading", { level: 1, name: "Account" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Sign up or sign in" }));
    expect(screen.getByRole("dialog", { name: "Sign in or sign up" })).toBeInTheDocument();
  });

  it("fills the form from the profile, requires every field and saves the address", async () => {
    signedIn();
    const fetchMock = mockApi({
      "POST /services/app/Customers/Profile": () => envelope(profile),
      "GET /services/app/Country/Getall": () => envelope(countries),
      "PATCH /services/app/Customers/UpdateProfile": () => envelope({ ...profile, city: "Mississauga" }),
    });
    renderApp("/customer/account");
    const city = await screen.findByLabelText("City");
    expect(city).toHaveValue("Toronto");
    await waitFor(() => expect(screen.getByRole("combobox", { name: "Country" })).toHaveValue("1"));
    expect(screen.getByRole("combobox", { name: "State / province" })).toHaveValue("11");
    expect(screen.getByLabelText("Phone")).toHaveValue("(416) 555-0199");
    expect(screen.getByRole("link", { name: "Manage Account" })).toHaveAttribute("href", "/customer/manage-account");
    expect(screen.getByRole("button", { name: "Change Password" })).toBeInTheDocument();

    await userEvent.clear(city);
    await userEvent.tab();
    expect(screen.getByText("This field is required.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Save" })).toBeDisabled();
    await userEvent.type(city, "Mississauga");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Address Modified Successfully")).toBeInTheDocument();
    expect(sentBody(fetchMock, "UpdateProfile")).toEqual({
      name: "Ada",
      surname: "Lovelace",
      emailAddress: "ada@example.com",
      countryId: 1,
      stateProvinceId: 11,
      address: "1 Queen St W",
      city: "Mississauga",
      postCode: "M5H 2N2",
    });
  });

  it("shows Verify and disables Save while the phone differs, until the new number is verified", async () => {
    signedIn();
    let current = profile;
    const fetchMock = mockApi({
      "POST /services/app/Customers/Profile": () => envelope(current),
      "GET /services/app/Country/Getall": () => envelope(countries),
      "PATCH /services/app/Customers/UpdateProfile": () =>
        envelope({ ...current, pendingPhoneNumber: "6475550123", pendingPhoneCountryCode: "+1" }),
      "POST /services/app/Customers/GeneratePhoneConfirmationCode": () => envelope(null),
      "POST /services/app/Customers/ConfirmPhoneNumber": () => {
        current = { ...profile, phoneNumber: "6475550123" };
        return envelope({ accessToken: fakeJwt(3600), encryptedAccessToken: "x", expireInSeconds: 3600, userId: 42 });
      },
    });
    renderApp("/customer/account");
    const phone = await screen.findByLabelText("Phone");
    expect(screen.queryByRole("button", { name: "Verify" })).not.toBeInTheDocument();
    await userEvent.clear(phone);
    await userEvent.type(phone, "6475550123");
    await userEvent.tab();
    expect(screen.getByRole("button", { name: "Save" })).toBeDisabled();
    await userEvent.click(screen.getByRole("button", { name: "Verify" }));

    const dialog = await screen.findByRole("dialog", { name: "Verify Mobile Number" });
    expect(await screen.findByText("OTP Send Successfully")).toBeInTheDocument();
    expect(sentBody(fetchMock, "UpdateProfile")).toEqual({ phoneNumber: "6475550123", phoneCountryCode: "+1" });
    expect(sentBody(fetchMock, "GeneratePhoneConfirmationCode")).toEqual({
      phoneNumber: "6475550123",
      countryCode: "+1",
    });
    await userEvent.type(within(dialog).getByLabelText("Security code"), "123456{Enter}");
    expect(await screen.findByText("Mobile Number updated successfully")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("button", { name: "Save" })).toBeEnabled());
    expect(screen.queryByRole("button", { name: "Verify" })).not.toBeInTheDocument();
  });
});

describe("/customer/manage-account/deleteaccount", () => {
  it("deletes the account, ends the session and returns to the landing page", async () => {
    signedIn();
    local.set("address", "1 Queen St W");
    mockApi({ "DELETE /services/app/Customers/DeleteCustomer": () => envelope(null) });
    const { router } = renderApp("/customer/manage-account/deleteaccount");
    expect(await screen.findByRole("link", { name: "Go back" })).toHaveAttribute("href", "/customer/manage-account");
    await userEvent.click(screen.getByRole("button", { name: "Delete" }));
    const ask = screen.getByRole("alertdialog", { name: "Delete your account for good?" });
    await userEvent.click(within(ask).getByRole("button", { name: "Delete my account" }));
    expect(await screen.findByText("Account Deleted Successfully")).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(local.get("token")).toBeNull();
    expect(local.get("address")).toBeNull();
  });

  it("asks first, naming what is erased; Keep my account and Escape change nothing", async () => {
    signedIn();
    const fetchMock = mockApi({ "DELETE /services/app/Customers/DeleteCustomer": () => envelope(null) });
    const { router } = renderApp("/customer/manage-account/deleteaccount");
    const deleteButton = await screen.findByRole("button", { name: "Delete" });
    await userEvent.click(deleteButton);
    const ask = screen.getByRole("alertdialog", { name: "Delete your account for good?" });
    expect(within(ask).getByRole("button", { name: "Keep my account" })).toHaveFocus();
    expect(
      within(ask)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "Your profile, phone number, addresses and saved cards are erased.",
      "Saved stores and carts are removed, and active subscriptions are cancelled.",
      "Past orders stay in the stores' books, without your name, contact details, address, drop-off notes or review comments.",
      "Orders not yet being prepared are cancelled and refunded in full.",
    ]);
    await userEvent.click(within(ask).getByRole("button", { name: "Keep my account" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(deleteButton).toHaveFocus();
    await userEvent.click(deleteButton);
    await screen.findByRole("alertdialog", { name: "Delete your account for good?" });
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes("DeleteCustomer"))).toBe(false);
    expect(local.get("token")).not.toBeNull();
    expect(router.state.location.pathname).toBe("/customer/manage-account/deleteaccount");
  });

  it("says so when the deletion fails", async () => {
    signedIn();
    mockApi({
      "DELETE /services/app/Customers/DeleteCustomer": () =>
        envelope(null, { status: 500, error: { message: "An internal error occurred during your request!" } }),
    });
    renderApp("/customer/manage-account/deleteaccount");
    await userEvent.click(await screen.findByRole("button", { name: "Delete" }));
    const ask = screen.getByRole("alertdialog", { name: "Delete your account for good?" });
    await userEvent.click(within(ask).getByRole("button", { name: "Delete my account" }));
    expect(await screen.findByText("Deleting Account Failed")).toBeInTheDocument();
    expect(local.get("token")).not.toBeNull();
  });
});

describe("change password", () => {
  it("checks the new password twice and replaces the session with the fresh sign-in", async () => {
    signedIn();
    const fresh = fakeJwt(7200);
    const fetchMock = mockApi({
      "POST /services/app/Customers/Profile": () => envelope(profile),
      "GET /services/app/Country/Getall": () => envelope(countries),
      "POST /services/app/User/ChangePassword": () =>
        envelope({ accessToken: fresh, encryptedAccessToken: "x", expireInSeconds: 7200, userId: 42 }),
    });
    renderApp("/customer/account");
    await userEvent.click(await screen.findByRole("button", { name: "Change Password" }));
    const dialog = screen.getByRole("dialog", { name: "Change Password" });
    const submit = within(dialog).getByRole("button", { name: "Change Password" });
    await userEvent.type(within(dialog).getByLabelText("Current password"), "Old-password-1");
    await userEvent.type(within(dialog).getByLabelText("New password"), "New-password-2");
    await userEvent.type(within(dialog).getByLabelText("Repeat the new password"), "New-password-3");
    await userEvent.tab();
    expect(within(dialog).getByText("The two passwords do not match.")).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await userEvent.clear(within(dialog).getByLabelText("Repeat the new password"));
    await userEvent.type(within(dialog).getByLabelText("Repeat the new password"), "New-password-2");
    await userEvent.click(submit);
    expect(await screen.findByText("Your password has been changed.")).toBeInTheDocument();
    expect(screen.queryByRole("dialog", { name: "Change Password" })).not.toBeInTheDocument();
    expect(sentBody(fetchMock, "ChangePassword")).toEqual({
      currentPassword: "Old-password-1",
      newPassword: "New-password-2",
    });
    expect(local.get("token")).toBe(fresh);
  });

  it("says when the countries cannot be loaded", async () => {
    signedIn();
    mockApi({
      "POST /services/app/Customers/Profile": () => envelope(profile),
      "GET /services/app/Country/Getall": () => envelope(null, { status: 503, error: { message: "Unavailable" } }),
    });
    renderApp("/customer/account");
    expect(
      await screen.findByText(
        "The list of countries could not be loaded. Please reload the page.",
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  });
});
