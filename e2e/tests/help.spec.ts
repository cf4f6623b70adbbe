import { expect, expectAccessible, screenshot, test } from "../support/fixtures.ts";
import {
  asGuest,
  blockOtherOrigins,
  desktop,
  expectNoSidewaysScroll,
  money,
  phone,
  readyCart,
  reduceMotion,
  shopId,
  typeCard,
} from "../support/storefront.ts";

/* Issue 14: Get Help lists the caller's recent orders; a problem reported on one is stored and shown. */

test.beforeEach(async ({ page, baseURL }) => {
  await reduceMotion(page);
  await blockOtherOrigins(page, baseURL);
});

test.describe("get help", () => {
  test("a guest with no orders sees 'No Previous Deliveries, Order Today!'; after paying, reports a problem and sees it listed", async ({
    page,
  }) => {
    await page.setViewportSize(desktop);
    const guest = await asGuest(page, "0d5c1a2b-3e4f-4a6b-8c7d-9e0f1a2b3c4d");
    await page.goto("/customer/get-help");
    await expect(page.getByText("No Previous Deliveries, Order Today!")).toBeVisible();
    await expect(page.getByRole("link", { name: "Browse stores" })).toHaveAttribute("href", "/customer/main");
    await screenshot(page, "help-empty-1280");
    await expectAccessible(page);

    // Pay an order as this guest (a test card, nothing saved).
    const cart = await readyCart(page.request, guest);
    await page.goto(`/customer/payment/${shopId}`);
    await typeCard(page, "4111 1111 1111 1111");
    await page.getByRole("button", { name: `Pay ${money(cart.amountDue)}` }).click();
    const thanks = page.getByRole("dialog", { name: "Thank you for your purchase!" });
    await thanks.getByRole("button", { name: "Track Order!" }).click();
    await expect(page).toHaveURL(/\/customer\/orders\/\d+$/);
    const orderId = Number(new URL(page.url()).pathname.split("/").pop());

    await page.goto("/customer/get-help");
    const order = page
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: `Order #${orderId}`, exact: true }) });
    await expect(order).toContainText(money(cart.amountDue));
    await screenshot(page, "help-orders-1280");
    await expectAccessible(page);

    const report = order.getByRole("button", { name: `Report a problem — Order #${orderId}`, exact: true });
    await report.click();
    const dialog = page.getByRole("dialog", { name: `Report a problem with order #${orderId}`, exact: true });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Send report" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Choose what went wrong.");
    await dialog.getByRole("radio", { name: "Missing item" }).check();
    await dialog.getByLabel("Tell us more (optional)").fill("The rice and peas were missing.");
    await screenshot(page, "help-report-1280");
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Send report" }).click();
    await expect(dialog).toBeHidden();
    await expect(order.getByRole("status")).toHaveText("Thank you: your report was sent to Dutchpot Kitchen.");
    const problems = order.getByRole("region", { name: "Reported problems" });
    await expect(problems).toContainText("Missing item");
    await expect(problems).toContainText("The rice and peas were missing.");
    await screenshot(page, "help-reported-1280");
    await expectAccessible(page);

    // Stored: it is still there after a reload, and the page fits a phone.
    await page.reload();
    await expect(page.getByRole("region", { name: "Reported problems" }).first()).toContainText(
      "The rice and peas were missing.",
    );
    await page.setViewportSize(phone);
    await expectNoSidewaysScroll(page);
    await screenshot(page, "help-reported-360");
  });
});
