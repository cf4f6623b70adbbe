import { fileURLToPath } from "node:url";
import { expect, expectAccessible, screenshot, test } from "../support/fixtures.ts";

const desktop = { width: 1280, height: 800 };
const phone = { width: 360, height: 640 };

test.beforeEach(async ({ page, baseURL }) => {
  // Nothing leaves the machine: only the app's own origin answers.
  const origin = new URL(baseURL ?? "http://127.0.0.1").origin;
  await page.route(
    (url) => url.origin !== origin,
    (route) => route.abort(),
  );
});

test.describe("one store page for /shop and the store route (issue 16 items 3, 8, 11)", () => {
  test("/shop has the store page's header, search and, on wide screens, 'Your cart from' beside the menu", async ({
    page,
  }) => {
    await page.setViewportSize(desktop);
    await page.goto("/shop");
    const title = page.getByRole("heading", { level: 1, name: "Dutchpot Kitchen" });
    await expect(title).toBeVisible();
    await expect(title).toHaveAttribute("dir", "auto");
    await expect(page.locator(".store-header__banner")).toBeVisible();
    await expect(page.locator(".store-header .store-logo")).toBeVisible();
    await expect(page.getByRole("button", { name: "Save Dutchpot Kitchen" })).toBeVisible();
    await expect(page.locator(".store-header__meta")).toContainText(/delivery/i);
    await expect(page.locator(".store-header__meta")).toContainText(/\d+.\d+ min/);
    const search = page.getByRole("searchbox", { name: "Search the menu of Dutchpot Kitchen" });
    await expect(search).toBeVisible();
    const panel = page.getByRole("complementary", { name: "Your cart from Dutchpot Kitchen" });
    await expect(panel).toBeVisible();

    // The shop's grid: at most 10 items per category; a tag scrolls to its category.
    const sides = page.getByRole("region", { name: "Sides" });
    await expect(sides.getByRole("article").first()).toBeVisible();
    expect(await sides.getByRole("article").count()).toBeLessThanOrEqual(10);
    await page.getByRole("region", { name: "Menu categories" }).getByRole("button", { name: "Desserts" }).click();
    await expect(page.getByRole("region", { name: "Desserts" })).toBeFocused();

    // Add lands in the side panel.
    await page.getByRole("button", { name: "Add Rice & Peas" }).click();
    await expect(panel.getByText("Rice & Peas")).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, "polish-store-shop-1280");
    await expectAccessible(page);

    // The search narrows the shop's menu as on the store page.
    await search.fill("oxtail");
    await expect(page.getByRole("heading", { level: 3, name: "Oxtail Dinner" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Sides" })).toBeHidden();
  });

  test("the category tiles stay readable beside the cart panel: at most two lines, nothing overflowing (1280 px, French)", async ({
    page,
    baseURL,
  }) => {
    await page.context().addCookies([{ name: "lang", value: "fr", url: baseURL ?? "http://localhost" }]);
    await page.addInitScript(() => window.sessionStorage.setItem("language", "fr"));
    await page.setViewportSize(desktop);
    await page.goto("/customer/store/1");
    const tiles = page.getByRole("region", { name: /catégories/i }).getByRole("link");
    await expect(tiles.first()).toBeVisible();
    const names = tiles.locator("span");
    const sizes = await names.evaluateAll((spans) =>
      spans.map((span) => {
        const tile = span.parentElement as HTMLElement;
        const lineHeight = Number.parseFloat(getComputedStyle(span).lineHeight);
        return {
          name: span.textContent,
          lines: Math.round(span.getBoundingClientRect().height / lineHeight),
          overflows: tile.scrollWidth > tile.clientWidth + 1,
        };
      }),
    );
    expect(sizes.length).toBeGreaterThan(3);
    for (const size of sizes) {
      expect(size.lines, `${size.name}: lines`).toBeLessThanOrEqual(2);
      expect(size.overflows, `${size.name}: overflows its tile`).toBe(false);
    }
    await screenshot(page, "polish-store-tiles-fr-1280");
  });

  test("/shop at 360 px: the same header, the cart panel hidden", async ({ page }) => {
    await page.setViewportSize(phone);
    await page.goto("/shop");
    await expect(page.getByRole("heading", { level: 1, name: "Dutchpot Kitchen" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Save Dutchpot Kitchen" })).toBeVisible();
    await expect(page.getByRole("complementary", { name: /Your cart from/ })).toBeHidden();
    await screenshot(page, "polish-store-shop-360");
    await expectAccessible(page);
  });

  test("/shop in Afghani at 360 px: English data text keeps its own direction", async ({ page }) => {
    await page.addInitScript(() => window.sessionStorage.setItem("language", "afg"));
    await page.setViewportSize(phone);
    await page.goto("/shop");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const title = page.getByRole("heading", { level: 1, name: "Dutchpot Kitchen" });
    await expect(title).toBeVisible();
    // dir=auto: the English name reads left to right inside the right-to-left page.
    expect(await title.evaluate((el) => getComputedStyle(el).direction)).toBe("ltr");
    const item = page.getByRole("heading", { level: 3, name: "Oxtail Dinner" });
    expect(await item.evaluate((el) => getComputedStyle(el).direction)).toBe("ltr");
    // The empty search box keeps the page's direction (its Dari placeholder); typed English is LTR.
    const search = page.getByRole("searchbox");
    expect(await search.evaluate((el) => getComputedStyle(el).direction)).toBe("rtl");
    await screenshot(page, "polish-store-shop-afg-360");
    await search.fill("oxtail");
    await expect(search).toHaveAttribute("dir", "auto");
    expect(await search.evaluate((el) => getComputedStyle(el).direction)).toBe("ltr");
    await search.fill("");
    await expectAccessible(page);
  });

  test("options dialog at 360 px: the footer reads Add and never hides the focused option", async ({ page }) => {
    await page.setViewportSize(phone);
    await page.goto("/customer/store/1");
    await page.getByRole("button", { name: "Add Jerk Chicken Dinner" }).click();
    const dialog = page.getByRole("dialog", { name: "Jerk Chicken Dinner" });
    await expect(dialog).toBeVisible();
    const add = dialog.getByRole("button", { name: "Add", exact: true });
    await expect(add).toBeVisible();
    // The dialog scrolls at this size, so options can pass under the sticky footer.
    const scrolls = await dialog.evaluate((el) => el.scrollHeight > el.clientHeight);
    expect(scrolls).toBe(true);

    // Keyboard only: Tab through every option to the last one; each focused option's row stays
    // wholly above the sticky footer (WCAG 2.4.11 Focus Not Obscured).
    const footer = dialog.locator(".item-options__footer");
    const last = dialog.locator("input").last();
    const obscured: string[] = [];
    let checked = 0;
    for (let i = 0; i < 30 && !(await last.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press("Tab");
      const focused = await page.evaluate(() => {
        const row = document.activeElement?.closest(".item-options__value");
        if (!row) return null;
        const { bottom } = row.getBoundingClientRect();
        return { name: row.textContent ?? "", bottom };
      });
      if (!focused) continue;
      checked++;
      const footerBox = await footer.boundingBox();
      if (!footerBox || focused.bottom > footerBox.y + 0.5) obscured.push(focused.name);
    }
    await expect(last).toBeFocused();
    expect(checked).toBeGreaterThan(3);
    expect(obscured, "options hidden under the footer when focused").toEqual([]);
    // What the phone shows (a full-page shot would place the fixed dialog mid-page).
    await page.screenshot({
      path: fileURLToPath(new URL("../screenshots/polish-store-options-360.png", import.meta.url)),
      animations: "disabled",
    });
    await expectAccessible(page);
  });
});
