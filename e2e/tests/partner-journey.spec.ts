import type { APIRequestContext, Page } from "@playwright/test";
import { payByCardAndTrack, submitConsoleSignIn } from "../support/console.ts";
import { expect, expectAccessible, screenshot, test } from "../support/fixtures.ts";
import { blockOtherOrigins, desktop, reduceMotion, signIn } from "../support/storefront.ts";

/*
 * The end to end journey (issue 15, Tests): a convenience store registers through the partner
 * page → its onboarding email is in the outbox → its owner signs in to the merchant console, sets the
 * hours, adds an item with options and goes live → a customer finds the shop and its item on the
 * storefront and pays → the order appears live on the board → accept → delivered → the customer's
 * tracker shows Delivered; and a second storefront on its own host name shows its own brand and shops.
 */

/** Live things (the board's stream, the tracker's) on a busy machine. */
const live = { timeout: 60_000 };

/** A business no other run registered: unique name (so Business ID) and email. */
function newBusiness() {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  return {
    name: `Journey Corner Store ${stamp}`,
    businessId: `JourneyCornerStore${stamp}`,
    email: `owner.${stamp}@journeystore.ca`,
    phone: `416${stamp.slice(-7)}`,
    password: "Journey-store-2026",
    section: "Snacks",
    item: `Beef Patty ${stamp.slice(-4)}`,
  };
}
type Business = ReturnType<typeof newBusiness>;

/** The customer's delivery address: Little Jamaica, Toronto (the demo customer's). */
const customerLocation = { placeName: "1540 Eglinton Ave W, Toronto", latitude: 43.6968, longitude: -79.4412 };

/** Island Grocer, the second demo storefront (docs/host-console.md), on its own host name. */
const islandOrigin = (baseURL: string | undefined) =>
  `http://islandgrocer.localhost:${new URL(baseURL ?? "http://127.0.0.1").port}`;
/** Near the Island Grocer shops (Leslieville). */
const leslieville = { placeName: "1000 Queen St E, Toronto", latitude: 43.6612, longitude: -79.3389 };

/** Only this machine answers: the app on its IP and on its `*.localhost` names (map tiles are refused). */
async function localOnly(page: Page) {
  await page.route(
    (url) => !["127.0.0.1", "localhost"].includes(url.hostname) && !url.hostname.endsWith(".localhost"),
    (route) => route.abort(),
  );
}

/** The location the landing page stores (the customer's delivery address). */
async function setLocation(page: Page, location: typeof customerLocation) {
  await page.addInitScript((value) => window.localStorage.setItem("location", value), JSON.stringify(location));
}

/** The latest messages the dev message log holds for a recipient. */
async function messagesTo(request: APIRequestContext, to: string) {
  const response = await request.get(`/api/dev/messages?to=${encodeURIComponent(to)}`);
  expect(response.ok()).toBe(true);
  return (await response.json()).result.items as { channel: string; subject: string | null; body: string }[];
}

/** Registers the business through /partner/joinconvenience; ends on the welcome dialog. */
async function register(page: Page, business: Business) {
  await page.goto("/partner/joinconvenience");
  await expect(page.getByRole("heading", { name: "Register With Dutchpot" })).toBeVisible();
  await page.getByLabel("Business name").fill(business.name);
  await page.getByLabel("Mobile Number").fill(business.phone);
  const address = page.getByRole("combobox", { name: "Address" });
  await address.fill("1540 Eglinton");
  await page.getByRole("option", { name: "1540 Eglinton Ave W, Toronto, M6E 2G8", exact: true }).click();
  await page.getByLabel("Country").selectOption({ label: "Canada" });
  await page.getByLabel("State or province").selectOption({ label: "Ontario" });
  await page.getByLabel("Email").fill(business.email);
  await page.getByLabel("Password", { exact: true }).fill(business.password);
  await expect(page.getByText(`Your Business ID: ${business.businessId}`)).toBeVisible();
  await page.getByRole("button", { name: "Submit" }).click();
  const welcome = page.getByRole("dialog", { name: "Welcome to Dutchpot!" });
  await expect(welcome).toBeVisible();
  await expect(welcome.getByText("Please Check your Email Inbox for Onboarding Process")).toBeVisible();
  await expect(welcome.getByText(business.businessId)).toBeVisible();
  await screenshot(page, "partner-journey-registered-1280");
  return welcome;
}

/** Opening hours every day around the clock: 00:00–12:00 and 12:00–00:00 (midnight), so the shop is open now. */
async function setHoursAroundTheClock(page: Page) {
  const days = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
  for (const day of days) {
    const add = page.getByRole("button", { name: `Add hours on ${day}` });
    await add.click();
    await add.click();
    await page.getByLabel(`${day}, hours 1: opens`).fill("00:00");
    await page.getByLabel(`${day}, hours 1: closes`).fill("12:00");
    await page.getByLabel(`${day}, hours 2: opens`).fill("12:00");
    await page.getByLabel(`${day}, hours 2: closes`).fill("00:00");
  }
  await screenshot(page, "partner-journey-console-hours-1280");
  await expectAccessible(page);
  await page.getByRole("button", { name: "Save opening hours" }).click();
  await expect(page.getByText("Opening hours saved").first()).toBeVisible();
}

