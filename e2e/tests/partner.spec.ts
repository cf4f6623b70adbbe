import type { APIRequestContext, Page } from "@playwright/test";
import { expect, expectAccessible, screenshot, test } from "../support/fixtures.ts";
import { expectNoSidewaysScroll } from "../support/storefront.ts";

const desktop = { width: 1280, height: 900 };
const phone = { width: 360, height: 780 };

/** A business no other run registered: unique name (so Business ID) and email. */
function newBusiness(label: string) {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  return {
    name: `${label} Mart ${stamp}`,
    businessId: `${label}Mart${stamp}`,
    email: `owner.${stamp}@${label.toLowerCase()}mart.ca`,
    phone: `416${stamp.slice(-7)}`,
    password: "Corner-mart-2026",
  };
}
type Business = ReturnType<typeof newBusiness>;

/** The latest messages the dev message log holds for a recipient. */
async function messagesTo(request: APIRequestContext, to: string) {
  const response = await request.get(`/api/dev/messages?to=${encodeURIComponent(to)}`);
  expect(response.ok()).toBe(true);
  return (await response.json()).result.items as { channel: string; subject: string | null; body: string }[];
}

async function fillRegistration(page: Page, business: Business) {
  await page.getByLabel("Business name").fill(business.name);
  await page.getByLabel("Mobile Number").fill(business.phone);
  const address = page.getByRole("combobox", { name: "Address" });
  await address.fill("Oakville");
  await page.getByRole("option", { name: "Oakville, ON, Canada", exact: true }).click();
  await page.getByLabel("Country").selectOption({ label: "Canada" });
  await page.getByLabel("State or province").selectOption({ label: "Ontario" });
  await page.getByLabel("Email").fill(business.email);
  await page.getByLabel("Password", { exact: true }).fill(business.password);
}

test.describe("partner registration", () => {
  test("a convenience store registers: invalid input is never sent, welcome dialog, onboarding email in the outbox", async ({
    page,
  }) => {
    await page.setViewportSize(desktop);
    await page.goto("/partner/");
    await expect(page).toHaveURL(/\/partner\/about$/);
    await expect(page.getByRole("heading", { name: "Partner with Dutchpot" })).toBeVisible();
    await expect(page.getByText("0% commission for up to 30 days")).toBeVisible();
    await screenshot(page, "partner-about-1280");
    await page.getByRole("link", { name: "Register your convenience store" }).click();
    await expect(page.getByRole("heading", { name: "Register With Dutchpot" })).toBeVisible();

    // Submit on the empty form: every message shows, and nothing goes to the server.
    let sent = 0;
    page.on("request", (r) => {
      if (r.url().includes("/Tenant/Register")) sent++;
    });
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText("Mobile Number is required")).toBeVisible();
    await expect(page.getByText("Email cannot be Blank")).toBeVisible();
    await expect(page.getByLabel("State or province")).toBeDisabled();
    expect(sent).toBe(0);

    const business = newBusiness("Oak");
    await fillRegistration(page, business);
    await expect(page.getByText(`Your Business ID: ${business.businessId}`)).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, "partner-register-form-1280");

    await page.getByRole("button", { name: "Submit" }).click();
    const welcome = page.getByRole("dialog", { name: "Welcome to Dutchpot!" });
    await expect(welcome).toBeVisible();
    await expect(welcome.getByText("Please Check your Email Inbox for Onboarding Process")).toBeVisible();
    await expect(welcome.getByText(business.businessId)).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, "partner-register-welcome-1280");
    expect(sent).toBe(1);

    const [mail] = await messagesTo(page.request, business.email);
    expect(mail?.channel).toBe("email");
    expect(mail?.subject).toContain("Welcome to Dutchpot");
    expect(mail?.body).toContain(`Your Business ID is ${business.businessId}`);
    expect(mail?.body).toContain("/merchant");

    // The same business name again: a 409 in the Try Again! dialog.
    await page.keyboard.press("Escape");
    await expect(welcome).toBeHidden();
    await page.getByRole("button", { name: "Submit" }).click();
    const refused = page.getByRole("alertdialog", {
      name: `The business name '${business.businessId}' is already registered.`,
    });
    await expect(refused).toBeVisible();
    await refused.getByRole("button", { name: "Try Again!" }).click();
  });

  test("a home chef registers on a phone (360 px)", async ({ page }) => {
    await page.setViewportSize(phone);
    await page.goto("/partner/homechef");
    await expect(page.getByRole("heading", { name: "Register With Dutchpot" })).toBeVisible();
    const business = newBusiness("Chef");
    await fillRegistration(page, business);
    await expectAccessible(page);
    await screenshot(page, "partner-register-form-360");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByRole("dialog", { name: "Welcome to Dutchpot!" })).toBeVisible();
    await screenshot(page, "partner-register-welcome-360");
    const [mail] = await messagesTo(page.request, business.email);
    expect(mail?.body).toContain(business.businessId);
  });

  test("a rider applies (360 px)", async ({ page }) => {
    await page.setViewportSize(phone);
    await page.goto("/partner/joinrider");
    await expect(page.getByRole("heading", { name: "Become a Dutchpot Rider" })).toBeVisible();
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText("Mobile Number is required")).toBeVisible();
    await page.getByLabel("First name").fill("Sam");
    await page.getByLabel("Last name").fill("Rider");
    await page.getByLabel("Email").fill(`sam.${Date.now()}@example.com`);
    await page.getByLabel("Mobile Number").fill("6475550199");
    await page.getByLabel("City").fill("Toronto");
    await page.getByLabel("Vehicle").selectOption({ label: "Scooter" });
    await expectAccessible(page);
    await screenshot(page, "partner-rider-form-360");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByRole("dialog", { name: "Thank you for applying!" })).toBeVisible();
  });

  test("the partner pages fit a phone (360 px) in English and French: no sideways scroll", async ({ page }) => {
    await page.setViewportSize(phone);
    for (const language of ["en", "fr"]) {
      await page.addInitScript((lang) => window.sessionStorage.setItem("language", lang), language);
      for (const path of ["/partner/about", "/partner/joinconvenience", "/partner/homechef", "/partner/joinrider"]) {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expectNoSidewaysScroll(page);
      }
    }
    await page.goto("/partner/about");
    await screenshot(page, "partner-about-fr-360");
  });
});
