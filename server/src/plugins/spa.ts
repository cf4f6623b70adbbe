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
import { appStartFile, jsonForScript, loadAppStart, withAppStartedAfterPaint } from "./app-start.ts";
import {
  escapeHtml,
  languageOf,
  loadFirstScreenTexts,
  loadRoutePreloads,
  placeOf,
  renderLandingFirstScreen,
  renderNearMeFirstScreen,
  renderStoreFirstScreen,
  routePreloadsFile,
  type StoreFirstScreen,
  withRoutePreloads,
} from "./first-screen.ts";
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
  // Pages with a server-written first screen request the app's code after it has painted (decision 043).
  const appStart = built ? loadAppStart(distDir, template) : null;
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      globIgnore: ["index.html", routePreloadsFile, appStartFile, "**/*.br", "**/*.gz"],
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
    // `/`, the store pages and near-me carry their first screen, in the visitor's language (the app's `lang` cookie).
    const isLanding = pathname === "/";
    const language = languageOf(request.headers.cookie);
    const storeId = storePageId(page.config, route);
    const store = storeId === null ? null : await storeFirstScreen(tenantId, storeId);
    // Near-me too, unless it shows a search's matches (`?q=`), which only the app knows (decision 046).
    const isNearMe = route?.pattern === "/customer/main" && !new URLSearchParams(request.url.split("?")[1]).has("q");
    if (isLanding || store || isNearMe) reply.header("vary", "cookie");
    const firstScreen =
      isLanding && firstScreenTexts
        ? renderLandingFirstScreen(page.html, page.config, language, firstScreenTexts[language])
        : store
          ? renderStoreFirstScreen(page.html, store, language)
          : isNearMe && firstScreenTexts
            ? renderNearMeFirstScreen(page.html, language, firstScreenTexts[language], placeOf(request.headers.cookie))
            : null;
    // A page found lists its route's code and styles (a 404 loads the not-found screen instead).
    const preloads = found ? routePreloads[isLanding ? "/" : (route?.pattern ?? "")] : undefined;
    // A 404 still carries the app: it renders its not-found (or store-not-found) screen.
    return reply
      .status(found ? 200 : 404)
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-cache")
      .send(
        firstScreen && appStart
          ? withAppStartedAfterPaint(firstScreen, appStart, preloads)
          : withRoutePreloads(firstScreen ?? page.html, preloads),
      );
  };
  app.decorate("serveSpa", serveSpa);
  app.get("/", { schema: { hide: true } }, serveSpa);
});
