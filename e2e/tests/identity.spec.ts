import { readFile } from "node:fs/promises";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, expectAccessible, screenshot, test } from "../support/fixtures.ts";
import { type Customer, newCustomer } from "../support/storefront.ts";

const desktop = { width: 1280, height: 800 };
const phone = { width: 360, height: 780 };
const tenant = { "Abp.TenantId": "3" };

async function api<T>(request: APIRequestContext, method: "get" | "post", path: string, data?: object, token?: string) {
  const headers: Record<string, string> = { ...tenant };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await request[method](`/api/${path}`, { data, headers });
  const body = await response.json();
  expect(response.ok(), `${path}: ${JSON.stringify(body.error)}`).toBe(true);
  return body.result as T;
}

async function registerThroughApi(request: APIRequestContext, customer: Customer) {
  await api(request, "post", "services/app/Customers/Register", {
    name: customer.name,
    surname: customer.surname,
    userName: customer.email,
    emailAddress: customer.email,
    password: customer.password,
    isActive: true,
    phoneNumber: `+1${customer.phone}`,
    roleNames: ["customer"],
    shopId: 3,
  });
}

/** Signs in through the API and puts the session where the app keeps it. */
async function signInThroughApi(page: Page, customer: Customer) {
  const result = await api<{ accessToken: string; userId: number }>(page.request, "post", "TokenAuth/Authenticate", {
    userNameOrEmailAddress: customer.email,
    password: customer.password,
  });
  await page.goto("/customer/get-help");
  await page.evaluate(({ accessToken, userId }) => {
    localStorage.setItem("token", accessToken);
    localStorage.setItem("loggedIn", "true");
    localStorage.setItem("customerId", String(userId));
  }, result);
}

/** The latest one-time code the message log holds for a phone number or an email address. */
async function latestCode(request: APIRequestContext, to: string, after: string | null = null): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(async () => {
      const items = await api<{ items: { code: string | null }[] }>(
        request,
        "get",
        `dev/messages?to=${encodeURIComponent(to)}`,
      ).then((r) => r.items);
      code = items[0]?.code ?? null;
      return code !== null && code !== after;
    })
    .toBe(true);
  return code as unknown as string;
}

