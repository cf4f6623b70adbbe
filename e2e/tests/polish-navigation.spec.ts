import { expect, expectAccessible, screenshot, test } from "../support/fixtures.ts";
import { blockOtherOrigins, desktop, phone } from "../support/storefront.ts";

/*
 * Issue 16 items 10–12: scroll and focus on page changes, titles that name the store, Back closing a
 * dialog, and honest failures (a cart change rolled back with Retry, the address search unreachable,
 * a page that fails to load inside the layout). Failures are made with page.route aborting the call.
 */

// page.route does not see what a service worker answers: these tests fail calls without one.
test.use({ serviceWorkers: "block" });

test.beforeEach(async ({ page, baseURL }) => {
  await blockOtherOrigins(page, baseURL);
  await page.addInitScript(() => {
    if (!window.localStorage.getItem("location")) {
      window.localStorage.setItem(
        "location",
        JSON.stringify({ placeName: "1540 Eglinton Ave W, Toronto", latitude: 43.6968, longitude: -79.4412 }),
      );
    }
  });
});

test.describe("navigation", () => {
  test("a new page opens at its top with focus on its heading; Back returns to where the list was", async ({
    page,
  }) => {
    await page.setViewportSize(phone);
    await page.goto("/customer/main");
    const list = page.getByRole("region", { name: "Stores near you", exact: true });
    const card = list.getByRole("article").last();
    await card.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(300);

    await card.getByRole("link").first().click();
    await expect(page).toHaveURL(/\/customer\/store\//);
    const heading = page.getByRole("main").getByRole("heading", { level: 1 });
    await expect(heading).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const storeName = (await heading.textContent())?.trim() ?? "";
    expect(storeName.length).toBeGreaterThan(0);
    expect(await page.title()).toMatch(new RegExp(`^${storeName.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} · `));
    await screenshot(page, "polish-navigation-store-top-360");

    await page.goBack();
    await expect(list.getByRole("article").last()).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 50);
  });

  test("the store page's title names the store; Back with a dialog open closes it and stays", async ({ page }) => {
    await page.setViewportSize(desktop);
    await page.goto("/customer/store/1");
    await expect(page.getByRole("heading", { level: 1, name: "Dutchpot Kitchen" })).toBeVisible();
    await expect(page).toHaveTitle(/^Dutchpot Kitchen · /);

    await page.getByRole("button", { name: "Add Jerk Chicken Dinner" }).click();
    const dialog = page.getByRole("dialog", { name: "Jerk Chicken Dinner" });
    await expect(dialog).toBeVisible();
    await page.goBack();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/customer\/store\/1$/);
    await expect(page.getByRole("button", { name: "Add Jerk Chicken Dinner" })).toBeFocused();

    // The menu drawer too; closing it with Escape leaves Back to leave the page as usual.
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    await page.goBack();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/customer\/store\/1$/);
  });

  test("a page left from the drawer or the cart sidebar: one Back returns to the previous page", async ({ page }) => {
    await page.setViewportSize(phone);
    await page.goto("/customer/main");
    await page.goto("/customer/store/1");
    const storeHeading = page.getByRole("heading", { level: 1, name: "Dutchpot Kitchen" });
    await expect(storeHeading).toBeVisible();

    // A drawer link: its history entry is replaced by the new page's.
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await drawer.getByRole("link", { name: "Grocery stores" }).click();
    await expect(drawer).toBeHidden();
    await expect(page).not.toHaveURL(/\/customer\/store\/1$/);
    await screenshot(page, "polish-navigation-from-drawer-360");
    await page.goBack();
    await expect(page).toHaveURL(/\/customer\/store\/1$/);
    await expect(storeHeading).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/customer\/main$/);
    await page.goForward();
    await expect(storeHeading).toBeVisible();

    // Checkout in the cart sidebar, after Back with the options dialog open closed just the dialog.
    await page.getByRole("button", { name: "Add Jerk Chicken Dinner" }).click();
    const dialog = page.getByRole("dialog", { name: "Jerk Chicken Dinner" });
    await expect(dialog).toBeVisible();
    await page.goBack();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/customer\/store\/1$/);
    await page.getByRole("button", { name: "Add Jerk Chicken Dinner" }).click();
    await dialog.getByRole("button", { name: "Add", exact: true }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole("banner").getByRole("button", { name: "Cart, 1 item" }).click();
    const sidebar = page.getByRole("dialog", { name: "Your carts" });
    await sidebar.getByRole("link", { name: /^Checkout Dutchpot Kitchen/ }).click();
    await expect(page).toHaveURL(/checkout/);
    await expect(sidebar).toBeHidden();
    await screenshot(page, "polish-navigation-from-cart-360");
    await page.goBack();
    await expect(page).toHaveURL(/\/customer\/store\/1$/);
    await expect(storeHeading).toBeVisible();
  });
});

