import { TenantPageConfigSchema } from "@dutchpot/contract";
import { describe, expect, it } from "vitest";
import { apiBase, applyBrandTheme, defaultTenantConfig, readTenantConfig } from "./tenant.ts";

function page(json: string | null): Document {
  const doc = document.implementation.createHTMLDocument("t");
  if (json !== null) {
    const script = doc.createElement("script");
    script.id = "dutchpot-config";
    script.type = "application/json";
    script.textContent = json;
    doc.head.append(script);
  }
  return doc;
}

describe("readTenantConfig", () => {
  it("reads the storefront settings the server injected", () => {
    const injected = {
      tenantId: 9201,
      shopId: 17,
      apiUrl: "https://api.example.test/",
      brandName: "Island Eats",
      tagline: "Taste of home",
      headerImageUrl: null,
      logoUrl: "/media/brand/islandgrocer/logo.svg",
      primaryColor: "#1d6fa5",
      metaTitle: "Island Eats",
      metaDescription: "Order island food",
      mapTileUrl: "https://tiles.example.test/{z}/{x}/{y}.png",
    };
    const config = readTenantConfig(page(JSON.stringify(injected)));
    expect(config).toEqual(injected);
    // What the client accepts is what the contract describes.
    expect(TenantPageConfigSchema.parse(config)).toEqual(injected);
  });

  it("keeps the default of each missing or malformed field and ignores unknown ones", () => {
    const config = readTenantConfig(
      page(JSON.stringify({ tenantId: "9201", shopId: 1.5, brandName: "Island Eats", headerImageUrl: 4, extra: true })),
    );
    expect(config).toEqual({ ...defaultTenantConfig, brandName: "Island Eats" });
    expect(TenantPageConfigSchema.parse(config)).toEqual(config);
  });

  it("reads the footer's social links, keeping only https links of known networks", () => {
    const config = readTenantConfig(
      page(
        JSON.stringify({
          socialLinks: {
            instagram: "https://www.instagram.com/islandgrocer",
            facebook: "javascript:alert(1)",
            x: "http://x.com/islandgrocer",
            myspace: "https://myspace.com/islandgrocer",
          },
        }),
      ),
    );
    expect(config.socialLinks).toEqual({ instagram: "https://www.instagram.com/islandgrocer" });
    expect(readTenantConfig(page(JSON.stringify({ socialLinks: "https://x.com" }))).socialLinks).toBeUndefined();
  });

  it("falls back to the demo storefront without settings or with broken JSON", () => {
    expect(readTenantConfig(page(null))).toEqual(defaultTenantConfig);
    expect(readTenantConfig(page("{not json"))).toEqual(defaultTenantConfig);
    expect(readTenantConfig(page("[1,2]"))).toEqual(defaultTenantConfig);
  });
});

describe("apiBase", () => {
  it("adds /api once", () => {
    expect(apiBase({ apiUrl: "https://api.example.test/" })).toBe("https://api.example.test/api");
    expect(apiBase({ apiUrl: "/api" })).toBe("/api");
  });
});

describe("applyBrandTheme", () => {
  it("sets the storefront's primary colour and its companions as design tokens", () => {
    const doc = document.implementation.createHTMLDocument("t");
    applyBrandTheme({ primaryColor: "#1d6fa5" }, doc);
    const style = doc.documentElement.style;
    expect(style.getPropertyValue("--color-primary")).toBe("#1d6fa5");
    expect(style.getPropertyValue("--color-primary-hover")).toMatch(/^#[0-9a-f]{6}$/);
    expect(style.getPropertyValue("--color-on-primary")).toBe("#ffffff");
  });

  it("puts dark text on a colour too light for white, and leaves the palette alone without a valid colour", () => {
    const light = document.implementation.createHTMLDocument("t");
    applyBrandTheme({ primaryColor: "#f2d024" }, light);
    expect(light.documentElement.style.getPropertyValue("--color-on-primary")).toBe("#1d2621");
    const none = document.implementation.createHTMLDocument("t");
    applyBrandTheme({ primaryColor: null }, none);
    applyBrandTheme({ primaryColor: "red; background: url(x)" }, none);
    expect(none.documentElement.getAttribute("style")).toBeNull();
  });
});
