/*
 * Issue 16, the session and the account: the saved address comes back in a new browser, a token
 * revoked elsewhere signs out cleanly with a notice, the header's account menu works from the
 * keyboard, deletion asks first, and sign-up signs in before the phone is verified.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, expectAccessible, screenshot, test } from "../support/fixtures.ts";
import {
  app,
  blockOtherOrigins,
  type Customer,
  desktop,
  newCustomer,
  ok,
  phone,
  reduceMotion,
  tenant,
} from "../support/storefront.ts";

async function register(request: APIRequestContext, customer: Customer) {
  await ok(
    await request.post(`${app}/Customers/Register`, {
      headers: tenant,
      data: {
        name: customer.name,
        surname: customer.surname,
        userName: customer.email,
        emailAddress: customer.email,
        password: customer.password,
        isActive: true,
        phoneNumber: `+1${customer.phone}`,
        roleNames: ["customer"],
        shopId: 3,
      },
    }),
  );
}

async function tokenOf(request: APIRequestContext, customer: Customer): Promise<string> {
  const result = await ok<{ accessToken: string }>(
    await request.post("/api/TokenAuth/Authenticate", {
      headers: tenant,
      data: { userNameOrEmailAddress: customer.email, password: customer.password },
    }),
  );
  return result.accessToken;
}

/** Signs in through the header's Login and the modal, as the customer would; closes the welcome. */
async function signInThroughModal(page: Page, customer: Customer) {
  await page.getByRole("banner").getByRole("button", { name: "Login" }).click();
  const dialog = page.getByRole("dialog", { name: "Sign in or sign up" });
  await dialog.getByLabel("Email").fill(customer.email);
  await dialog.getByLabel("Password").fill(customer.password);
  await dialog.getByRole("button", { name: "Sign In" }).click();
  const welcome = page.getByRole("dialog", { name: "Welcome to Dutchpot!" });
  await expect(welcome).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(welcome).toBeHidden();
}

async function prepare(page: Page, baseURL: string | undefined, viewport: { width: number; height: number }) {
  await reduceMotion(page);
  await blockOtherOrigins(page, baseURL);
  await page.setViewportSize(viewport);
}