test.describe("the partner journey", () => {
  test("register a convenience store → console: hours, item with options, live → a customer orders → the board delivers it → the tracker says Delivered", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(300_000);
    await reduceMotion(page);
    await blockOtherOrigins(page, baseURL);
    await page.setViewportSize(desktop);
    const business = newBusiness();

    // 1. Registration through the partner page.
    const welcome = await register(page, business);

    // 2. The onboarding email names the Business ID and the console.
    const [mail] = await messagesTo(page.request, business.email);
    expect(mail?.channel).toBe("email");
    expect(mail?.subject).toContain("Welcome to Dutchpot");
    expect(mail?.body).toContain(`Your Business ID is ${business.businessId}`);
    expect(mail?.body).toContain("/merchant");

    // 3. The console's sign-in with the Business ID, email and password.
    await welcome.getByRole("link", { name: "Go to the merchant console" }).click();
    await submitConsoleSignIn(page, business);
    await expect(page.getByRole("heading", { level: 1, name: /^Orders/ })).toBeVisible();
    const nav = page.getByRole("navigation", { name: /console/i });

    // 4. The shop is hidden and says what it needs; going live is refused until then.
    await nav.getByRole("link", { name: "Shop" }).click();
    await expect(page.getByRole("heading", { level: 1, name: /Shop/ })).toBeVisible();
    const goLive = page.getByRole("region", { name: "Going live" });
    await expect(goLive.getByText("Your shop is hidden from customers.")).toBeVisible();
    await expect(goLive.getByRole("link", { name: "at least one active menu item" })).toBeVisible();
    await expect(goLive.getByRole("link", { name: "opening hours" })).toBeVisible();
    await goLive.getByRole("switch", { name: "Live" }).click();
    await expect(goLive.getByText("Your shop cannot go live yet. It still needs:")).toBeVisible();
    await expect(goLive.getByRole("switch", { name: "Live" })).not.toBeChecked();

    // Hours: every day around the clock.
    await goLive.getByRole("link", { name: "opening hours" }).click();
    await expect(page.getByRole("heading", { level: 1, name: /hours/i })).toBeVisible();
    await setHoursAroundTheClock(page);

    // Menu: a section and an item with a required size.
    await nav.getByRole("link", { name: "Menu" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Menu" })).toBeVisible();
    await page.getByLabel("New section name").fill(business.section);
    await page.getByRole("button", { name: "Add section" }).click();
    const region = page.getByRole("region", { name: business.section });
    await region.getByRole("button", { name: `Add an item to ${business.section}` }).click();
    const dialog = page.getByRole("dialog", { name: "New item" });
    await dialog.getByRole("textbox", { name: "Name" }).fill(business.item);
    await dialog.getByRole("textbox", { name: "Description" }).fill("Flaky pastry, spiced beef, baked this morning.");
    await dialog.getByRole("textbox", { name: /^Price/ }).fill("8.50");
    await dialog.getByRole("button", { name: "Add an option group" }).click();
    await dialog.getByRole("textbox", { name: "Question shown to customers" }).fill("Heat");
    await dialog.getByRole("checkbox", { name: "Required" }).check();
    await dialog.getByRole("textbox", { name: "Choice" }).fill("Mild");
    await dialog.getByRole("checkbox", { name: "Selected by default" }).check();
    await dialog.getByRole("button", { name: "Add a choice" }).click();
    await dialog.getByRole("textbox", { name: "Choice" }).nth(1).fill("Hot");
    await dialog.getByRole("textbox", { name: "Extra cost (CA$)" }).nth(1).fill("1.50");
    await dialog.getByRole("button", { name: "Save item" }).click();
    await expect(dialog).toBeHidden();
    await expect(region.getByText(business.item)).toBeVisible();
    await expect(region.getByText("1 option group")).toBeVisible();
    await screenshot(page, "partner-journey-console-menu-1280");

    // Live: nothing is missing now.
    await nav.getByRole("link", { name: "Shop" }).click();
    await goLive.getByRole("switch", { name: "Live" }).click();
    await expect(goLive.getByRole("switch", { name: "Live" })).toBeChecked();
    await expect(goLive.getByText("Customers can see your shop and order.")).toBeVisible();
    await expect(goLive.getByRole("list")).toHaveCount(0);
    await screenshot(page, "partner-journey-console-live-1280");

    // The board, listening before the customer orders.
    await nav.getByRole("link", { name: "Orders" }).click();
    await expect(page.getByText("Live: new orders appear here at once")).toBeVisible(live);

    // 5. A customer, in a browser of their own, finds the shop near them and orders its item.
    const customer = await browser.newContext({ viewport: desktop, baseURL });
    const shopper = await customer.newPage();
    await reduceMotion(shopper);
    await blockOtherOrigins(shopper, baseURL);
    await signIn(shopper);
    await setLocation(shopper, customerLocation);
    await shopper.goto("/customer/main");
    const near = shopper.getByRole("region", { name: "Stores near you", exact: true });
    await near
      .getByRole("link", { name: new RegExp(business.name) })
      .first()
      .click();
    await expect(shopper.getByRole("heading", { level: 1, name: business.name })).toBeVisible();
    await expect(shopper).toHaveURL(/\/customer\/store\/\d+$/);
    const shopId = Number(shopper.url().split("/").pop());
    await shopper.getByRole("button", { name: `Add ${business.item}` }).click();
    const options = shopper.getByRole("dialog", { name: business.item });
    await options.getByRole("group", { name: /Heat/ }).getByRole("radio", { name: /^Hot/ }).check();
    await expect(options.getByText(/^Total CA\$/)).toHaveText("Total CA$10.00");
    await options.getByRole("button", { name: "Add", exact: true }).click();
    await expect(options).toBeHidden();
    await shopper.evaluate(() => window.scrollTo(0, 0));
    await screenshot(shopper, "partner-journey-storefront-1280");
    await shopper
      .getByRole("complementary", { name: `Your cart from ${business.name}` })
      .getByRole("link", { name: new RegExp(`^Checkout ${business.name}`) })
      .click();
    await expect(shopper.getByRole("heading", { name: "Checkout", level: 1 })).toBeVisible();
    const place = shopper.getByRole("button", { name: /^Place Order/ });
    await expect(place).toBeEnabled();
    await place.click();
    await expect(shopper).toHaveURL(/\/customer\/payment\/\d+$/);
    const orderId = await payByCardAndTrack(shopper, /^Pay CA\$/);

    // 6. The board shows it without a reload → Accept with 15 min → Out for delivery → Delivered.
    const newColumn = page.getByRole("region", { name: /^New/ });
    await expect(newColumn.getByRole("article", { name: `Order #${orderId}` })).toBeVisible(live);
    const accept = page.getByRole("button", { name: `Accept order #${orderId}` });
    await expect(accept).toBeVisible(live);
    await screenshot(page, "partner-journey-board-1280");
    await page.getByRole("combobox", { name: `Preparation time for order #${orderId}` }).selectOption("15");
    await accept.click();
    const preparing = page.getByRole("region", { name: /^Preparing/ });
    await expect(preparing.getByRole("article", { name: `Order #${orderId}` })).toContainText("Ready in about 15 min");

    // The customer's tracker follows: Processing with the shop's estimate.
    const tracker = shopper.getByRole("region", { name: "Order progress" });
    await expect(tracker.getByRole("listitem").nth(1)).toHaveAttribute("aria-current", "step", live);
    await expect(tracker.getByRole("listitem").nth(1)).toContainText(/Ready in about 15 min, around/);
    await screenshot(shopper, "partner-journey-tracker-estimate-1280");
    await expectAccessible(shopper);

    await page.getByRole("button", { name: `Out for delivery: order #${orderId}` }).click();
    await page.getByRole("button", { name: `Delivered: order #${orderId}` }).click();
    const done = page.getByRole("region", { name: /^Done today/ });
    await expect(done.getByRole("article", { name: `Order #${orderId}` })).toContainText("Delivered");

    await expect(tracker.getByRole("listitem").nth(3)).toHaveAttribute("aria-current", "step", live);
    await expect(shopper.getByText("Status: Delivered", { exact: true })).toBeVisible();
    await screenshot(shopper, "partner-journey-tracker-delivered-1280");
    await customer.close();

    // 7. The second storefront, on its own host name: its brand and its shops, not this one.
    const visitor = await browser.newContext({ viewport: desktop });
    const island = await visitor.newPage();
    await reduceMotion(island);
    await localOnly(island);
    await setLocation(island, leslieville);
    const origin = islandOrigin(baseURL);
    await island.goto(`${origin}/`);
    await expect(island.getByRole("heading", { level: 1, name: "Island Grocer" })).toBeVisible();
    await island.goto(`${origin}/customer/main`);
    const islandNear = island.getByRole("region", { name: "Stores near you", exact: true });
    await expect(islandNear.getByText("Island Grocer Market").first()).toBeVisible();
    await expect(island.getByText(business.name)).toHaveCount(0);
    await expect(island.getByText("Dutchpot Kitchen")).toHaveCount(0);
    await screenshot(island, "partner-journey-island-grocer-1280");
    // The new shop registered through Dutchpot: Island Grocer does not sell it.
    await island.goto(`${origin}/customer/store/${shopId}`);
    await expect(island.getByRole("heading", { name: "Store not found" })).toBeVisible();
    await visitor.close();
  });
});
