import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { TenantPageConfigSchema } from "@dutchpot/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tenants } from "../../src/db/schema/tenants.ts";
import { buildMenuItem, buildShop } from "../factories.ts";
import { createTestApp } from "../support/test-app.ts";

const brand = 9201;
const fallback = 9202;
const indexHtml = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Dutchpot</title>
    <meta name="description" content="placeholder" />
    <meta name="theme-color" content="#0b5d3b" />
    <!--tenant-config-->
    <script type="module" src="/assets/index-abc123.js"></script>
  </head>
  <body><div id="root"><!--first-paint--><div class="page-outline"></div><!--/first-paint--></div></body>
</html>
`;

const logoSvg = '<svg xmlns="http://www.w3.org/2000/svg"/>\n';
/** The content version media.ts puts in a catalogue file's URL. */
const versionOf = (content: string) => createHash("sha256").update(content).digest("hex").slice(0, 16);

const vendorJs = `export const words = ${JSON.stringify("jerk chicken ".repeat(500))};\n`;

let dir: string;
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let listedShop: number;
let otherStorefrontShop: number;
let unlistedShop: number;
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "dutchpot-spa-"));
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
  writeFileSync(path.join(dist, "route-preloads.json"), JSON.stringify({ "/shop": shopPreloads }));
  writeFileSync(path.join(dist, "sw.js"), "self.addEventListener('fetch', () => {});\n");
  writeFileSync(path.join(media, "shops", "logo.svg"), logoSvg);
  ctx = await createTestApp({
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
  listedShop = (await buildShop(ctx.app.db, { marketplaceTenantId: brand })).id;
  await buildMenuItem(ctx.app.db, { shopId: listedShop });
  otherStorefrontShop = (await buildShop(ctx.app.db)).id;
  await buildMenuItem(ctx.app.db, { shopId: otherStorefrontShop });
  unlistedShop = (await buildShop(ctx.app.db, { marketplaceTenantId: brand, isLive: false })).id;
  await buildMenuItem(ctx.app.db, { shopId: unlistedShop });
});
afterAll(async () => {
  await ctx?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const page = (url: string, host = "localhost", method: "GET" | "HEAD" = "GET") =>
  ctx.app.inject({ method, url, headers: { host, accept: "text/html" } });

/** The JSON config block the server injected into the page. */
function injectedConfig(html: string) {
  const match = /<script id="dutchpot-config" type="application\/json">(.*?)<\/script>/s.exec(html);
  expect(match).not.toBeNull();
  return TenantPageConfigSchema.parse(JSON.parse(match?.[1] ?? "null"));
}

describe("SPA hosting", () => {
  it("serves index.html with the host's storefront config for / and client routes", async () => {
    for (const url of ["/", "/customer/main", "/host/tenants/3?x=1"]) {
      const res = await page(url, "eats.example.test");
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(res.body).not.toContain("<!--tenant-config-->");
      expect(injectedConfig(res.body)).toEqual({
        tenantId: brand,
        shopId: 17,
        apiUrl: "https://api.example.test",
        brandName: "Island </script> Eats & Co",
        tagline: "Taste of home",
        // The brand's own images carry their content version (cached for a year).
        headerImageUrl: `/media/shops/logo.svg?v=${versionOf(logoSvg)}`,
        logoUrl: `/media/shops/logo.svg?v=${versionOf(logoSvg)}`,
        primaryColor: "#1d6fa5",
        metaTitle: "Island Eats <Toronto>",
        metaDescription: 'Order "island" food',
        mapTileUrl: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
        socialLinks: { instagram: "https://www.instagram.com/islandeats" },
      });
      expect(res.body).toContain("<title>Island Eats &lt;Toronto&gt;</title>");
      expect(res.body).toContain('<meta name="description" content="Order &quot;island&quot; food">');
      expect(res.body.match(/<\/script>/g)).toHaveLength(2); // the config block's and the app's own
    }
  });

  it("renders the landing's hero and address form into / in the visitor's language (lang cookie), escaped", async () => {
    const english = await page("/", "eats.example.test");
    expect(english.headers.vary).toContain("cookie");
    expect(english.body).toContain('<html lang="en-US" dir="ltr">');
    expect(english.body).toContain(
      '<label for="first-paint-address" class="address-search__label">Enter your delivery address</label>',
    );
    expect(english.body).toMatch(/<form class="location-picker" action="\/customer\/main" method="get">/);
    expect(english.body).toContain('<input id="first-paint-address" name="address" type="text" dir="auto"');
    expect(english.body).toContain('<h1 id="hero-title" dir="auto">Island &lt;/script&gt; Eats &amp; Co</h1>');
    expect(english.body).toContain('<p class="hero__tagline" dir="auto">Taste of home</p>');
    expect(english.body).not.toContain("<!--first-paint-->");

    const afghani = await ctx.app.inject({
      method: "GET",
      url: "/",
      headers: { host: "eats.example.test", accept: "text/html", cookie: "theme=x; lang=afg" },
    });
    expect(afghani.body).toContain('<html lang="fa-AF" dir="rtl">');
    expect(afghani.body).toContain("آدرس تحویل خود را وارد کنید");
    expect(afghani.body).not.toContain("Enter your delivery address");
  });

  it("puts the landing's header image in / as its first request (fetchpriority=high)", async () => {
    const res = await page("/", "eats.example.test");
    expect(res.body).toContain(
      `<img src="/media/shops/logo.svg?v=${versionOf(logoSvg)}" alt="A table of Jamaican dishes" fetchpriority="high">`,
    );
    const neutral = await page("/", "unknown.example.test"); // no header image: the drawn placeholder
    expect(neutral.body).toContain('<div class="hero__media-fallback" aria-hidden="true"></div>');
  });

  it("renders a store page's banner and name as a guest sees them, escaped; other stores keep the outline", async () => {
    const shop = await buildShop(ctx.app.db, {
      marketplaceTenantId: brand,
      name: "Ivy's <b>Kitchen</b>",
      bannerUrl: "/media/shops/ivy-banner.svg",
    });
    await buildMenuItem(ctx.app.db, { shopId: shop.id });
    const res = await page(`/customer/store/${shop.id}`, "eats.example.test");
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<img src="/media/shops/ivy-banner.svg" alt="" fetchpriority="high">');
    expect(res.body).toContain('<h1 dir="auto">Ivy&#39;s &lt;b&gt;Kitchen&lt;/b&gt;</h1>');
    expect(res.headers.vary).toContain("cookie");
    const afghani = await ctx.app.inject({
      method: "GET",
      url: `/customer/store/${shop.id}`,
      headers: { host: "eats.example.test", accept: "text/html", cookie: "lang=afg" },
    });
    expect(afghani.body).toContain('<html lang="fa-AF" dir="rtl">'); // the page reads right to left at once
    // No logo: its initial, as the React header shows it.
    expect(res.body).toContain(
      '<span class="store-logo store-logo--lg store-logo--initial" aria-hidden="true">I</span>',
    );
    expect(res.body).not.toContain("<!--first-paint-->");
    // Its category view, a store of another storefront and /shop without a listed shop: the outline.
    for (const url of [
      `/customer/store/${shop.id}/category/${encodeURIComponent('{"id":1}')}`,
      `/customer/store/${otherStorefrontShop}`,
      "/shop",
    ]) {
      const other = await page(url, "eats.example.test");
      expect(other.body, url).toContain('<!--first-paint--><div class="page-outline"></div><!--/first-paint-->');
    }
  });

  it("requests the first screen's image before the scripts and marks the screen the app keeps until it shows it", async () => {
    const landing = await page("/", "eats.example.test");
    const image = `/media/shops/logo.svg?v=${versionOf(logoSvg)}`;
    // Decision 039: the app keeps the server's first screen (and its image element) until its page shows it.
    expect(landing.body).toContain('<div class="landing page-outline" data-first-screen>');
    const preload = `<link rel="preload" as="image" href="${image}" fetchpriority="high">`;
    expect(landing.body.indexOf(preload)).toBeGreaterThan(-1);
    expect(landing.body.indexOf(preload)).toBeLessThan(landing.body.indexOf("<script"));
    const shop = await buildShop(ctx.app.db, { marketplaceTenantId: brand, bannerUrl: "/media/shops/b.svg" });
    await buildMenuItem(ctx.app.db, { shopId: shop.id });
    const store = await page(`/customer/store/${shop.id}`, "eats.example.test");
    expect(store.body).toContain('<div class="page-outline" data-first-screen>');
    expect(store.body).toMatch(
      /<head>\s*<link rel="preload" as="image" href="\/media\/shops\/b.svg" fetchpriority="high">/,
    );
    const neutral = await page("/", "unknown.example.test"); // no header image: nothing to preload
    expect(neutral.body).not.toContain('as="image"');
  });

  it("renders /shop's banner and name when the storefront's shop is listed on it", async () => {
    const hostNames = ["corner.example.test"];
    await ctx.app.db
      .insert(tenants)
      .values({ id: 9203, tenancyName: "t9203", name: "Corner", kind: "marketplace", settings: { hostNames } });
    const shop = await buildShop(ctx.app.db, { marketplaceTenantId: 9203, name: "Corner Grocer" });
    await buildMenuItem(ctx.app.db, { shopId: shop.id });
    await ctx.app.db
      .update(tenants)
      .set({ settings: { hostNames, storefrontShopId: shop.id } })
      .where(eq(tenants.id, 9203));
    ctx.app.tenantDirectory.invalidate();
    const res = await page("/shop", "corner.example.test");
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<h1 dir="auto">Corner Grocer</h1>');
    expect(res.body).toContain('<div class="store-header__banner"></div>'); // no banner, no header image
  });

  it("lists the code and styles a first screen's route loads (route-preloads.json), not for a 404", async () => {
    const shop = await page("/shop", "eats.example.test");
    expect(shop.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/shop-aa11.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/cart-bb22.js">' +
        // Preloaded, not linked: the server-rendered first paint never waits for them.
        '<link rel="preload" as="style" crossorigin href="/assets/shop-cc33.css"></head>',
    );
    for (const url of ["/customer/main", "/shop/x"]) {
      expect((await page(url, "eats.example.test")).body, url).not.toContain("shop-aa11.js");
    }
    expect((await page("/route-preloads.json")).statusCode).toBe(404); // the server's table, not a page file
  });

  it("keeps the generic outline on other pages", async () => {
    const res = await ctx.app.inject({
      method: "GET",
      url: "/customer/main",
      headers: { host: "eats.example.test", accept: "text/html", cookie: "lang=afg" },
    });
    expect(res.body).toContain('<!--first-paint--><div class="page-outline"></div><!--/first-paint-->');
    expect(res.body).not.toContain("first-paint-address");
  });

  it("sets <meta name=theme-color> to the storefront's primary colour, the app's own otherwise", async () => {
    const brandPage = await page("/customer/main", "eats.example.test");
    expect(brandPage.body).toContain('<meta name="theme-color" content="#1d6fa5">');
    expect(brandPage.body).not.toContain("#0b5d3b");
    const neutral = await page("/customer/main", "unknown.example.test");
    expect(neutral.body).toContain('<meta name="theme-color" content="#0b5d3b" />');
  });

  it("serves the service worker script with no-cache, so a new build's worker is found at once", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/sw.js" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-cache");
    const robots = await ctx.app.inject({ method: "GET", url: "/robots.txt" });
    expect(robots.headers["cache-control"]).toBe("public, max-age=3600");
  });

  it("falls back to DEFAULT_TENANT_ID with neutral texts when the host has no storefront", async () => {
    const res = await page("/shop", "unknown.example.test");
    const config = injectedConfig(res.body);
    expect(config.tenantId).toBe(fallback);
    expect(config.brandName).toBe("Dutchpot");
    expect(config.logoUrl).toBe("/media/brand/logo.svg"); // the platform's logo until a brand sets one
    expect(config.primaryColor).toBeNull();
    expect(config.socialLinks).toEqual({}); // none set: the footer shows no social icons
    expect(res.body).toContain(`<title>${config.metaTitle}</title>`);
  });

  it("answers an unknown page with 404 and the app, which shows its not-found screen", async () => {
    for (const url of ["/nope", "/some/unknown?x=1", "/customer/nope", "/customer/orders/1/extra", "/shop/x"]) {
      const res = await page(url, "eats.example.test");
      expect(res.statusCode, url).toBe(404);
      expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(injectedConfig(res.body).tenantId).toBe(brand);
    }
    expect((await page("/nope", "localhost", "HEAD")).statusCode).toBe(404);
  });

  it("answers every client route with 200, as the router matches them (case, trailing slash)", async () => {
    const urls = [
      "/shop",
      "/customer",
      "/customer/",
      "/Customer/Main",
      "/customer/orders/A1",
      "/customer/store/5/category/%7B%22id%22%3A7%7D".replace("/5/", `/${listedShop}/`),
      "/customer/checkout/12",
      "/customer/manage-account/deleteaccount",
      "/partner/joinrider",
      "/merchant/orders?shop=4",
      "/host/tenants/new",
      "/index.html",
    ];
    for (const url of urls) expect((await page(url, "eats.example.test")).statusCode, url).toBe(200);
  });

  it("answers a store page with 404 unless the store is listed on this storefront", async () => {
    const store = (id: number | string) => page(`/customer/store/${id}`, "eats.example.test");
    expect((await store(listedShop)).statusCode).toBe(200);
    expect((await store(`${listedShop}/`)).statusCode).toBe(200);
    for (const id of [999_999, otherStorefrontShop, unlistedShop, "abc", 0, "99999999999", "-1"]) {
      const res = await store(id);
      expect(res.statusCode, String(id)).toBe(404);
      expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(injectedConfig(res.body).tenantId).toBe(brand);
    }
    const category = `/category/${encodeURIComponent('{"id":1,"name":"Soups"}')}`;
    expect((await page(`/customer/store/999999${category}`, "eats.example.test")).statusCode).toBe(404);
    // The other storefront's store is its own page there (the fallback storefront is another tenant).
    expect((await page(`/customer/store/${listedShop}`, "unknown.example.test")).statusCode).toBe(404);
  });

  it("answers HEAD for client routes and sends any Accept the page", async () => {
    expect((await page("/customer/main", "localhost", "HEAD")).statusCode).toBe(200);
    const json = await ctx.app.inject({ method: "GET", url: "/shop", headers: { accept: "application/json" } });
    expect(json.headers["content-type"]).toBe("text/html; charset=utf-8");
  });

  it("never serves the SPA under /api", async () => {
    const res = await page("/api/nope");
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, __abp: true, error: { message: "Resource not found!" } });
  });

  it("serves hashed assets as immutable and other files briefly", async () => {
    const asset = await page("/assets/index-abc123.js");
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const robots = await page("/robots.txt");
    expect(robots.statusCode).toBe(200);
    expect(robots.headers["cache-control"]).toBe("public, max-age=3600");
    expect((await page("/assets/missing-123.js")).statusCode).toBe(404);
    // index.html itself only ever goes out with the config injected.
    const direct = await page("/index.html", "eats.example.test");
    expect(direct.statusCode).toBe(200);
    expect(direct.headers["cache-control"]).toBe("no-cache");
    expect(injectedConfig(direct.body).tenantId).toBe(brand);
  });

  it("sends the build's pre-compressed twin to browsers that accept it, the plain file to others", async () => {
    const get = (encoding?: string) =>
      ctx.app.inject({
        method: "GET",
        url: "/assets/vendor-def456.js",
        headers: encoding ? { "accept-encoding": encoding } : {},
      });
    const br = await get("gzip, deflate, br");
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toMatch(/javascript/);
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(br.rawPayload.length).toBeLessThan(vendorJs.length / 10);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(vendorJs);

    const gz = await get("gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(vendorJs);

    const plain = await get();
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(vendorJs);
    // The twins are not addressable files of their own.
    expect((await page("/assets/vendor-def456.js.br")).statusCode).toBe(404);
  });
});

describe("media", () => {
  it("serves SVG images with a day of caching", async () => {
    const res = await page("/media/shops/logo.svg");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(res.headers["cache-control"]).toBe("public, max-age=86400");
    expect(res.headers["cross-origin-resource-policy"]).toBe("cross-origin");
  });

  it("caches a catalogue file for a year under the URL of its current content, a day otherwise", async () => {
    const current = await page(`/media/shops/logo.svg?v=${versionOf(logoSvg)}`);
    expect(current.statusCode).toBe(200);
    expect(current.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(current.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    // An old version's URL (the file changed since) or a made-up one is not pinned for a year.
    for (const v of ["0000000000000000", ""]) {
      expect((await page(`/media/shops/logo.svg?v=${v}`)).headers["cache-control"]).toBe("public, max-age=86400");
    }
  });

  it("versions only this site's catalogue files that exist", () => {
    const { versionedMediaUrl } = ctx.app;
    expect(versionedMediaUrl("/media/shops/logo.svg")).toBe(`/media/shops/logo.svg?v=${versionOf(logoSvg)}`);
    for (const url of [
      "/media/shops/missing.svg",
      "/media/uploads/abc.webp", // immutable by id already (media.routes.ts)
      "https://cdn.example.test/logo.png",
      "/media/../spa.test.ts",
      "/media/shops",
    ]) {
      expect(versionedMediaUrl(url)).toBe(url);
    }
  });

  it("answers a missing media file with a plain 404, not the SPA", async () => {
    const res = await page("/media/missing.svg");
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toMatch(/^text\/plain/);
    expect(res.body).not.toContain("dutchpot-config");
  });
});

describe("API documentation pages", () => {
  it("serves Swagger UI as HTML, not the SPA or a 404 envelope", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/docs" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.body).toContain("swagger-ui");
    expect(res.body).not.toContain("dutchpot-config");
  });
});
