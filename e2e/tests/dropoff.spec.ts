import { randomUUID } from "node:crypto";
import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import afg from "../../web/src/locales/afg.json" with { type: "json" };
import { expect, expectAccessible, screenshot, test } from "../support/fixtures.ts";
import { serveBlankMapTiles } from "../support/storefront.ts";

const desktop = { width: 1280, height: 800 };
const phone = { width: 360, height: 780 };
const tenant = { "Abp.TenantId": "3" };

// Nothing leaves the machine; map tiles answer a blank tile.
test.beforeEach(async ({ page, baseURL }) => {
  await serveBlankMapTiles(page, baseURL);
});

/** The visible screen only: a full-page shot of a dialog over a long phone list shows nothing useful. */
async function viewportShot(page: Page, name: string) {
  await page.screenshot({ path: path.resolve(import.meta.dirname, "..", "screenshots", `${name}.png`) });
}

interface CartView {
  id: number;
  deliveryAddress: string | null;
  addressLatitude: number | null;
  latitude: number | null;
  longitude: number | null;
  leaveAtDoor: boolean;
  apartmentNumber: string | null;
  dropOffInstructions: string | null;
}

/** Picks an address in the header dropdown's search. */
async function chooseAddress(page: Page, typed: string, option: RegExp) {
  await page.getByRole("button", { name: /^(Delivery address: |Choose a delivery address)/ }).click();
  await page.getByRole("combobox", { name: "Enter your delivery address" }).fill(typed);
  await page.getByRole("option", { name: option }).click();
  await expect(page.getByRole("button", { name: /^Delivery address: / })).toBeFocused();
}

