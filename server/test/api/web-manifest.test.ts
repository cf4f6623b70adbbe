import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tenants } from "../../src/db/schema/tenants.ts";
import { createTestApp } from "../support/test-app.ts";

const brand = 9301;
const fallback = 9302;

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp({ DEFAULT_TENANT_ID: String(fallback) });
  await ctx.app.db.insert(tenants).values([
    {
      id: brand,
      tenancyName: "t9301",
      name: "Island Eats & Co of Toronto",
      kind: "marketplace",
      settings: { hostNames: ["eats.example.test"], primaryColor: "#1d6fa5", metaDescription: "Taste of home" },
    },
    { id: fallback, tenancyName: "t9302", name: "Dutchpot", kind: "marketplace", settings: {} },
  ]);
  ctx.app.tenantDirectory.invalidate();
});
afterAll(async () => {
  await ctx?.close();
});

const manifestFor = (host: string) =>
  ctx.app.inject({ method: "GET", url: "/manifest.webmanifest", headers: { host } });

describe("web app manifest", () => {
  it("names the host's storefront, with its colour and the platform's icons", async () => {
    const res = await manifestFor("eats.example.test");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/manifest+json; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("public, max-age=3600");
    const manifest = res.json();
    expect(manifest).toMatchObject({
      id: "/",
      name: "Island Eats & Co of Toronto",
      short_name: "Island Eats…",
      description: "Taste of home",
      start_url: "/",
      scope: "/",
      display: "standalone",
      theme_color: "#1d6fa5",
      background_color: "#ffffff",
    });
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    const sizes = manifest.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`);
    expect(sizes).toEqual(expect.arrayContaining(["192x192 any", "512x512 any", "512x512 maskable"]));
  });

  it("falls back to the default storefront and the app's green for an unknown host", async () => {
    const manifest = (await manifestFor("unknown.example.test")).json();
    expect(manifest.name).toBe("Dutchpot");
    expect(manifest.short_name).toBe("Dutchpot");
    expect(manifest.theme_color).toBe("#0b5d3b");
  });
});
