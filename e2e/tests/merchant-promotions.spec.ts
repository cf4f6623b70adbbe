import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import {
  consoleNav,
  marketplaceAdmin,
  openConsoleSection,
  prepareConsolePage,
  signInToConsole,
} from "../support/console.ts";
import { expect, expectAccessible, screenshot, test } from "../support/fixtures.ts";
import { app, desktop, expectNoSidewaysScroll, ok, phone, setUpCart, tenant } from "../support/storefront.ts";

// The demo marketplace's administrator (README, marketplaceAdmin): tenant "dutchpot", owner of the flagship
// shop; as the marketplace's admin it may also create codes valid at every shop.
async function signIn(page: Page) {
  await signInToConsole(page, marketplaceAdmin);
  await expect(consoleNav(page)).toBeAttached();
}

/** A guest orders at the flagship with the code and pays by card, through the API (as the payment page does). */
async function orderWithCode(page: Page, code: string) {
  const guest = { "X-Guest-Id": randomUUID() };
  const cart = await setUpCart(page.request, guest, { minimum: 20, promoCode: code, slotWhenClosed: true });
  expect(cart.promoCode).toBe(code);
  const { token } = await ok<{ token: string }>(
    await page.request.post(`${app}/Payments/TokenizeCard`, {
      headers: tenant,
      data: { cardNumber: "4111111111111111", expiryMonth: 12, expiryYear: new Date().getFullYear() + 2, cvv: "123" },
    }),
  );
  await ok(
    await page.request.post(`${app}/ShoppingCart/ProcessPayment`, {
      headers: { ...tenant, ...guest, "Idempotency-Key": randomUUID() },
      data: {
        shopId: 1,
        sourceId: token,
        name: "Promo Guest",
        email: "promo.guest@example.com",
        expectedAmount: cart.amountDue,
      },
    }),
  );
}

test.describe("merchant promotions and sales", () => {
  test("creates a code in the console: listed with no use, then one use after a customer pays with it; a taken code is refused; ending asks first", async ({
    page,
    baseURL,
  }) => {
    await prepareConsolePage(page, baseURL, desktop);
    await signIn(page);
    await openConsoleSection(page, "Promotions");

    const code = `E2E${randomUUID().slice(0, 6).toUpperCase()}`;
    await page.getByRole("button", { name: "Create a code" }).click();
    const form = page.getByRole("form", { name: "New code" });
    await form.getByLabel(/^Code/).fill(code.toLowerCase());
    await form.getByLabel("Description (for you)").fill("Spring launch");
    await form.getByRole("radio", { name: "Fixed amount off" }).check();
    await form.getByLabel("Amount off (CA$)").fill("4");
    await form.getByLabel(/Minimum subtotal/).fill("20");
    await form.getByLabel(/Uses in total/).fill("100");
    await screenshot(page, "merchant-promotions-form-1280");
    await expectAccessible(page);
    await form.getByRole("button", { name: "Create the code" }).click();

    const row = page.getByRole("row", { name: new RegExp(code) });
    await expect(row).toBeVisible();
    await expect(row.getByText("CA$4.00 off · minimum CA$20.00 · 100 uses in total")).toBeVisible();
    await expect(row.getByText("Active", { exact: true })).toBeVisible();
    await expect(row.getByText("0 uses · CA$0.00 off")).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: `The code ${code} is saved.` })).toBeAttached();

    // A customer uses it: the list counts the use and the discount given.
    await orderWithCode(page, code);
    await page.reload();
    await expect(row.getByText("1 use · CA$4.00 off")).toBeVisible();
    await screenshot(page, "merchant-promotions-1280");
    await expectAccessible(page);

    // The same code again is refused in the reader's words.
    await page.getByRole("button", { name: "Create a code" }).click();
    await page.getByRole("form", { name: "New code" }).getByLabel(/^Code/).fill(code);
    await page.getByRole("button", { name: "Create the code" }).click();
    await expect(page.getByText(`The code ${code} is already in use on this marketplace.`)).toBeVisible();
    await page.getByRole("button", { name: "Cancel" }).click();

    // Ending it asks first.
    await page.getByRole("button", { name: `End ${code}` }).click();
    const dialog = page.getByRole("alertdialog", { name: `End the code ${code}?` });
    await expect(dialog).toBeVisible();
    await screenshot(page, "merchant-promotions-end-1280");
    await dialog.getByRole("button", { name: "End the code" }).click();
    await expect(row.getByText("Ended", { exact: true })).toBeVisible();

    await page.setViewportSize(phone);
    await expectNoSidewaysScroll(page);
    await screenshot(page, "merchant-promotions-360");
    await expectAccessible(page);
  });

  test("the sales page draws orders and revenue per day, with the figures as a table", async ({ page, baseURL }) => {
    await prepareConsolePage(page, baseURL, desktop);
    await signIn(page);
    await openConsoleSection(page, "Sales");

    await expect(page.getByRole("img", { name: /^Revenue per day/ })).toBeVisible();
    await expect(page.getByRole("img", { name: /^Orders per day/ })).toBeVisible();
    await expect(page.getByText(/^Last 30 days:/)).toBeVisible();
    // The order paid with the code in the first test is one of today's sales (other specs of the same run
    // may have ordered from this shop too).
    await expect(
      page
        .getByRole("term")
        .filter({ hasText: /^Orders$/ })
        .locator("xpath=following-sibling::dd"),
    ).toHaveText(/^[1-9]\d*$/);
    await page.getByRole("button", { name: "Show the figures as a table" }).click();
    const table = page.getByRole("table", { name: "Orders and revenue per day" });
    await expect(table.getByRole("row")).toHaveCount(31);
    await screenshot(page, "merchant-sales-1280");
    await expectAccessible(page);

    await page.setViewportSize(phone);
    await expectNoSidewaysScroll(page);
    await screenshot(page, "merchant-sales-360");
    await expectAccessible(page);
  });
});
