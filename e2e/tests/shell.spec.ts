import { expect, expectAccessible, screenshot, test } from "../support/fixtures.ts";

const desktop = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };

test.describe("landing page", () => {
  for (const [label, viewport] of [
    ["1280", desktop],
    ["390", phone],
  ] as const) {
    test(`renders the hero, sections and footer at ${label} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto("/");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      for (const name of ["About us", "Why choose us", "Subscription Services", "Catering", "Food delivery"]) {
        await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
      }
      const nav = page.getByRole("navigation", { name: "Sections" });
      await expect(nav.getByRole("link", { name: "About us" })).toBeVisible();
      await expect(page.getByRole("button", { name: "Log in" })).toBeVisible();
      await expect(page.getByRole("button", { name: "Sign up" })).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      await screenshot(page, `landing-${label}`);
      await expectAccessible(page);
    });
  }

  test("navigation smooth-scrolls to a section 100 px below the top", async ({ page }) => {
    await page.setViewportSize(desktop);
    await page.goto("/");
    await page.getByRole("navigation", { name: "Sections" }).getByRole("link", { name: "Catering" }).click();
    const heading = page.getByRole("heading", { level: 2, name: "Catering" });
    await expect
      .poll(async () =>
        Math.round((await heading.evaluate((el) => el.closest("section")?.getBoundingClientRect().top)) ?? -1),
      )
      .toBe(100);
    await expect(page).toHaveURL(/\/$/);
  });

  test("Browse stores leads to the customer main screen", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Browse stores" }).first().click();
    await expect(page).toHaveURL(/\/customer\/main$/);
  });

  test("Log in opens a modal dialog that Escape closes", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Log in" }).click();
    const dialog = page.getByRole("dialog", { name: "Sign in or sign up" });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Log in" })).toBeFocused();
  });
});

test.describe("customer layout", () => {
  for (const [label, viewport] of [
    ["1280", desktop],
    ["390", phone],
  ] as const) {
    test(`/customer/ redirects to /customer/main with header and footer at ${label} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto("/customer/");
      await expect(page).toHaveURL(/\/customer\/main$/);
      await expect(page.getByRole("heading", { level: 1, name: "Stores near you" })).toBeVisible();
      await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
      await expect(page.getByRole("searchbox", { name: "Search stores" })).toBeVisible();
      await expect(page.getByRole("button", { name: "Cart, 0 items" })).toBeVisible();
      await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
      const footer = page.getByRole("contentinfo");
      await expect(footer.getByRole("link", { name: "Account Details" })).toHaveAttribute("href", "/customer/account");
      await expect(footer.getByRole("link", { name: "Order History" })).toHaveAttribute("href", "/customer/orders");
      await expect(footer.getByRole("link", { name: "Help" })).toHaveAttribute("href", "/customer/get-help");
      await expect(footer.getByRole("link", { name: "Become a driver" })).toHaveAttribute("href", "/partner/joinrider");
      await screenshot(page, `main-${label}`);
      await expectAccessible(page);
    });
  }

  test("a page outside main and category has no footer and no search box", async ({ page }) => {
    await page.goto("/customer/pickup");
    await expect(page.getByRole("heading", { level: 1, name: "Pickup" })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
    await expect(page.getByRole("searchbox")).toHaveCount(0);
    await screenshot(page, "pickup-coming-soon");
    await expectAccessible(page);
  });

  test("Get Help invites a first order", async ({ page }) => {
    await page.goto("/customer/get-help");
    await expect(page.getByText("No Previous Deliveries, Order Today!")).toBeVisible();
    await screenshot(page, "get-help");
    await expectAccessible(page);
  });

  test("the 404 page's Go Home leads to /customer/main", async ({ page }) => {
    await page.goto("/this/does/not/exist");
    await expect(page.getByRole("heading", { name: "Looks Like You Lost !" })).toBeVisible();
    await screenshot(page, "not-found");
    await expectAccessible(page);
    await page.getByRole("link", { name: "Go Home" }).click();
    await expect(page).toHaveURL(/\/customer\/main$/);
  });

  test("/partner/ redirects to the partner landing", async ({ page }) => {
    await page.goto("/partner/");
    await expect(page).toHaveURL(/\/partner\/about$/);
    await expect(page.getByRole("heading", { level: 1, name: "Partner with Dutchpot" })).toBeVisible();
    await screenshot(page, "partner-about");
    await expectAccessible(page);
  });
});

test.describe("left sidebar", () => {
  test("opens from the keyboard, traps focus, and Escape closes it back to the menu button", async ({ page }) => {
    await page.goto("/customer/main");
    const menuButton = page.getByRole("button", { name: "Open menu" });
    await menuButton.focus();
    await page.keyboard.press("Enter");
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    for (const name of ["Home", "Pickup", "Help"])
      await expect(drawer.getByRole("link", { name, exact: true })).toBeVisible();
    await expect(drawer.getByRole("link", { name: "Orders" })).toHaveCount(0);
    await expect(drawer.getByRole("button", { name: "Sign up or sign in" })).toBeVisible();
    await screenshot(page, "sidebar-open");
    await expectAccessible(page);

    // Tab all the way round: focus never leaves the drawer.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press("Tab");
      expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();
  });

  test("a sidebar link navigates and closes the drawer", async ({ page }) => {
    await page.goto("/customer/main");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Help" }).click();
    await expect(page).toHaveURL(/\/customer\/get-help$/);
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
  });

  test("French translates the page and Afghani switches to right-to-left", async ({ page }) => {
    await page.goto("/customer/main");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("combobox", { name: "Language" }).selectOption({ label: "French (FR)" });
    await expect(page.getByRole("heading", { level: 1, name: "Commerces près de chez vous" })).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Accueil" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-FR");

    await page.getByRole("combobox", { name: "Langue" }).selectOption({ label: "Afghani (AFG)" });
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("html")).toHaveAttribute("lang", "fa-AF");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("heading", { level: 1, name: "فروشگاه‌های نزدیک شما" })).toBeVisible();
    await screenshot(page, "main-rtl-afg");
    await expectAccessible(page);

    // The choice survives a reload (session storage).
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  });
});

test.describe("legal documents", () => {
  for (const [name, file] of [
    ["Terms", "/legal/terms.pdf"],
    ["Privacy", "/legal/privacy.pdf"],
  ] as const) {
    test(`${name} opens a PDF served by the server in a new tab`, async ({ page }) => {
      await page.goto("/customer/main");
      const link = page.getByRole("contentinfo").getByRole("link", { name: new RegExp(`^${name}`) });
      await expect(link).toHaveAttribute("href", file);
      await expect(link).toHaveAttribute("target", "_blank");
      const response = await page.request.get(file);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toContain("application/pdf");
      expect((await response.body()).subarray(0, 5).toString()).toBe("%PDF-");
    });
  }
});
