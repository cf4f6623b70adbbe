import type { APIRequestContext, Page } from "@playwright/test";
import afg from "../../web/src/locales/afg.json" with { type: "json" };
import { expect, expectAccessible, screenshot, test } from "../support/fixtures.ts";

const desktop = { width: 1280, height: 800 };
const phone = { width: 360, height: 780 };
const tenant = { "Abp.TenantId": "3" };
const app = "/api/services/app";
/** Dutchpot Kitchen, the demo's flagship. */
const shopId = 1;
const address = { deliveryAddress: "1540 Eglinton Ave W, Toronto, M6E 2G8", latitude: 43.6968, longitude: -79.4412 };
const money = (amount: number) => `CA$${amount.toFixed(2)}`;

interface CartView {
  id: number;
  amountDue: number;
  driverTip: number;
  promoCode: string | null;
  leaveAtDoor: boolean;
  shoppingCartItems: { id: number }[];
}

interface SavedCardView {
  cardId: string;
  last4: string;
  isDefault: boolean;
}

test.beforeEach(async ({ page, baseURL }) => {
  // Dialogs appear without their fade, so screenshots and contrast checks see them as they settle.
  await page.emulateMedia({ reducedMotion: "reduce" });
  // Nothing leaves the machine: only the app's own origin answers.
  const origin = new URL(baseURL ?? "http://127.0.0.1").origin;
  await page.route(
    (url) => url.origin !== origin,
    (route) => route.abort(),
  );
});

async function ok<T>(response: Awaited<ReturnType<APIRequestContext["get"]>>): Promise<T> {
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { result: T }).result;
}

/** Signs the demo customer in through the API; the page starts with the token stored. */
async function signIn(page: Page): Promise<Record<string, string>> {
  const result = await ok<{ accessToken: string }>(
    await page.request.post("/api/TokenAuth/Authenticate", {
      headers: tenant,
      data: { userNameOrEmailAddress: "demo@dutchpot.ca", password: "Dutchpot2026!" },
    }),
  );
  await page.addInitScript((token) => {
    window.localStorage.setItem("token", token);
    window.localStorage.setItem("loggedIn", "true");
  }, result.accessToken);
  return { Authorization: `Bearer ${result.accessToken}` };
}

/** A guest: a fixed guest id in session storage, sent as X-Guest-Id by the app and by these calls. */
async function asGuest(page: Page, guid: string): Promise<Record<string, string>> {
  await page.addInitScript((id) => window.sessionStorage.setItem("guid", id), guid);
  return { "X-Guest-Id": guid };
}

/**
 * The owner's cart of the flagship through the API, as checkout leaves it: a plain item worth at
 * least CA$25, delivered to an address (now when the shop is open, else the first offered slot),
 * leave at door, tip CA$3 and the demo code SAVE5 (docs/checkout.md: CA$5 off from CA$25).
 */
