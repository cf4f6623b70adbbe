import type { Page } from "@playwright/test";
import { expect, expectAccessible, screenshot, test } from "../support/fixtures.ts";
import { signIn } from "../support/storefront.ts";

const phone = { width: 360, height: 780 };

// The other specs block service workers (playwright.config.ts); these test it.
test.use({ serviceWorkers: "allow" });

/** Waits until the service worker controls the page (it claims its clients on activation). */
async function controlledByServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

test.describe("first paint (issue 16 item 14)", () => {
  test("before any script runs, the page shows the header bar and the outline of the page", async ({ page }) => {
    await page.setViewportSize(phone);
    // A phone whose scripts have not arrived yet: only the HTML and its stylesheets.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    // `/` carries the landing's own first screen (polish-first-paint.spec.ts); other pages the outline.
    await page.goto("/customer/main");
    const shell = page.locator("#root > .page-outline");
    await expect(shell.locator(".page-outline__header")).toBeVisible();
    expect(await shell.locator(".page-outline__header").evaluate((el) => el.getBoundingClientRect().height)).toBe(64);
    // Near-me's own first screen outlines its list with several cards (decision 046).
    await expect(shell.locator(".page-outline__bone--card").first()).toBeVisible();
    await screenshot(page, "pwa-first-paint-shell-360");
  });

  test("the app replaces the outline on its first render", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator(".page-outline")).toHaveCount(0);
  });
});

test.describe("installable storefront (issue 16 items 6, 18)", () => {
  test("every page has a favicon, icons and the storefront's web app manifest", async ({ page, request }) => {
    await page.goto("/customer/main");
    const favicon = await request.get("/favicon.ico");
    expect(favicon.status()).toBe(200);
    expect(favicon.headers()["content-type"]).toMatch(/^image\//);
    for (const href of await page
      .locator('link[rel="icon"], link[rel="apple-touch-icon"]')
      .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href))) {
      const icon = await request.get(href);
      expect(icon.status(), href).toBe(200);
      expect(icon.headers()["content-type"], href).toMatch(/^image\//);
    }
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute("href");
    const manifest = await request.get(manifestHref ?? "");
    expect(manifest.status()).toBe(200);
    const body = await manifest.json();
    expect(body).toMatchObject({ name: "Dutchpot", start_url: "/", display: "standalone" });
    for (const icon of body.icons as { src: string }[]) {
      expect((await request.get(icon.src)).status(), icon.src).toBe(200);
    }
  });

  test("offline: the landing and a menu already seen still show, an unseen page says it is offline", async ({
    page,
    context,
  }) => {
    await page.setViewportSize(phone);
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await controlledByServiceWorker(page);
    await page.goto("/customer/store/1");
    await expect(page.getByRole("heading", { level: 3, name: "Oxtail Dinner" })).toBeVisible();

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Dutchpot Kitchen" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: "Oxtail Dinner" })).toBeVisible();
    await screenshot(page, "pwa-offline-store-360");

    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("You are offline");

    await page.goto("/customer/grocerystore");
    await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
    await screenshot(page, "pwa-offline-page-360");
    await expectAccessible(page);

    await context.setOffline(false);
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeHidden();
  });

  test("the offline page speaks the visitor's language (Afghani, right to left)", async ({ page, context }) => {
    await page.goto("/");
    await controlledByServiceWorker(page);
    await page.evaluate(() => localStorage.setItem("language", "afg"));
    await context.setOffline(true);
    await page.goto("/customer/homechef");
    await expect(page.getByRole("heading", { level: 1, name: "شما آفلاین هستید" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await screenshot(page, "pwa-offline-page-afg");
  });

  test("only public catalogue reads of signed-out visitors are kept; signed-in calls never", async ({ page }) => {
    await page.goto("/customer/store/1");
    await controlledByServiceWorker(page);
    await page.reload();
    await expect(page.getByRole("heading", { level: 3, name: "Oxtail Dinner" })).toBeVisible();
    // A search as one types is never kept (keptApiCalls throws on one).
    await page.getByRole("searchbox", { name: "Search the menu of Dutchpot Kitchen" }).fill("oxtail");
    await expect(page.getByRole("heading", { level: 3, name: "Curry Goat Dinner" })).toBeHidden();
    const keptAsGuest = await keptApiCalls(page);
    expect(keptAsGuest).toContain("/api/services/app/FoodMenu/GetMenusByCategoryTagByShopId");
    expect(
      keptAsGuest.filter((url) => !/^\/api\/services\/app\/(Shop|FoodMenu|MenuCategory|ShopType)\//.test(url)),
    ).toEqual([]);

    await page.evaluate(async () => Promise.all((await caches.keys()).map((name) => caches.delete(name))));
    await signIn(page);
    await page.goto("/customer/store/1");
    await expect(page.getByRole("heading", { level: 3, name: "Oxtail Dinner" })).toBeVisible();
    await page.goto("/customer/orders");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await keptApiCalls(page)).toEqual([]);
  });
});

/** The API calls the service worker's caches hold (paths). */
function keptApiCalls(page: Page) {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) {
        const url = new URL(request.url);
        if (url.searchParams.has("Keyword")) throw new Error(`a search was kept: ${url.search}`);
        urls.push(url.pathname);
      }
    }
    return urls.filter((url) => url.startsWith("/api/"));
  });
}
