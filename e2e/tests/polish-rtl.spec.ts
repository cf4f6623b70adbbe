/*
 * Afghani (right to left) with English data text (issue 16, item 9): store, item and option names,
 * descriptions and addresses keep their own direction, so a clamp or an ellipsis never eats their
 * first letters ("…il Dinner"), full stops stay at their end and "100 Queen St W" does not turn into
 * "Queen St W 100". Near-me, a store, the cart and checkout at 360 and 1280 px, with screenshots.
 */
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import afg from "../../web/src/locales/afg.json" with { type: "json" };
import { expect, screenshot, test } from "../support/fixtures.ts";
import {
  app,
  asGuest,
  blockOtherOrigins,
  desktop,
  ok,
  phone,
  setUpCart,
  shopId,
  tenant,
} from "../support/storefront.ts";

/** The demo customer's street (server/src/db/seed/demo-marketplace.ts), as the header and checkout show it. */
const street = "100 Queen St W";
const place = { placeName: `${street}, Toronto`, latitude: 43.6525, longitude: -79.3835 };

/** Where the fixtures save screenshots (e2e/screenshots), for element screenshots. */
const shotPath = (name: string) => path.resolve(import.meta.dirname, "..", "screenshots", `${name}.png`);

interface Layout {
  /** The text's element resolves to left to right (`:dir(ltr)`): dir="auto" or a <bdi> gave English its own direction. */
  ltr: boolean;
  /** How far (px) the text's first letter lies outside the box that clips it: an ellipsis or a clamp on the wrong side. */
  firstOutside: number;
  /** `from` lies left of `to` on screen (English order), when both are given. */
  inOrder: boolean;
}

/**
 * How `text` (inside the element `locator` points to) lays out on screen: its element's direction,
 * whether its first letter is inside its nearest block box (an ellipsis or a clamp cutting the wrong
 * side pushes it out, even when the text is an inline <bdi> in that block), and the on-screen order of
 * two of its parts.
 */
function layoutOf(locator: Locator, text: string, order?: { from: string; to: string }): Promise<Layout> {
  return locator.evaluate(
    (el, { text, order }) => {
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      let node = walker.nextNode();
      while (node && !(node.textContent ?? "").includes(text)) node = walker.nextNode();
      if (!node?.parentElement) throw new Error(`"${text}" is not in ${el.outerHTML.slice(0, 200)}`);
      const start = (node.textContent ?? "").indexOf(text);
      const rectOf = (offset: number, length: number) => {
        const range = document.createRange();
        range.setStart(node, start + offset);
        range.setEnd(node, start + offset + length);
        return range.getBoundingClientRect();
      };
      let block: Element = node.parentElement;
      while (getComputedStyle(block).display === "inline" && block.parentElement) block = block.parentElement;
      const box = block.getBoundingClientRect();
      const first = rectOf(0, 1);
      const firstOutside = Math.round(
        Math.max(0, box.left - first.left - 1) + Math.max(0, first.right - box.right - 1),
      );
      let inOrder = true;
      if (order) {
        const from = rectOf(text.indexOf(order.from), order.from.length);
        const to = rectOf(text.indexOf(order.to), order.to.length);
        inOrder = from.left < to.left;
      }
      return { ltr: node.parentElement.matches(":dir(ltr)"), firstOutside, inOrder };
    },
    { text, order },
  );
}

/**
 * How far (px) `text`'s right end lies from its block's right content edge: 0 when it is aligned as a
 * right-to-left page aligns (its start is the right edge), though it reads left to right itself.
 */
function gapToRightEdge(locator: Locator, text: string): Promise<number> {
  return locator.evaluate((el, text) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    let node = walker.nextNode();
    while (node && !(node.textContent ?? "").includes(text)) node = walker.nextNode();
    if (!node?.parentElement) throw new Error(`"${text}" is not in ${el.outerHTML.slice(0, 200)}`);
    let block: Element = node.parentElement;
    while (getComputedStyle(block).display === "inline" && block.parentElement) block = block.parentElement;
    const range = document.createRange();
    const start = (node.textContent ?? "").indexOf(text);
    range.setStart(node, start);
    range.setEnd(node, start + text.length);
    const style = getComputedStyle(block);
    const contentRight =
      block.getBoundingClientRect().right - parseFloat(style.paddingRight) - parseFloat(style.borderRightWidth);
    return Math.round(Math.abs(contentRight - range.getBoundingClientRect().right));
  }, text);
}

