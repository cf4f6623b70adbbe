import { randomUUID } from "node:crypto";
import path from "node:path";
import type { Page } from "@playwright/test";
import { marketplaceAdmin, prepareConsolePage, signInToConsole } from "../support/console.ts";
import { expect, expectAccessible, screenshot, test } from "../support/fixtures.ts";
import { blockOtherOrigins, desktop, expectNoSidewaysScroll, phone, shopId } from "../support/storefront.ts";

/** The item dialog alone (a full-page shot of a fixed dialog over a long page says little). */
const shot = (name: string) => path.resolve(import.meta.dirname, "..", "screenshots", `${name}.png`);

// The demo marketplace's administrator (README), owner of the flagship shop (shopId). The spec adds a
// section of its own and removes it again at the end, so the demo menu is as it was for other specs.
async function signIn(page: Page) {
  await signInToConsole(page, marketplaceAdmin, `/merchant/menu?shop=${shopId}`);
  await expect(page.getByRole("heading", { level: 1, name: "Menu" })).toBeVisible();
}

test.describe("merchant menu", () => {
  test("adds a section and an item with options, reorders, marks it out of stock; the storefront follows", async ({
    page,
    baseURL,
  }) => {
    await prepareConsolePage(page, baseURL, desktop);
    await signIn(page);

    const suffix = randomUUID().slice(0, 4).toUpperCase();
    const section = `Specials ${suffix}`;
    const soup = `Pepperpot ${suffix}`;
    const tea = `Bush Tea ${suffix}`;

    await page.getByLabel("New section name").fill(section);
    await page.getByRole("button", { name: "Add section" }).click();
    const region = page.getByRole("region", { name: section });
    await expect(region).toBeVisible();

    // An item with a required size: Regular (pre-selected) or Large (+ CA$1.50).
    await region.getByRole("button", { name: `Add an item to ${section}` }).click();
    const dialog = page.getByRole("dialog", { name: "New item" });
    await dialog.getByRole("textbox", { name: "Name" }).fill(soup);
    await dialog.getByRole("textbox", { name: "Description" }).fill("Slow-cooked with cassareep.");
    await dialog.getByRole("textbox", { name: /^Price/ }).fill("12.50");
    await dialog.getByRole("button", { name: "Add an option group" }).click();
    await dialog.getByRole("textbox", { name: "Question shown to customers" }).fill("Size");
    await dialog.getByRole("checkbox", { name: "Required" }).check();
    await dialog.getByRole("textbox", { name: "Choice" }).fill("Regular");
    await dialog.getByRole("checkbox", { name: "Selected by default" }).check();
    await dialog.getByRole("button", { name: "Add a choice" }).click();
    await dialog.getByRole("textbox", { name: "Choice" }).nth(1).fill("Large");
    await dialog.getByRole("textbox", { name: "Extra cost (CA$)" }).nth(1).fill("1.50");
    await dialog.screenshot({ path: shot("merchant-menu-item-1280"), animations: "disabled" });
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Save item" }).click();
    await expect(dialog).toBeHidden();
    await expect(region.getByText(soup)).toBeVisible();
    await expect(region.getByText("1 option group")).toBeVisible();

    await region.getByRole("button", { name: `Add an item to ${section}` }).click();
    await page.getByRole("dialog", { name: "New item" }).getByRole("textbox", { name: "Name" }).fill(tea);
    await page
      .getByRole("dialog", { name: "New item" })
      .getByRole("textbox", { name: /^Price/ })
      .fill("3");
    await page.getByRole("dialog", { name: "New item" }).getByRole("button", { name: "Save item" }).click();
    await expect(region.getByText(tea)).toBeVisible();

    // Reorder with the keyboard path: the tea goes first.
    const names = region.locator(".menu-item__name");
    await expect(names).toHaveText([soup, tea]);
    await region.getByRole("button", { name: `Move ${tea} up` }).click();
    await expect(names).toHaveText([tea, soup]);
    await expect(page.getByRole("status").filter({ hasText: `${tea} moved to position 1.` })).toBeAttached();

    // The quick switch.
    const stock = region.getByRole("checkbox", { name: `${soup} out of stock` });
    await stock.check();
    await expect(stock).toBeChecked();
    await expect(page.getByRole("status").filter({ hasText: `${soup} is now out of stock.` })).toBeAttached();
    await page.reload();
    await expect(
      page.getByRole("region", { name: section }).getByRole("checkbox", { name: `${soup} out of stock` }),
    ).toBeChecked();
    await expect(page.getByRole("region", { name: section }).locator(".menu-item__name")).toHaveText([tea, soup]);
    await screenshot(page, "merchant-menu-1280");
    await expectAccessible(page);

    await page.setViewportSize(phone);
    await expectNoSidewaysScroll(page);
    await screenshot(page, "merchant-menu-360");
    await expectAccessible(page);

    // The storefront: the section in its order, the soup listed as out of stock with Add disabled.
    const store = await page.context().newPage();
    await blockOtherOrigins(store, baseURL);
    await store.setViewportSize(desktop);
    await store.goto(`/customer/store/${shopId}`);
    const card = store.getByRole("article", { name: soup });
    await expect(card.getByText("Out of stock")).toBeVisible();
    await expect(card.getByRole("button", { name: `Add ${soup} (out of stock)` })).toBeDisabled();
    await expect(store.getByRole("article", { name: tea }).getByRole("button", { name: `Add ${tea}` })).toBeEnabled();
    await card.scrollIntoViewIfNeeded();
    await screenshot(store, "merchant-menu-storefront-1280");
    await store.setViewportSize(phone);
    await card.scrollIntoViewIfNeeded();
    await screenshot(store, "merchant-menu-storefront-360");
    await store.close();

    // Put the demo menu back: both items, then the section.
    await page.setViewportSize(desktop);
    const again = page.getByRole("region", { name: section });
    for (const name of [soup, tea]) {
      await again.getByRole("button", { name: `Delete ${name}` }).click();
      await page
        .getByRole("alertdialog", { name: `Delete ${name}?` })
        .getByRole("button", { name: "Delete" })
        .click();
      await expect(again.getByText(name)).toBeHidden();
    }
    await again.getByRole("button", { name: `Delete section ${section}` }).click();
    await page
      .getByRole("alertdialog", { name: `Delete the section ${section}?` })
      .getByRole("button", { name: "Delete" })
      .click();
    await expect(page.getByRole("region", { name: section })).toHaveCount(0);
  });
});
