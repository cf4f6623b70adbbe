import path from "node:path";
import { expect, expectAccessible, screenshot, test } from "../support/fixtures.ts";
import { desktop, islandOrigin, localOnly, phone } from "../support/storefront.ts";

/*
 * Issue 16 items 13, 16 and 6 (second half): the server answers unknown pages and stores with 404
 * and the app's not-found screens; the brand's images are cached for a year under versioned URLs;
 * the footer links the storefront's social profiles (Island Grocer has three; Dutchpot none).
 */

test.describe("pages the server does not know", () => {
  test("an unknown page answers 404 with the app's not-found screen", async ({ page }) => {
    await page.setViewportSize(phone);
    const response = await page.goto("/nope");
    expect(response?.status()).toBe(404);
    expect(response?.headers()["content-type"]).toContain("text/html");
    await expect(page.getByRole("heading", { name: "Looks Like You Lost !" })).toBeVisible();
    await screenshot(page, "polish-server-404-page");
    await expectAccessible(page);
  });

  test("an unknown store answers 404 with the store-not-found screen; a listed one 200", async ({ page }) => {
    await page.setViewportSize(desktop);
    const missing = await page.goto("/customer/store/999999");
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Store not found", level: 1 })).toBeVisible();
    await screenshot(page, "polish-server-store-404");
    await expectAccessible(page);
    expect((await page.goto("/customer/store/1"))?.status()).toBe(200);
  });
});

test.describe("the footer's social links and the brand's images", () => {
  test("Island Grocer's footer links its profiles; Dutchpot's shows none", async ({ page, baseURL }) => {
    await localOnly(page);
    for (const viewport of [phone, desktop]) {
      await page.setViewportSize(viewport);
      await page.goto(`${islandOrigin(baseURL)}/customer/main`);
      const social = page.getByRole("navigation", { name: "Follow us" });
      await expect(social.getByRole("link")).toHaveCount(3);
      const instagram = social.getByRole("link", { name: "Island Grocer on Instagram (opens in a new tab)" });
      await expect(instagram).toHaveAttribute("href", "https://www.instagram.com/islandgrocer.demo");
      await expect(instagram).toHaveAttribute("target", "_blank");
      await screenshot(page, `polish-server-footer-social-${viewport.width}`);
      // The icons up close (the full page shows the sticky header where the page was scrolled to).
      await social.scrollIntoViewIfNeeded();
      await social.screenshot({
        path: path.resolve(import.meta.dirname, "..", "screenshots", `polish-server-footer-${viewport.width}.png`),
        animations: "disabled",
      });
    }
    await expectAccessible(page);

    await page.goto("/customer/main");
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Follow us" })).toHaveCount(0);
  });

  test("the logo has its size and its versioned URL is cached for a year", async ({ page, baseURL }) => {
    await localOnly(page);
    await page.goto(`${islandOrigin(baseURL)}/customer/main`);
    const logo = page.getByRole("banner").getByRole("img", { name: "Island Grocer" }).first();
    await expect(logo).toHaveAttribute("width", "126");
    await expect(logo).toHaveAttribute("height", "36");
    const src = (await logo.getAttribute("src")) ?? "";
    expect(src).toMatch(/^\/media\/brand\/islandgrocer\/logo\.svg\?v=[0-9a-f]{16}$/);
    // Media are the same on every host name (Node's resolver does not know *.localhost).
    const image = await page.request.get(src);
    expect(image.status()).toBe(200);
    expect(image.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  });
});
