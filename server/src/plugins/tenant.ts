import { abpTexts, tenantHeaderNames } from "@dutchpot/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { ForbiddenError } from "../lib/errors.ts";
import { TenantDirectory, type TenantInfo } from "./tenant-directory.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Active tenants by id and host name (cached briefly). */
    tenantDirectory: TenantDirectory;
    /** The storefront tenant id for a host name: its configured tenant, else DEFAULT_TENANT_ID. */
    storefrontTenantId: (hostName: string) => Promise<number>;
  }
}

const maxTenantId = 2_147_483_647;

/** ABP's `int.TryParse` on the first value: digits only, else nothing. */
function parseTenantId(raw: string | string[] | undefined): number | null {
  const first = (Array.isArray(raw) ? raw[0] : raw)?.split(",")[0]?.trim() ?? "";
  if (!/^\d{1,10}$/.test(first)) return null;
  const id = Number(first);
  return id >= 1 && id <= maxTenantId ? id : null;
}

/** Candidate ids in ABP order: header (either name), then cookie (either name). */
function requestedTenantIds(request: FastifyRequest): number[] {
  const ids: number[] = [];
  for (const name of tenantHeaderNames) {
    const id = parseTenantId(request.headers[name]);
    if (id !== null) ids.push(id);
  }
  const cookies = request.cookies ?? {};
  for (const [name, value] of Object.entries(cookies)) {
    if (!(tenantHeaderNames as readonly string[]).includes(name.toLowerCase())) continue;
    const id = parseTenantId(value);
    if (id !== null) ids.push(id);
  }
  return ids;
}

/**
 * Resolves `request.tenantId` (docs/decisions/002-tenant-resolution.md): the signed-in user's
 * tenant; else the first known, active tenant named by header or cookie; else the storefront of
 * the host name; else DEFAULT_TENANT_ID. A header or cookie naming another tenant than the
 * user's is refused with 403.
 */
export const tenantPlugin = fp(async (app: FastifyInstance) => {
  const directory = new TenantDirectory(app.db);
  app.decorate("tenantDirectory", directory);
  app.decorate("storefrontTenantId", async (hostName: string) => {
    const tenant = await directory.byHost(hostName);
    return tenant?.id ?? app.config.DEFAULT_TENANT_ID;
  });

  const firstKnown = async (ids: number[]): Promise<TenantInfo | null> => {
    for (const id of ids) {
      const tenant = await directory.byId(id);
      if (tenant) return tenant;
    }
    return null;
  };

  app.addHook("onRequest", async (request) => {
    const requested = await firstKnown(requestedTenantIds(request));
    const own = request.user?.tenantId;
    if (request.user && own != null) {
      if (!(await directory.byId(own))) {
        // The user's tenant was deactivated or removed: the token no longer signs anyone in.
        request.user = null;
      } else {
        if (requested && requested.id !== own) throw new ForbiddenError(abpTexts.tenantMismatch);
        request.tenantId = own;
        return;
      }
    }
    request.tenantId = requested?.id ?? (await app.storefrontTenantId(request.hostname));
  });
});
