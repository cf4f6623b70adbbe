import type { Page } from "@playwright/test";
import { expect } from "./fixtures.ts";
import { blockOtherOrigins, reduceMotion, typeCard } from "./storefront.ts";

/** A merchant console account: the Business ID (tenancy name), email and password of its sign-in form. */
export interface ConsoleAccount {
  businessId: string;
  email: string;
  password: string;
}

/** The demo marketplace's administrator (README): tenant "dutchpot", owner of the flagship shop. */
export const marketplaceAdmin: ConsoleAccount = {
  businessId: "dutchpot",
  email: "admin@dutchpot.ca",
  password: "Dutchpot2026!",
};

/** The demo partner's owner (README, docs/partners.md): Business ID oakwood-corner-mart, one convenience store. */
export const partnerOwner: ConsoleAccount = {
  businessId: "oakwood-corner-mart",
  email: "owner@oakwood-corner-mart.ca",
  password: "Dutchpot2026!",
};

/** A console page as every spec starts it: no motion, no other origins, the given viewport. */
export async function prepareConsolePage(
  page: Page,
  baseURL: string | undefined,
  viewport: { width: number; height: number },
) {
  await reduceMotion(page);
  await blockOtherOrigins(page, baseURL);
  await page.setViewportSize(viewport);
}

/** Fills the console's sign-in form already on screen (Business ID, email, password) and submits it. */
export async function submitConsoleSignIn(page: Page, account: ConsoleAccount) {
  await page.getByLabel("Business ID").fill(account.businessId);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** Opens a console address (default /merchant) signed out and signs in through its own form, as a merchant does. */
export async function signInToConsole(page: Page, account: ConsoleAccount, address = "/merchant") {
  await page.goto(address);
  await expect(page.getByRole("heading", { name: "Sign in to your shop" })).toBeVisible();
  await submitConsoleSignIn(page, account);
}

/** The console's section navigation (behind the Sections button on a phone). */
export const consoleNav = (page: Page) => page.getByRole("navigation", { name: "Console sections" });

/** Opens a section from the navigation (through the Sections button when it is hidden); returns its heading. */
export async function openConsoleSection(page: Page, name: string) {
  const nav = consoleNav(page);
  if (!(await nav.isVisible())) await page.getByRole("button", { name: "Sections" }).click();
  await nav.getByRole("link", { name }).click();
  const heading = page.getByRole("heading", { level: 1, name });
  await expect(heading).toBeVisible();
  return heading;
}

/**
 * The customer pays the open payment page by test card and follows "Track Order!" to the tracker;
 * returns the order's id (from the tracker's address).
 */
export async function payByCardAndTrack(shopper: Page, payButton: string | RegExp): Promise<number> {
  await typeCard(shopper, "4111 1111 1111 1111");
  await shopper.getByRole("button", { name: payButton }).click();
  await shopper
    .getByRole("dialog", { name: "Thank you for your purchase!" })
    .getByRole("button", { name: "Track Order!" })
    .click();
  await expect(shopper).toHaveURL(/\/customer\/orders\/\d+$/);
  return Number(shopper.url().split("/").pop());
}
