import { maxId, tenantHeaderNames } from "@dutchpot/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { TenantDirectory } from "../modules/tenants/tenant-directory.ts";
import { isApiRequest } from "./paths.ts";
import type { Storefront } from "./request-context.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Active tenants by id and host name (cached briefly). */
    tenantDirectory: TenantDirectory;
    /** The storefront tenant id for a host name: its configured tenant, else DEFAULT_TENANT_ID. */
    storefrontTenantId: (hostName: string) => Promise<number>;
  }
}

/** ABP's `int.TryParse` on the first value: digits only, else nothing. */
function parseTenantId(raw: string | string[] | undefined): number | null {
  const first = (Array.isArray(raw) ? raw[0] : raw)?.split(",")[0]?.trim() ?? "";
  if (!/^\d{1,10}$/.test(first)) return null;
  const id = Number(first);
  return id >= 1 && id <= maxId ? id : null;
}

/** Candidate ids in ABP order: header (either name), then cookie (either name). */
function requestedTenantIds(request: FastifyRequest): { id: number; source: "header" | "cookie" }[] {
  const ids: { id: number; source: "header" | "cookie" }[] = [];
  for (const name of tenantHeaderNames) {
    const id = parseTenantId(request.headers[name]);
    if (id !== null) ids.push({ id, source: "header" });
  }
  const cookies = request.cookies ?? {};
  for (const [name, value] of Object.entries(cookies)) {
    if (!(tenantHeaderNames as readonly string[]).includes(name.toLowerCase())) continue;
    const id = parseTenantId(value);
    if (id !== null) ids.push({ id, source: "cookie" });
  }
  return ids;
}

/**
 * Resolves `request.storefront` (docs/decisions/012-request-context.md): the first known, active
 * tenant named by header or cookie; else the storefront of the host name; else DEFAULT_TENANT_ID.
 * The token never chooses the storefront: a signed-in user keeps their own tenant on
 * `request.actor`, and customer calls refuse a storefront that is not theirs (`customerTenantId`).
 * A token whose tenant was deactivated signs nobody in.
 */
export const tenantPlugin = fp(async (app: FastifyInstance) => {
  const directory = new TenantDirectory(app.db, app.events);
  app.decorate("tenantDirectory", directory);
  app.decorate("storefrontTenantId", async (hostName: string) => {
    const tenant = await directory.byHost(hostName);
    return tenant?.id ?? app.config.DEFAULT_TENANT_ID;
  });

  const storefrontOf = async (request: FastifyRequest): Promise<Storefront> => {
    for (const { id, source } of requestedTenantIds(request)) {
      if (await directory.byId(id)) return { tenantId: id, source };
    }
    const byHost = await directory.byHost(request.hostname);
    if (byHost) return { tenantId: byHost.id, source: "host" };
    return { tenantId: app.config.DEFAULT_TENANT_ID, source: "default" };
  };

  app.addHook("onRequest", async (request) => {
    // Health probes answer for the process and the database, never through a tenant look-up; pages,
    // files and media outside /api need no storefront either (a page finds its own by host name).
    if (request.routeOptions.config?.storefront === false || !isApiRequest(request)) return;
    const own = request.user?.tenantId;
    // The user's tenant was deactivated or removed: the token no longer signs anyone in.
    if (own != null && !(await directory.byId(own))) request.user = null;
    request.storefront = await storefrontOf(request);
  });
});
