import { vi } from "vitest";
import { configureApiClient } from "../lib/api-client.ts";

/** An ABP envelope response (success, or an error with its status). */
export function envelope(
  result: unknown,
  init: { status?: number; error?: { message: string; details?: string | null } } = {},
) {
  const body = {
    result: init.error ? null : result,
    targetUrl: null,
    success: !init.error,
    error: init.error ? { code: 0, details: null, validationErrors: null, ...init.error } : null,
    unAuthorizedRequest: false,
    __abp: true,
  };
  return new Response(JSON.stringify(body), {
    status: init.status ?? 200,
    headers: { "Content-Type": "application/json" },
  });
}

type Handler = (init: RequestInit | undefined, url: URL) => Response | Promise<Response>;

/**
 * Routes the API client's calls to handlers keyed by "METHOD /path" (path after /api, lower-cased);
 * an unknown call answers 404. Returns the mock to inspect the calls.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), "http://localhost");
    const key = `${init?.method ?? "GET"} ${url.pathname.replace(/^\/api/, "")}`.toLowerCase();
    const handler = Object.entries(handlers).find(([k]) => k.toLowerCase() === key)?.[1];
    return handler ? handler(init, url) : envelope(null, { status: 404, error: { message: `No mock for ${key}` } });
  });
  configureApiClient({ tenantId: 3, baseUrl: "/api", fetch: fetchMock });
  return fetchMock;
}

/** The parsed JSON body (or FormData entries) of the first call to `path`. */
export function sentBody(fetchMock: ReturnType<typeof mockApi>, path: string): unknown {
  const call = fetchMock.mock.calls.find(([input]) => String(input).toLowerCase().includes(path.toLowerCase()));
  const body = call?.[1]?.body;
  if (body instanceof FormData) return Object.fromEntries(body.entries());
  return typeof body === "string" ? JSON.parse(body) : body;
}