test.describe("failures", () => {
  test("a cart change that fails is taken back, said until dismissed, and Retry sends it", async ({ page }) => {
    await page.setViewportSize(phone);
    await page.goto("/customer/store/1");
    await page.getByRole("button", { name: "Add Fried Plantain" }).click();
    const counter = page.getByRole("main").getByRole("group", { name: "Quantity of Fried Plantain" }).first();
    await expect(counter.getByRole("status")).toHaveText("1");
    const cartButton = page.getByRole("banner").getByRole("button", { name: /^Cart, / });
    await expect(cartButton).toHaveAccessibleName("Cart, 1 item");

    // The server cannot be reached: the change and the refetch after it fail.
    await page.route("**/api/services/app/ShoppingCart/**", (route) => route.abort("internetdisconnected"));
    await counter.getByRole("button", { name: "Add one" }).click();
    const notices = page.getByRole("region", { name: "Notifications" });
    await expect(notices.getByText(/the server could not be reached/)).toBeVisible();
    await expect(counter.getByRole("status")).toHaveText("1");
    await expect(cartButton).toHaveAccessibleName("Cart, 1 item");
    await screenshot(page, "polish-navigation-cart-rolled-back-360");
    await expectAccessible(page);

    await page.unroute("**/api/services/app/ShoppingCart/**");
    await notices.getByRole("button", { name: "Retry" }).click();
    await expect(counter.getByRole("status")).toHaveText("2");
    await expect(cartButton).toHaveAccessibleName("Cart, 2 items");
    await expect(notices.getByText(/the server could not be reached/)).toHaveCount(0);
  });

  test("the address search says the service cannot be reached", async ({ page }) => {
    await page.setViewportSize(phone);
    await page.route("**/api/services/app/Geocoding/**", (route) => route.abort("internetdisconnected"));
    await page.goto("/");
    const address = page.getByRole("combobox", { name: "Enter your delivery address" });
    await address.fill("100 Queen St W");
    await expect(page.getByRole("option", { name: /address search cannot be reached/ })).toBeVisible();
    await expect(page.getByRole("option", { name: "No matching addresses" })).toHaveCount(0);
    await screenshot(page, "polish-navigation-address-unreachable-360");
  });

  test("a page that fails to load keeps the header and navigation and offers Retry", async ({ page }) => {
    await page.setViewportSize(phone);
    // The Get Help screen's code does not arrive (nor any early fetch of it).
    await page.route(/\/assets\/get-help-[^/]*\.js/, (route) => route.abort("internetdisconnected"));
    await page.goto("/customer/main");
    await expect(page.getByRole("region", { name: "Stores near you", exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Help" }).click();
    const alert = page.getByRole("main").getByRole("alert");
    await expect(alert.getByRole("heading", { level: 1, name: "This page could not be loaded" })).toBeVisible();
    await expect(alert.getByRole("heading", { level: 1 })).toBeFocused();
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
    await screenshot(page, "polish-navigation-page-failed-360");
    await expectAccessible(page);

    await page.unroute(/\/assets\/get-help-[^/]*\.js/);
    await alert.getByRole("button", { name: "Retry" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Help" })).toBeVisible();
  });
});