async function readyCart(request: APIRequestContext, headers: Record<string, string>): Promise<CartView> {
  const all = { ...tenant, ...headers };
  const menu = await ok<{
    categoryTags: { items: { id: number; unitPrice: number; attributeMappings: unknown[] }[] }[];
  }>(
    await request.get(`${app}/FoodMenu/GetMenusByCategoryTagByShopId`, {
      headers: tenant,
      params: { ShopId: shopId, IsActive: "true", SkipCount: 1, MaxResultCount: 10 },
    }),
  );
  const item = menu.categoryTags.flatMap((tag) => tag.items).find((i) => i.attributeMappings.length === 0);
  if (!item) throw new Error("no plain item on the seeded menu");
  const cart = await ok<CartView>(
    await request.post(`${app}/ShoppingCart/Create`, { headers: all, data: { shopId, notes: "Some Notes" } }),
  );
  for (const line of cart.shoppingCartItems) {
    await ok(
      await request.put(`${app}/ShoppingCart/UpdateShoppingCartItem`, {
        headers: all,
        data: { shoppingCartItem: { id: line.id, quantity: 0 }, shoppingCartId: cart.id, shopId },
      }),
    );
  }
  await ok(
    await request.post(`${app}/ShoppingCart/AddShoppingCartItem`, {
      headers: all,
      data: {
        shoppingCartItem: { foodMenuId: item.id, quantity: Math.max(1, Math.ceil(26 / item.unitPrice)) },
        shoppingCartId: cart.id,
      },
    }),
  );
  const hours = await ok<{ state: { isOpen: boolean } }>(
    await request.get(`${app}/Shop/GetOpeningHours`, { headers: tenant, params: { shopId } }),
  );
  let schedule: { deliveryDateStart: string | null; deliveryDateEnd: string | null } = {
    deliveryDateStart: null,
    deliveryDateEnd: null,
  };
  if (!hours.state.isOpen) {
    const slots = await ok<{ days: { slots: { start: string; end: string }[] }[] }>(
      await request.get(`${app}/Shop/GetDeliverySlots`, { headers: tenant, params: { shopId } }),
    );
    const first = slots.days.flatMap((day) => day.slots)[0];
    if (!first) throw new Error("no delivery slot in the next 7 days");
    schedule = { deliveryDateStart: first.start, deliveryDateEnd: first.end };
  }
  await ok(
    await request.patch(`${app}/ShoppingCart/UpdateShoppingCart`, {
      headers: all,
      data: { shopId, ...address, isDelivery: true, leaveAtDoor: true, ...schedule },
    }),
  );
  await ok(await request.post(`${app}/ShoppingCart/AddTip`, { headers: all, data: { shopId, value: 3 } }));
  return ok<CartView>(
    await request.post(`${app}/ShoppingCart/ApplyPromotionalCode`, {
      headers: all,
      data: { shopId, promoCode: "SAVE5" },
    }),
  );
}

async function openCart(request: APIRequestContext, headers: Record<string, string>): Promise<CartView | undefined> {
  const carts = await ok<{ items: (CartView & { shopId: number })[] }>(
    await request.get(`${app}/ShoppingCart/GetCustomersCarts`, { headers: { ...tenant, ...headers } }),
  );
  return carts.items.find((cart) => cart.shopId === shopId && cart.shoppingCartItems.length > 0);
}

async function savedCards(request: APIRequestContext, headers: Record<string, string>): Promise<SavedCardView[]> {
  return ok<SavedCardView[]>(
    await request.get(`${app}/Customers/GetCustomersCardsList`, { headers: { ...tenant, ...headers } }),
  );
}

/** Starts with no saved card, whatever an earlier test left. */
async function removeSavedCards(request: APIRequestContext, headers: Record<string, string>) {
  for (const card of await savedCards(request, headers)) {
    await ok(
      await request.delete(`${app}/Customers/DeleteCustomerCard`, {
        headers: { ...tenant, ...headers },
        params: { cardId: card.cardId },
      }),
    );
  }
}

async function typeCard(
  page: Page,
  number: string,
  labels = { number: "Card number", expiry: "Expiry date", cvv: "Security code (CVV)" },
) {
  await page.getByLabel(labels.number).fill(number);
  await page.getByLabel(labels.expiry).fill("12/30");
  await page.getByLabel(labels.cvv).fill("123");
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe("payment", () => {
  test("a declined card keeps the cart; the test card pays (tip 3, SAVE5, leave at door) → Track Order! shows the same amount; the saved card pays again", async ({
    page,
  }) => {
    await page.setViewportSize(desktop);
    const auth = await signIn(page);
    await removeSavedCards(page.request, auth);
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
    await expect(page.getByText("Confirmed")).toBeVisible();
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
    const auth = await signIn(page);
    await removeSavedCards(page.request, auth);
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
    const auth = await signIn(page);
    await removeSavedCards(page.request, auth);
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
