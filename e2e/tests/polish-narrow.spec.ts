/*
 * The landing's header at 345 px (a 360 px window with a classic scrollbar), in English and Afghani:
 * Login and Sign up stay beside the logo and the three section links stay on one row, none hidden,
 * nothing wider than the page (issue 16 leftover). Screenshots polish-narrow-landing-*.
 */
import type { Locator } from "@playwright/test";
import afg from "../../web/src/locales/afg.json" with { type: "json" };
import en from "../../web/src/locales/en.json" with { type: "json" };
import { expect, screenshot, test } from "../support/fixtures.ts";
import { blockOtherOrigins } from "../support/storefront.ts";

/** The rows (rounded tops, px) the elements sit on. */
async function rowsOf(locators: Locator[]): Promise<number[]> {
  const tops = await Promise.all(locators.map(async (l) => Math.round((await l.boundingBox())?.y ?? -1)));
  return [...new Set(tops)];
}

for (const [code, texts] of [
  ["en", en],
  ["afg", afg],
] as const) {
  test(`landing header at 345 px in ${code}: logo, Login and Sign up on one row, the sections on one row`, async ({
    page,
    baseURL,
  }) => {
    await blockOtherOrigins(page, baseURL);
    await page.addInitScript((language) => window.sessionStorage.setItem("language", language), code);
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
