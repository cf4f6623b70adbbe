import type { Page } from "@playwright/test";
import { expect, expectAccessible, screenshot, test } from "../support/fixtures.ts";

const desktop = { width: 1280, height: 800 };
const phone = { width: 360, height: 780 };

interface ServerCart {
  shopName: string;
  subTotal: number;
  taxAmount: number;
  deliveryFee: number;
  serviceFee: number;
  taxLabel: string;
  driverTip: number;
  totalPrice: number;
  itemCount: number;
}

const money = (amount: number) => `CA$${amount.toFixed(2)}`;

test.beforeEach(async ({ page, baseURL }) => {
  // Nothing leaves the machine (map tiles, fonts): only the app's own origin answers.
  const origin = new URL(baseURL ?? "http://127.0.0.1").origin;
  await page.route(
    (url) => url.origin !== origin,
    (route) => route.abort(),
  );
  // A guest who chose a delivery location on the landing page.
  await page.addInitScript(() => {
    if (!window.localStorage.getItem("location")) {
      window.localStorage.setItem(
        "location",
        JSON.stringify({ placeName: "1540 Eglinton Ave W, Toronto", latitude: 43.6968, longitude: -79.4412 }),
      );
    }
  });
});

/** The carts the server holds for this browser's owner (its guest id, or its token). */
async function serverCarts(page: Page): Promise<ServerCart[]> {
  const { guid, token } = await page.evaluate(() => ({
    guid: window.sessionStorage.getItem("guid"),
    token: window.localStorage.getItem("token"),
  }));
  const headers: Record<string, string> = { "Abp.TenantId": "3" };
  if (token) headers.Authorization = `Bearer ${token}`;
  else if (guid) headers["X-Guest-Id"] = guid;
  const response = await page.request.get("/api/services/app/ShoppingCart/GetCustomersCarts", { headers });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { result: { items: ServerCart[] } }).result.items;
}

