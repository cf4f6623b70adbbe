/*
 * The headers at 345 px (a 360 px window with a classic scrollbar), in English, French and Afghani
 * (issue 16 leftovers), nothing wider than the page:
 * - the landing's: Login and Sign up stay beside the logo and the three section links stay on one row;
 * - the app's: the menu button, the logo, the cart and Login share one row, none cut or overlapping,
 *   each target at least 24 px, signed out and signed in.
 * Screenshots polish-narrow-landing-* and polish-narrow-app-*.
 */
import type { Locator, Page } from "@playwright/test";
import afg from "../../web/src/locales/afg.json" with { type: "json" };
import en from "../../web/src/locales/en.json" with { type: "json" };
import fr from "../../web/src/locales/fr.json" with { type: "json" };
import { expect, screenshot, test } from "../support/fixtures.ts";
import { blockOtherOrigins, serveBlankMapTiles, signIn } from "../support/storefront.ts";

const languages = [
  ["en", en],
  ["fr", fr],
  ["afg", afg],
] as const;

/** As the app leaves a chosen language: stored for the tab, and the `lang` cookie the server reads. */
async function useLanguage(page: Page, code: string, baseURL: string | undefined) {
  await page.context().addCookies([{ name: "lang", value: code, url: baseURL ?? "http://localhost" }]);
  await page.addInitScript((language) => window.sessionStorage.setItem("language", language), code);
}

/** The rows (rounded tops, px) the elements sit on. */
async function rowsOf(locators: Locator[]): Promise<number[]> {
  const tops = await Promise.all(locators.map(async (l) => Math.round((await l.boundingBox())?.y ?? -1)));
  return [...new Set(tops)];
}

for (const [code, texts] of languages) {
  test(`landing header at 345 px in ${code}: logo, Login and Sign up on one row, the sections on one row`, async ({
    page,
    baseURL,
  }) => {
    await blockOtherOrigins(page, baseURL);
    await useLanguage(page, code, baseURL);
    await page.setViewportSize({ width: 345, height: 780 });
    await page.goto("/");
    const header = page.getByRole("banner");
    const nav = header.getByRole("navigation", { name: texts.landing.navLabel });
    const links = [texts.landing.nav.about, texts.landing.nav.subscriptions, texts.landing.nav.catering].map((name) =>
      nav.getByRole("link", { name }),
    );
    const login = header.getByRole("button", { name: texts.landing.nav.login });
    const signup = header.getByRole("button", { name: texts.landing.nav.signup });
    for (const el of [...links, login, signup]) await expect(el).toBeVisible();
    const logo = header.getByRole("link").first();
    expect(await rowsOf([login, signup])).toHaveLength(1);
    // Login and Sign up share the logo's row (their boxes overlap it vertically).
    const logoBox = await logo.boundingBox();
    const loginBox = await login.boundingBox();
    expect(loginBox && logoBox && loginBox.y < logoBox.y + logoBox.height).toBe(true);
    expect(await rowsOf(links)).toHaveLength(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(345);
    await screenshot(page, `polish-narrow-landing-${code}`);
  });
}

/** Fails unless the boxes sit side by side on one row, inside the page, none overlapping, each ≥ 24 px. */
async function expectOneRow(locators: Locator[], width: number) {
  const boxes = await Promise.all(locators.map((l) => l.boundingBox()));
  const rows = boxes.map((b) => b && { left: b.x, right: b.x + b.width, top: b.y, bottom: b.y + b.height });
  for (const box of rows) {
    expect(box).not.toBeNull();
    if (!box) return;
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(width);
    expect(box.right - box.left).toBeGreaterThanOrEqual(24);
    expect(box.bottom - box.top).toBeGreaterThanOrEqual(24);
  }
  const sorted = rows.flatMap((b) => (b ? [b] : [])).sort((a, b) => a.left - b.left);
  for (const [i, box] of sorted.entries()) {
    const next = sorted[i + 1];
    if (next) expect(box.right, "side by side, not overlapping").toBeLessThanOrEqual(next.left);
  }
  // One row: every box overlaps the first one vertically.
  const first = sorted[0];
  for (const box of sorted) if (first) expect(box.top < first.bottom && first.top < box.bottom).toBe(true);
}

for (const [code, texts] of languages) {
  for (const signedIn of [false, true]) {
    test(`app header at 345 px in ${code}${signedIn ? ", signed in" : ""}: menu, logo, cart and ${signedIn ? "account" : "Login"} on one row`, async ({
      page,
      baseURL,
    }) => {
      await blockOtherOrigins(page, baseURL);
      await serveBlankMapTiles(page, baseURL);
      await useLanguage(page, code, baseURL);
      if (signedIn) await signIn(page);
      await page.setViewportSize({ width: 345, height: 780 });
      await page.goto("/customer/main");
      const header = page.getByRole("banner");
      const menu = header.getByRole("button", { name: texts.header.openMenu });
      const logo = header.getByRole("link").first();
      const cart = header.getByRole("button", { name: new RegExp(texts.header.cart_other.split("{{")[0] ?? "") });
      const last = signedIn
        ? header.getByRole("button", { name: new RegExp(`^${texts.header.account}`) })
        : header.getByRole("button", { name: texts.header.login });
      for (const el of [menu, logo, cart, last]) await expect(el).toBeVisible();
      await expectOneRow([menu, logo, cart, last], 345);
      // The address and the search box below keep the page's width.
      await expectOneRow([header.getByRole("search")], 345);
      // Named by the chosen address once there is one (a signed-in customer's profile may hold one
      // from an earlier spec), else it asks for one.
      const chosen = (texts.header.addressLabel.split("{{")[0] ?? "").replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      const address = header.getByRole("button", {
        name: new RegExp(`^(${chosen}|${texts.discovery.address.choose})`),
      });
      await expectOneRow([address], 345);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(345);
      await screenshot(page, `polish-narrow-app-${code}${signedIn ? "-signed-in" : ""}`);
    });
  }
}
