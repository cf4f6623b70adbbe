import type { Page } from "@playwright/test";
import {
  consoleNav,
  openConsoleSection,
  partnerOwner,
  prepareConsolePage,
  signInToConsole,
} from "../support/console.ts";
import { expect, expectAccessible, screenshot, test } from "../support/fixtures.ts";
import { app, desktop, expectNoSidewaysScroll, ok, phone, tenant } from "../support/storefront.ts";

/** Opens a section as a merchant does; its heading is focused for screen readers, without a focus ring. */
async function openSection(page: Page, name: "Shop" | "Hours") {
  const heading = await openConsoleSection(page, name);
  await expect(heading).toBeFocused();
  // Focused for screen readers on arrival, but not interactive: no focus ring that looks like an error box.
  await expect(heading).toHaveCSS("outline-style", "none");
}

/** Signs in through the console's own form as the demo partner's owner. */
async function signIn(page: Page) {
  await signInToConsole(page, partnerOwner);
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
}

test.describe("merchant shop and hours", () => {
  test("the demo partner edits the shop's settings and hours; the storefront shows the new fee", async ({
    page,
    baseURL,
  }) => {
    await prepareConsolePage(page, baseURL, desktop);
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
    await prepareConsolePage(page, baseURL, phone);
    await signIn(page);
    await expect(consoleNav(page)).toBeHidden();
    await openSection(page, "Shop");
    await expect(consoleNav(page)).toBeHidden();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    await screenshot(page, "merchant-shop-360");
    await openSection(page, "Hours");
    await expectNoSidewaysScroll(page);
    await screenshot(page, "merchant-hours-360");
  });
});
