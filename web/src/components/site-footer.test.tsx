import { screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { defaultTenantConfig } from "../config/tenant.ts";
import { TenantProvider } from "../config/tenant-context.tsx";
import { type LanguageCode, preloadLanguage } from "../lib/i18n.ts";
import { renderWithProviders } from "../test/render-with-app.tsx";
import { SiteFooter } from "./site-footer.tsx";

function renderFooter(socialLinks: typeof defaultTenantConfig.socialLinks, language: LanguageCode = "en") {
  const tenant = { ...defaultTenantConfig, brandName: "Island Grocer", socialLinks };
  return renderWithProviders(
    <TenantProvider config={tenant}>
      <SiteFooter>
        <p>columns</p>
      </SiteFooter>
    </TenantProvider>,
    language,
  );
}

describe("the footer's social links", () => {
  beforeAll(() => preloadLanguage("afg"));

  it("links each profile the storefront set, in the spec's order, opening in a new tab", () => {
    renderFooter({
      youtube: "https://www.youtube.com/@islandgrocer",
      instagram: "https://www.instagram.com/islandgrocer",
    });
    const social = screen.getByRole("navigation", { name: "Follow us" });
    const links = within(social).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "https://www.instagram.com/islandgrocer",
      "https://www.youtube.com/@islandgrocer",
    ]);
    const instagram = within(social).getByRole("link", { name: "Island Grocer on Instagram (opens in a new tab)" });
    expect(instagram).toHaveAttribute("target", "_blank");
    expect(instagram).toHaveAttribute("rel", "noopener noreferrer");
    expect(instagram.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
  });

  it("shows nothing when none is set (or the page carries none)", () => {
    const { unmount } = renderFooter({});
    expect(screen.queryByRole("navigation", { name: "Follow us" })).not.toBeInTheDocument();
    expect(screen.getByText("columns")).toBeInTheDocument();
    unmount();
    renderFooter(undefined);
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
  });

  it("keeps the brand name in its own direction in the rights line", () => {
    const { container } = renderFooter({}, "afg");
    const rights = container.querySelector(".site-footer__rights");
    expect(rights?.textContent).toBe(`© ${new Date().getFullYear()} Island Grocer. با افتخار در خدمت تورنتو.`);
    expect([...(rights?.querySelectorAll("bdi") ?? [])].map((b) => b.textContent)).toContain("Island Grocer");
  });

  it("names the links in Afghani", () => {
    renderFooter({ facebook: "https://www.facebook.com/islandgrocer" }, "afg");
    const social = screen.getByRole("navigation", { name: "ما را دنبال کنید" });
    expect(within(social).getByRole("link", { name: /Island Grocer در فیسبوک/ })).toHaveAttribute(
      "href",
      "https://www.facebook.com/islandgrocer",
    );
  });
});
