import { randomUUID } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import afg from "../../web/src/locales/afg.json" with { type: "json" };
import { partnerOwner, payByCardAndTrack, prepareConsolePage } from "../support/console.ts";
import { expect, expectAccessible, screenshot, test } from "../support/fixtures.ts";
import {
  address,
  app,
  asGuest,
  blockOtherOrigins,
  desktop,
  expectNoSidewaysScroll,
  money,
  ok,
  phone,
  reduceMotion,
  tenant,
} from "../support/storefront.ts";

// The seeded demo partner (README, docs/partners.md): its owner runs the board, so the fulfilment
// simulator leaves its orders alone (docs/orders.md); only the release of a booked slot (7-day lead
// on the e2e server) moves them without the merchant.
const live = { timeout: 60_000 };

/** The partner admin's console token (TokenAuth/Authenticate with the Business ID). */
async function consoleToken(request: APIRequestContext): Promise<string> {
  const result = await ok<{ accessToken: string }>(
    await request.post("/api/TokenAuth/Authenticate", {
      headers: tenant,
      data: {
        userNameOrEmailAddress: partnerOwner.email,
        password: partnerOwner.password,
        tenancyName: partnerOwner.businessId,
      },
    }),
  );
  return result.accessToken;
}

/** The admin's shop (MerchantShop/GetAll: the partner has one). */
async function partnerShop(request: APIRequestContext, token: string): Promise<{ id: number; name: string }> {
  const shops = await ok<{ id: number; name: string }[]>(
    await request.get(`${app}/MerchantShop/GetAll`, { headers: { Authorization: `Bearer ${token}` } }),
  );
  const shop = shops[0];
  if (!shop) throw new Error("the demo partner has no shop");
  return shop;
}

/**
 * The guest's cart of the shop, through the API: one plain item worth at least CA$15, delivered to the
 * demo address — now when the shop is open, else in its first offered slot.
 */
async function cartAt(request: APIRequestContext, guest: Record<string, string>, shopId: number) {
  const all = { ...tenant, ...guest };
  const menu = await ok<{
    categoryTags: {
      items: { id: number; unitPrice: number; isOutOfStock?: boolean; attributeMappings: unknown[] }[];
    }[];
  }>(
    await request.get(`${app}/FoodMenu/GetMenusByCategoryTagByShopId`, {
      headers: tenant,
      params: { ShopId: shopId, IsActive: "true", SkipCount: 1, MaxResultCount: 10 },
    }),
  );
  const item = menu.categoryTags
    .flatMap((tag) => tag.items)
    .find((i) => i.attributeMappings.length === 0 && !i.isOutOfStock);
  if (!item) throw new Error("no plain item at the partner's shop");
  const cart = await ok<{ id: number }>(
    await request.post(`${app}/ShoppingCart/Create`, { headers: all, data: { shopId, notes: "" } }),
  );
  await ok(
    await request.post(`${app}/ShoppingCart/AddShoppingCartItem`, {
      headers: all,
      data: {
        shoppingCartItem: { foodMenuId: item.id, quantity: Math.ceil(15 / item.unitPrice) },
        shoppingCartId: cart.id,
      },
    }),
  );
  const hours = await ok<{ state: { isOpen: boolean } }>(
    await request.get(`${app}/Shop/GetOpeningHours`, { headers: tenant, params: { shopId } }),
  );
  let schedule = {};
  if (!hours.state.isOpen) {
    const slots = await ok<{ days: { slots: { start: string; end: string }[] }[] }>(
      await request.get(`${app}/Shop/GetDeliverySlots`, { headers: tenant, params: { shopId } }),
    );
    const first = slots.days.flatMap((d) => d.slots)[0];
    if (!first) throw new Error("no delivery slot in the next 7 days");
    schedule = { deliveryDateStart: first.start, deliveryDateEnd: first.end };
  }
  await ok(
    await request.patch(`${app}/ShoppingCart/UpdateShoppingCart`, {
      headers: all,
      data: { shopId, ...address, isDelivery: true, leaveAtDoor: true, ...schedule },
    }),
  );
  return ok<{ amountDue: number }>(
    await request.get(`${app}/ShoppingCart/GetByCustomer`, { headers: all, params: { shopId } }),
  );
}

