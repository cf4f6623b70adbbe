import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type EndpointName, endpoints, TenantPageConfigSchema } from "@dutchpot/contract";
import type { LightMyRequestResponse } from "fastify";
import { buildSignedInUser } from "../../../test/discovery-factories.ts";
import { buildTenant } from "../../../test/factories.ts";
import { createTestApp, createTestDatabase } from "../../../test/support/test-app.ts";
import type { Database } from "../../db/client.ts";
import { userRoles, users } from "../../db/schema/index.ts";
import { collector } from "../../events/testing.ts";
import { tenantsStream } from "./tenants.events.ts";

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const indexHtml = `<!doctype html><html><head><title>x</title><!--tenant-config--></head><body></body></html>`;

/**
 * Two app instances (A and B) on one fresh database serving a built page, with the default
 * storefront (tenant 3), a host admin, a customer and a tenant admin of tenant 3.
 */
export async function createHostTestApps() {
  const dir = mkdtempSync(path.join(tmpdir(), "dutchpot-host-"));
  mkdirSync(path.join(dir, "dist"), { recursive: true });
  writeFileSync(path.join(dir, "dist", "index.html"), indexHtml);
  const database: Database = await createTestDatabase();
  const env = { WEB_DIST_DIR: path.join(dir, "dist"), DEFAULT_TENANT_ID: "3" };
  await buildTenant(database.db, {
    id: 3,
    tenancyName: "dutchpot",
    name: "Dutchpot",
    kind: "marketplace",
    settings: { tagline: "Jamaican flavour", hostNames: ["dutchpot.localhost"] },
  });
  const a: TestApp = await createTestApp(env, { database });
  const b: TestApp = await createTestApp(env, { database });
  const db = database.db;

  const [row] = await db
    .insert(users)
    .values({ tenantId: null, userName: "host", emailAddress: "host@example.com", name: "Host", passwordHash: "x" })
    .returning({ id: users.id });
  const hostId = (row as { id: number }).id;
  await db.insert(userRoles).values({ userId: hostId, role: "hostAdmin" });
  const signed = await a.app.tokens.sign({ userId: hostId, tenantId: null, roles: ["hostAdmin"] });
  const host = `Bearer ${signed.accessToken}`;
  const customer = (await buildSignedInUser(db, a.app.tokens, 3, "customer")).authorization;
  const tenantAdmin = (await buildSignedInUser(db, a.app.tokens, 3, "tenantAdmin")).authorization;

  /** A host call on instance A (or B): JSON body for writes, a query string for reads. */
  const call = (
    name: EndpointName,
    options: { auth?: string; body?: unknown; query?: Record<string, string>; on?: TestApp } = {},
  ): Promise<LightMyRequestResponse> => {
    const { method, path: url } = endpoints[name];
    const query = options.query ? `?${new URLSearchParams(options.query)}` : "";
    const headers: Record<string, string> = { "Abp.TenantId": "3" };
    if (options.auth) headers.authorization = options.auth;
    if (options.body !== undefined) headers["content-type"] = "application/json";
    return (options.on ?? a).app.inject({
      method,
      url: `${url}${query}`,
      headers,
      payload: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  };

  /** The page config instance `on` injects for `/` on this host name. */
  const pageConfig = async (hostName: string, on: TestApp = b) => {
    const res = await on.app.inject({ method: "GET", url: "/", headers: { host: hostName, accept: "text/html" } });
    const match = /<script id="dutchpot-config" type="application\/json">(.*?)<\/script>/s.exec(res.body);
    return TenantPageConfigSchema.parse(JSON.parse(match?.[1] ?? "null"));
  };

  /** Resolves once B's hub has delivered the next tenant event (its caches drop on it). */
  const nextTenantEventOnB = async () => {
    const seen = collector();
    const unsubscribe = b.app.events.subscribe(tenantsStream, seen.listener);
    await b.app.events.idle();
    return async () => {
      await seen.until(1);
      unsubscribe();
    };
  };

  return {
    a,
    b,
    db,
    tokens: { host, customer, tenantAdmin },
    call,
    pageConfig,
    nextTenantEventOnB,
    close: async () => {
      await a.close();
      await b.close();
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A valid storefront brand (override what a test is about). */
export const brandInput = (overrides: Record<string, unknown> = {}) => ({
  tenancyName: "islandeats",
  name: "Island Eats",
  tagline: "Fresh from the islands",
  logoUrl: "/media/brand/islandgrocer/logo.svg",
  headerImageUrl: null,
  primaryColor: "#1D6FA5",
  metaTitle: "Island Eats | Toronto",
  metaDescription: "Island food delivered.",
  hostNames: ["islandeats.localhost"],
  ...overrides,
});

export const envelope = (res: LightMyRequestResponse) =>
  res.json() as { success: boolean; result: never; error: { message: string; details: string | null } | null };
