import afg from "../../web/src/locales/afg.json" with { type: "json" };
import { expect, expectAccessible, screenshot, test } from "../support/fixtures.ts";
import {
  asGuest,
  blockOtherOrigins,
  desktop,
  expectNoSidewaysScroll,
  money,
  openCart,
  phone,
  readyCart,
  reduceMotion,
  savedCards,
  shopId,
  signInWithoutSavedCards,
  typeCard,
} from "../support/storefront.ts";

test.beforeEach(async ({ page, baseURL }) => {
  await reduceMotion(page);
  await blockOtherOrigins(page, baseURL);
});

test.describe("payment", () => {
  test("a declined card keeps the cart; the test card pays (tip 3, SAVE5, leave at door) → Track Order! shows the same amount; the saved card pays again", async ({
    page,
  }) => {
    await page.setViewportSize(desktop);
    const auth = await signInWithoutSavedCards(page);
    const cart = await readyCart(page.request, auth);
    expect(cart).toMatchObject({ driverTip: 3, promoCode: "SAVE5", leaveAtDoor: true });
    const due = money(cart.amountDue);

    await page.goto(`/customer/payment/${shopId}`);
    await expect(page.getByRole("heading", { level: 1, name: "Payment" })).toBeVisible();
    await expect(page.getByText("Discount (SAVE5)")).toBeVisible();
    const pay = page.getByRole("button", { name: `Pay ${due}` });
    await expect(pay).toBeEnabled();
    await page.getByText("Test cards (sandbox)").click();
    await expect(page.getByText("4000 0000 0000 0002")).toBeVisible();
    await screenshot(page, "payment-new-card-1280");
    await expectAccessible(page);

    // Declined: the reason, Okay, and the cart is still there.
    await typeCard(page, "4000 0000 0000 0002");
    await pay.click();
    const sorry = page.getByRole("alertdialog", { name: "Sorry!" });
    await expect(sorry).toBeVisible();
    await expect(sorry.getByText("Your card was declined.")).toBeVisible();
    await screenshot(page, "payment-declined-1280");
    await expectAccessible(page);
    await sorry.getByRole("button", { name: "Okay" }).click();
    await expect(sorry).toBeHidden();
    expect((await openCart(page.request, auth))?.amountDue).toBe(cart.amountDue);

    // The approving test card, saved for next time.
    await typeCard(page, "4111 1111 1111 1111");
    await page.getByRole("checkbox", { name: "Save this card for next time" }).check();
    await pay.click();
    const thanks = page.getByRole("dialog", { name: "Thank you for your purchase!" });
    await expect(thanks).toBeVisible();
    await expect(thanks).toContainText(`${due} paid`);
    await screenshot(page, "payment-success-1280");
    await expectAccessible(page);
    expect(await openCart(page.request, auth)).toBeUndefined();

    await thanks.getByRole("button", { name: "Track Order!" }).click();
    await expect(page).toHaveURL(/\/customer\/orders\/\d+$/);
    await expect(page.getByRole("heading", { level: 1, name: /^Order #\d+$/ })).toBeVisible();
    const items = page.getByRole("region", { name: "Items" });
    await expect(items.getByRole("definition").last()).toHaveText(due);
    await expect(items.getByText("Discount (SAVE5)")).toBeVisible();
    // Scheduled or already moving (the e2e server simulates fulfilment): step 1 of the tracker is Confirmed.
    await expect(page.getByRole("region", { name: "Order progress" }).getByText("Confirmed")).toBeVisible();
    await expect(page.getByRole("region", { name: "Delivery" })).toContainText("Leave at the door");
    await expect(page.getByRole("region", { name: "Delivery" })).toContainText("Visa •••• ending in 1111");
    await screenshot(page, "order-detail-1280");
    await expectAccessible(page);

    // Pay again with the saved card: no number typed.
    const again = await readyCart(page.request, auth);
    await page.goto(`/customer/payment/${shopId}`);
    const saved = page.getByRole("radio", { name: /Visa ending in 1111/ });
    await expect(saved).toBeChecked();
    await expect(page.getByLabel("Card number")).toHaveCount(0);
    await screenshot(page, "payment-saved-card-1280");
    await page.getByRole("button", { name: `Pay ${money(again.amountDue)}` }).click();
    await expect(page.getByRole("dialog", { name: "Thank you for your purchase!" })).toBeVisible();
    expect(await openCart(page.request, auth)).toBeUndefined();
  });

  test("saved cards: Add New Card, Make Default, Remove", async ({ page }) => {
    await page.setViewportSize(desktop);
    const auth = await signInWithoutSavedCards(page);
    await page.goto("/customer/payments");
    await expect(page.getByRole("heading", { level: 1, name: "Payment methods" })).toBeVisible();
    await expect(page.getByText("No saved cards yet.", { exact: false })).toBeVisible();

    for (const number of ["4111 1111 1111 1111", "5105 1051 0510 5100"]) {
      await page.getByRole("button", { name: "Add New Card" }).click();
      const add = page.getByRole("dialog", { name: "Add a new card" });
      await typeCard(page, number);
      if (number.startsWith("5105")) await screenshot(page, "payments-add-card-1280");
      await add.getByRole("button", { name: "Save card" }).click();
      const saved = page.getByRole("dialog", { name: "Card Successfully Saved" });
      await expect(saved.getByText("Card Added Successfully")).toBeVisible();
      await saved.getByRole("button", { name: "OK" }).click();
    }
    const list = page.getByRole("list", { name: "Saved cards" });
    await expect(list.getByRole("listitem")).toHaveCount(2);
    const cards = await savedCards(page.request, auth);
    const other = cards.find((card) => !card.isDefault);
    if (!other) throw new Error("two cards, one default");
    await screenshot(page, "payments-list-1280");
    await expectAccessible(page);

    await page.getByRole("button", { name: `Make Default (card ending in ${other.last4})` }).click();
    const changed = page.getByRole("dialog", { name: "Default Card Changed" });
    await expect(changed.getByText("Payment method modified successfully")).toBeVisible();
    await changed.getByRole("button", { name: "OK" }).click();
    expect((await savedCards(page.request, auth)).find((card) => card.isDefault)?.cardId).toBe(other.cardId);
    await expect(list.getByRole("listitem").first()).toContainText(other.last4);
    await expect(list.getByRole("listitem").first().getByText("Default", { exact: true })).toBeVisible();

    await page.getByRole("button", { name: `Remove (card ending in ${other.last4})` }).click();
    const confirm = page.getByRole("alertdialog", { name: "Remove this card?" });
    await expect(confirm).toBeVisible();
    await expectAccessible(page);
    await confirm.getByRole("button", { name: "Remove card" }).click();
    await expect(list.getByRole("listitem")).toHaveCount(1);
    expect((await savedCards(page.request, auth)).map((card) => card.cardId)).not.toContain(other.cardId);

    // The page fits a phone.
    await page.setViewportSize(phone);
    await expect(list.getByRole("listitem")).toHaveCount(1);
    await expectNoSidewaysScroll(page);
    await screenshot(page, "payments-list-360");
  });

  test("a guest pays with a test card", async ({ page }) => {
    await page.setViewportSize(desktop);
    const guest = await asGuest(page, "6f1c2d3e-4b5a-4c6d-8e7f-901234567890");
    const cart = await readyCart(page.request, guest);
    await page.goto(`/customer/payment/${shopId}`);
    await expect(page.getByRole("checkbox", { name: "Save this card for next time" })).toHaveCount(0);
    await typeCard(page, "4111 1111 1111 1111");
    await page.getByLabel("Email for the receipt (optional)").fill("guest@example.com");
    await page.getByRole("button", { name: `Pay ${money(cart.amountDue)}` }).click();
    const thanks = page.getByRole("dialog", { name: "Thank you for your purchase!" });
    await expect(thanks).toBeVisible();
    expect(await openCart(page.request, guest)).toBeUndefined();
    // The guest's own order is theirs to see (same guest id).
    await thanks.getByRole("button", { name: "Track Order!" }).click();
    await expect(page.getByRole("region", { name: "Items" }).getByRole("definition").last()).toHaveText(
      money(cart.amountDue),
    );
  });

  test("Afghani at 360 px: right to left, fits the screen, pays", async ({ page }) => {
    await page.setViewportSize(phone);
    await page.addInitScript(() => window.localStorage.setItem("language", "afg"));
    const auth = await signInWithoutSavedCards(page);
    const cart = await readyCart(page.request, auth);
    const t = afg.payment;
    await page.goto(`/customer/payment/${shopId}`);
    await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByText("Test cards (sandbox)")).toHaveCount(0);
    await typeCard(page, "4111 1111 1111 1111", { number: t.card.number, expiry: t.card.expiry, cvv: t.card.cvv });
    await expectNoSidewaysScroll(page);
    await screenshot(page, "payment-afg-360");
    await expectAccessible(page);
    await page.getByRole("button", { name: t.pay.replace("{{amount}}", money(cart.amountDue)) }).click();
    const thanks = page.getByRole("dialog", { name: t.success.title });
    await expect(thanks).toBeVisible();
    await expectNoSidewaysScroll(page);
    await screenshot(page, "payment-success-afg-360");
    await thanks.getByRole("button", { name: t.success.track }).click();
    await expect(page.getByRole("heading", { level: 1, name: /^سفارش شماره \d+$/ })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await screenshot(page, "order-detail-afg-360");
    await expectAccessible(page);
  });
});
