import { randomUUID } from "node:crypto";
import afg from "../../web/src/locales/afg.json" with { type: "json" };
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

// The e2e server runs the fulfilment simulator with ~2 s steps (support/start-server.mjs): an order
// goes Confirmed → Processing → Out for delivery → Delivered in seconds; a booked slot waits for its
// release first. Generous timeouts, no sleeps.
const live = { timeout: 90_000 };

test.beforeEach(async ({ page, baseURL }) => {
  await reduceMotion(page);
  await blockOtherOrigins(page, baseURL);
});

test.describe("orders", () => {
  test("a paid order's tracker reaches Delivered live on the open page; rate it; reorder it; the list shows it", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(desktop);
    const guest = await asGuest(page, randomUUID());
    const cart = await readyCart(page.request, guest);
    const due = money(cart.amountDue);

    await page.goto(`/customer/payment/${shopId}`);
    await typeCard(page, "4111 1111 1111 1111");
    await page.getByRole("button", { name: `Pay ${due}` }).click();
    const thanks = page.getByRole("dialog", { name: "Thank you for your purchase!" });
    await thanks.getByRole("button", { name: "Track Order!" }).click();
    await expect(page).toHaveURL(/\/customer\/orders\/\d+$/);
    const orderId = Number(page.url().split("/").pop());

    const tracker = page.getByRole("region", { name: "Order progress" });
    const steps = tracker.getByRole("listitem");
    await expect(steps).toHaveCount(4);
    await expect(tracker.locator('[aria-current="step"]')).toHaveCount(1);
    await screenshot(page, "order-tracker-1280");
    await expectAccessible(page);

    // No reload: a mark left on the window survives while the tracker moves.
    await page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });
    await expect(steps.nth(3)).toHaveAttribute("aria-current", "step", live);
    await expect(steps.nth(3)).toContainText("Delivered");
    await expect(page.getByText("Status: Delivered", { exact: true })).toBeVisible();
    // The change was announced to screen readers as it happened.
    await expect(page.getByRole("status").filter({ hasText: "Order status: Delivered" })).toBeAttached();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    const history = page.getByRole("region", { name: "History" }).getByRole("listitem");
    // Every step was passed through (a booked slot's order starts Scheduled, then is released).
    await expect(history.filter({ hasText: "Confirmed" })).toHaveCount(1);
    await expect(history.filter({ hasText: "Processing" })).toHaveCount(1);
    await expect(history.filter({ hasText: "Out for delivery" })).toHaveCount(1);
    await expect(history.last()).toContainText("Delivered");
    await expect(page.getByRole("button", { name: "Cancel order" })).toHaveCount(0);
    await screenshot(page, "order-delivered-1280");
    await expectAccessible(page);

    // Rate it: five stars and a comment, once.
    const form = page.getByRole("form", { name: "Rate your order" });
    await form.getByRole("radio", { name: "5 stars" }).check();
    await form.getByRole("textbox", { name: "Comment (optional)" }).fill("Hot, on time and friendly.");
    await screenshot(page, "order-rating-1280");
    await form.getByRole("button", { name: "Submit rating" }).click();
    const rating = page.getByRole("region", { name: "Your rating" });
    await expect(rating).toContainText("5 stars out of 5");
    await expect(rating).toContainText("Hot, on time and friendly.");
    await expect(form).toHaveCount(0);
    await expectAccessible(page);

    // The list: this guest's one order, linking back to it.
    await page.goto("/customer/orders");
    const cards = page
      .getByRole("list")
      .filter({ has: page.locator(".order-card") })
      .getByRole("listitem");
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText("Delivered");
    await expect(cards.first()).toContainText(due);
    await screenshot(page, "orders-list-1280");
    await expectAccessible(page);
    await cards.first().getByRole("link").click();
    await expect(page).toHaveURL(new RegExp(`/customer/orders/${orderId}$`));

    // Reorder: the lines go back into the cart and the checkout opens.
    await page.getByRole("button", { name: "Reorder" }).click();
    await expect(page).toHaveURL(new RegExp(`/customer/checkout/${shopId}$`));
    await expect(page.getByRole("region", { name: "Notifications" })).toContainText(
      /The order's items are in your cart\.|No longer available/,
    );
  });

  test("a new guest has no orders: No Orders Found and Start Shopping", async ({ page }) => {
    await page.setViewportSize(desktop);
    await asGuest(page, randomUUID());
    await page.goto("/customer/orders");
    await expect(page.getByRole("heading", { level: 1, name: "No Orders Found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Start Shopping" })).toHaveAttribute("href", "/customer/main");
    await screenshot(page, "orders-empty-1280");
    await expectAccessible(page);
  });

  test("Afghani at 360 px: the order page is right to left, fits the screen and is accessible", async ({ page }) => {
    await page.setViewportSize(phone);
    await page.addInitScript(() => window.localStorage.setItem("language", "afg"));
    const guest = await asGuest(page, randomUUID());
    const cart = await readyCart(page.request, guest);
    const t = afg.payment;
    await page.goto(`/customer/payment/${shopId}`);
    await typeCard(page, "4111 1111 1111 1111", { number: t.card.number, expiry: t.card.expiry, cvv: t.card.cvv });
    await page.getByRole("button", { name: t.pay.replace("{{amount}}", money(cart.amountDue)) }).click();
    await page.getByRole("dialog", { name: t.success.title }).getByRole("button", { name: t.success.track }).click();
    await expect(page).toHaveURL(/\/customer\/orders\/\d+$/);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const tracker = page.getByRole("region", { name: afg.orders.tracker.title });
    await expect(tracker.getByRole("listitem")).toHaveCount(4);
    await expect(tracker.getByRole("listitem").nth(3)).toHaveAttribute("aria-current", "step", live);
    await expectNoSidewaysScroll(page);
    await screenshot(page, "order-delivered-afg-360");
    await expectAccessible(page);
  });
});
