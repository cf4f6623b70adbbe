import { expect, screenshot, test } from "../support/fixtures.ts";

const phone = { width: 360, height: 780 };

// Issue 16 item 14: the server renders the landing's hero and address box into `/`, so a phone whose
// scripts have not arrived yet can already read the page and type its address.
test.describe("landing first screen without scripts", () => {
  test("shows the brand and a labelled address box in English", async ({ page }) => {
    await page.setViewportSize(phone);
    await page.route("**/*.js", (route) => route.abort());
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const address = page.getByRole("textbox", { name: "Enter your delivery address" });
    await expect(address).toBeVisible();
    await expect(page.getByRole("button", { name: "Go" })).toBeVisible();
    await address.fill("100 Queen St W, Toronto");
    await screenshot(page, "first-paint-landing-en-360");
  });

  test("speaks the visitor's language (the lang cookie) right to left in Afghani", async ({
    page,
    context,
    baseURL,
  }) => {
    await page.setViewportSize(phone);
    await context.addCookies([{ name: "lang", value: "afg", url: baseURL ?? "http://localhost" }]);
    await page.route("**/*.js", (route) => route.abort());
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("textbox", { name: "آدرس تحویل خود را وارد کنید" })).toBeVisible();
    await expect(page.getByRole("button", { name: "برو" })).toBeVisible();
    await screenshot(page, "first-paint-landing-afg-360");
  });

  test("the app takes the first screen over when its scripts run", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("combobox", { name: "Enter your delivery address" })).toBeVisible();
    await expect(page.locator("#first-paint-address")).toHaveCount(0);
  });
});

// Issue 16 item 17: the store pages' banner, logo and name come with the page, so their largest
// paint does not wait for the scripts and two API calls.
test.describe("store page first screen without scripts", () => {
  for (const url of ["/customer/store/1", "/shop"]) {
    test(`${url} shows the store's banner and name`, async ({ page }) => {
      await page.setViewportSize(phone);
      await page.route("**/*.js", (route) => route.abort());
      await page.goto(url);
      await expect(page.getByRole("heading", { level: 1, name: "Dutchpot Kitchen" })).toBeVisible();
      const banner = page.locator(".store-header__banner img");
      await expect(banner).toBeVisible();
      expect(await banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      await screenshot(page, `first-paint-store-${url === "/shop" ? "shop" : "store"}-360`);
    });
  }

  test("the app takes the store page over when its scripts run", async ({ page }) => {
    await page.goto("/customer/store/1");
    await expect(page.getByRole("searchbox", { name: "Search the menu of Dutchpot Kitchen" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Dutchpot Kitchen" })).toHaveCount(1);
  });
});

// Decision 046: near-me's title and where-line come with the page too, the app keeps them until its
// list is here, and the map's code (Leaflet) is requested only once that list has painted.
test.describe("near-me first screen", () => {
  test("shows its title and where-line without scripts", async ({ page }) => {
    await page.setViewportSize(phone);
    await page.route("**/*.js", (route) => route.abort());
    await page.goto("/customer/main");
    await expect(page.getByRole("heading", { level: 1, name: "Stores near you" })).toBeVisible();
    await expect(page.getByText("Showing stores around downtown Toronto.")).toBeVisible();
    await screenshot(page, "first-paint-near-me-360");
  });

  test("the app takes it over with its list, then mounts the map", async ({ page }) => {
    await page.setViewportSize(phone);
    await page.addInitScript(() => {
      const w = window as unknown as { listPainted?: number };
      // The frame after the app's list of stores is in the shown page.
      const seen = () => {
        const list = document.querySelector("#root:not([hidden]) ul.store-list");
        if (!list || w.listPainted !== undefined) return;
        observer.disconnect();
        requestAnimationFrame(() => {
          w.listPainted = performance.now();
        });
      };
      const observer = new MutationObserver(seen);
      observer.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ["hidden"] });
    });
    await page.goto("/customer/main");
    await expect(page.locator(".store-card").first()).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Stores near you" })).toHaveCount(1);
    await expect(page.locator("[data-first-screen]")).toHaveCount(0);
    await expect(page.locator(".leaflet-container")).toBeVisible();
    const times = await page.evaluate(() => ({
      listPainted: (window as unknown as { listPainted?: number }).listPainted ?? Number.NaN,
      leaflet: performance
        .getEntriesByType("resource")
        .filter((e) => /\/assets\/leaflet-[^/]+\.js$/.test(new URL(e.name).pathname))
        .map((e) => e.startTime),
    }));
    expect(times.leaflet).toHaveLength(1);
    expect(times.leaflet[0]).toBeGreaterThan(times.listPainted);
  });
});

// Issue 16 item 17, decision 039: the server's banner stays on screen until the app's store page can
// show it, and the app's page shows that very element: the page's largest paint is the server's, not a
// new image painted once the scripts and the StoreInfo call are done.
test.describe("the app keeps the server's first screen", () => {
  test("the store page's banner is the server's element, painted before the app takes over", async ({ page }) => {
    await page.setViewportSize(phone);
    await page.addInitScript(() => {
      const w = window as unknown as { largestPaints: { time: number; element: Element | null }[] };
      w.largestPaints = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as PerformanceEntry[] & { element: Element | null }[]) {
          w.largestPaints.push({ time: entry.startTime, element: entry.element });
        }
      }).observe({ type: "largest-contentful-paint", buffered: true });
    });
    // The store's details are held until the server's banner has been looked at with the app running.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/services/app/Shop/GetStoreInfo**", async (route) => {
      await held;
      await route.continue();
    });
    const asked = page.waitForRequest("**/api/services/app/Shop/GetStoreInfo**");
    await page.goto("/customer/store/1");
    await asked; // the app has rendered its store page (it asks for the store as it mounts)
    const banner = page.locator(".store-header__banner img");
    await expect(banner).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Dutchpot Kitchen" })).toBeVisible();
    await banner.evaluate((img) => {
      img.setAttribute("data-test-node", "server");
    });
    await expect
      .poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    // Two frames: the loaded banner is painted and its largest-paint entry delivered.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    release();

    await expect(page.getByRole("searchbox", { name: "Search the menu of Dutchpot Kitchen" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Dutchpot Kitchen" })).toHaveCount(1);
    await expect(banner).toHaveCount(1);
    await expect(banner).toHaveAttribute("data-test-node", "server"); // the same element, moved into the app
    await expect(banner).toBeVisible();
    const paints = await page.evaluate(() => {
      const w = window as unknown as { largestPaints: { time: number; element: Element | null }[] };
      const handoff = performance.getEntriesByName("first-screen-handoff")[0]?.startTime ?? Number.NaN;
      const last = w.largestPaints.at(-1);
      return {
        handoff,
        lastTime: last?.time,
        lastIsBanner: last?.element?.getAttribute("data-test-node") === "server",
      };
    });
    expect(paints.lastIsBanner).toBe(true);
    expect(paints.lastTime).toBeLessThan(paints.handoff); // no new largest paint once the app showed its page
    await screenshot(page, "first-paint-store-handoff-360");
  });
});

