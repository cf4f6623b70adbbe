import type { Envelope, ErrorInfo } from "@dutchpot/contract";
import { apiBase, defaultTenantConfig } from "../config/tenant.ts";
import { isTokenExpired } from "./jwt.ts";
import { clearSession, ensureGuestId, local } from "./storage.ts";

/** A failed API call: the ABP `error` of the envelope plus the HTTP status. */
export class ApiError extends Error {
  readonly status: number;
  readonly details: string | null;
  readonly validationErrors: ErrorInfo["validationErrors"];
  readonly code: number;

  constructor(init: {
    status: number;
    message: string;
    details?: string | null;
    validationErrors?: ErrorInfo["validationErrors"];
    code?: number;
  }) {
    super(init.message);
    this.name = "ApiError";
    this.status = init.status;
    this.details = init.details ?? null;
    this.validationErrors = init.validationErrors ?? null;
    this.code = init.code ?? 0;
  }
}

/** Raised (before any request is sent) when the stored token has expired; the session was cleared. */
export class SessionExpiredError extends ApiError {
  constructor() {
    super({ status: 401, message: "Session expired" });
    this.name = "SessionExpiredError";
  }
}

/** Window event fired when an expired token was cleared, so auth state can follow. */
export const sessionExpiredEvent = "dutchpot:session-expired";

interface ClientSettings {
  tenantId: number;
  baseUrl: string;
  onSessionExpired: () => void;
  fetch: typeof fetch;
}

const settings: ClientSettings = {
  tenantId: defaultTenantConfig.tenantId,
  baseUrl: apiBase(defaultTenantConfig),
  onSessionExpired: () => window.location.assign("/"),
  fetch: (...args) => globalThis.fetch(...args),
};

/** Called once by the app providers with the tenant settings and the router's navigate. */
export function configureApiClient(next: Partial<ClientSettings>): void {
  Object.assign(settings, next);
}

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
}

function buildUrl(path: string, query?: Query): string {
  const url = `${settings.baseUrl}/${path.replace(/^\/+/, "").replace(/^api\//, "")}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

/** Headers every call carries: tenant, and either the bearer token or the guest id. */
export function authHeaders(): Record<string, string> {
  const headers: Record<string, string> = { "Abp.TenantId": String(settings.tenantId) };
  const token = local.get("token");
  if (token) headers.Authorization = `Bearer ${token}`;
  else headers["X-Guest-Id"] = ensureGuestId();
  return headers;
}

function isEnvelope(body: unknown): body is Envelope<unknown> {
  return typeof body === "object" && body !== null && (body as { __abp?: unknown }).__abp === true;
}

/**
 * Calls `/api/<path>` and returns the envelope's `result`. Throws ApiError with the envelope's error
 * (or a generic one for a non-ABP answer). An expired token is cleared before anything is sent.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const token = local.get("token");
  if (token && isTokenExpired(token)) {
    clearSession({ includeAddress: false });
    window.dispatchEvent(new Event(sessionExpiredEvent));
    settings.onSessionExpired();
    throw new SessionExpiredError();
  }
  const headers: Record<string, string> = { Accept: "application/json", ...authHeaders() };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(options.body);
  }
  let response: Response;
  try {
    response = await settings.fetch(buildUrl(path, options.query), {
      method: options.method ?? "GET",
      headers,
      body,
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === "AbortError") throw cause;
    throw new ApiError({ status: 0, message: "Network error", details: "The server could not be reached." });
  }
  const parsed: unknown = await response.json().catch(() => null);
  if (isEnvelope(parsed)) {
    if (parsed.success && response.ok) return parsed.result as T;
    const error = parsed.error;
    throw new ApiError({
      status: response.status,
      message: error?.message ?? response.statusText,
      details: error?.details ?? null,
      validationErrors: error?.validationErrors ?? null,
      code: error?.code ?? 0,
    });
  }
  if (response.ok) return parsed as T;
  throw new ApiError({ status: response.status, message: response.statusText || `HTTP ${response.status}` });
}

export const api = {
  get: <T>(path: string, query?: Query, signal?: AbortSignal) => apiRequest<T>(path, { query, signal }),
  post: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: "POST", body }),
  put: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: "PUT", body }),
  patch: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: "PATCH", body }),
  delete: <T>(path: string, query?: Query) => apiRequest<T>(path, { method: "DELETE", query }),
};