test.describe("authentication modal", () => {
  test("sign up, verify the phone with the texted code, welcome, Explore to /shop", async ({ page }) => {
    const customer = newCustomer("signup");
    await page.setViewportSize(phone);
    await page.goto("/");
    await page.getByRole("button", { name: "Sign up" }).click();
    const dialog = page.getByRole("dialog", { name: "Sign in or sign up" });
    await expect(dialog.getByRole("tab", { name: "Sign Up" })).toHaveAttribute("aria-selected", "true");
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");

    const submit = dialog.getByRole("button", { name: "Sign Up" });
    await expect(submit).toBeDisabled();
    await dialog.getByLabel("First name").fill(customer.name);
    await dialog.getByLabel("Last name").fill(customer.surname);
    await dialog.getByLabel("Email").fill("ada@example");
    await dialog.getByLabel("Password").fill(customer.password);
    await expect(dialog.getByText("Please enter a valid email")).toBeVisible();
    await dialog.getByLabel("Email").fill(customer.email);
    await dialog.getByLabel("Mobile number").pressSequentially(`${customer.phone.slice(0, 3)}-abc`);
    await dialog.getByLabel("Mobile number").blur();
    await expect(dialog.getByText("Please Enter a valid number")).toBeVisible();
    await dialog.getByLabel("Mobile number").fill(`${customer.phone}99`);
    await expect(dialog.getByLabel("Mobile number")).toHaveValue(customer.phone);
    await dialog.getByLabel("Mobile number").blur();
    await dialog.getByRole("combobox", { name: "Country code" }).selectOption({ label: "+1 (CA)" });
    await expect(dialog.getByLabel("Mobile number")).toHaveValue(
      `(${customer.phone.slice(0, 3)}) ${customer.phone.slice(3, 6)}-${customer.phone.slice(6)}`,
    );
    await expect(submit).toBeEnabled();
    await screenshot(page, "auth-signup-360");
    await expectAccessible(page);
    await submit.click();

    const verify = page.getByRole("dialog", { name: "Verify Mobile Number" });
    await expect(verify).toBeVisible();
    await expect(page.getByText("OTP Send Successfully")).toBeVisible();
    const code = await latestCode(page.request, customer.phone);
    await verify.getByLabel("Security code").fill(code === "000000" ? "111111" : "000000");
    await verify.getByRole("button", { name: "Verify" }).click();
    await expect(verify.getByText(/Please Enter a valid Security Code/)).toBeVisible();
    await screenshot(page, "auth-verify-360");
    await expectAccessible(page);
    await verify.getByLabel("Security code").fill(code);
    await verify.getByRole("button", { name: "Verify" }).click();

    const welcome = page.getByRole("dialog", { name: "Welcome to Dutchpot!" });
    await expect(welcome).toBeVisible();
    expect(
      await page.evaluate(() => [localStorage.getItem("loggedIn"), Boolean(localStorage.getItem("token"))]),
    ).toEqual(["true", true]);
    await screenshot(page, "auth-welcome-360");
    await expectAccessible(page);
    await welcome.getByRole("button", { name: "Explore" }).click();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(page.getByRole("button", { name: "Login" })).toBeHidden();
  });

  test("a failed sign-in explains itself in a dialog", async ({ page }) => {
    await page.setViewportSize(desktop);
    await page.goto("/customer/get-help");
    await page.getByRole("button", { name: "Login" }).click();
    const dialog = page.getByRole("dialog", { name: "Sign in or sign up" });
    const submit = dialog.getByRole("button", { name: "Sign In" });
    await dialog.getByLabel("Email").focus();
    await dialog.getByLabel("Email").blur();
    await expect(dialog.getByText("Email cannot be Blank")).toBeVisible();
    await dialog.getByLabel("Password").focus();
    await dialog.getByLabel("Password").blur();
    await expect(dialog.getByText("Password required.")).toBeVisible();
    await expect(submit).toBeDisabled();
    await screenshot(page, "auth-signin-errors-1280");
    await dialog.getByLabel("Email").fill("demo@dutchpot.ca");
    await dialog.getByLabel("Password").fill("not-the-password");
    await submit.click();
    const alert = page.getByRole("alertdialog", { name: "Login failed!" });
    await expect(alert.getByText("Invalid user name or password")).toBeVisible();
    await screenshot(page, "auth-signin-failed-1280");
    await expectAccessible(page);
    await alert.getByRole("button", { name: "Try Again!" }).click();
    await expect(alert).toBeHidden();
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");
  });

  test("forgot password: a code by email resets it, then the new password signs in", async ({ page }) => {
    const customer = newCustomer("reset");
    await registerThroughApi(page.request, customer);
    await page.setViewportSize(desktop);
    await page.goto("/");
    await page.getByRole("button", { name: "Log in" }).click();
    const dialog = page.getByRole("dialog", { name: "Sign in or sign up" });
    await dialog.getByLabel("Email").fill(customer.email);
    await dialog.getByRole("button", { name: "Forgot password?" }).click();

    const reset = page.getByRole("dialog", { name: "Reset Password" });
    await expect(reset.getByLabel("Email")).toHaveValue(customer.email);
    await reset.getByRole("button", { name: "Send code" }).click();
    await expect(reset.getByLabel("Security code")).toBeVisible();
    const code = await latestCode(page.request, customer.email);
    await reset.getByLabel("Security code").fill(code);
    await reset.getByLabel("New password").fill("short");
    await reset.getByLabel("New password").blur();
    await expect(reset.getByText("Password must be at least 8 characters.")).toBeVisible();
    await reset.getByLabel("New password").fill("Curry-goat-2027");
    await screenshot(page, "auth-reset-1280");
    await expectAccessible(page);
    await reset.getByRole("button", { name: "Reset password" }).click();

    await expect(dialog.getByRole("tab", { name: "Sign In" })).toHaveAttribute("aria-selected", "true");
    await expect(dialog.getByLabel("Email")).toHaveValue(customer.email);
    await dialog.getByLabel("Password").fill("Curry-goat-2027");
    await dialog.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("dialog", { name: "Welcome to Dutchpot!" })).toBeVisible();
  });

  test("lays out right to left in Afghani, with the phone number kept left to right", async ({ page }) => {
    await page.addInitScript(() => sessionStorage.setItem("language", "afg"));
    await page.setViewportSize(phone);
    await page.goto("/customer/get-help");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await page.getByRole("button", { name: "ورود", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "ورود یا ثبت‌نام" });
    await dialog.getByRole("tab", { name: "ثبت‌نام" }).click();
    await dialog.getByLabel("شمارهٔ موبایل").fill("4165550199");
    await dialog.getByLabel("شمارهٔ موبایل").blur();
    await expect(dialog.getByLabel("شمارهٔ موبایل")).toHaveValue("(416) 555-0199");
    await screenshot(page, "auth-signup-afg-360");
    await expectAccessible(page);
  });

  test("the reset mode links back to password sign-in", async ({ page }) => {
    await page.goto("/customer/get-help");
    await page.getByRole("button", { name: "Login" }).click();
    await page.getByRole("button", { name: "Forgot password?" }).click();
    await page.getByRole("button", { name: "Back to sign in with password" }).click();
    await expect(page.getByRole("tab", { name: "Sign In" })).toHaveAttribute("aria-selected", "true");
  });
});

