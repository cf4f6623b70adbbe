import { mkdirSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

const shotsDir = path.resolve(import.meta.dirname, "..", "screenshots");
mkdirSync(shotsDir, { recursive: true });

/**
 * Fails the test on any WCAG 2.x A/AA violation on the current screen, as it settles: running CSS
 * animations (a dialog's fade-in) finish first, so contrast is measured on what the user reads.
 */
export async function expectAccessible(page: Page) {
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
  expect(summary, "axe-core WCAG A/AA violations").toEqual([]);
}

/** Saves a full-page screenshot of a key screen as an artifact in e2e/screenshots/. */
export async function screenshot(page: Page, name: string) {
  // Finite CSS animations (a dialog fading in) are shown finished, not caught half-way.
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: true, animations: "disabled" });
}

export const test = base;
export { expect };