// Issue 16 item 17, decision 043: on the pages whose first screen the server writes, the app's code is
// requested once that screen and its image have painted, so neither waits for ~180 KB of scripts.
test.describe("the app's code comes after the first screen's paint", () => {
  for (const url of ["/", "/customer/store/1", "/shop", "/customer/main"]) {
    test(`${url}: no script of the app is requested before the server's first screen has painted`, async ({ page }) => {
      await page.setViewportSize(phone);
      await page.addInitScript(() => {
        const w = window as unknown as { serverPaints: number[] };
        w.serverPaints = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as PerformanceEntry[] & { element: Element | null }[]) {
            if (entry.element?.closest("[data-first-screen]")) w.serverPaints.push(entry.startTime);
          }
        }).observe({ type: "largest-contentful-paint", buffered: true });
      });
      await page.goto(url);
      // The app starts and takes the first screen over.
      await page.waitForFunction(() => performance.getEntriesByName("first-screen-handoff").length > 0);
      const order = await page.evaluate(() => {
        const appScripts = performance
          .getEntriesByType("resource")
          .filter((e) => /\/assets\/[^/]+\.js$/.test(new URL(e.name).pathname) && !e.name.includes("/app-start-"));
        return {
          firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
          serverPaints: (window as unknown as { serverPaints: number[] }).serverPaints,
          scripts: appScripts.length,
          firstScriptRequested: Math.min(...appScripts.map((e) => e.startTime)),
        };
      });
      expect(order.scripts).toBeGreaterThan(0);
      expect(order.serverPaints.length).toBeGreaterThan(0); // the largest paint was the server's screen
      expect(order.firstScriptRequested).toBeGreaterThan(order.firstPaint);
      expect(order.firstScriptRequested).toBeGreaterThan(Math.max(...order.serverPaints));
    });
  }
});

test.describe("what the first screen preloads", () => {
  test("the page preloads neither the cart panel's code nor the not-found page", async ({ request }) => {
    const html = await (await request.get("/")).text();
    // The landing lists its code for the script that requests it after the first paint (decision 043).
    const listed = /<script id="app-code" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
    const preloads = [
      ...[...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]),
      ...((listed ? JSON.parse(listed) : { scripts: [] }) as { scripts: string[] }).scripts,
    ];
    expect(preloads.length).toBeGreaterThan(0);
    for (const chunk of ["cart-", "carts-", "use-carts-", "cart-cache-", "quantity-stepper-", "not-found-"]) {
      expect(preloads.filter((href) => href?.startsWith(`/assets/${chunk}`))).toEqual([]);
    }
  });
});
