import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { type TenantPageConfig, tenantConfigElementId, tenantConfigMarker } from "@dutchpot/contract";
import {
  type ClientRouteMatch,
  matchClientRoute,
  maxId,
  type SocialLinks,
  socialNetworks,
  socialUrlPattern,
  storeRoutePatterns,
} from "@dutchpot/contract/constants";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { NotFoundError } from "../lib/errors.ts";
import type { TenantInfo } from "../modules/tenants/tenant-directory.ts";
import { tenantsStream } from "../modules/tenants/tenants.events.ts";
import { isFilePath } from "./paths.ts";

const defaultDist = path.resolve(import.meta.dirname, "../../../web/dist");
const pageTtlMs = 30_000;
/** The platform's own logo (server/public/media/brand/logo.svg). */
const platformLogoUrl = "/media/brand/logo.svg";

declare module "fastify" {
  interface FastifyInstance {
    /**
     * Answers a non-API miss: index.html for client routes (status 404 when no route matches or the
     * store a store route names is not on this storefront), a plain 404 for file paths.
     */
    serveSpa: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;
  }
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/** JSON that cannot end its <script> element or start a comment: `<`, `>`, `&` and line separators escaped. */
const jsonForScript = (value: unknown) =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);

/** The social profiles to link: https URLs only (settings written before the brand form checked them too). */
function socialLinksOf(stored: SocialLinks | undefined): SocialLinks {
  const links: SocialLinks = {};
  for (const network of socialNetworks) {
    const url = stored?.[network];
    if (typeof url === "string" && socialUrlPattern.test(url)) links[network] = url;
  }
  return links;
}

/** The storefront settings a page needs (contract `TenantPageConfigSchema`). */
export function pageConfigFor(
  tenantId: number,
  tenant: TenantInfo | null,
  options: { apiUrl: string; mapTileUrl: string; defaultTenantId?: number },
): TenantPageConfig {
  const settings = tenant?.settings ?? {};
  const brandName = tenant?.name ?? "Dutchpot";
  const tagline = settings.tagline ?? "Food and groceries, delivered.";
  return {
    tenantId,
    shopId: settings.storefrontShopId ?? null,
    apiUrl: options.apiUrl,
    brandName,
    tagline,
    headerImageUrl: settings.headerImageUrl ?? null,
    // A logo never set: the default storefront keeps the platform's (databases seeded before logos
    // were settings); any other brand shows its name. An explicit null means "no logo".
    logoUrl:
      settings.logoUrl !== undefined ? settings.logoUrl : tenantId === options.defaultTenantId ? platformLogoUrl : null,
    primaryColor: settings.primaryColor ?? null,
    metaTitle: settings.metaTitle ?? `${brandName} – ${tagline}`,
    metaDescription: settings.metaDescription ?? tagline,
    mapTileUrl: options.mapTileUrl,
    socialLinks: socialLinksOf(settings.socialLinks),
  };
}

/** The languages of the app (web/src/lib/i18n.ts) and their `<html lang dir>`. */
const pageLanguages = {
  en: { htmlLang: "en-US", dir: "ltr" },
  fr: { htmlLang: "fr-FR", dir: "ltr" },
  afg: { htmlLang: "fa-AF", dir: "rtl" },
} as const;
export type PageLanguage = keyof typeof pageLanguages;

/** The texts of the landing's first screen, in one language (keys of web/src/locales/*.json). */
export interface FirstScreenTexts {
  eyebrow: string;
  text: string;
  addressTitle: string;
  addressLabel: string;
  addressPlaceholder: string;
  go: string;
  imageAlt: string;
}

const localesDir = path.resolve(import.meta.dirname, "../../../web/src/locales");

/** Reads the landing's first-screen texts from the web app's locale files (null when absent). */
export function loadFirstScreenTexts(dir = localesDir): Record<PageLanguage, FirstScreenTexts> | null {
  try {
    const read = (code: PageLanguage): FirstScreenTexts => {
      const json = JSON.parse(readFileSync(path.join(dir, `${code}.json`), "utf8"));
      return {
        eyebrow: json.landing.hero.eyebrow,
        text: json.landing.hero.text,
        addressTitle: json.landing.hero.addressTitle,
        addressLabel: json.discovery.address.label,
        addressPlaceholder: json.discovery.address.placeholder,
        go: json.discovery.address.go,
        imageAlt: json.landing.hero.imageAlt,
      };
    };
    return { en: read("en"), fr: read("fr"), afg: read("afg") };
  } catch {
    return null;
  }
}

