import type { MerchantShopSummary } from "@dutchpot/contract";
import { vi } from "vitest";
import { envelope } from "../../test/api-mock.ts";

/** An unsigned JWT with the claims the console reads (the client never verifies it). */
export function consoleJwt(claims: { tenantId: number | null; roles: string[]; sub?: string; exp?: number }): string {
  const b64 = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
  const body = { sub: "42", exp: Math.floor(Date.now() / 1000) + 3600, ...claims };
  return `${b64({ alg: "HS256", typ: "JWT" })}.${b64(body)}.signature`;
}

/** A shop as MerchantShop/GetAll lists it: live and listed, with the given changes. */
export function consoleShop(changes: Partial<MerchantShopSummary> = {}): MerchantShopSummary {
  return {
    id: 5,
    name: "Oakwood Corner Mart",
    kind: "convenience",
    isLive: true,
    listed: true,
    hiddenReasons: [],
    pausedUntil: null,
    ...changes,
  };
}

type Handler = (body: unknown, url: URL) => Response | Promise<Response>;

/**
 * Answers the console client's calls (it uses the global fetch): handlers keyed by "METHOD /path"
 * after /api (case-insensitive); anything else is a 404. Returns the mock to read what was sent.
 */
export function mockConsoleApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), "http://localhost");
    const key = `${init?.method ?? "GET"} ${url.pathname.replace(/^\/api/, "")}`.toLowerCase();
    const handler = Object.entries(handlers).find(([k]) => k.toLowerCase() === key)?.[1];
    const body = typeof init?.body === "string" ? JSON.parse(init.body) : init?.body;
    return handler ? handler(body, url) : envelope(null, { status: 404, error: { message: `No mock for ${key}` } });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** The JSON bodies sent to a path, in order. */
export function bodiesSentTo(fetchMock: ReturnType<typeof mockConsoleApi>, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input]) => String(input).toLowerCase().includes(path.toLowerCase()))
    .map(([, init]) => (typeof init?.body === "string" ? JSON.parse(init.body) : init?.body));
}
