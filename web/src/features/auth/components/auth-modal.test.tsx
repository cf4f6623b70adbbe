import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { local } from "../../../lib/storage.ts";
import { envelope, mockApi, sentBody } from "../../../test/api-mock.ts";
import { fakeJwt, renderApp } from "../../../test/render-app.tsx";

// Whole flows through the real route table with user-event typing: slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const signInResult = () => ({
  accessToken: fakeJwt(3600),
  encryptedAccessToken: "x",
  expireInSeconds: 3600,
  userId: 42,
});

async function openModal(tab: "Sign In" | "Sign Up" = "Sign In") {
  await userEvent.click(await screen.findByRole("button", { name: "Login" }));
  const dialog = screen.getByRole("dialog", { name: "Sign in or sign up" });
  if (tab === "Sign Up") await userEvent.click(within(dialog).getByRole("tab", { name: "Sign Up" }));
  return dialog;
}

describe("sign in", () => {
  it("shows the spec's validation texts on blur and enables Sign In only when valid", async () => {
    mockApi({});
    renderApp("/customer/get-help");
    const dialog = await openModal();
    expect(document.body).toHaveClass("scroll-locked");
    expect(within(dialog).getByRole("tab", { name: "Sign In" })).toHaveAttribute("aria-selected", "true");
    const submit = within(dialog).getByRole("button", { name: "Sign In" });
    expect(submit).toBeDisabled();

    const email = within(dialog).getByLabelText("Email");
    await userEvent.click(email);
    await userEvent.tab();
    expect(within(dialog).getByText("Email cannot be Blank")).toBeInTheDocument();
    await userEvent.type(email, "demo@dutchpot");
    await userEvent.tab();
    expect(within(dialog).getByText("Please enter a valid email")).toBeInTheDocument();
    expect(email).toHaveAttribute("aria-invalid", "true");
    await userEvent.type(email, ".ca");
    expect(within(dialog).queryByText("Please enter a valid email")).not.toBeInTheDocument();

    const password = within(dialog).getByLabelText("Password");
    await userEvent.click(password);
    await userEvent.tab();
    expect(within(dialog).getByText("Password required.")).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await userEvent.type(password, "secret");
    expect(submit).toBeEnabled();
  });

  it("shows the server's error in a dialog with Try Again! when the sign-in fails", async () => {
    mockApi({
      "POST /TokenAuth/Authenticate": () =>
        envelope(null, { status: 401, error: { message: "Login failed!", details: "Invalid user name or password" } }),
    });
    renderApp("/customer/get-help");
    const dialog = await openModal();
    await userEvent.type(within(dialog).getByLabelText("Email"), "demo@dutchpot.ca");
    await userEvent.type(within(dialog).getByLabelText("Password"), "wrong-password{Enter}");
    const alert = await screen.findByRole("alertdialog", { name: "Login failed!" });
    expect(within(alert).getByText("Invalid user name or password")).toBeInTheDocument();
    expect(local.get("token")).toBeNull();
    await userEvent.click(within(alert).getByRole("button", { name: "Try Again!" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Sign in or sign up" })).toBeInTheDocument();
  });

  it("stores the session, closes the modal and welcomes the customer; Explore goes to /shop", async () => {
    const result = signInResult();
    const fetchMock = mockApi({
      "POST /TokenAuth/Authenticate": () => envelope(result),
      // Signing in refetches the carts; a failing cart fetch would flag the session (spec §4).
      "GET /services/app/ShoppingCart/GetCustomersCarts": () => envelope({ items: [] }),
    });
    const { router } = renderApp("/customer/get-help");
    const dialog = await openModal();
    await userEvent.type(within(dialog).getByLabelText("Email"), " demo@dutchpot.ca ");
    await userEvent.type(within(dialog).getByLabelText("Password"), "Dutchpot2026!");
    await userEvent.click(within(dialog).getByRole("button", { name: "Sign In" }));
    const welcome = await screen.findByRole("dialog", { name: "Welcome to Dutchpot!" });
    expect(sentBody(fetchMock, "TokenAuth/Authenticate")).toEqual({
      userNameOrEmailAddress: "demo@dutchpot.ca",
      password: "Dutchpot2026!",
    });
    expect(local.get("token")).toBe(result.accessToken);
    expect(local.get("loggedIn")).toBe("true");
    expect(local.get("customerId")).toBe("42");
    expect(screen.queryByRole("dialog", { name: "Sign in or sign up" })).not.toBeInTheDocument();
    await userEvent.click(within(welcome).getByRole("button", { name: "Explore" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/shop"));
  });
});

describe("sign up", () => {
  it("keeps the phone to 10 digits, formats it on blur and flags an invalid one", async () => {
    mockApi({});
    renderApp("/customer/get-help");
    const dialog = await openModal("Sign Up");
    const codes = within(dialog).getByRole("combobox", { name: "Country code" });
    expect(
      within(codes)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["+1 (US)", "+1 (CA)", "+61 (AU)", "+91 (IND)"]);
    const phone = within(dialog).getByLabelText("Mobile number");
    await userEvent.type(phone, "41a6-555(0199)999");
    expect(phone).toHaveValue("4165550199");
    await userEvent.tab();
    expect(phone).toHaveValue("(416) 555-0199");
    expect(within(dialog).queryByText("Please Enter a valid number")).not.toBeInTheDocument();
    await userEvent.clear(phone);
    await userEvent.type(phone, "41655");
    await userEvent.tab();
    expect(phone).toHaveValue("41655");
    expect(within(dialog).getByText("Please Enter a valid number")).toBeInTheDocument();
  });

  it("registers, sends the code, verifies the phone and signs in", async () => {
    const result = signInResult();
    const fetchMock = mockApi({
      "POST /services/app/Customers/Register": () => envelope({ id: 42 }),
      "POST /services/app/Customers/GeneratePhoneConfirmationCode": () => envelope(null),
      "POST /TokenAuth/Authenticate": () => envelope(result),
      "POST /services/app/Customers/ConfirmPhoneNumber": (init) => {
        const body = JSON.parse(String(init?.body));
        return body.confirmationCode === "123456"
          ? envelope(result)
          : envelope(null, { status: 400, error: { message: "Invalid security code" } });
      },
    });
    renderApp("/customer/get-help");
    const dialog = await openModal("Sign Up");
    const submit = within(dialog).getByRole("button", { name: "Sign Up" });
    await userEvent.type(within(dialog).getByLabelText("First name"), "Ada");
    await userEvent.type(within(dialog).getByLabelText("Last name"), "Lovelace");
    await userEvent.type(within(dialog).getByLabelText("Email"), "ada@example.com");
    await userEvent.type(within(dialog).getByLabelText("Password"), "short");
    await userEvent.tab();
    expect(within(dialog).getByText("Password must be at least 8 characters.")).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText("Password"), "-enough");
    await userEvent.selectOptions(within(dialog).getByRole("combobox", { name: "Country code" }), "+1 (CA)");
    expect(submit).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText("Mobile number"), "4165550199");
    expect(submit).toBeEnabled();
    await userEvent.click(submit);

    const verify = await screen.findByRole("dialog", { name: "Verify Mobile Number" });
    expect(sentBody(fetchMock, "Customers/Register")).toEqual({
      name: "Ada",
      surname: "Lovelace",
      userName: "ada@example.com",
      emailAddress: "ada@example.com",
      password: "short-enough",
      isActive: true,
      phoneNumber: "+14165550199",
      roleNames: ["customer"],
      shopId: 3,
    });
    expect(sentBody(fetchMock, "GeneratePhoneConfirmationCode")).toEqual({
      phoneNumber: "4165550199",
      countryCode: "+1",
    });
    expect(await screen.findByText("OTP Send Successfully")).toBeInTheDocument();
    expect(within(verify).getByText("+1 (416) 555-0199")).toBeInTheDocument();

    const code = within(verify).getByLabelText("Security code");
    await userEvent.type(code, "12");
    await userEvent.tab();
    expect(within(verify).getByText("Please Enter a valid Security Code")).toBeInTheDocument();
    expect(within(verify).getByRole("button", { name: "Verify" })).toBeDisabled();
    await userEvent.type(code, "3450");
    await userEvent.click(within(verify).getByRole("button", { name: "Verify" }));
    expect(await within(verify).findByText(/Please Enter a valid Security Code/)).toBeInTheDocument();
    await userEvent.clear(code);
    await userEvent.type(code, "123456{Enter}");
    expect(await screen.findByRole("dialog", { name: "Welcome to Dutchpot!" })).toBeInTheDocument();
    expect(local.get("token")).toBe(result.accessToken);
  });
});

describe("sign up signs in", () => {
  it("signs the new customer in at once; the phone is verified from there, and closing it keeps them signed in", async () => {
    const result = signInResult();
    const fetchMock = mockApi({
      "POST /services/app/Customers/Register": () => envelope({ id: 42 }),
      "POST /services/app/Customers/GeneratePhoneConfirmationCode": () => envelope(null),
      "POST /TokenAuth/Authenticate": () => envelope(result),
      "POST /services/app/Customers/Profile": () =>
        envelope({ id: 42, name: "Ada", surname: "Lovelace", address: null }),
    });
    renderApp("/customer/get-help");
    const dialog = await openModal("Sign Up");
    await userEvent.type(within(dialog).getByLabelText("First name"), "Ada");
    await userEvent.type(within(dialog).getByLabelText("Last name"), "Lovelace");
    await userEvent.type(within(dialog).getByLabelText("Email"), "ada@example.com");
    await userEvent.type(within(dialog).getByLabelText("Password"), "long-enough");
    await userEvent.type(within(dialog).getByLabelText("Mobile number"), "4165550199");
    await userEvent.click(within(dialog).getByRole("button", { name: "Sign Up" }));

    await screen.findByRole("dialog", { name: "Verify Mobile Number" });
    expect(local.get("token")).toBe(result.accessToken);
    expect(sentBody(fetchMock, "TokenAuth/Authenticate")).toEqual({
      userNameOrEmailAddress: "ada@example.com",
      password: "long-enough",
    });
    await userEvent.keyboard("{Escape}");
    expect(await screen.findByRole("button", { name: "Account: Ada" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Login" })).not.toBeInTheDocument();
  });
});

describe("reset password", () => {
  it("sends a code to the email, resets the password and returns to sign in", async () => {
    const fetchMock = mockApi({
      "POST /services/app/Account/SendPasswordResetCode": () => envelope(null),
      "POST /services/app/Account/ResetPassword": () => envelope(true),
    });
    renderApp("/customer/get-help");
    const dialog = await openModal();
    await userEvent.type(within(dialog).getByLabelText("Email"), "demo@dutchpot.ca");
    await userEvent.click(within(dialog).getByRole("button", { name: "Forgot password?" }));
    const reset = screen.getByRole("dialog", { name: "Reset Password" });
    expect(within(reset).getByLabelText("Email")).toHaveValue("demo@dutchpot.ca");
    await userEvent.click(within(reset).getByRole("button", { name: "Send code" }));
    await userEvent.type(await within(reset).findByLabelText("Security code"), "654321");
    await userEvent.type(within(reset).getByLabelText("New password"), "A-new-passw0rd");
    await userEvent.click(within(reset).getByRole("button", { name: "Reset password" }));
    const signIn = await screen.findByRole("dialog", { name: "Sign in or sign up" });
    expect(within(signIn).getByLabelText("Email")).toHaveValue("demo@dutchpot.ca");
    expect(sentBody(fetchMock, "SendPasswordResetCode")).toEqual({ emailAddress: "demo@dutchpot.ca" });
    expect(sentBody(fetchMock, "Account/ResetPassword")).toEqual({
      emailAddress: "demo@dutchpot.ca",
      code: "654321",
      newPassword: "A-new-passw0rd",
    });
  });

  it("has a link back to password sign-in", async () => {
    mockApi({});
    renderApp("/customer/get-help");
    const dialog = await openModal();
    await userEvent.click(within(dialog).getByRole("button", { name: "Forgot password?" }));
    await userEvent.click(screen.getByRole("button", { name: "Back to sign in with password" }));
    expect(screen.getByRole("tab", { name: "Sign In" })).toHaveAttribute("aria-selected", "true");
  });
});
