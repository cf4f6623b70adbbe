import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { pageConfigFor } from "./spa.ts";

/** The storefront's colour when the tenant sets none (web/src/components/ui/tokens.css `--color-primary`). */
const defaultThemeColor = "#0b5d3b";
const backgroundColor = "#ffffff";
/** The platform's icons (web/public): every storefront uses them until tenants upload their own. */
const icons = [
  { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
  { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
  { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
  { src: "/favicon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
];
/** A home-screen label longer than this is cut by launchers; the brand name is kept whole up to it. */
const shortNameMax = 12;

/**
 * `/manifest.webmanifest`: the web app manifest of the storefront the host name serves (issue 16
 * item 18), so the app installs under the tenant's name and colour. Short cache: a brand change
 * reaches browsers within the hour.
 */
export const webManifestPlugin = fp(async (app: FastifyInstance) => {
  app.get("/manifest.webmanifest", { schema: { hide: true } }, async (request, reply) => {
    const tenantId = await app.storefrontTenantId(request.hostname ?? "");
    const tenant = await app.tenantDirectory.byId(tenantId);
    const config = pageConfigFor(tenantId, tenant, {
      apiUrl: "",
      mapTileUrl: "",
      defaultTenantId: app.config.DEFAULT_TENANT_ID,
    });
    const name = config.brandName;
    const manifest = {
      id: "/",
      name,
      short_name: name.length <= shortNameMax ? name : `${name.slice(0, shortNameMax - 1).trimEnd()}…`,
      description: config.metaDescription,
      start_url: "/",
      scope: "/",
      display: "standalone",
      dir: "auto",
      theme_color: config.primaryColor ?? defaultThemeColor,
      background_color: backgroundColor,
      icons,
    };
    return reply
      .type("application/manifest+json; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(JSON.stringify(manifest));
  });
});