/** English data text reads left to right with its first letter in view. */
async function expectEnglish(locator: Locator, text: string, order?: { from: string; to: string }) {
  await expect(locator).toBeVisible();
  const layout = await layoutOf(locator, text, order);
  expect.soft(layout, `"${text}" on a right-to-left page`).toEqual({ ltr: true, firstOutside: 0, inOrder: true });
}

/**
 * Every English name shown in `root` (text starting with two Latin words: store, product and option
 * names): the ones that do not read left to right or whose first letter is cut off.
 */
function englishNameProblems(root: Locator): Promise<string[]> {
  return root.evaluate((rootEl) => {
    const problems: string[] = [];
    const walker = document.createTreeWalker(rootEl, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? "").trim();
      const parent = node.parentElement;
      if (!parent || !/^[A-Z][A-Za-z'&-]+ [A-Za-z(]/.test(text)) continue;
      if (parent.closest(".visually-hidden, [aria-hidden='true']") || !parent.checkVisibility()) continue;
      let block: Element = parent;
      while (getComputedStyle(block).display === "inline" && block.parentElement) block = block.parentElement;
      const range = document.createRange();
      const offset = (node.textContent ?? "").indexOf(text.charAt(0));
      range.setStart(node, offset);
      range.setEnd(node, offset + 1);
      const first = range.getBoundingClientRect();
      const box = block.getBoundingClientRect();
      const cut = first.left < box.left - 1 || first.right > box.right + 1;
      if (!parent.matches(":dir(ltr)")) problems.push(`${text}: right to left`);
      if (cut) problems.push(`${text}: first letter cut off`);
    }
    return problems;
  });
}

async function inAfghani(page: Page, baseURL: string | undefined) {
  await blockOtherOrigins(page, baseURL);
  // As the app leaves it after choosing Afghani: the language stored, and the `lang` cookie that the
  // server's first screen (store banner and name) is written in, before the app's code has loaded.
  await page.context().addCookies([{ name: "lang", value: "afg", url: baseURL ?? "http://localhost" }]);
  await page.addInitScript(() => window.sessionStorage.setItem("language", "afg"));
  await page.addInitScript((value) => window.localStorage.setItem("location", value), JSON.stringify(place));
}

for (const viewport of [phone, desktop]) {
  test.describe(`Afghani at ${viewport.width} px`, () => {
    test.beforeEach(async ({ page, baseURL }) => {
      await inAfghani(page, baseURL);
      await page.setViewportSize(viewport);
    });

    test("near me: store names, product names and the address keep their first letters and order", async ({ page }) => {
      await page.goto("/customer/main");
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      const list = page.getByRole("region", { name: afg.screens.main, exact: true });
      const card = list.getByRole("article", { name: "Mama Ivy's Dutch Pot" });
      await card.scrollIntoViewIfNeeded();
      await expectEnglish(
        card.getByRole("heading", { name: "Mama Ivy's Dutch Pot", exact: true }),
        "Mama Ivy's Dutch Pot",
      );
      await expectEnglish(card.getByText("Oxtail Dinner", { exact: true }), "Oxtail Dinner");
      // Every store and product name on every card, the long ones cut by an ellipsis included.
      expect.soft(await englishNameProblems(list)).toEqual([]);
      // The delivery time is the server's minutes in Dari, not "min", in Latin digits like the prices.
      await expect(card.getByText(/^[0-9]+ تا [0-9]+ دقیقه$|^[0-9]+ دقیقه$/)).toBeVisible();
      await expect(card).not.toContainText(" min");
      await expectEnglish(page.getByRole("banner").getByText(place.placeName), place.placeName, {
        from: "100",
        to: "Queen",
      });
      // The card up close (the full page is long), then the page.
      await card.screenshot({ path: shotPath(`polish-rtl-near-me-card-${viewport.width}`), animations: "disabled" });
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `polish-rtl-near-me-${viewport.width}`);
    });

    test("a store: its name, address, item names and descriptions read left to right", async ({ page }) => {
      await page.goto(`/customer/store/${shopId}`);
      const main = page.getByRole("main");
      // The address is the app's (the server's first screen has the banner and the name only): the
      // app has taken the page over, name included.
      await expectEnglish(main.getByText(/^1540 Eglinton Ave W/), "1540 Eglinton Ave W", {
        from: "1540",
        to: "Eglinton",
      });
      await expectEnglish(main.getByRole("heading", { level: 1, name: "Dutchpot Kitchen" }), "Dutchpot Kitchen");
      // The name reads left to right but sits where the page starts its lines: on the right.
      expect(
        await gapToRightEdge(main.getByRole("heading", { level: 1, name: "Dutchpot Kitchen" }), "Dutchpot Kitchen"),
      ).toBeLessThanOrEqual(1);
      await expect(main.getByText(/^[0-9]+ تا [0-9]+ دقیقه$|^[0-9]+ دقیقه$/).first()).toBeVisible();
      const name = main.getByText("Oxtail Dinner", { exact: true }).first();
      await name.scrollIntoViewIfNeeded();
      await expectEnglish(name, "Oxtail Dinner");
      // The clamped description starts with its first word and ends (with its full stop) on the right.
      await expectEnglish(main.getByText(/^Fall-off-the-bone oxtail/).first(), "Fall-off-the-bone");
      expect.soft(await englishNameProblems(main)).toEqual([]);
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `polish-rtl-store-${viewport.width}`);
    });

    test("the cart and checkout: line names, the shop and the delivery address", async ({ page, request }) => {
      const guest = await asGuest(page, `7d3c1a2b-0000-4000-8000-${String(viewport.width).padStart(12, "0")}`);
      await setUpCart(request, guest);
      await ok(
        await request.patch(`${app}/ShoppingCart/UpdateShoppingCart`, {
          headers: { ...tenant, ...guest },
          data: {
            shopId,
            deliveryAddress: `${street}, Toronto, M5H 2N2`,
            latitude: place.latitude,
            longitude: place.longitude,
            isDelivery: true,
          },
        }),
      );
      const cart = await ok<{ shoppingCartItems: { foodMenu: { name: string } }[] }>(
        await request.get(`${app}/ShoppingCart/GetByCustomer`, {
          headers: { ...tenant, ...guest },
          params: { shopId },
        }),
      );
      const item = cart.shoppingCartItems[0]?.foodMenu.name ?? "";
      expect(item).toMatch(/^[A-Z]/);
      await page.goto("/detailed-cart");
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toBeVisible();
      await expectEnglish(main.getByRole("link", { name: "Dutchpot Kitchen", exact: true }), "Dutchpot Kitchen");
      await expectEnglish(main.getByText(item, { exact: true }).first(), item);
      // The tax label from the server keeps its order ("HST 13%", not "13% HST").
      await expectEnglish(main.getByText("HST 13%", { exact: true }), "HST 13%", { from: "HST", to: "13%" });
      expect.soft(await englishNameProblems(main)).toEqual([]);
      // Nothing pushes the page sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await screenshot(page, `polish-rtl-cart-${viewport.width}`);

      await page.goto(`/customer/checkout/${shopId}`);
      await expect(page.getByRole("heading", { level: 1, name: afg.checkout.title })).toBeVisible();
      await expectEnglish(page.getByText(`${street}, Toronto, M5H 2N2`).first(), street, {
        from: "100",
        to: "Queen",
      });
      await expectEnglish(page.getByRole("main").getByText(item, { exact: true }).first(), item);
      expect.soft(await englishNameProblems(page.getByRole("main"))).toEqual([]);
      await screenshot(page, `polish-rtl-checkout-${viewport.width}`);
    });
  });
}