test.describe("session and account (issue 16)", () => {
  test("the saved address comes back in a new browser: header, SAVED ADDRESS and the near-me centre", async ({
    browser,
    baseURL,
  }) => {
    const customer = newCustomer("restore");
    const context = await browser.newContext({ baseURL });
    const setup = context.request;
    await register(setup, customer);
    const token = await tokenOf(setup, customer);
    // A place the geocoder knows, saved to the profile as the app saves a chosen address.
    const places = await ok<{ items: { description: string; latitude: number | null; longitude: number | null }[] }>(
      await setup.get(`${app}/Geocoding/GetSuggestions`, { headers: tenant, params: { Input: "Eglinton" } }),
    );
    const place = places.items[0];
    if (!place) throw new Error("the geocoder knows no Eglinton address");
    await ok(
      await setup.patch(`${app}/Customers/UpdateProfile`, {
        headers: { ...tenant, Authorization: `Bearer ${token}` },
        data: { address: place.description },
      }),
    );
    await context.close();

    // A new browser: nothing stored.
    const fresh = await browser.newContext({ baseURL });
    const page = await fresh.newPage();
    await prepare(page, baseURL, desktop);
    await page.goto("/customer/main");
    await expect(page.getByRole("button", { name: "Choose a delivery address" })).toBeVisible();
    await signInThroughModal(page, customer);
    const header = page.getByRole("button", { name: `Delivery address: ${place.description}` });
    await expect(header).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("location") ?? "null"));
    expect(stored.placeName).toBe(place.description);
    // The near-me map is centred on the stored location (not downtown).
    if (place.latitude !== null && place.longitude !== null) {
      expect(stored.latitude).toBeCloseTo(place.latitude, 4);
      expect(stored.longitude).toBeCloseTo(place.longitude, 4);
    }
    await header.click();
    await expect(page.getByRole("region", { name: "Saved address" })).toContainText(place.description);
    await screenshot(page, "polish-session-restored-address-1280");
    await expectAccessible(page);
    await fresh.close();
  });

  test("a token revoked elsewhere signs out cleanly, keeps the guest, says why and offers Login", async ({
    page,
    baseURL,
  }) => {
    const customer = newCustomer("revoked");
    await register(page.request, customer);
    await prepare(page, baseURL, phone);
    await page.goto("/customer/main");
    await signInThroughModal(page, customer);
    await page.goto("/customer/account");
    await expect(page.getByRole("textbox", { name: "First name" })).toHaveValue(customer.name);
    const guid = await page.evaluate(() => sessionStorage.getItem("guid"));
    const oldToken = await page.evaluate(() => localStorage.getItem("token"));

    // Elsewhere: the password is changed, which signs every other session out.
    await ok(
      await page.request.post(`${app}/User/ChangePassword`, {
        headers: { ...tenant, Authorization: `Bearer ${oldToken}` },
        data: { currentPassword: customer.password, newPassword: "Curry-goat-2027" },
      }),
    );

    const guestCarts = page.waitForRequest(
      (request) => request.url().includes("GetCustomersCarts") && request.headers()["x-guest-id"] !== undefined,
    );
    await page.reload();
    const notice = page.getByRole("alert").filter({ hasText: "You have been signed out" });
    await expect(notice).toContainText("your password was changed or reset");
    await expect(page.getByText("Your profile could not be loaded.")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Sign up or sign in" })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("button", { name: "Login" })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
    expect(await page.evaluate(() => sessionStorage.getItem("guid"))).toBe(guid);
    await guestCarts;
    await screenshot(page, "polish-session-revoked-360");
    await expectAccessible(page);

    await notice.getByRole("button", { name: "Login" }).click();
    const dialog = page.getByRole("dialog", { name: "Sign in or sign up" });
    await dialog.getByLabel("Email").fill(customer.email);
    await dialog.getByLabel("Password").fill("Curry-goat-2027");
    await dialog.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("dialog", { name: "Welcome to Dutchpot!" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(notice).toHaveCount(0);
    await expect(page.getByRole("button", { name: `Account: ${customer.name}` })).toBeVisible();
  });

  test("the header's account menu works from the keyboard and signs out", async ({ page, baseURL }) => {
    const customer = newCustomer("menu");
    await register(page.request, customer);
    await prepare(page, baseURL, desktop);
    await page.goto("/customer/main");
    await signInThroughModal(page, customer);
    const button = page.getByRole("button", { name: `Account: ${customer.name}` });
    await expect(button).toContainText(customer.name);
    await button.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu", { name: "Account" });
    await expect(menu.getByRole("menuitem", { name: "Account" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(menu.getByRole("menuitem", { name: "Orders" })).toBeFocused();
    await screenshot(page, "polish-session-account-menu-1280");
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(menu.getByRole("menuitem", { name: "Sign out" })).toBeFocused();
    await page.keyboard.press("Home");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/customer\/orders$/);

    await page.setViewportSize(phone);
    await button.click();
    await screenshot(page, "polish-session-account-menu-360");
    await menu.getByRole("menuitem", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
  });

  test("account deletion asks first; Keep my account changes nothing, Delete my account erases", async ({
    page,
    baseURL,
  }) => {
    const customer = newCustomer("delete");
    await register(page.request, customer);
    await prepare(page, baseURL, phone);
    await page.goto("/customer/main");
    await signInThroughModal(page, customer);
    await page.goto("/customer/manage-account/deleteaccount");
    const deleteButton = page.getByRole("button", { name: "Delete", exact: true });
    await deleteButton.click();
    const ask = page.getByRole("alertdialog", { name: "Delete your account for good?" });
    await expect(ask).toContainText("Your profile, phone number, addresses and saved cards are erased.");
    await expect(ask).toContainText("Orders not yet being prepared are cancelled and refunded in full.");
    await expect(ask.getByRole("button", { name: "Keep my account" })).toBeFocused();
    await screenshot(page, "polish-session-delete-confirm-360");
    await expectAccessible(page);
    await ask.getByRole("button", { name: "Keep my account" }).click();
    await expect(ask).toBeHidden();
    await expect(deleteButton).toBeFocused();
    // Nothing was erased: the password still signs in.
    await tokenOf(page.request, customer);

    await deleteButton.click();
    await ask.getByRole("button", { name: "Delete my account" }).click();
    await expect(page.getByText("Account Deleted Successfully")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    const refused = await page.request.post("/api/TokenAuth/Authenticate", {
      headers: tenant,
      data: { userNameOrEmailAddress: customer.email, password: customer.password },
    });
    expect(refused.ok()).toBe(false);
  });

  test("sign-up signs in; the phone is verified from there", async ({ page, baseURL }) => {
    const customer = newCustomer("signup");
    await prepare(page, baseURL, phone);
    await page.goto("/customer/main");
    await page.getByRole("banner").getByRole("button", { name: "Login" }).click();
    const dialog = page.getByRole("dialog", { name: "Sign in or sign up" });
    await dialog.getByRole("tab", { name: "Sign Up" }).click();
    await dialog.getByLabel("First name").fill(customer.name);
    await dialog.getByLabel("Last name").fill(customer.surname);
    await dialog.getByLabel("Email").fill(customer.email);
    await dialog.getByLabel("Password").fill(customer.password);
    await dialog.getByLabel("Mobile number").fill(customer.phone);
    await dialog.getByRole("button", { name: "Sign Up" }).click();
    const verify = page.getByRole("dialog", { name: "Verify Mobile Number" });
    await expect(verify).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem("token"))).not.toBeNull();
    await verify.getByRole("button", { name: "Close" }).click();
    await expect(page.getByRole("button", { name: `Account: ${customer.name}` })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("button", { name: "Login" })).toHaveCount(0);
    await screenshot(page, "polish-session-signed-up-360");
  });
});
