import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  brand,
  closeSpaSite,
  fallback,
  injectedConfig,
  logoSvg,
  openSpaSite,
  type SpaSite,
  vendorJs,
  versionOf,
} from "./spa.fixture.ts";

let site: SpaSite | undefined;
let ctx: SpaSite["ctx"];
let listedShop: number;
let otherStorefrontShop: number;
let unlistedShop: number;
beforeAll(async () => {
  site = await openSpaSite();
  ({ ctx, listedShop, otherStorefrontShop, unlistedShop } = site);
});
afterAll(() => closeSpaSite(site));

const page = (url: string, host = "localhost", method: "GET" | "HEAD" = "GET") =>
  ctx.app.inject({ method, url, headers: { host, accept: "text/html" } });

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
      // The config block's and the app's own; on the landing and near-me the app's code list and its
      // loader (decisions 043, 046).
      expect(res.body.match(/<\/script>/g)).toHaveLength(url === "/" || url === "/customer/main" ? 3 : 2);
    }
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
