import { randomUUID } from "node:crypto";
import path from "node:path";
import type { Page } from "@playwright/test";
import afg from "../../web/src/locales/afg.json" with { type: "json" };
import { expect, expectAccessible, screenshot, test } from "../support/fixtures.ts";
import {
  address,
  app,
  asGuest,
  blockOtherOrigins,
  cartOf,
  desktop,
  freshCart,
  isOpenNow,
  money,
  ok,
  phone,
  pickFirstSlot,
  shopId,
  signIn,
  tenant,
} from "../support/storefront.ts";

// Nothing leaves the machine: map tiles and any other outside request are refused.
test.beforeEach(({ page, baseURL }) => blockOtherOrigins(page, baseURL));

/** The visible screen only: a dialog over a long page. */
async function viewportShot(page: Page, name: string) {
  await page.screenshot({ path: path.resolve(import.meta.dirname, "..", "screenshots", `${name}.png`) });
}

test.describe("checkout", () => {
  test("signed out: asks to sign in or sign up before anything else", async ({ page }) => {
    await freshCart(page.request, await asGuest(page, randomUUID()));
    await page.setViewportSize(desktop);
    await page.goto(`/customer/checkout/${shopId}`);

    await expect(page.getByRole("heading", { name: "Checkout", level: 1 })).toBeVisible();
    await expect(page.getByText("Please Sign in / Sign up to continue the checkout process")).toBeVisible();
    const place = page.getByRole("button", { name: /^Place Order/ });
    await expect(place).toBeDisabled();
    await expect(page.getByText("Sign in or sign up to place your order.")).toBeVisible();
    await screenshot(page, "checkout-signed-out");
    await expectAccessible(page);

    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByRole("dialog", { name: /Sign/ })).toBeVisible();
  });

  test("signed in: tip 3, promo code, leave at door → Place Order reaches payment with the same amount due", async ({
    page,
  }) => {
    const auth = await signIn(page);
    await freshCart(page.request, auth);
    const openNow = await isOpenNow(page.request);
    await page.setViewportSize(desktop);
    await page.goto(`/customer/checkout/${shopId}`);

    await expect(page.getByText("demo@dutchpot.ca")).toBeVisible();
    await expect(page.getByText(address.deliveryAddress)).toBeVisible();

    // Tip: the chosen button is pressed and the cart holds it.
    const tips = page.getByRole("group", { name: "Tip your driver" });
    await expect(tips.getByRole("button", { name: "CA$0.00" })).toHaveAttribute("aria-pressed", "true");
    await tips.getByRole("button", { name: "CA$3.00" }).click();
    await expect(tips.getByRole("button", { name: "CA$3.00" })).toHaveAttribute("aria-pressed", "true");
    await expect.poll(async () => (await cartOf(page.request, auth)).driverTip).toBe(3);

    // Promotion: a refusal says why; a demo code is added.
    const code = page.getByRole("textbox", { name: "Promo code" });
    await code.fill("NOSUCHCODE");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByRole("alert")).toHaveText("This promo code does not exist.");
    await code.fill("SAVE5");
    await page.getByRole("button", { name: "Apply" }).click();
    const added = page.getByRole("dialog", { name: "PROMOCODE ADDED" });
    await expect(added).toBeVisible();
    await added.getByRole("button", { name: "Continue to Checkout" }).click();
    await expect(page.getByText("Discount (SAVE5)")).toBeVisible();

    // Drop-off: leave at the door, through the drop-off panel.
    await page.getByRole("button", { name: "Edit drop-off details" }).click();
    const panel = page.getByRole("dialog", { name: "Drop-off details" });
    await expect(panel).toBeVisible();
    await panel.getByRole("radio", { name: "Leave it at my door" }).check();
    await panel.getByRole("button", { name: "Save" }).click();
    await expect(panel).toBeHidden();
    await expect(page.getByText("Leave it at my door")).toBeVisible();

    if (!openNow) {
      const dialog = await pickFirstSlot(page);
      await dialog.getByRole("button", { name: "Confirm" }).click();
      await page.getByRole("dialog", { name: "Delivery Time Updated" }).getByRole("button", { name: "OK" }).click();
    }

    const cart = await cartOf(page.request, auth);
    expect(cart).toMatchObject({ driverTip: 3, promoCode: "SAVE5", leaveAtDoor: true });
    const due = money(cart.amountDue);
    const place = page.getByRole("button", { name: `Place Order ${due}` });
    await expect(place).toBeEnabled();
    await screenshot(page, "checkout-ready");
    await expectAccessible(page);

    await place.click();
    await expect(page).toHaveURL(new RegExp(`/customer/payment/${shopId}$`));
    await expect(page.getByText(due).first()).toBeVisible();
  });

  test("a scheduled delivery chosen in the modal is saved to the cart", async ({ page }) => {
    const auth = await signIn(page);
    await freshCart(page.request, auth);
    await page.setViewportSize(desktop);
    await page.goto(`/customer/checkout/${shopId}`);

    // Closing the modal without confirming goes back to Now.
    await page.getByRole("radio", { name: "Schedule for later" }).check();
    await expect(page.getByRole("dialog", { name: "Schedule delivery" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: "Schedule delivery" })).toBeHidden();
    await expect(page.getByRole("radio", { name: "Schedule for later" })).not.toBeChecked();

    const dialog = await pickFirstSlot(page);
    await screenshot(page, "checkout-schedule");
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Confirm" }).click();
    const updated = page.getByRole("dialog", { name: "Delivery Time Updated" });
    await expect(updated).toBeVisible();
    await updated.getByRole("button", { name: "OK" }).click();
    await expect(page.getByRole("radio", { name: "Schedule for later" })).toBeChecked();
    await expect(page.getByText("Scheduled for")).toBeVisible();
    expect((await cartOf(page.request, auth)).deliveryDateStart).not.toBeNull();
    await expect(page.getByRole("button", { name: /^Place Order/ })).toBeEnabled();
  });

  test("no address: ADD ADDRESS opens the place search; the chosen address goes to the cart", async ({ page }) => {
    const auth = await signIn(page);
    await freshCart(page.request, auth);
    await ok(
      await page.request.patch(`${app}/ShoppingCart/UpdateShoppingCart`, {
        headers: { ...tenant, ...auth },
        data: { shopId, deliveryAddress: null },
      }),
    );
    await page.setViewportSize(desktop);
    await page.goto(`/customer/checkout/${shopId}`);

    await expect(page.getByText("Add a delivery address to continue.")).toBeVisible();
    await expect(page.getByRole("button", { name: /^Place Order/ })).toBeDisabled();
    await page.getByRole("button", { name: "ADD ADDRESS" }).click();
    const dialog = page.getByRole("dialog", { name: "Change address" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("combobox", { name: "Search for your delivery address" }).fill("Eglinton");
    await dialog.getByRole("option", { name: /1540 Eglinton Ave W/ }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("Address Modified Successfully")).toBeVisible();
    await expect(page.getByRole("main").getByText(/^1540 Eglinton Ave W/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Change" })).toBeVisible();
    await expect(page.getByText("Add a delivery address to continue.")).toBeHidden();
    expect((await cartOf(page.request, auth)).deliveryAddress).toMatch(/^1540 Eglinton Ave W/);
  });

  test("pickup: no delivery fee, no address needed", async ({ page }) => {
    const auth = await signIn(page);
    await freshCart(page.request, auth);
    await page.setViewportSize(desktop);
    await page.goto(`/customer/checkout/${shopId}`);

    await page.getByRole("radio", { name: "Pickup" }).check();
    await expect(page.getByText("Pick up your order at Dutchpot Kitchen")).toBeVisible();
    await expect(page.getByText("Pickup: no delivery fee")).toBeVisible();
    await expect.poll(async () => (await cartOf(page.request, auth)).isDelivery).toBe(false);
    await expect(page.getByRole("button", { name: "ADD ADDRESS" })).toHaveCount(0);
    await screenshot(page, "checkout-pickup");
    await expectAccessible(page);
  });

  test("the subscription wizard: days, time, duration, overview; Subscribe keeps the choices", async ({ page }) => {
    const auth = await signIn(page);
    await freshCart(page.request, auth);
    await page.setViewportSize(desktop);
    await page.goto(`/customer/checkout/${shopId}`);

    await page.getByRole("radio", { name: "Subscription" }).check();
    const wizard = page.getByRole("dialog", { name: "Subscribe to this order" });
    await expect(wizard).toBeVisible();
    const next = wizard.getByRole("button", { name: "Next" });
    await expect(next).toBeDisabled();
    await wizard.getByRole("checkbox", { name: "Tuesday" }).check();
    await wizard.getByRole("checkbox", { name: "Thursday" }).check();
    await next.click();
    await expect(wizard.getByRole("radio")).toHaveCount(9);
    await wizard.getByRole("radio", { name: "5:30 PM" }).check();
    await next.click();
    await expect(wizard.getByRole("radio", { name: "4 weeks", exact: true })).toBeChecked();
    await wizard.getByRole("radio", { name: "Ongoing" }).check();
    await next.click();
    await expect(wizard.getByText("Tuesday, Thursday")).toBeVisible();
    await screenshot(page, "checkout-subscription-overview");
    await expectAccessible(page);
    await wizard.getByRole("button", { name: "Subscribe" }).click();

    await expect(wizard).toBeHidden();
    await expect(page.getByRole("radio", { name: "Subscription" })).toBeChecked();
    const stored = await page.evaluate((id) => window.sessionStorage.getItem(`subscription:${id}`), shopId);
    expect(JSON.parse(stored ?? "null")).toEqual({ daysOfWeek: [2, 4], timeSlot: "17:30", weeks: null });
  });

  test("Afghani at 360 px: right to left, fits the screen", async ({ page }) => {
    const auth = await signIn(page);
    await freshCart(page.request, auth);
    await page.addInitScript(() => window.sessionStorage.setItem("language", "afg"));
    await page.setViewportSize(phone);
    await page.goto(`/customer/checkout/${shopId}`);

    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { name: afg.checkout.title, level: 1 })).toBeVisible();
    await expect(page.getByRole("radio", { name: afg.checkout.modes.later })).toBeVisible();
    await expect(page.getByRole("button", { name: new RegExp(`^${afg.checkout.place.action}`) })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    await screenshot(page, "checkout-afg-360");
    await expectAccessible(page);

    await page.getByRole("radio", { name: afg.checkout.modes.subscribtion }).check();
    const wizard = page.getByRole("dialog", { name: afg.checkout.wizard.title });
    await expect(wizard).toBeVisible();
    await expect(wizard.getByRole("button", { name: afg.checkout.wizard.next })).toBeDisabled();
    await viewportShot(page, "checkout-wizard-afg-360");
    await expectAccessible(page);
  });
});