/** The guest's open carts, read with the page's own guest id. */
async function guestCarts(request: APIRequestContext, guestId: string): Promise<CartView[]> {
  const response = await request.get("/api/services/app/ShoppingCart/GetCustomersCarts", {
    headers: { ...tenant, "X-Guest-Id": guestId },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { result: { items: CartView[] } }).result.items;
}

/** Creates a cart at Dutchpot Kitchen with one plain (option-free) item, as the page's guest. */
async function createGuestCart(request: APIRequestContext, guestId: string) {
  const menu = await request.get("/api/services/app/FoodMenu/GetMenusByCategoryTagByShopId", {
    headers: tenant,
    params: { ShopId: 1, IsActive: "true", SkipCount: 1, MaxResultCount: 10 },
  });
  expect(menu.ok(), await menu.text()).toBe(true);
  const { result } = (await menu.json()) as {
    result: { categoryTags: { items: { id: number; attributeMappings: unknown[] }[] }[] };
  };
  const plain = result.categoryTags.flatMap((tag) => tag.items).find((item) => item.attributeMappings.length === 0);
  expect(plain, "a plain item on the seeded menu").toBeDefined();
  const created = await request.post("/api/services/app/ShoppingCart/Create", {
    headers: { ...tenant, "X-Guest-Id": guestId },
    data: { shopId: 1, shoppingCartItems: [{ foodMenuId: plain?.id, quantity: 1 }], notes: "Some Notes" },
  });
  expect(created.ok(), await created.text()).toBe(true);
}

async function signIn(page: Page) {
  const response = await page.request.post("/api/TokenAuth/Authenticate", {
    headers: tenant,
    data: { userNameOrEmailAddress: "demo@dutchpot.ca", password: "Dutchpot2026!" },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { result } = (await response.json()) as { result: { accessToken: string } };
  await page.addInitScript((token) => {
    window.localStorage.setItem("token", token);
    window.localStorage.setItem("loggedIn", "true");
  }, result.accessToken);
}

/** Opens the drop-off panel from the header address dropdown. */
async function openPanel(page: Page) {
  await page.getByRole("button", { name: /^Delivery address: / }).click();
  await page.getByRole("button", { name: "Drop-off details" }).click();
  const dialog = page.getByRole("dialog", { name: "Drop-off details" });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator(".leaflet-container")).toBeVisible();
  return dialog;
}

test.describe("drop-off panel", () => {
  test("guest: address → cart → details saved → pin kept within 4 km → all persisted", async ({ page }) => {
    await page.setViewportSize(desktop);
    await page.goto("/customer/main");
    await chooseAddress(page, "Eglinton", /1540 Eglinton Ave W/);

    // No cart yet: the entry says when drop-off details become available.
    await page.getByRole("button", { name: /^Delivery address: / }).click();
    await expect(page.getByRole("heading", { name: "Drop-off options" })).toBeVisible();
    await expect(page.getByText(/They become available once your cart has items\./)).toBeVisible();
    await expect(page.getByRole("button", { name: "Drop-off details" })).toHaveCount(0);
    await screenshot(page, "dropoff-entry-no-cart");
    await expectAccessible(page);
    await page.keyboard.press("Escape");

    const guestId = await page.evaluate(() => window.sessionStorage.getItem("guid"));
    expect(guestId).toBeTruthy();
    await createGuestCart(page.request, guestId as string);

    // A new address goes to the open cart too (its point is what the pin is measured from).
    await chooseAddress(page, "Queen", /1450 Queen St W/);
    await expect
      .poll(async () => (await guestCarts(page.request, guestId as string))[0]?.deliveryAddress)
      .toMatch(/1450 Queen St W/);
    const [withAddress] = await guestCarts(page.request, guestId as string);
    expect(withAddress?.addressLatitude).not.toBeNull();

    let dialog = await openPanel(page);
    await expect(dialog.getByRole("region", { name: /Drop-off map/ })).toBeVisible();
    await expect(dialog.getByRole("radio", { name: "Leave it at my door" })).toBeChecked();
    await viewportShot(page, "dropoff-panel-1280");
    await expectAccessible(page);

    await dialog.getByRole("textbox", { name: "Apartment or suite" }).fill("4B");
    await dialog.getByRole("radio", { name: "Hand it to me" }).check();
    await dialog.getByRole("textbox", { name: "Drop-off instructions" }).fill("Ring twice, side door");
    await dialog.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Drop-off details saved")).toBeVisible();
    await expect(dialog).toBeHidden();

    // Adjust Pin: a map click far away is refused on the spot.
    dialog = await openPanel(page);
    await dialog.getByRole("button", { name: "Adjust Pin" }).click();
    const savePin = dialog.getByRole("button", { name: "Save Pin" });
    await expect(dialog.getByRole("button", { name: "Go Back" })).toBeVisible();
    const map = dialog.locator(".leaflet-container");
    const box = await map.boundingBox();
    if (!box) throw new Error("the drop-off map has no box");
    await map.click({ position: { x: box.width * 0.82, y: box.height / 2 } });
    await expect(
      dialog.getByText("The marker is too far from the provided address! Use Change Address Option"),
    ).toBeVisible();
    await expect(savePin).toBeDisabled();
    await viewportShot(page, "dropoff-pin-too-far");
    await expectAccessible(page);

    // Go Back drops the unsaved pin; focus returns to Adjust Pin, and back into the nudge pad.
    await dialog.getByRole("button", { name: "Go Back" }).click();
    await expect(dialog.getByRole("button", { name: "Adjust Pin" })).toBeFocused();
    await dialog.getByRole("button", { name: "Adjust Pin" }).click();
    await expect(dialog.getByRole("button", { name: "Move pin north" })).toBeFocused();
    await expect(savePin).toBeEnabled();

    // Near the address it can be saved.
    await map.click({ position: { x: box.width / 2 + 30, y: box.height / 2 + 25 } });
    await expect(dialog.getByText(/The pin is [\d.]+ km from your address\./)).toBeVisible();
    // The keyboard path: nudge buttons move it 200 m at a time.
    await dialog.getByRole("button", { name: "Move pin north" }).click();
    await expect(savePin).toBeEnabled();
    await savePin.click();
    await expect(page.getByText("Pin Updated Successfully")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Adjust Pin" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    const [saved] = await guestCarts(page.request, guestId as string);
    expect(saved).toMatchObject({
      apartmentNumber: "4B",
      leaveAtDoor: false,
      dropOffInstructions: "Ring twice, side door",
    });
    expect(saved?.latitude).not.toBe(withAddress?.latitude);

    // Reload: the panel starts from what was saved.
    await page.reload();
    dialog = await openPanel(page);
    await expect(dialog.getByRole("textbox", { name: "Apartment or suite" })).toHaveValue("4B");
    await expect(dialog.getByRole("radio", { name: "Hand it to me" })).toBeChecked();
    await expect(dialog.getByRole("textbox", { name: "Drop-off instructions" })).toHaveValue("Ring twice, side door");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: /^Delivery address: / })).toBeFocused();
  });

  test("phone width: the panel and the adjust mode fit a 360 px screen", async ({ page }) => {
    await page.setViewportSize(phone);
    await page.goto("/customer/main");
    await chooseAddress(page, "Eglinton", /1540 Eglinton Ave W/);
    const guestId = await page.evaluate(() => window.sessionStorage.getItem("guid"));
    await createGuestCart(page.request, guestId as string);
    await chooseAddress(page, "Eglinton", /1540 Eglinton Ave W/);
    const dialog = await openPanel(page);
    await viewportShot(page, "dropoff-panel-360");
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Adjust Pin" }).click();
    for (let i = 0; i < 21; i++) await dialog.getByRole("button", { name: "Move pin east" }).click();
    await expect(dialog.getByRole("button", { name: "Save Pin" })).toBeDisabled();
    await expect(
      dialog.getByText("The marker is too far from the provided address! Use Change Address Option"),
    ).toBeVisible();
    await dialog.getByRole("button", { name: "Save Pin" }).scrollIntoViewIfNeeded();
    await viewportShot(page, "dropoff-adjust-360");
    await expectAccessible(page);
    // "Use Change Address Option": the link closes the panel and opens the address search.
    await dialog.getByRole("button", { name: "Change address" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("combobox", { name: "Change your delivery address" })).toBeFocused();
  });

  test("Afghani (Dari): the panel lays out right to left with the address isolated", async ({ page }) => {
    // This browser's guest id, set up front so the cart can be created before the page loads.
    const guestId = randomUUID();
    await page.addInitScript((id) => {
      window.sessionStorage.setItem("language", "afg");
      window.sessionStorage.setItem("guid", id);
    }, guestId);
    await createGuestCart(page.request, guestId);
    await page.addInitScript(
      (value) => window.localStorage.setItem("location", value),
      JSON.stringify({ placeName: "1540 Eglinton Ave W, Toronto, M6E 2G8", latitude: 43.6968, longitude: -79.4412 }),
    );
    await page.setViewportSize(phone);
    await page.goto("/customer/main");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await page.getByRole("button", { name: /^آدرس تحویل: / }).click();
    await page.getByRole("button", { name: afg.dropoff.entry.open }).click();
    const dialog = page.getByRole("dialog", { name: afg.dropoff.panel.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("radio", { name: afg.dropoff.panel.leaveAtDoor })).toBeChecked();
    await dialog.getByRole("button", { name: afg.dropoff.panel.adjustPin }).click();
    await expect(dialog.getByRole("button", { name: afg.dropoff.panel.savePin })).toBeEnabled();
    await viewportShot(page, "dropoff-adjust-afg-360");
    await expectAccessible(page);
  });

  test("signed in: an address chosen in the header is saved to the profile", async ({ page }) => {
    await signIn(page);
    await page.setViewportSize(desktop);
    await page.goto("/customer/main");
    await chooseAddress(page, "Queen", /1450 Queen St W/);
    await page.goto("/customer/account");
    await expect(page.getByRole("textbox", { name: "Address" })).toHaveValue(/1450 Queen St W/);
    await screenshot(page, "dropoff-profile-address");
  });
});
