import path from "node:path";
import type { Page } from "@playwright/test";
import afg from "../../web/src/locales/afg.json" with { type: "json" };
import en from "../../web/src/locales/en.json" with { type: "json" };
import { expect, expectAccessible, screenshot, test } from "../support/fixtures.ts";
import { desktop, phone, serveBlankMapTiles } from "../support/storefront.ts";

// Nothing leaves the machine; map tiles answer a blank tile.
test.beforeEach(async ({ page, baseURL }) => {
  await serveBlankMapTiles(page, baseURL);
});

/** The first screen only, as a phone shows it before any scroll (the full page is saved beside it). */
async function firstScreen(page: Page, name: string) {
  await page.screenshot({
    path: path.resolve(import.meta.dirname, "..", "screenshots", `${name}.png`),
    animations: "disabled",
  });
}

/** Stores a chosen location as the landing page does: Dutchpot Kitchen's own address. */
async function atFlagship(page: Page) {
  await page.addInitScript(
    (value) => window.localStorage.setItem("location", value),
    JSON.stringify({ placeName: "1540 Eglinton Ave W, Toronto", latitude: 43.6968, longitude: -79.4412 }),
  );
}

const languages = [
  { code: "en", texts: en },
  { code: "afg", texts: afg },
] as const;

test.describe("landing: the address box first, a nav that fits", () => {
  for (const { code, texts } of languages) {
    for (const viewport of [phone, desktop]) {
      test(`${code} at ${viewport.width} px`, async ({ page }) => {
        if (code !== "en") await page.addInitScript(() => window.sessionStorage.setItem("language", "afg"));
        await page.setViewportSize(viewport);
        await page.goto("/");
        const address = page.getByRole("combobox", { name: texts.discovery.address.label });
        await expect(address).toBeVisible();

        // The address box is in the first screen, above the illustration.
        const box = await address.boundingBox();
        expect(box).not.toBeNull();
        if (!box) return;
        expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
        const media = await page.locator(".hero__media").boundingBox();
        if (viewport === phone && media) expect(media.y).toBeGreaterThan(box.y);

        // Every section link of the nav is whole on screen: nothing cut, nothing to scroll to.
        const nav = page.getByRole("navigation", { name: texts.landing.navLabel });
        for (const name of [texts.landing.nav.about, texts.landing.nav.subscriptions, texts.landing.nav.catering]) {
          const link = await nav.getByRole("link", { name }).boundingBox();
          expect(link, name).not.toBeNull();
          if (!link) continue;
          expect(link.x, name).toBeGreaterThanOrEqual(0);
          expect(link.x + link.width, name).toBeLessThanOrEqual(viewport.width);
        }
        const overflow = await page.evaluate(() => {
          const list = document.querySelector(".landing-header__nav ul") as HTMLElement;
          return {
            page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
            nav: list.scrollWidth - list.clientWidth,
          };
        });
        expect(overflow).toEqual({ page: 0, nav: 0 });

        // The hero's content has the same margin on both sides.
        if (viewport === phone) {
          const hero = await page.locator(".hero__address").boundingBox();
          expect(hero).not.toBeNull();
          if (hero) expect(Math.abs(hero.x - (viewport.width - hero.x - hero.width))).toBeLessThanOrEqual(1);
        }

        await firstScreen(page, `polish-landing-first-screen-${code}-${viewport.width}`);
        await screenshot(page, `polish-landing-${code}-${viewport.width}`);
        await expectAccessible(page);
      });
    }
  }
});

