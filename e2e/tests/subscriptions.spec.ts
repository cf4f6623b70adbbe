import type { Page } from "@playwright/test";
import afg from "../../web/src/locales/afg.json" with { type: "json" };
import { expect, expectAccessible, screenshot, test } from "../support/fixtures.ts";
import {
  app,
  blockOtherOrigins,
  type Caller,
  cartOf,
  desktop,
  expectNoSidewaysScroll,
  freshCart,
  money,
  ok,
  phone,
  reduceMotion,
  removeSavedCards,
  shopId,
  signInWithoutSavedCards,
  tenant,
  typeCard,
} from "../support/storefront.ts";

/*
 * Issue 14: a subscription created at checkout is listed, opened, paused, resumed and cancelled
 * through its confirmation dialogs, the refund of the last delivery stated before the cancel.
 */

// The shop's clock and the customer's are the same (Toronto), so slots read the same everywhere.
test.use({ timezoneId: "America/Toronto" });

test.beforeEach(async ({ page, baseURL }) => {
  await reduceMotion(page);
  await blockOtherOrigins(page, baseURL);
});

/** Checkout → Subscription: Monday and Wednesday at 5:30 PM for 4 weeks → Place Order → pay → the order's subscription id. */
async function subscribe(page: Page, auth: Caller): Promise<{ subscriptionId: number; amount: number }> {
  await freshCart(page.request, auth);
  await page.goto(`/customer/checkout/${shopId}`);
  await expect(page.getByText("demo@dutchpot.ca")).toBeVisible();
  await page.getByRole("radio", { name: "Subscription" }).check();
  const wizard = page.getByRole("dialog", { name: "Subscribe to this order" });
  const next = wizard.getByRole("button", { name: "Next" });
  await wizard.getByRole("checkbox", { name: "Monday" }).check();
  await wizard.getByRole("checkbox", { name: "Wednesday" }).check();
  await next.click();
  await wizard.getByRole("radio", { name: "5:30 PM" }).check();
  await next.click();
  await wizard.getByRole("radio", { name: "4 weeks", exact: true }).check();
  await next.click();
  await wizard.getByRole("button", { name: "Subscribe" }).click();
  await expect(wizard).toBeHidden();

  const cart = await cartOf(page.request, auth);
  await page.getByRole("button", { name: `Place Order ${money(cart.amountDue)}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Payment" })).toBeVisible();
  await typeCard(page, "4111 1111 1111 1111");
  await page.getByRole("button", { name: `Pay ${money(cart.amountDue)}` }).click();
  const thanks = page.getByRole("dialog", { name: "Thank you for your purchase!" });
  await thanks.getByRole("button", { name: "Track Order!" }).click();
  await expect(page).toHaveURL(/\/customer\/orders\/\d+$/);
  const orderId = Number(new URL(page.url()).pathname.split("/").pop());
  const order = await ok<{ subscriptionId: number | null }>(
    await page.request.get(`${app}/Orders/Get`, { headers: { ...tenant, ...auth }, params: { id: orderId } }),
  );
  if (order.subscriptionId === null) throw new Error("the paid order has no subscription");
  return { subscriptionId: order.subscriptionId, amount: cart.amountDue };
}

test.describe("subscriptions", () => {
  test("a subscription paid at checkout is listed → open → pause → resume → cancel (its refund stated first)", async ({
    page,
  }) => {
    await page.setViewportSize(desktop);
    const auth = await signInWithoutSavedCards(page);
    const { subscriptionId, amount } = await subscribe(page, auth);

    await page.goto("/customer/subscriptions");
    await expect(page.getByRole("heading", { level: 1, name: "Subscriptions" })).toBeVisible();
    const link = page.getByRole("link", { name: `View details — Subscription #${subscriptionId}`, exact: true });
    const card = page.getByRole("article").filter({ has: link });
    await expect(card).toContainText("Active");
    await expect(card).toContainText("Monday, Wednesday");
    await expect(card).toContainText("5:30 PM");
    await expect(card).toContainText("4 weeks");
    await screenshot(page, "subscriptions-list-1280");
    await expectAccessible(page);

    await link.click();
    await expect(page).toHaveURL(new RegExp(`/customer/subscriptions/${subscriptionId}$`));
    await expect(
      page.getByRole("heading", { level: 1, name: `Subscription #${subscriptionId}`, exact: true }),
    ).toBeVisible();
    await expect(page.getByRole("region", { name: "Payment" })).toContainText(money(amount));
    await expect(page.getByRole("region", { name: "Payment" })).toContainText("Visa •••• ending in 1111");
    const pastOrders = page.getByRole("button", { name: "Past orders (1)" });
    await pastOrders.click();
    await expect(pastOrders).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("link", { name: /^Order #\d+$/ })).toBeVisible();
    await screenshot(page, "subscription-detail-1280");
    await expectAccessible(page);

    // Pause: Go back first (nothing changes), then confirm.
    await page.getByRole("button", { name: "Pause", exact: true }).click();
    let dialog = page.getByRole("alertdialog", { name: "Pause this subscription?" });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Go back" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Pause", exact: true })).toBeFocused();
    await page.getByRole("button", { name: "Pause", exact: true }).click();
    await dialog.getByRole("button", { name: "Pause subscription" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Subscription paused" })).toBeVisible();
    await expect(page.getByText("None while paused")).toBeVisible();
    await screenshot(page, "subscription-paused-1280");

    // Resume.
    await page.getByRole("button", { name: "Resume", exact: true }).click();
    dialog = page.getByRole("alertdialog", { name: "Resume this subscription?" });
    await dialog.getByRole("button", { name: "Resume subscription" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Subscription resumed" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Pause", exact: true })).toBeVisible();

    // Cancel: the dialog states the refund rule before anything happens. On the e2e server the first
    // order is released and delivered within seconds (and the pause refunded it if it was still
    // waiting), so nothing is left to refund unless a renewal was just ordered.
    await page.getByRole("button", { name: "Cancel", exact: true }).click();
    dialog = page.getByRole("alertdialog", { name: "Cancel this subscription?" });
    await expect(dialog).toContainText(
      /Nothing will be refunded: deliveries already being prepared or delivered are not refunded\.|Cancelling now cancels the deliveries not yet being prepared and refunds them in full \(CA\$[\d.]+\)\./,
    );
    await screenshot(page, "subscription-cancel-1280");
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Cancel subscription" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Subscription cancelled" })).toBeVisible();
    await expect(page.getByText("This subscription has ended: nothing more is delivered or charged.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Cancel", exact: true })).toHaveCount(0);

    const after = await ok<{ status: string; refundOnCancel: unknown }>(
      await page.request.get(`${app}/OrdersSubscription/Get`, {
        headers: { ...tenant, ...auth },
        params: { id: subscriptionId },
      }),
    );
    expect(after.status).toBe("cancelled");

    // The list says so too, and the detail fits a phone in Afghani, right to left.
    await page.goto("/customer/subscriptions");
    await expect(page.getByRole("article").filter({ has: link })).toContainText("Cancelled");
    await page.setViewportSize(phone);
    await page.evaluate(() => window.sessionStorage.setItem("language", "afg"));
    await page.goto(`/customer/subscriptions/${subscriptionId}`);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("main")).toContainText(afg.subscriptions.status.cancelled);
    await expectNoSidewaysScroll(page);
    await screenshot(page, "subscription-detail-afg-360");
    await expectAccessible(page);
    await page.evaluate(() => {
      window.sessionStorage.removeItem("language");
      window.localStorage.removeItem("language");
    });

    // The weekly charges used the card just paid with (saved by the payment): removed for the other specs.
    await removeSavedCards(page.request, auth);
  });

  test("a guest is asked to sign in", async ({ page }) => {
    await page.setViewportSize(desktop);
    await page.goto("/customer/subscriptions");
    await expect(page.getByRole("heading", { level: 1, name: "Subscriptions" })).toBeVisible();
    await page.getByRole("button", { name: "Sign up or sign in" }).click();
    await expect(page.getByRole("dialog", { name: "Sign in or sign up" })).toBeVisible();
  });
});
