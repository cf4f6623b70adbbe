import type { TenantDetail, TenantListItem } from "@dutchpot/contract";
import { vi } from "vitest";
import { consoleSession } from "../../../lib/console/index.ts";
import { mockApi } from "../../../test/api-mock.ts";
import { renderApp } from "../../../test/render-app.tsx";

/** A host admin's token (claims only: the server verifies, the client reads). */
export function hostToken(roles = ["hostAdmin"], tenantId: number | null = null) {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, "");
  const exp = Math.floor(Date.now() / 1000) + 3600;
  return `${encode({ alg: "none" })}.${encode({ sub: "7", tenantId, roles, exp })}.sig`;
}

/** Routes the console client's calls (global fetch) to handlers, like mockApi; returns the mock. */
export function mockHostApi(handlers: Parameters<typeof mockApi>[0]) {
  const fetchMock = mockApi(handlers);
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** Renders the real route table at `path` (a `/host/...` route), signed in as a host admin unless told otherwise. */
export function renderHost(path: string, { signedIn = true }: { signedIn?: boolean } = {}) {
  if (signedIn) consoleSession.save("host", hostToken());
  else consoleSession.signOut("host");
  return renderApp(path);
}

export const tenantRow = (overrides: Partial<TenantListItem> = {}): TenantListItem => ({
  id: 3,
  tenancyName: "dutchpot",
  name: "Dutchpot",
  kind: "marketplace",
  isActive: true,
  shopCount: 42,
  hostNames: ["dutchpot.localhost"],
  createdAt: "2026-01-01T00:00:00.000Z",
  ...overrides,
});

export const tenantDetail = (overrides: Partial<TenantDetail> = {}): TenantDetail => ({
  ...tenantRow({
    id: 9,
    tenancyName: "islandgrocer",
    name: "Island Grocer",
    shopCount: 4,
    hostNames: ["islandgrocer.localhost"],
  }),
  tagline: "Fresh groceries",
  logoUrl: "/media/brand/islandgrocer/logo.svg",
  headerImageUrl: null,
  primaryColor: "#0f5e86",
  metaTitle: "Island Grocer",
  metaDescription: "Fresh groceries delivered.",
  socialLinks: {},
  ...overrides,
});