test.describe("store lists are reachable", () => {
  test("near-me category chips open the category's stores", async ({ page }) => {
    await atFlagship(page);
    await page.setViewportSize(desktop);
    await page.goto("/customer/main");
    const chips = page.getByRole("navigation", { name: "Categories" });
    await expect(chips.getByRole("link").first()).toBeVisible();
    // The list scrolls in its column: the page does not grow with the cards.
    await expect(
      page.getByRole("region", { name: "Stores near you", exact: true }).getByRole("article").first(),
    ).toBeVisible();
    // (The cards' hidden texts once lengthened the page to ~6900 px; map and footer take ~1060.)
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(2 * desktop.height);
    await screenshot(page, "polish-near-me-chips-1280");
    await chips.getByRole("link", { name: "Jerk & Grill" }).click();
    await expect(page).toHaveURL(/\/customer\/category\/\d+\?category=Jerk/);
    await expect(page.getByRole("heading", { level: 1, name: "Jerk & Grill" })).toBeVisible();
    const list = page.getByRole("region", { name: "All Stores" });
    await expect(list.getByRole("article").first()).toBeVisible();
    await screenshot(page, "polish-category-1280");
    await expectAccessible(page);
  });

  test("the sidebar leads to the grocery stores and the home chefs", async ({ page }) => {
    await page.setViewportSize(phone);
    await page.goto("/customer/main");
    // The category chips scroll in their own row: the page is never wider than the phone.
    await expect(page.getByRole("navigation", { name: "Categories" }).getByRole("link").first()).toBeVisible();
    await firstScreen(page, "polish-near-me-first-screen-360");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(phone.width);
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await screenshot(page, "polish-sidebar-360");
    await drawer.getByRole("link", { name: "Grocery stores" }).click();
    await expect(page).toHaveURL(/\/customer\/grocerystore$/);
    await expect(
      page.getByRole("region", { name: "Grocery and convenience stores" }).getByRole("article").first(),
    ).toBeVisible();

    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Home chefs" }).click();
    await expect(page).toHaveURL(/\/customer\/homechef$/);
    await expect(page.getByRole("heading", { level: 1, name: "Home Chef's" })).toBeVisible();
    await expect(page.getByRole("article").first()).toBeVisible();
    await screenshot(page, "polish-home-chefs-360");
  });

  test("the landing's food delivery section links the lists by kind of store", async ({ page }) => {
    await page.setViewportSize(desktop);
    await page.goto("/");
    const section = page.getByRole("region", { name: "Food delivery" });
    await section.getByRole("link", { name: "Home chefs" }).click();
    await expect(page).toHaveURL(/\/customer\/homechef$/);
    await page.goBack();
    await page
      .getByRole("region", { name: "Food delivery" })
      .getByRole("link", { name: "Grocery and convenience stores" })
      .click();
    await expect(page).toHaveURL(/\/customer\/grocerystore$/);
  });
});

test.describe("near-me map", () => {
  test("a skip link jumps past the store cards to the map", async ({ page }) => {
    await atFlagship(page);
    await page.setViewportSize(desktop);
    await page.goto("/customer/main");
    const list = page.getByRole("region", { name: "Stores near you", exact: true });
    await expect(list.getByRole("article").first()).toBeVisible();
    const skip = page.getByRole("link", { name: "Skip the store list, go to the map" });
    await skip.focus();
    await expect(skip).toBeVisible();
    await screenshot(page, "polish-near-me-skip-link-1280");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("region", { name: "Map of stores near you" })).toBeFocused();
  });

  test.describe("on a 2× screen", () => {
    test.use({ deviceScaleFactor: 2 });
    // Lighthouse's image-size-responsive (issue 16 item 17): a 256-px tile must not cover 512 device pixels.
    test("the map draws the next zoom level's tiles at half size", async ({ page }) => {
      await atFlagship(page);
      await page.setViewportSize(phone);
      await page.goto("/customer/main");
      const tile = page.locator(".leaflet-tile").first();
      await expect(tile).toHaveAttribute("src", /\/19\/\d+\/\d+\.png$/);
      expect((await tile.boundingBox())?.width).toBe(128);
    });
  });

  test("the home pin is at least 24 × 24 px and no store pin covers it", async ({ page }) => {
    // The customer's address is the flagship's: its store pin sits on the very same point.
    await atFlagship(page);
    await page.setViewportSize(desktop);
    await page.goto("/customer/main");
    const home = page.locator(".map-pin--home");
    await expect(home).toBeVisible();
    await expect(page.locator(".map-pin--store").first()).toBeAttached();
    const box = await home.boundingBox();
    expect(box).not.toBeNull();
    if (!box) return;
    expect(box.width).toBeGreaterThanOrEqual(24);
    expect(box.height).toBeGreaterThanOrEqual(24);
    const onTop = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest(".map-pin")?.classList.contains("map-pin--home") ?? false,
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    );
    expect(onTop).toBe(true);
    await page.locator(".leaflet-container").screenshot({
      path: path.resolve(import.meta.dirname, "..", "screenshots", "polish-near-me-home-pin.png"),
    });
  });
});
