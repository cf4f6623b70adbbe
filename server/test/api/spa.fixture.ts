import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { TenantPageConfigSchema } from "@dutchpot/contract";
import { expect } from "vitest";
import { tenants } from "../../src/db/schema/tenants.ts";
import { buildMenuItem, buildShop } from "../factories.ts";
import { createTestApp } from "../support/test-app.ts";

/**
 * The site that the SPA hosting tests serve (spa.test.ts, spa.first-screen.test.ts): a built web app
 * in a temporary folder (index.html, hashed assets with their pre-compressed twins, the build's
 * route-preloads.json and app-start.json, a service worker), a media folder, and a storefront with a
 * listed store, a store of another storefront and one that is not live.
 */
export const brand = 9201;
export const fallback = 9202;
export const indexHtml = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Dutchpot</title>
    <meta name="description" content="placeholder" />
    <meta name="theme-color" content="#0b5d3b" />
    <!--tenant-config-->
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-def456.js">
  </head>
  <body><div id="root"><!--first-paint--><div class="page-outline"></div><!--/first-paint--></div></body>
</html>
`;

export const logoSvg = '<svg xmlns="http://www.w3.org/2000/svg"/>\n';
/** The content version media.ts puts in a catalogue file's URL. */
export const versionOf = (content: string) => createHash("sha256").update(content).digest("hex").slice(0, 16);

export const vendorJs = `export const words = ${JSON.stringify("jerk chicken ".repeat(500))};\n`;

export interface SpaSite {
  dir: string;
  ctx: Awaited<ReturnType<typeof createTestApp>>;
  listedShop: number;
  otherStorefrontShop: number;
  unlistedShop: number;
}

export async function openSpaSite(): Promise<SpaSite> {
  const dir = mkdtempSync(path.join(tmpdir(), "dutchpot-spa-"));
  const dist = path.join(dir, "dist");
  const media = path.join(dir, "media");
  mkdirSync(path.join(dist, "assets"), { recursive: true });
  mkdirSync(path.join(media, "shops"), { recursive: true });
  writeFileSync(path.join(dist, "index.html"), indexHtml);
  writeFileSync(path.join(dist, "assets", "index-abc123.js"), "console.log('app');\n");
  // What web/vite-precompress.ts writes beside a large asset.
  writeFileSync(path.join(dist, "assets", "vendor-def456.js"), vendorJs);
  writeFileSync(path.join(dist, "assets", "vendor-def456.js.br"), brotliCompressSync(vendorJs));
  writeFileSync(path.join(dist, "assets", "vendor-def456.js.gz"), gzipSync(vendorJs));
  writeFileSync(path.join(dist, "robots.txt"), "User-agent: *\n");
  // What web/vite-route-preloads.ts writes: the code and styles a first screen loads after the entry.
  const shopPreloads = { scripts: ["/assets/shop-aa11.js", "/assets/cart-bb22.js"], styles: ["/assets/shop-cc33.css"] };
  const landingPreloads = { scripts: ["/assets/landing-dd44.js"], styles: ["/assets/landing-ee55.css"] };
  writeFileSync(
    path.join(dist, "route-preloads.json"),
    JSON.stringify({ "/shop": shopPreloads, "/": landingPreloads }),
  );
  // What web/vite-app-start.ts writes: the script that starts the app after a server first screen has painted.
  writeFileSync(path.join(dist, "app-start.json"), JSON.stringify({ loader: "/assets/app-start-ff66.js" }));
  writeFileSync(path.join(dist, "sw.js"), "self.addEventListener('fetch', () => {});\n");
  writeFileSync(path.join(media, "shops", "logo.svg"), logoSvg);
  const ctx = await createTestApp({
    WEB_DIST_DIR: dist,
    MEDIA_DIR: media,
    DEFAULT_TENANT_ID: String(fallback),
    PUBLIC_URL: "https://api.example.test/",
  });
  await ctx.app.db.insert(tenants).values([
    {
      id: brand,
      tenancyName: "t9201",
      name: "Island </script> Eats & Co",
      kind: "marketplace",
      settings: {
        hostNames: ["eats.example.test"],
        storefrontShopId: 17,
        tagline: "Taste of home",
        headerImageUrl: "/media/shops/logo.svg",
        logoUrl: "/media/shops/logo.svg",
        primaryColor: "#1d6fa5",
        metaTitle: "Island Eats <Toronto>",
        metaDescription: 'Order "island" food',
        // Settings written by hand: only https links reach the page.
        socialLinks: { instagram: "https://www.instagram.com/islandeats", facebook: "javascript:alert(1)" },
      },
    },
  ]);
  ctx.app.tenantDirectory.invalidate();
  // A listed store of the brand, one of another storefront, one that is not live.
  const listedShop = (await buildShop(ctx.app.db, { marketplaceTenantId: brand })).id;
  await buildMenuItem(ctx.app.db, { shopId: listedShop });
  const otherStorefrontShop = (await buildShop(ctx.app.db)).id;
  await buildMenuItem(ctx.app.db, { shopId: otherStorefrontShop });
  const unlistedShop = (await buildShop(ctx.app.db, { marketplaceTenantId: brand, isLive: false })).id;
  await buildMenuItem(ctx.app.db, { shopId: unlistedShop });
  return { dir, ctx, listedShop, otherStorefrontShop, unlistedShop };
}

export async function closeSpaSite(site: SpaSite | undefined): Promise<void> {
  await site?.ctx.close();
  if (site?.dir) rmSync(site.dir, { recursive: true, force: true });
}

/** The JSON config block the server injected into the page. */
export function injectedConfig(html: string) {
  const match = /<script id="dutchpot-config" type="application\/json">(.*?)<\/script>/s.exec(html);
  expect(match).not.toBeNull();
  return TenantPageConfigSchema.parse(JSON.parse(match?.[1] ?? "null"));
}