test.describe("cart", () => {
  test("guest: options dialog, counters, sidebar, /detailed-cart; the cart follows the sign-in", async ({ page }) => {
    await page.setViewportSize(desktop);
    await page.goto("/customer/store/1");
    await expect(page.getByRole("heading", { level: 1, name: "Dutchpot Kitchen" })).toBeVisible();
    const cartButton = page.getByRole("banner").getByRole("button", { name: /^Cart, / });
    await expect(cartButton).toHaveAccessibleName("Cart, 0 items");

    // An item with options opens the dialog: pre-selected values, one choice vs many, running total.
    await page.getByRole("button", { name: "Add Jerk Chicken Dinner" }).click();
    const dialog = page.getByRole("dialog", { name: "Jerk Chicken Dinner" });
    await expect(dialog).toBeVisible();
    const size = dialog.getByRole("group", { name: /Choose a size/ });
    await expect(size.getByRole("radio", { name: /^Medium/ })).toBeChecked();
    await expect(dialog.getByText("Base price CA$16.99")).toBeVisible();
    const total = dialog.getByText(/^Total CA\$/);
    await expect(total).toHaveText("Total CA$19.99"); // 16.99 + Medium 3.00
    await size.getByRole("radio", { name: /^Large/ }).check();
    await dialog
      .getByRole("group", { name: /Choose your side/ })
      .getByRole("radio", { name: /^Fries/ })
      .check();
    const extras = dialog.getByRole("group", { name: /Add extras/ });
    await expect(extras.getByRole("checkbox")).toHaveCount(4);
    await extras.getByRole("checkbox", { name: /^Fried plantain/ }).check();
    await expect(total).toHaveText("Total CA$29.48"); // 16.99 + Large 7.00 + Fries 1.50 + Fried plantain 3.99
    await expect(dialog.getByText(/coming soon/)).toHaveCount(0);
    await screenshot(page, "cart-options-dialog-1280");
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Add", exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(cartButton).toHaveAccessibleName("Cart, 1 item");

    // A plain item: Add, then − n + down to removal.
    await page.getByRole("button", { name: "Add Fried Plantain" }).click();
    const counter = page.getByRole("main").getByRole("group", { name: "Quantity of Fried Plantain" }).first();
    await expect(counter.getByRole("status")).toHaveText("1");
    await counter.getByRole("button", { name: "Add one" }).click();
    await expect(counter.getByRole("status")).toHaveText("2");
    await counter.getByRole("button", { name: "Add one" }).click();
    await expect(counter.getByRole("status")).toHaveText("3");
    await expect(cartButton).toHaveAccessibleName("Cart, 4 items");
    await counter.getByRole("button", { name: "Remove one" }).click();
    await expect(counter.getByRole("status")).toHaveText("2");
    await counter.getByRole("button", { name: "Remove one" }).click();
    await counter.getByRole("button", { name: "Remove one" }).click();
    await expect(page.getByRole("button", { name: "Add Fried Plantain" })).toBeVisible();
    await expect(cartButton).toHaveAccessibleName("Cart, 1 item");
    await page.getByRole("button", { name: "Add Fried Plantain" }).click();
    await expect(cartButton).toHaveAccessibleName("Cart, 2 items");

    // Wide screens show the shop's cart beside the menu.
    const panel = page.getByRole("complementary", { name: "Your cart from Dutchpot Kitchen" });
    await expect(panel.getByText("Jerk Chicken Dinner", { exact: true })).toBeVisible();
    await expect(panel.getByText("Fried Plantain", { exact: true })).toBeVisible();

    // The server's amounts (docs/checkout.md): 29.48 + 4.99 = 34.47, no delivery fee at the flagship,
    // service fee 11 % = 3.7917 → 3.79, HST 13 % of 38.26 = 4.9738 → 4.97; amount due 43.23.
    const [cart] = await serverCarts(page);
    expect(cart).toMatchObject({
      shopName: "Dutchpot Kitchen",
      subTotal: 34.47,
      serviceFee: 3.79,
      taxAmount: 4.97,
      taxLabel: "HST 13%",
      itemCount: 2,
    });
    const due = money((cart?.totalPrice ?? 0) + (cart?.taxAmount ?? 0));
    expect(due).toBe("CA$43.23");
    await expect(panel.getByRole("link", { name: `Checkout Dutchpot Kitchen, amount due ${due}` })).toBeVisible();
    await screenshot(page, "cart-store-panel-1280");
    await expectAccessible(page);

    // The right sidebar: shop, Checkout with the amount due, lines with counters and their options.
    await page.evaluate(() => window.scrollTo(0, 0));
    await cartButton.click();
    const sidebar = page.getByRole("dialog", { name: "Your carts" });
    await expect(sidebar.getByRole("heading", { name: "Dutchpot Kitchen" })).toBeVisible();
    const checkout = sidebar.getByRole("link", { name: `Checkout Dutchpot Kitchen, amount due ${due}` });
    await expect(checkout).toHaveAttribute("href", "/customer/checkout/1");
    await expect(
      sidebar.getByRole("group", { name: /^Quantity of Jerk Chicken Dinner, / }).getByRole("status"),
    ).toHaveText("1");
    const options = sidebar.getByRole("button", { name: "4 options" });
    await expect(options).toHaveAttribute("aria-expanded", "false");
    await options.click();
    await expect(options).toHaveAttribute("aria-expanded", "true");
    await expect(sidebar.getByText("Choose a size: Large")).toBeVisible();
    await expect(sidebar.getByText("+CA$7.00")).toBeVisible();
    await screenshot(page, "cart-sidebar-1280");
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await expect(sidebar).toBeHidden();
    await expect(cartButton).toBeFocused();

    // /detailed-cart: breadcrumbs, lines and the server's order summary.
    await page.goto("/detailed-cart");
    await expect(page.getByRole("heading", { level: 1, name: "Your cart" })).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Home" }),
    ).toBeVisible();
    const summary = page.getByRole("region", { name: "Order summary" });
    await expect(summary.getByRole("definition")).toHaveText([
      money(cart?.subTotal ?? -1),
      money(cart?.deliveryFee ?? -1),
      money(cart?.serviceFee ?? -1),
      money(cart?.taxAmount ?? -1),
      money(cart?.driverTip ?? -1),
      due,
    ]);
    await expect(summary.getByRole("term")).toHaveText([
      "Subtotal",
      "Delivery fee",
      "Service fee (11%)",
      "Tax (HST 13%)",
      "Driver tip",
      "Amount due",
    ]);
    await screenshot(page, "cart-detailed-1280");
    await expectAccessible(page);
    await page.setViewportSize(phone);
    await expect(page.getByRole("group", { name: "Quantity of Fried Plantain" }).getByRole("status")).toHaveText("1");
    await screenshot(page, "cart-detailed-360");
    await expectAccessible(page);

    // Sign in as the demo customer: the guest's cart is merged into the customer's.
    await page.setViewportSize(desktop);
    await page.getByRole("button", { name: "Login" }).click();
    const auth = page.getByRole("dialog", { name: "Sign in or sign up" });
    await auth.getByLabel("Email").fill("demo@dutchpot.ca");
    await auth.getByLabel("Password").fill("Dutchpot2026!");
    await auth.getByRole("button", { name: "Sign In" }).click();
    const welcome = page.getByRole("dialog", { name: "Welcome to Dutchpot!" });
    await welcome.getByRole("button", { name: "Explore" }).click();
    await page.goto("/detailed-cart");
    const shopCart = page.getByRole("region", { name: "Dutchpot Kitchen" });
    await expect(shopCart.getByRole("group", { name: /^Quantity of Jerk Chicken Dinner, / })).toBeVisible();
    await expect(shopCart.getByRole("group", { name: "Quantity of Fried Plantain" })).toBeVisible();
    const customerCarts = await serverCarts(page);
    expect(customerCarts.find((c) => c.shopName === "Dutchpot Kitchen")?.itemCount).toBeGreaterThanOrEqual(2);
    await expect(page.getByRole("button", { name: /^Cart, / })).toHaveAccessibleName(
      `Cart, ${customerCarts.reduce((n, c) => n + c.itemCount, 0)} items`,
    );
    await screenshot(page, "cart-detailed-signed-in");
  });

  test("phone: counters on the store page and the sidebar; an empty cart page", async ({ page }) => {
    await page.setViewportSize(phone);
    await page.goto("/detailed-cart");
    await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Start shopping" })).toHaveAttribute("href", "/customer/main");
    await screenshot(page, "cart-detailed-empty-360");
    await expectAccessible(page);

    await page.getByRole("banner").getByRole("button", { name: "Cart, 0 items" }).click();
    const empty = page.getByRole("dialog", { name: "Your carts" });
    await expect(empty.getByText("Order Cart Unavailable")).toBeVisible();
    await expect(empty.getByText("Uh oh, something went wrong")).toBeVisible();
    await page.keyboard.press("Escape");
    // The dialog closes through a history step (Back closes a dialog): navigating before it is done
    // aborts the navigation (net::ERR_ABORTED, seen once in a clean-clone CI run).
    await expect(empty).toBeHidden();

    await page.goto("/customer/store/1");
    await expect(page.getByRole("heading", { level: 1, name: "Dutchpot Kitchen" })).toBeVisible();
    await expect(page.getByRole("complementary", { name: /Your cart from/ })).toBeHidden();
    await page.getByRole("button", { name: "Add Fried Plantain" }).click();
    const counter = page.getByRole("group", { name: "Quantity of Fried Plantain" });
    await expect(counter.getByRole("status")).toHaveText("1");
    await counter.getByRole("button", { name: "Add one" }).click();
    await expect(counter.getByRole("status")).toHaveText("2");
    await counter.scrollIntoViewIfNeeded();
    await screenshot(page, "cart-store-counter-360");
    await expectAccessible(page);

    // The category view counts from the same cart.
    await page.getByRole("link", { name: "See all Sides" }).click();
    await expect(page.getByRole("heading", { level: 1, name: /Sides/ })).toBeVisible();
    await expect(page.getByRole("group", { name: "Quantity of Fried Plantain" }).getByRole("status")).toHaveText("2");

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole("banner").getByRole("button", { name: "Cart, 2 items" }).click();
    const sidebar = page.getByRole("dialog", { name: "Your carts" });
    await expect(sidebar.getByRole("link", { name: /^Checkout Dutchpot Kitchen, amount due CA\$/ })).toBeVisible();
    await screenshot(page, "cart-sidebar-360");
    await expectAccessible(page);
    // Tab stays inside the sidebar.
    for (let i = 0; i < 8; i++) await page.keyboard.press("Tab");
    expect(await sidebar.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  });
});

test("Afghani: the options dialog and the sidebar read right to left", async ({ page }) => {
  await page.addInitScript(() => window.sessionStorage.setItem("language", "afg"));
  await page.setViewportSize(phone);
  await page.goto("/customer/store/1");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  // The item's name in the label is isolated on a right-to-left page (isolateData).
  await page.getByRole("button", { name: "افزودن \u2068Jerk Chicken Dinner\u2069" }).click();
  const dialog = page.getByRole("dialog", { name: "Jerk Chicken Dinner" });
  await expect(dialog.getByText(/^مجموع/)).toContainText("CA$19.99");
  await screenshot(page, "cart-options-dialog-afg-360");
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "افزودن", exact: true }).click();
  await expect(dialog).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page
    .getByRole("banner")
    .getByRole("button", { name: /^سبد خرید، 1/ })
    .click();
  const sidebar = page.getByRole("dialog", { name: "سبدهای خرید شما" });
  await expect(sidebar.getByRole("link", { name: /^تسویه حساب \u2068Dutchpot Kitchen\u2069/ })).toBeVisible();
  await screenshot(page, "cart-sidebar-afg-360");
  await expectAccessible(page);
});
