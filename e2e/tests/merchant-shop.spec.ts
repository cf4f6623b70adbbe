import type { Page } from "@playwright/test";
import { expect, expectAccessible, screenshot, test } from "../support/fixtures.ts";
import {
  app,
  blockOtherOrigins,
  desktop,
  expectNoSidewaysScroll,
  ok,
  phone,
  reduceMotion,
  tenant,
} from "../support/storefront.ts";

// The demo partner's owner (README, docs/partners.md): Business ID oakwood-corner-mart, one convenience store.
const owner = { businessId: "oakwood-corner-mart", email: "owner@oakwood-corner-mart.ca", password: "Dutchpot2026!" };

/** Signs in through the console's own form, as a merchant does. */
async function signIn(page: Page) {
  await page.goto("/merchant");
  await expect(page.getByRole("heading", { name: "Sign in to your shop" })).toBeVisible();
  await page.getByLabel("Business ID").fill(owner.businessId);
  await page.getByLabel("Email").fill(owner.email);
  await page.getByLabel("Password").fill(owner.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
}

async function openSection(page: Page, name: "Shop" | "Hours") {
  const nav = page.getByRole("navigation", { name: "Console sections" });
  if (!(await nav.isVisible())) await page.getByRole("button", { name: "Sections" }).click();
  await nav.getByRole("link", { name }).click();
  const heading = page.getByRole("heading", { level: 1, name });
  await expect(heading).toBeVisible();
  await expect(heading).toBeFocused();
  // Focused for screen readers on arrival, but not interactive: no focus ring that looks like an error box.
  await expect(heading).toHaveCSS("outline-style", "none");
}

test.describe("merchant shop and hours", () => {
  test("the demo partner edits the shop's settings and hours; the storefront shows the new fee", async ({
    page,
    baseURL,
  }) => {
    await reduceMotion(page);
    await blockOtherOrigins(page, baseURL);
    await page.setViewportSize(desktop);
    await signIn(page);
    await expect(page.getByText("Oakwood Corner Mart").first()).toBeVisible();
    // A direct load focuses the section's heading for screen readers, without a ring that looks like an error.
    await page.goto("/merchant/hours");
    const hoursHeading = page.getByRole("heading", { level: 1, name: "Hours" });
    await expect(hoursHeading).toBeFocused();
    await expect(hoursHeading).toHaveCSS("outline-style", "none");

    await openSection(page, "Shop");
    await expect(page.getByText("Customers can see your shop and order.")).toBeVisible();
    await expect(page.getByRole("switch", { name: "Live" })).toBeChecked();
    await page.getByLabel("Description").fill("Snacks, groceries and fresh bread, seven days a week.");
    const fee = page.getByLabel("Delivery fee (CA$)");
    await fee.fill("150");
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByText("Enter a value from 0 to 100")).toBeVisible();
    await fee.fill("3.49");
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByText("Settings saved")).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, "merchant-shop-1280");

    const shopId = Number(new URL(page.url()).searchParams.get("shop") ?? 0) || undefined;
    if (shopId) {
      const info = await ok<{ deliveryFee: number }>(
        await page.request.get(`${app}/Shop/GetStoreInfo?Id=${shopId}`, { headers: tenant }),
      );
      expect(info.deliveryFee).toBe(3.49);
    }

    await openSection(page, "Hours");
    // Sunday: a lunch service and an evening one (the week's other days keep the demo hours).
    await page.getByLabel("Sunday, hours 1: opens").fill("10:00");
    await page.getByLabel("Sunday, hours 1: closes").fill("14:00");
    await page.getByRole("button", { name: "Add hours on Sunday" }).click();
    await page.getByLabel("Sunday, hours 2: opens").fill("13:00");
    await page.getByLabel("Sunday, hours 2: closes").fill("22:00");
    await expect(page.getByRole("alert")).toHaveText("Sunday: opening hours overlap.");
    await expect(page.getByRole("button", { name: "Save opening hours" })).toBeDisabled();
    await page.getByLabel("Sunday, hours 2: opens").fill("17:00");
    await page.getByRole("button", { name: "Save opening hours" }).click();
    await expect(page.getByText("Opening hours saved")).toBeVisible();

    const date = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel("Date", { exact: true }).fill(date);
    await page.getByLabel("Reason (optional)").fill("Inventory day");
    await page.getByRole("button", { name: "Add closure" }).click();
    await expect(page.getByText(/Inventory day/)).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, "merchant-hours-1280");
  });

  test("at 360 px the navigation is behind the Sections button and nothing scrolls sideways", async ({
    page,
    baseURL,
  }) => {
    await reduceMotion(page);
    await blockOtherOrigins(page, baseURL);
    await page.setViewportSize(phone);
    await signIn(page);
    await expect(page.getByRole("navigation", { name: "Console sections" })).toBeHidden();
    await openSection(page, "Shop");
    await expect(page.getByRole("navigation", { name: "Console sections" })).toBeHidden();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    await screenshot(page, "merchant-shop-360");
    await openSection(page, "Hours");
    await expectNoSidewaysScroll(page);
    await screenshot(page, "merchant-hours-360");
  });
});
