import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tenants } from "../../src/db/schema/tenants.ts";
import { buildMenuItem, buildShop } from "../factories.ts";
import { brand, closeSpaSite, logoSvg, openSpaSite, type SpaSite, versionOf } from "./spa.fixture.ts";

let site: SpaSite | undefined;
let ctx: SpaSite["ctx"];
let listedShop: number;
let otherStorefrontShop: number;
beforeAll(async () => {
  site = await openSpaSite();
  ({ ctx, listedShop, otherStorefrontShop } = site);
});
afterAll(() => closeSpaSite(site));

const page = (url: string, host = "localhost", method: "GET" | "HEAD" = "GET") =>
  ctx.app.inject({ method, url, headers: { host, accept: "text/html" } });

describe("SPA hosting: the first screens the server writes", () => {
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

  it("pages with a server first screen request the app's code after it has painted; other pages at once", async () => {
    // Decision 043: the landing lists its code for the loader instead of requesting it from <head>.
    const landing = (await page("/", "eats.example.test")).body;
    expect(landing).not.toMatch(/<script[^>]*type="module"/);
    expect(landing).not.toContain('rel="modulepreload"');
    expect(landing).toContain('<script defer src="/assets/app-start-ff66.js"></script></head>');
    const code = /<script id="app-code" type="application\/json">(.*?)<\/script>/.exec(landing)?.[1];
    expect(JSON.parse(code ?? "null")).toEqual({
      entry: "/assets/index-abc123.js",
      scripts: ["/assets/vendor-def456.js", "/assets/landing-dd44.js"],
      styles: ["/assets/landing-ee55.css"],
    });
    // A store page the server renders starts the app the same way (no route table entry: the entry's code only).
    const store = (await page(`/customer/store/${listedShop}`, "eats.example.test")).body;
    expect(store).toContain("data-first-screen");
    expect(store).not.toMatch(/<script[^>]*type="module"/);
    expect(/<script id="app-code" type="application\/json">(.*?)<\/script>/.exec(store)?.[1]).toBe(
      '{"entry":"/assets/index-abc123.js","scripts":["/assets/vendor-def456.js"],"styles":[]}',
    );
    // Near-me's first screen (decision 046) starts the app the same way.
    const nearMe = (await page("/customer/main", "eats.example.test")).body;
    expect(nearMe).toContain("data-first-screen");
    expect(nearMe).not.toMatch(/<script[^>]*type="module"/);
    expect(nearMe).toContain('<script defer src="/assets/app-start-ff66.js"></script></head>');
    // Pages the server writes no first screen for (near-me's search matches, a store not on this
    // storefront, a 404) keep the build's tags.
    for (const url of ["/customer/main?q=jerk", `/customer/store/${otherStorefrontShop}`, "/no/such/page"]) {
      const body = (await page(url, "eats.example.test")).body;
      expect(body, url).toContain('<script type="module" crossorigin src="/assets/index-abc123.js"></script>');
      expect(body, url).toContain('<link rel="modulepreload" crossorigin href="/assets/vendor-def456.js">');
      expect(body, url).not.toContain("app-start");
    }
    expect((await page("/app-start.json")).statusCode).toBe(404); // the server's table, not a page file
  });

  it("renders near-me's title and where-line in the visitor's language, near the place of the place cookie, escaped", async () => {
    const guest = await page("/customer/main", "eats.example.test");
    expect(guest.headers.vary).toContain("cookie");
    expect(guest.body).toContain('<div class="page-outline" data-first-screen data-place="">');
    expect(guest.body).toContain(
      '<div class="nearby__intro"><h1>Stores near you</h1><p class="nearby__where">Showing stores around downtown Toronto.',
    );
    expect(guest.body).toContain(
      '<div class="nearby__map"><span class="page-outline__bone nearby__map-skeleton"></span>',
    );
    expect(guest.body).not.toContain("<!--first-paint-->");

    const place = encodeURIComponent("Queen & <Spadina>");
    const french = await ctx.app.inject({
      method: "GET",
      url: "/customer/main",
      headers: { host: "eats.example.test", accept: "text/html", cookie: `lang=fr; place=${place}` },
    });
    expect(french.body).toContain('<html lang="fr-FR" dir="ltr">');
    expect(french.body).toContain('data-place="Queen &amp; &lt;Spadina&gt;"');
    expect(french.body).toContain(
      '<h1>Commerces près de chez vous</h1><p class="nearby__where">Livraison près de <bdi>Queen &amp; &lt;Spadina&gt;</bdi></p>',
    );
    // A cookie that is not a place name (bad escape, control characters, too long) is no place.
    for (const cookie of ["place=%E0%A4%A", "place=a%0Ab", `place=${"x".repeat(201)}`]) {
      const body = (
        await ctx.app.inject({
          method: "GET",
          url: "/customer/main",
          headers: { host: "eats.example.test", accept: "text/html", cookie },
        })
      ).body;
      expect(body, cookie).toContain('data-first-screen data-place=""');
    }
  });

  it("keeps the generic outline on other pages", async () => {
    const res = await ctx.app.inject({
      method: "GET",
      url: "/customer/main?q=jerk",
      headers: { host: "eats.example.test", accept: "text/html", cookie: "lang=afg" },
    });
    expect(res.body).toContain('<!--first-paint--><div class="page-outline"></div><!--/first-paint-->');
    expect(res.body).not.toContain("first-paint-address");
  });
});