test.describe("account", () => {
  test("edits the profile and re-verifies a changed phone number", async ({ page }) => {
    const customer = newCustomer("profile");
    await registerThroughApi(page.request, customer);
    await page.setViewportSize(desktop);
    await signInThroughApi(page, customer);
    await page.goto("/customer/account");
    await expect(page.getByRole("heading", { level: 1, name: "Account" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "First name" })).toHaveValue(customer.name);

    await page.getByRole("combobox", { name: "Country", exact: true }).selectOption({ label: "Canada" });
    await page.getByRole("combobox", { name: "State / province" }).selectOption({ label: "Ontario" });
    await page.getByRole("textbox", { name: "Address" }).fill("1 Queen St W");
    await page.getByRole("textbox", { name: "City" }).fill("Toronto");
    await page.getByRole("textbox", { name: "Zip / postal code" }).fill("M5H 2N2");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Address Modified Successfully")).toBeVisible();

    const newPhone = newCustomer("phone").phone.replace(/^416/, "647");
    await page.getByLabel("Phone", { exact: true }).fill(newPhone);
    await page.getByLabel("Phone", { exact: true }).blur();
    await expect(page.getByRole("button", { name: "Save" })).toBeDisabled();
    await screenshot(page, "account-phone-changed-1280");
    await expectAccessible(page);
    await page.getByRole("button", { name: "Verify" }).click();
    const verify = page.getByRole("dialog", { name: "Verify Mobile Number" });
    await expect(page.getByText("OTP Send Successfully")).toBeVisible();
    const code = await latestCode(page.request, newPhone);
    await verify.getByLabel("Security code").fill(code);
    await verify.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByText("Mobile Number updated successfully")).toBeVisible();
    await expect(verify).toBeHidden();
    await expect(page.getByRole("button", { name: "Verify" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Save" })).toBeEnabled();

    await page.reload();
    await expect(page.getByLabel("Phone", { exact: true })).toHaveValue(
      `(${newPhone.slice(0, 3)}) ${newPhone.slice(3, 6)}-${newPhone.slice(6)}`,
    );
    await expect(page.getByRole("textbox", { name: "City" })).toHaveValue("Toronto");
    await page.setViewportSize(phone);
    // The profile fits a phone: no sideways scrolling (a select is as wide as its longest option unless held).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    await screenshot(page, "account-360");
    await expectAccessible(page);
  });

  test("downloads the data archive", async ({ page }) => {
    const customer = newCustomer("archive");
    await registerThroughApi(page.request, customer);
    await signInThroughApi(page, customer);
    await page.goto("/customer/account");
    await page.getByRole("link", { name: "Manage Account" }).click();
    await expect(page).toHaveURL(/\/customer\/manage-account$/);
    await expect(page.getByRole("heading", { level: 1, name: "Manage account" })).toBeVisible();
    await screenshot(page, "manage-account-1280");
    await expectAccessible(page);
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download my data" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^dutchpot-data-\d{4}-\d{2}-\d{2}\.json$/);
    const archive = JSON.parse(await readFile((await download.path()) as string, "utf8"));
    expect(archive.format).toBe("dutchpot.data-archive.v1");
    expect(archive.profile.emailAddress).toBe(customer.email);
    expect(archive.profile.phoneNumber).toBe(customer.phone);
    await expect(page.getByText("Your data archive has been downloaded.")).toBeVisible();
  });

  test("deletes the account for good", async ({ page }) => {
    const customer = newCustomer("delete");
    await registerThroughApi(page.request, customer);
    await signInThroughApi(page, customer);
    await page.goto("/customer/manage-account");
    await page.getByRole("link", { name: "Delete account" }).click();
    await expect(page).toHaveURL(/\/customer\/manage-account\/deleteaccount$/);
    await expect(page.getByRole("link", { name: "Go back" })).toHaveAttribute("href", "/customer/manage-account");
    await page.setViewportSize(phone);
    await screenshot(page, "delete-account-360");
    await expectAccessible(page);
    await page.getByRole("button", { name: "Delete" }).click();
    await page
      .getByRole("alertdialog", { name: "Delete your account for good?" })
      .getByRole("button", { name: "Delete my account" })
      .click();
    await expect(page.getByText("Account Deleted Successfully")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => [localStorage.getItem("token"), localStorage.getItem("loggedIn")])).toEqual([
      null,
      null,
    ]);

    const response = await page.request.post("/api/TokenAuth/Authenticate", {
      data: { userNameOrEmailAddress: customer.email, password: customer.password },
      headers: tenant,
    });
    expect(response.ok()).toBe(false);
    expect((await response.json()).error.message).toBe("Login failed!");
  });

  test("sign out clears the session and returns to the landing page", async ({ page }) => {
    const customer = newCustomer("signout");
    await registerThroughApi(page.request, customer);
    await signInThroughApi(page, customer);
    await page.goto("/customer/get-help");
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer.getByRole("link", { name: /Account/ })).toContainText(`${customer.name} ${customer.surname}`);
    await drawer.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(
      await page.evaluate(() => ["token", "loggedIn", "address", "customerId"].map((k) => localStorage.getItem(k))),
    ).toEqual([null, null, null, null]);
  });
});
