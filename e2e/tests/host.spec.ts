import type { Page } from "@playwright/test";
import { expect, expectAccessible, screenshot, test } from "../support/fixtures.ts";
import {
  desktop,
  expectNoSidewaysScroll,
  islandOrigin,
  localOnly,
  phone,
  reduceMotion,
} from "../support/storefront.ts";

// The demo host admin (README) and the two seeded storefronts (docs/host-console.md): Dutchpot on
// 127.0.0.1 / localhost / dutchpot.localhost, Island Grocer on islandgrocer.localhost.
const host = { email: "host@dutchpot.ca", password: "Dutchpot2026!" };

/** The location the landing page stores, near the Island Grocer shops (Leslieville). */
async function setLocation(page: Page) {
  await page.addInitScript(() =>
    window.localStorage.setItem(
      "location",
      JSON.stringify({ placeName: "1000 Queen St E, Toronto", latitude: 43.6612, longitude: -79.3389 }),
    ),
  );
}

test.describe("white-label storefronts", () => {
  test.beforeEach(async ({ page }) => {
    await reduceMotion(page);
    await localOnly(page);
    await page.setViewportSize(desktop);
  });

  test("each host name serves its own brand and its own shops", async ({ page, baseURL }) => {
    const island = islandOrigin(baseURL);
    await page.goto(`${island}/`);
    await expect(page.getByRole("heading", { level: 1, name: "Island Grocer" })).toBeVisible();
    await expect(page.getByText("Fresh groceries and bakery favourites from Toronto's east end")).toBeVisible();
    await expect(page.getByRole("img", { name: "Island Grocer" }).first()).toBeVisible();
    await expect(page).toHaveTitle("Island Grocer | Fresh groceries delivered in Toronto");
    const primary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue("--color-primary").trim(),
    );
    expect(primary).toBe("#0f5e86");
    await screenshot(page, "host-island-grocer-landing-1280");
    await expectAccessible(page);

    await setLocation(page);
    await page.goto(`${island}/customer/main`);
    await expect(page.getByRole("heading", { name: "Island Grocer Market" }).first()).toBeVisible();
    await expect(page.getByText("Kingston Road Bakehouse").first()).toBeVisible();
    await expect(page.getByText("Dutchpot Kitchen")).toHaveCount(0);
    await screenshot(page, "host-island-grocer-main-1280");

    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "Dutchpot" })).toBeVisible();
    await expect(page.getByText("Jamaican flavour from across Toronto")).toBeVisible();
    await page.goto("/customer/main");
    await expect(page.getByText("Dutchpot Kitchen").first()).toBeVisible();
    await expect(page.getByText("Island Grocer Market")).toHaveCount(0);
    await screenshot(page, "host-dutchpot-main-1280");
  });

  test("the host admin edits Island Grocer's tagline; its storefront shows it on reload", async ({ page, baseURL }) => {
    await page.goto("/host");
    await expect(page.getByRole("heading", { name: "Sign in to the host console" })).toBeVisible();
    await expect(page.getByLabel("Business ID")).toHaveCount(0);
    await page.getByLabel("Email").fill(host.email);
    await page.getByLabel("Password").fill(host.password);
    await page.getByRole("button", { name: "Sign in" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "Storefronts and tenants" })).toBeVisible();
    await expect(page.getByRole("rowheader", { name: /Dutchpot/ })).toBeVisible();
    await screenshot(page, "host-tenants-1280");
    await expectAccessible(page);
    await page.getByRole("searchbox", { name: "Search" }).fill("island");
    const row = page.getByRole("row", { name: /Island Grocer/ });
    await expect(row.getByText("islandgrocer.localhost")).toBeVisible();
    await row.getByRole("link", { name: "Edit brand of Island Grocer" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "Brand of Island Grocer" })).toBeVisible();
    const tagline = "Island fresh, every single day.";
    await page.getByLabel("Tagline").fill(tagline);
    await expect(page.getByRole("complementary", { name: "Preview" }).getByText(tagline)).toBeVisible();
    await page.getByLabel("Primary colour", { exact: true }).fill("#f2d024");
    await expect(page.getByText(/contrast only .*below 4.5:1/)).toBeVisible();
    await screenshot(page, "host-brand-editor-low-contrast-1280");
    await page.getByLabel("Primary colour", { exact: true }).fill("#0f5e86");
    await expect(page.getByText(/\(readable\)/)).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Save brand" }).click();
    await expect(page.getByText(/The brand of Island Grocer is saved/)).toBeVisible();
    await screenshot(page, "host-brand-editor-1280");

    const island = islandOrigin(baseURL);
    await page.goto(`${island}/`);
    await expect(page.getByText(tagline)).toBeVisible();
    await screenshot(page, "host-island-grocer-new-tagline-1280");

    // A rider applies on the Island Grocer storefront; the host approves the application.
    // Sent from the Island Grocer page itself: its host name chooses the storefront.
    const applied = await page.evaluate(async () => {
      const response = await fetch("/api/services/app/RiderApplication/Create", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          firstName: "Ada",
          lastName: "Wheels",
          emailAddress: "ada.wheels@example.com",
          phoneNumber: "4165550142",
          city: "Toronto",
          vehicle: "bicycle",
        }),
      });
      return { ok: response.ok, text: await response.text() };
    });
    expect(applied.ok, applied.text).toBe(true);
    await page.goto("/host/riders");
    await expect(page.getByRole("heading", { level: 1, name: "Rider applications" })).toBeVisible();
    const waiting = page.getByRole("region", { name: "Waiting for review" });
    const card = waiting.getByRole("listitem").filter({ hasText: "Ada Wheels" });
    await expect(card.getByText("Island Grocer")).toBeVisible();
    await screenshot(page, "host-riders-1280");
    await expectAccessible(page);
    await card.getByRole("button", { name: "Approve Ada Wheels" }).click();
    const reviewed = page
      .getByRole("region", { name: "Reviewed" })
      .getByRole("listitem")
      .filter({ hasText: "Ada Wheels" });
    await expect(reviewed.getByText("Approved")).toBeVisible();
    await expect(waiting.getByRole("listitem").filter({ hasText: "Ada Wheels" })).toHaveCount(0);
  });

  test("the host console on a phone and in Dari (right to left)", async ({ page }) => {
    await page.setViewportSize(phone);
    await page.goto("/host");
    await page.getByLabel("Email").fill(host.email);
    await page.getByLabel("Password").fill(host.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Storefronts and tenants" })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await screenshot(page, "host-tenants-360");
    await expectAccessible(page);

    await page.getByLabel("Language").selectOption("afg");
    await expect(page.getByRole("heading", { level: 1, name: "ویترین‌ها و مستأجران" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await page.getByRole("searchbox").fill("island");
    await page.getByRole("link", { name: "ویرایش برند Island Grocer" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "برند Island Grocer" })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await screenshot(page, "host-brand-editor-afg-360");
    await expectAccessible(page);
  });
});