/** The visitor's language: the `lang` cookie the app writes (web/src/lib/i18n.ts), else English. */
export function languageOf(cookieHeader: string | undefined): PageLanguage {
  const match = /(?:^|;\s*)lang=(en|fr|afg)(?:;|$)/.exec(cookieHeader ?? "");
  return (match?.[1] as PageLanguage | undefined) ?? "en";
}

const firstPaintPattern = /<!--first-paint-->[\s\S]*?<!--\/first-paint-->/;

/**
 * The landing's first screen in the page (issue 16 item 14): the hero (brand, tagline) and the
 * address box as a real form, with the React landing's classes, in the visitor's language; React
 * replaces it when it mounts. Without scripts the form opens the store list (`/customer/main`).
 * The header image is in it too, fetched first (`fetchpriority=high`): it is the page's largest
 * paint, which would otherwise wait for the scripts (Lighthouse LCP, issue 16 item 17).
 */
export function renderLandingFirstScreen(
  html: string,
  config: Pick<TenantPageConfig, "brandName" | "tagline" | "headerImageUrl">,
  language: PageLanguage,
  texts: FirstScreenTexts,
): string {
  const e = escapeHtml;
  const screen =
    `<div class="landing page-outline"><div class="page-outline__header"><span class="page-outline__bone page-outline__bone--logo"></span></div>` +
    `<main id="main" class="app-main"><section class="hero" aria-labelledby="hero-title"><div class="hero__inner"><div class="hero__copy">` +
    `<p class="hero__eyebrow">${e(texts.eyebrow)}</p>` +
    `<h1 id="hero-title" dir="auto">${e(config.brandName)}</h1>` +
    `<p class="hero__tagline" dir="auto">${e(config.tagline)}</p>` +
    `<p class="hero__text">${e(texts.text)}</p>` +
    `<div class="hero__address"><h2 class="hero__address-title">${e(texts.addressTitle)}</h2>` +
    `<form class="location-picker" action="/customer/main" method="get"><div class="address-search">` +
    `<label for="first-paint-address" class="address-search__label">${e(texts.addressLabel)}</label>` +
    `<div class="address-search__box"><input id="first-paint-address" name="address" type="text" dir="auto" autocomplete="street-address" placeholder="${e(texts.addressPlaceholder)}"></div></div>` +
    `<button type="submit" class="btn btn--primary btn--lg location-picker__go">${e(texts.go)}</button></form></div>` +
    `</div><div class="hero__media">${
      config.headerImageUrl
        ? `<img src="${e(config.headerImageUrl)}" alt="${e(texts.imageAlt)}" fetchpriority="high">`
        : `<div class="hero__media-fallback" aria-hidden="true"></div>`
    }</div></div></section></main></div>`;
  const out = firstPaintPattern.test(html) ? html.replace(firstPaintPattern, () => screen) : html;
  return withPageLanguage(out, language);
}

/** The page's `<html lang dir>` for the visitor's language, so a server-rendered first screen reads the right way. */
function withPageLanguage(html: string, language: PageLanguage): string {
  const { htmlLang, dir } = pageLanguages[language];
  return html.replace(/<html\b[^>]*>/i, () => `<html lang="${htmlLang}" dir="${dir}">`);
}

/** What the store page's first screen shows: the store's name, banner and logo (the guest's view, no user data). */
export interface StoreFirstScreen {
  businessName: string;
  bannerUrl: string | null;
  logoUrl: string | null;
}

/**
 * The store page's first screen in the page (`/shop`, `/customer/store/{id}`): the banner, fetched
 * first (`fetchpriority=high`), the logo (or its initial) and the store's name, with the React store
 * header's classes; React
 * replaces it when it mounts. The banner is the page's largest paint, which would otherwise wait
 * for the scripts and two API calls (Lighthouse LCP, issue 16 item 17).
 */
export function renderStoreFirstScreen(html: string, store: StoreFirstScreen, language: PageLanguage): string {
  const e = escapeHtml;
  const banner = store.bannerUrl ? `<img src="${e(store.bannerUrl)}" alt="" fetchpriority="high">` : "";
  const logo = store.logoUrl
    ? `<img class="store-logo store-logo--lg" src="${e(store.logoUrl)}" alt="">`
    : `<span class="store-logo store-logo--lg store-logo--initial" aria-hidden="true">${e(store.businessName.trim().charAt(0).toUpperCase())}</span>`;
  const screen =
    `<div class="page-outline"><div class="page-outline__header"><span class="page-outline__bone page-outline__bone--logo"></span></div>` +
    `<main id="main" class="app-main"><div class="page store-page"><header class="store-header">` +
    `<div class="store-header__banner">${banner}</div>` +
    `<div class="store-header__row">${logo}<div class="store-header__text"><h1 dir="auto">${e(store.businessName)}</h1></div></div>` +
    `</header></div></main></div>`;
  return withPageLanguage(
    firstPaintPattern.test(html) ? html.replace(firstPaintPattern, () => screen) : html,
    language,
  );
}

