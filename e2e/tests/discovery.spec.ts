import type { Page } from "@playwright/test";
import { expect, expectAccessible, screenshot, test } from "../support/fixtures.ts";
import { serveBlankMapTiles } from "../support/storefront.ts";

const desktop = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };

// Nothing leaves the machine; map tiles answer a blank tile.
test.beforeEach(async ({ page, baseURL }) => {
  await serveBlankMapTiles(page, baseURL);
});

/** Stores a chosen location as the landing page does. */
async function setLocation(page: Page, placeName: string, latitude: number, longitude: number) {
  await page.addInitScript(
    (value) => window.localStorage.setItem("location", value),
    JSON.stringify({ placeName, latitude, longitude }),
  );
}

async function signIn(page: Page) {
  const response = await page.request.post("/api/TokenAuth/Authenticate", {
    headers: { "Abp.TenantId": "3" },
    data: { userNameOrEmailAddress: "demo@dutchpot.ca", password: "Dutchpot2026!" },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { result } = (await response.json()) as { result: { accessToken: string; userId: number } };
  await page.addInitScript((token) => {
    window.localStorage.setItem("token", token);
    window.localStorage.setItem("loggedIn", "true");
  }, result.accessToken);
}

test.describe("discovery", () => {
  test("landing → suggested address → Go → the map and the list show nearby stores", async ({ page }) => {
    await page.setViewportSize(desktop);
    await page.goto("/");
    const go = page.getByRole("button", { name: "Go", exact: true });
    await expect(go).toBeDisabled();
    const address = page.getByRole("combobox", { name: "Enter your delivery address" });
    await address.fill("Eglinton");
    const option = page.getByRole("option", { name: /1540 Eglinton Ave W/ });
    await expect(option).toBeVisible();
    await screenshot(page, "discovery-landing-suggestions");
    await expectAccessible(page);
    // Keyboard: arrow down to the suggestion, Enter chooses it.
    const count = await page.getByRole("option").count();
    for (let i = 0; i < count; i++) {
      await address.press("ArrowDown");
      if ((await option.getAttribute("aria-selected")) === "true") break;
    }
    await address.press("Enter");
    await expect(address).toHaveValue(/1540 Eglinton Ave W/);
    await expect(go).toBeEnabled();
    await go.click();

    await expect(page).toHaveURL(/\/customer\/main$/);
    const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem("location") ?? "null"));
    expect(stored).toMatchObject({ placeName: expect.stringContaining("1540 Eglinton"), latitude: 43.6968 });
    await expect(page.getByRole("heading", { level: 1, name: "Stores near you" })).toBeVisible();
    const list = page.getByRole("region", { name: "Stores near you", exact: true });
    await expect(list.getByRole("article").first()).toBeVisible();
    expect(await list.getByRole("article").count()).toBeGreaterThan(1);
    await expect(page.getByRole("region", { name: "Map of stores near you" })).toBeVisible();
    await expect(page.locator(".map-pin--store").first()).toBeAttached();
    // The header shows the chosen address.
    await expect(page.getByRole("button", { name: /^Delivery address: / })).toBeVisible();
    await screenshot(page, "discovery-main-1280");
    await expectAccessible(page);
  });

  test("map and list at phone width; double-click drops a pin with its address", async ({ page }) => {
    await setLocation(page, "100 Queen St W, Toronto", 43.6525, -79.3835);
    await page.setViewportSize(phone);
    await page.goto("/customer/main");
    await expect(
      page.getByRole("region", { name: "Stores near you", exact: true }).getByRole("article").first(),
    ).toBeVisible();
    const map = page.locator(".leaflet-container");
    await map.dblclick({ position: { x: 120, y: 160 } });
    await expect(page.locator(".leaflet-tooltip")).toBeVisible();
    await expect(page.locator(".leaflet-tooltip")).not.toHaveText("Finding the address…");
    await screenshot(page, "discovery-main-390");
    await expectAccessible(page);
  });

  test("the header address dropdown shows the saved address and changes it", async ({ page }) => {
    await setLocation(page, "1540 Eglinton Ave W, Toronto", 43.6968, -79.4412);
    await page.setViewportSize(desktop);
    await page.goto("/customer/main");
    const trigger = page.getByRole("button", { name: "Delivery address: 1540 Eglinton Ave W, Toronto" });
    await trigger.click();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("heading", { name: "Saved address" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Edit" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Drop-off options" })).toBeVisible();
    const search = page.getByRole("combobox", { name: "Enter your delivery address" });
    await expect(search).toBeFocused();
    await screenshot(page, "discovery-address-dropdown");
    await expectAccessible(page);

    await page.getByRole("button", { name: "Edit" }).click();
    const edit = page.getByRole("combobox", { name: "Change your delivery address" });
    await expect(edit).toHaveValue("1540 Eglinton Ave W, Toronto");
    await edit.fill("Queen");
    await page.getByRole("option", { name: /1450 Queen St W/ }).click();
    await expect(page.getByRole("button", { name: /^Delivery address: 1450 Queen St W/ })).toBeFocused();
    await expect(page.getByText(/Delivering near 1450 Queen St W/)).toBeVisible();
    await expect(
      page.getByRole("region", { name: "Stores near you", exact: true }).getByRole("article").first(),
    ).toBeVisible();

    await page.getByRole("button", { name: /^Delivery address: / }).click();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("heading", { name: "Saved address" })).toBeHidden();
  });

  test("zooming out searches a wider area", async ({ page }) => {
    await setLocation(page, "1540 Eglinton Ave W, Toronto", 43.6968, -79.4412);
    await page.setViewportSize(desktop);
    await page.goto("/customer/main");
    await expect(
      page.getByRole("region", { name: "Stores near you", exact: true }).getByRole("article").first(),
    ).toBeVisible();
    const wider = page.waitForRequest(
      (request) => request.url().endsWith("/Shop/NearMe") && (request.postDataJSON() as { radius: number }).radius > 10,
    );
    const zoomOut = page.getByRole("button", { name: "Zoom out" });
    for (let i = 0; i < 7; i++) {
      await zoomOut.click();
      await page.waitForTimeout(300);
    }
    const request = await wider;
    expect((request.postDataJSON() as { radius: number }).radius).toBeLessThanOrEqual(50);
    await expect(page.locator(".map-pin--store").first()).toBeVisible();
  });

  test("an area without stores shows the empty state", async ({ page }) => {
    await setLocation(page, "Whitehorse, YT", 60.7212, -135.0568);
    await page.goto("/customer/main");
    await expect(page.getByText("No stores found in this area.")).toBeVisible();
    await expect(page.getByText("Zoom out or search in a new area to find more stores around you.")).toBeVisible();
    await screenshot(page, "discovery-main-empty");
    await expectAccessible(page);
  });

  test("open a store, then a tag, then the category view", async ({ page }) => {
    await setLocation(page, "1540 Eglinton Ave W, Toronto", 43.6968, -79.4412);
    await page.setViewportSize(desktop);
    await page.goto("/customer/main");
    await page.getByRole("link", { name: "Delivery from Dutchpot Kitchen" }).click();
    await expect(page).toHaveURL(/\/customer\/store\/\d+$/);
    await expect(page.getByRole("heading", { level: 1, name: "Dutchpot Kitchen" })).toBeVisible();
    await expect(page.getByText("Free delivery")).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Jerk & Grill" })).toBeVisible();
    await expect(page.getByRole("link", { name: "See all Jerk & Grill" })).toBeVisible();
    await screenshot(page, "discovery-store");
    await expectAccessible(page);

    await page.getByRole("region", { name: "Menu categories" }).getByRole("link", { name: "Seafood" }).click();
    await expect(page).toHaveURL(/\/customer\/store\/\d+\/category\//);
    await expect(page.getByRole("heading", { level: 1, name: /Seafood/ })).toBeVisible();
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.getByRole("link", { name: "Store Home" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: "Escovitch Fish" })).toBeVisible();
    await screenshot(page, "discovery-store-category");
    await expectAccessible(page);
    await breadcrumb.getByRole("link", { name: "Store Home" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Dutchpot Kitchen" })).toBeVisible();
  });

  test("search on a store narrows its menu", async ({ page }) => {
    await page.goto("/customer/store/1");
    await expect(page.getByRole("heading", { level: 1, name: "Dutchpot Kitchen" })).toBeVisible();
    await page.getByRole("searchbox", { name: "Search the menu of Dutchpot Kitchen" }).fill("oxtail");
    await expect(page.getByRole("heading", { level: 2, name: "Jerk & Grill" })).toBeHidden();
    await expect(page.getByRole("heading", { level: 3, name: "Oxtail Dinner" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: "Curry Goat Dinner" })).toBeHidden();
    await screenshot(page, "discovery-store-search");
    await page.getByRole("searchbox", { name: "Search the menu of Dutchpot Kitchen" }).fill("zzzz");
    await expect(page.getByText("Nothing on the menu matches “zzzz”.")).toBeVisible();
  });

  test("like a store, and it appears in saved stores", async ({ page }) => {
    await signIn(page);
    await page.goto("/customer/savedstores");
    await expect(page.getByRole("heading", { level: 1, name: "Saved stores" })).toBeVisible();
    await expect(page.getByText("No saved stores yet")).toBeVisible();
    await expect(page.getByRole("link", { name: "Browse Stores" })).toHaveAttribute("href", "/customer/main");
    await expectAccessible(page);

    await page.goto("/customer/store/1");
    const like = page.getByRole("button", { name: "Save Dutchpot Kitchen" });
    await expect(like).toHaveAttribute("aria-pressed", "false");
    await like.click();
    await expect(like).toHaveAttribute("aria-pressed", "true");
    await page.goto("/customer/savedstores");
    const saved = page.getByRole("link", { name: "Dutchpot Kitchen" });
    await expect(saved).toHaveAttribute("href", "/customer/store/1");
    await screenshot(page, "discovery-saved-stores");
    await expectAccessible(page);

    // Unlike again so the demo account stays as it was.
    await saved.click();
    await page.getByRole("button", { name: "Save Dutchpot Kitchen" }).click();
    await expect(page.getByRole("button", { name: "Save Dutchpot Kitchen" })).toHaveAttribute("aria-pressed", "false");
  });

  test("the shop page lists the storefront's menu; Add counts, options are shown", async ({ page }) => {
    await page.setViewportSize(desktop);
    await page.goto("/shop");
    await expect(page.getByRole("heading", { level: 1, name: "Dutchpot Kitchen" })).toBeVisible();
    const sides = page.getByRole("region", { name: "Sides" });
    await expect(sides.getByRole("article").first()).toBeVisible();
    expect(await sides.getByRole("article").count()).toBeLessThanOrEqual(10);
    await page.getByRole("region", { name: "Menu categories" }).getByRole("button", { name: "Desserts" }).click();
    await expect(page.getByRole("region", { name: "Desserts" })).toBeFocused();

    await sides.getByRole("button", { name: "Add Rice & Peas" }).click();
    // The menu's counter (the cart panel beside the menu has one too).
    const qty = sides.getByRole("group", { name: "Quantity of Rice & Peas" });
    await expect(qty.getByRole("status")).toHaveText("1");
    await qty.getByRole("button", { name: "Add one" }).click();
    await expect(qty.getByRole("status")).toHaveText("2");

    await page.getByRole("button", { name: "Add Jerk Chicken Dinner" }).click();
    const dialog = page.getByRole("dialog", { name: "Jerk Chicken Dinner" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(/^Total CA\$/)).toBeVisible();
    await screenshot(page, "discovery-shop-options");
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await screenshot(page, "discovery-shop");
  });

  test("grocery stores with the Shop Now banner", async ({ page }) => {
    await page.goto("/customer/grocerystore");
    await expect(page.getByRole("heading", { level: 1, name: "Grocery stores" })).toBeVisible();
    await expect(page.getByRole("article").first()).toBeVisible();
    await screenshot(page, "discovery-grocery");
    await expectAccessible(page);
    await page.getByRole("button", { name: "Shop Now" }).click();
    await expect(page.getByRole("region", { name: "Grocery and convenience stores" })).toBeFocused();
  });

  test("home chefs, and a category without stores", async ({ page }) => {
    await page.goto("/customer/homechef");
    await expect(page.getByRole("heading", { level: 1, name: "Home Chef's" })).toBeVisible();
    await expect(page.getByRole("article").first()).toBeVisible();
    await expectAccessible(page);

    await page.goto("/customer/category/999999?category=Nothing");
    await expect(page.getByRole("heading", { level: 1, name: "Nothing" })).toBeVisible();
    await expect(page.getByText("No Stores Found")).toBeVisible();
  });

  test("pickup stores near the chosen location; old store pages lead to the real one", async ({ page }) => {
    await setLocation(page, "1540 Eglinton Ave W, Toronto", 43.6968, -79.4412);
    await page.goto("/customer/pickup");
    await expect(page.getByRole("heading", { level: 1, name: "Pickup" })).toBeVisible();
    await expect(page.getByRole("article").first()).toBeVisible();
    await screenshot(page, "discovery-pickup");
    await expectAccessible(page);

    await page.goto("/customer/storepage");
    await expect(page).toHaveURL(/\/customer\/store\/\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});