test.describe("merchant order board", () => {
  test("a customer's order appears live on the board → accept → out for delivery → delivered; the customer's tracker follows", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    await prepareConsolePage(page, baseURL, desktop);
    const token = await consoleToken(page.request);
    const shop = await partnerShop(page.request, token);
    await page.addInitScript((t) => window.localStorage.setItem("consoleToken", t), token);
    await page.goto(`/merchant/orders?shop=${shop.id}`);
    await expect(page.getByRole("heading", { level: 1, name: /^Orders/ })).toBeVisible();
    await expect(page.getByText("Live: new orders appear here at once")).toBeVisible(live);
    // A click allows the board's sound (browsers ask for a gesture first).
    await page.getByRole("button", { name: "Sound on" }).click();
    await page.getByRole("button", { name: "Sound off" }).click();

    // The customer, in a browser of their own, orders from the partner's shop and pays.
    const customer = await browser.newContext({ viewport: desktop, baseURL });
    const shopper = await customer.newPage();
    await reduceMotion(shopper);
    await blockOtherOrigins(shopper, baseURL);
    const guest = await asGuest(shopper, randomUUID());
    const cart = await cartAt(shopper.request, guest, shop.id);
    await shopper.goto(`/customer/payment/${shop.id}`);
    const orderId = await payByCardAndTrack(shopper, `Pay ${money(cart.amountDue)}`);

    // The board shows it without a reload: highlighted, announced, in New.
    const newColumn = page.getByRole("region", { name: /^New/ });
    const card = page.getByRole("article", { name: `Order #${orderId}` });
    await expect(newColumn.getByRole("article", { name: `Order #${orderId}` })).toBeVisible(live);
    await expect(card.getByText("New", { exact: true })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: `New order #${orderId}` })).toBeAttached();
    // A booked slot's order is released to the shop (confirmed) before it can be accepted.
    const accept = page.getByRole("button", { name: `Accept order #${orderId}` });
    await expect(accept).toBeVisible(live);
    await screenshot(page, "merchant-orders-board-1280");
    await expectAccessible(page);

    await page.getByRole("combobox", { name: `Preparation time for order #${orderId}` }).selectOption("15");
    await accept.click();
    const preparing = page.getByRole("region", { name: /^Preparing/ });
    await expect(preparing.getByRole("article", { name: `Order #${orderId}` })).toContainText("Ready in about 15 min");
    await page.getByRole("button", { name: `Out for delivery: order #${orderId}` }).click();
    await page.getByRole("button", { name: `Delivered: order #${orderId}` }).click();
    const done = page.getByRole("region", { name: /^Done today/ });
    await expect(done.getByRole("article", { name: `Order #${orderId}` })).toContainText("Delivered");

    // The customer's tracker followed live.
    const tracker = shopper.getByRole("region", { name: "Order progress" });
    await expect(tracker.getByRole("listitem").nth(3)).toHaveAttribute("aria-current", "step", live);
    await expect(shopper.getByText("Status: Delivered", { exact: true })).toBeVisible();
    const history = shopper.getByRole("region", { name: "History" }).getByRole("listitem");
    await expect(history.filter({ hasText: "Processing" })).toHaveCount(1);
    await customer.close();

    await page.setViewportSize(phone);
    await expectNoSidewaysScroll(page);
    await screenshot(page, "merchant-orders-board-360");
    await expectAccessible(page);
  });

  test("Afghani at 360 px: the board is right to left, fits the screen and is accessible", async ({
    page,
    baseURL,
  }) => {
    await prepareConsolePage(page, baseURL, phone);
    const token = await consoleToken(page.request);
    const shop = await partnerShop(page.request, token);
    await page.addInitScript((t) => {
      window.localStorage.setItem("consoleToken", t);
      window.localStorage.setItem("language", "afg");
    }, token);
    await page.goto(`/merchant/orders?shop=${shop.id}`);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const t = afg.merchantOrders;
    await expect(page.getByRole("region", { name: new RegExp(`^${t.columns.new}`) })).toBeVisible();
    await expect(page.getByText(t.live.open)).toBeVisible(live);
    await expectNoSidewaysScroll(page);
    await screenshot(page, "merchant-orders-board-afg-360");
    await expectAccessible(page);
  });
});