/** The build's table of what each first screen's route needs (web/vite-route-preloads.ts). */
export const routePreloadsFile = "route-preloads.json";
type RoutePreloads = Record<string, { scripts: string[]; styles: string[] }>;

/** Reads the build's route preload table; empty when the build has none. */
function loadRoutePreloads(distDir: string): RoutePreloads {
  try {
    return JSON.parse(readFileSync(path.join(distDir, routePreloadsFile), "utf8")) as RoutePreloads;
  } catch {
    return {};
  }
}

/**
 * The page with `<link>`s for the code and styles its route loads after the entry: the browser
 * fetches them with the entry instead of a round trip later. Styles are preloaded, not linked, so
 * they never hold up the server-rendered first paint.
 */
export function withRoutePreloads(html: string, preloads: { scripts: string[]; styles: string[] } | undefined) {
  if (!preloads) return html;
  const e = escapeHtml;
  const links =
    preloads.scripts.map((href) => `<link rel="modulepreload" crossorigin href="${e(href)}">`).join("") +
    preloads.styles.map((href) => `<link rel="preload" as="style" crossorigin href="${e(href)}">`).join("");
  return links ? html.replace(/<\/head>/i, () => `${links}</head>`) : html;
}

/** index.html with the tenant's JSON config block, <title>, meta description and theme colour (when set). */
export function renderIndex(template: string, config: TenantPageConfig): string {
  const block = `<script id="${tenantConfigElementId}" type="application/json">${jsonForScript(config)}</script>`;
  const description = `<meta name="description" content="${escapeHtml(config.metaDescription)}">`;
  let html = template.includes(tenantConfigMarker) ? template.replace(tenantConfigMarker, () => block) : template;
  html = /<title>[\s\S]*?<\/title>/i.test(html)
    ? html.replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${escapeHtml(config.metaTitle)}</title>`)
    : html.replace(/<\/head>/i, () => `<title>${escapeHtml(config.metaTitle)}</title></head>`);
  html = /<meta\s+name=["']description["'][^>]*>/i.test(html)
    ? html.replace(/<meta\s+name=["']description["'][^>]*>/i, () => description)
    : html.replace(/<\/head>/i, () => `${description}</head>`);
  if (config.primaryColor) {
    const themeColor = `<meta name="theme-color" content="${escapeHtml(config.primaryColor)}">`;
    html = /<meta\s+name=["']theme-color["'][^>]*>/i.test(html)
      ? html.replace(/<meta\s+name=["']theme-color["'][^>]*>/i, () => themeColor)
      : html.replace(/<\/head>/i, () => `${themeColor}</head>`);
  }
  return html;
}

/**
 * Serves the built SPA: hashed /assets/* cached for a year, other files briefly, and index.html
 * (with the host's storefront configuration) for `/` and every client route. `/api/...` never
 * gets the SPA (the abp plugin answers a 404 envelope).
 */
export const spaPlugin = fp(async (app: FastifyInstance, opts: { distDir?: string }) => {
  const distDir = opts.distDir ?? defaultDist;
  const indexPath = path.join(distDir, "index.html");
  const built = existsSync(indexPath);
  if (!built) app.log.warn({ distDir }, "web app not built: run `npm run build` to serve it");
  const template = built ? readFileSync(indexPath, "utf8") : "";
  const firstScreenTexts = loadFirstScreenTexts();
  const routePreloads = built ? loadRoutePreloads(distDir) : {};
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      globIgnore: ["index.html", routePreloadsFile, "**/*.br", "**/*.gz"],
      // The build writes .br/.gz twins (web/vite-precompress.ts); sent to browsers that accept them.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        const relative = path.relative(distDir, filePath).split(path.sep).join("/");
        // The service worker script is checked on every visit, so a new build's worker is found at once.
        reply.header(
          "cache-control",
          relative.startsWith("assets/")
            ? "public, max-age=31536000, immutable"
            : relative === "sw.js"
              ? "no-cache"
              : "public, max-age=3600",
        );
      },
    });
  }

  // Pages are cached per storefront tenant (bounded by the number of tenants, not by Host headers)
  // and dropped with the tenant directory whenever any instance commits a tenant change (or the
  // event hub resynchronises): a new brand is served at once, on every instance. A page rendered
  // from a directory read older than the last change is not kept (the generation moved on).
  const pages = new Map<number, { html: string; config: TenantPageConfig; expires: number }>();
  let generation = 0;
  const forget = () => {
    generation++;
    pages.clear();
  };
  app.events.subscribe(tenantsStream, forget);
  app.events.onResync(forget);
  const pageFor = async (tenantId: number): Promise<{ html: string; config: TenantPageConfig }> => {
    const startedAt = generation;
    const cached = pages.get(tenantId);
    if (cached && cached.expires > Date.now()) return cached;
    const tenant = await app.tenantDirectory.byId(tenantId);
    const config = pageConfigFor(tenantId, tenant, {
      apiUrl: app.config.PUBLIC_URL ?? "",
      mapTileUrl: app.config.MAP_TILE_URL,
      defaultTenantId: app.config.DEFAULT_TENANT_ID,
    });
    // The brand's own catalogue images get a content-hashed URL (a year of caching; plugins/media.ts).
    if (app.hasDecorator("versionedMediaUrl")) {
      if (config.logoUrl) config.logoUrl = app.versionedMediaUrl(config.logoUrl);
      if (config.headerImageUrl) config.headerImageUrl = app.versionedMediaUrl(config.headerImageUrl);
    }
    const html = renderIndex(template, config);
    if (startedAt === generation) pages.set(tenantId, { html, config, expires: Date.now() + pageTtlMs });
    return { html, config };
  };

  /** The store a store page (`/shop` or `/customer/store/{id}`, not its category view) shows, if any. */
  const storePageId = (config: TenantPageConfig, route: ClientRouteMatch | null): number | null => {
    if (route?.pattern === "/shop") return config.shopId;
    if (route?.pattern !== "/customer/store/:storeId") return null;
    const storeId = route.params.storeId ?? "";
    return /^\d{1,10}$/.test(storeId) && Number(storeId) >= 1 && Number(storeId) <= maxId ? Number(storeId) : null;
  };

  /** The store page's first screen as a guest sees it; null when the store cannot be shown. */
  const storeFirstScreen = async (tenantId: number, storeId: number): Promise<StoreFirstScreen | null> => {
    try {
      const store = await app.services.stores.storeInfo({ marketplaceTenantId: tenantId, userId: null }, storeId);
      return {
        businessName: store.businessName,
        bannerUrl: store.bannerUrl ?? store.headerImageUrl,
        logoUrl: store.logoUrl,
      };
    } catch (error) {
      if (error instanceof NotFoundError) return null;
      throw error;
    }
  };

  /** Whether a client route matches the path and, for a store route, the store is listed on the storefront. */
  const isClientPage = async (tenantId: number, url: string): Promise<boolean> => {
    const pathname = url.split("?")[0] ?? "";
    if (/^\/index\.html$/i.test(pathname)) return true;
    const route = matchClientRoute(pathname);
    if (!route) return false;
    if (!(storeRoutePatterns as readonly string[]).includes(route.pattern)) return true;
    const storeId = route.params.storeId ?? "";
    if (!/^\d{1,10}$/.test(storeId) || Number(storeId) < 1 || Number(storeId) > maxId) return false;
    return app.services.stores.isListed(tenantId, Number(storeId));
  };

  const serveSpa = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    if ((request.method !== "GET" && request.method !== "HEAD") || isFilePath(request.url)) {
      return reply.status(404).type("text/plain; charset=utf-8").send("Not found");
    }
    if (!built) {
      return reply.status(503).type("text/plain; charset=utf-8").send("The web app is not built: run `npm run build`.");
    }
    const tenantId = await app.storefrontTenantId(request.hostname ?? "");
    const [page, found] = await Promise.all([pageFor(tenantId), isClientPage(tenantId, request.url)]);
    const pathname = request.url.split("?")[0] ?? "";
    const route = found ? matchClientRoute(pathname) : null;
    // `/` and the store pages carry their first screen, in the visitor's language (the app's `lang` cookie).
    const isLanding = pathname === "/";
    const language = languageOf(request.headers.cookie);
    const storeId = storePageId(page.config, route);
    const store = storeId === null ? null : await storeFirstScreen(tenantId, storeId);
    if (isLanding || store) reply.header("vary", "cookie");
    const html =
      isLanding && firstScreenTexts
        ? renderLandingFirstScreen(page.html, page.config, language, firstScreenTexts[language])
        : store
          ? renderStoreFirstScreen(page.html, store, language)
          : page.html;
    // A 404 still carries the app: it renders its not-found (or store-not-found) screen.
    return (
      reply
        .status(found ? 200 : 404)
        .type("text/html; charset=utf-8")
        .header("cache-control", "no-cache")
        // A page found lists its route's code and styles (a 404 loads the not-found screen instead).
        .send(withRoutePreloads(html, found ? routePreloads[isLanding ? "/" : (route?.pattern ?? "")] : undefined))
    );
  };
  app.decorate("serveSpa", serveSpa);
  app.get("/", { schema: { hide: true } }, serveSpa);
});
