import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { local, session } from "../../../lib/storage.ts";
import { envelope, mockApi } from "../../../test/api-mock.ts";
import { fakeJwt, renderApp } from "../../../test/render-app.tsx";

// Whole flows through the real route table with user-event typing: slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const guestId = "6f1c2d3e-4a5b-4c6d-8e7f-8091a2b3c4d5";
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
  address: null,
  city: null,
  postCode: null,
  countryId: null,
  stateProvinceId: null,
  isActive: true,
  roleNames: ["customer"],
  creationTime: "2026-11-23T10:00:00Z",
};
const refused = () =>
  envelope(null, { status: 401, error: { message: "Current user did not login to the application!" } });

/** A token the server no longer takes (the password was reset elsewhere): every signed-in call is 401. */
function revokedApi(fresh: string) {
  const stale = (init: RequestInit | undefined) => {
    const sent = new Headers(init?.headers).get("Authorization");
    return sent !== null && sent !== `Bearer ${fresh}`;
  };
  return mockApi({
    "POST /services/app/Customers/Profile": (init) => (stale(init) ? refused() : envelope(profile)),
    "GET /services/app/ShoppingCart/GetCustomersCarts": (init) => (stale(init) ? refused() : envelope({ items: [] })),
    "GET /services/app/Country/GetAll": () => envelope({ items: [] }),
    "POST /TokenAuth/Authenticate": () =>
      envelope({ accessToken: fresh, encryptedAccessToken: "x", expireInSeconds: 3600, userId: 42 }),
  });
}

/** The notice: an alert with the text. */
async function findNotice(text: RegExp): Promise<HTMLElement> {
  const notice = (await screen.findByText(text)).closest<HTMLElement>('[role="alert"]');
  if (!notice) throw new Error("the notice is not an alert");
  return notice;
}

describe("a session the server refuses (401)", () => {
  it("signs out, keeps the guest, says why and offers Login; signing in again clears the notice", async () => {
    local.set("token", fakeJwt(3600));
    local.set("loggedIn", "true");
    session.set("guid", guestId);
    const fresh = fakeJwt(7200);
    const fetchMock = revokedApi(fresh);
    renderApp("/customer/account");

    const notice = await findNotice(/You have been signed out: your password was changed or reset/);
    expect(local.get("token")).toBeNull();
    expect(session.get("guid")).toBe(guestId);
    // No dead end: the account page asks to sign in, the header offers Login.
    expect(screen.queryByText("Your profile could not be loaded.")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sign up or sign in" })).toBeInTheDocument();
    expect(within(screen.getByRole("banner")).getByRole("button", { name: "Login" })).toBeInTheDocument();
    // The carts are asked for again as the guest.
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([input, init]) =>
            String(input).includes("GetCustomersCarts") && new Headers(init?.headers).get("X-Guest-Id") === guestId,
        ),
      ).toBe(true),
    );

    await userEvent.click(within(notice).getByRole("button", { name: "Login" }));
    const dialog = screen.getByRole("dialog", { name: "Sign in or sign up" });
    await userEvent.type(within(dialog).getByLabelText("Email"), "ada@example.com");
    await userEvent.type(within(dialog).getByLabelText("Password"), "long-enough");
    await userEvent.click(within(dialog).getByRole("button", { name: "Sign In" }));
    await screen.findByRole("dialog", { name: "Welcome to Dutchpot!" });
    await userEvent.keyboard("{Escape}");
    expect(await screen.findByRole("button", { name: "Account: Ada" })).toBeInTheDocument();
    expect(local.get("token")).toBe(fresh);
    expect(screen.queryByText(/You have been signed out/)).not.toBeInTheDocument();
  });

  it("can be dismissed", async () => {
    local.set("token", fakeJwt(3600));
    revokedApi(fakeJwt(7200));
    renderApp("/customer/get-help");
    const notice = await findNotice(/You have been signed out/);
    await userEvent.click(within(notice).getByRole("button", { name: "Dismiss notification" }));
    expect(screen.queryByText(/You have been signed out/)).not.toBeInTheDocument();
    expect(within(screen.getByRole("banner")).getByRole("button", { name: "Login" })).toBeInTheDocument();
  });
});
