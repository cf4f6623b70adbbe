import type { Envelope, ErrorInfo } from "@dutchpot/contract";
import { apiBase, defaultTenantConfig } from "../config/tenant.ts";
import { isTokenExpired } from "./jwt.ts";
import { clearSession, ensureGuestId, type LocalKey, local } from "./storage.ts";

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

/**
 * Raised when the session ended: the stored token expired (before any request is sent) or the server
 * refused it (401); either way the session was cleared.
 */
export class SessionExpiredError extends ApiError {
  readonly reason: SessionEndReason;

  constructor(reason: SessionEndReason = "expired") {
    super({ status: 401, message: reason === "expired" ? "Session expired" : "Session ended by the server" });
    this.name = "SessionExpiredError";
    this.reason = reason;
  }
}

/** Window event fired when an expired token was cleared, so auth state can follow. */
export const sessionExpiredEvent = "dutchpot:session-expired";

/**
 * Why a session ended without the user signing out: its token's time ran out (noticed before
 * sending), or the server refused it (401: the password was reset or changed elsewhere, the
 * account was deleted, or the server no longer knows the token).
 */
export type SessionEndReason = "expired" | "revoked";

/** The `detail` of {@link sessionExpiredEvent}: whose token was cleared and why. */
export interface SessionExpiredDetail {
  tokenKey: LocalKey;
  reason: SessionEndReason;
}

/** One app's API settings: a storefront, and later a partner console, each create their own client. */
export interface ApiClientOptions {
  /** Sent as `Abp.TenantId`: the storefront (or, for a console, the partner's tenant). */
  tenantId: number;
  /** The API root, e.g. `/api`. */
  baseUrl: string;
  /** The local-storage key of this app's bearer token. */
  tokenKey: LocalKey;
  /** Whether a signed-out caller sends the browser's guest id (`X-Guest-Id`): true for the storefront. */
  guest: boolean;
  /**
   * Called after an expired token was cleared (`expired`: the storefront goes home) or after the
   * server refused a token with 401 (`revoked`: the storefront stays where it is, as a guest).
   */
  onSessionExpired: (reason: SessionEndReason) => void;
  fetch: typeof fetch;
}

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  /** Extra headers of this one call (e.g. `Idempotency-Key`); they never replace the tenant, token or guest id. */
  headers?: Record<string, string>;
}

function isEnvelope(body: unknown): body is Envelope<unknown> {
  return typeof body === "object" && body !== null && (body as { __abp?: unknown }).__abp === true;
}

/**
 * An API client for one app (docs/decisions/012-request-context.md): its tenant header, its token
 * and whether it has guests are its own, so two apps on one page never share them.
 */
export function createApiClient(initial: Partial<ApiClientOptions> & Pick<ApiClientOptions, "tenantId" | "baseUrl">) {
  const settings: ApiClientOptions = {
    tokenKey: "token",
    guest: true,
    onSessionExpired: (reason) => {
      if (reason === "expired") window.location.assign("/");
    },
    fetch: (...args) => globalThis.fetch(...args),
    ...initial,
  };

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

  /** Headers every call carries: tenant, and the bearer token or (for an app with guests) the guest id. */
  function headers(): Record<string, string> {
    const result: Record<string, string> = { "Abp.TenantId": String(settings.tenantId) };
    const token = local.get(settings.tokenKey);
    if (token) result.Authorization = `Bearer ${token}`;
    else if (settings.guest) result["X-Guest-Id"] = ensureGuestId();
    return result;
  }

  function expireSession(reason: SessionEndReason): never {
    // The storefront's session has more keys than the token (spec); another app only drops its token.
    // The guest id (session storage) and the chosen location stay: the guest's cart and address go on.
    if (settings.tokenKey === "token") clearSession({ includeAddress: false });
    else local.remove(settings.tokenKey);
    const detail: SessionExpiredDetail = { tokenKey: settings.tokenKey, reason };
    window.dispatchEvent(new CustomEvent(sessionExpiredEvent, { detail }));
    settings.onSessionExpired(reason);
    throw new SessionExpiredError(reason);
  }

  /**
   * Calls `/api/<path>` and returns the envelope's `result`. Throws ApiError with the envelope's
   * error (or a generic one for a non-ABP answer). An expired token is cleared before anything is sent;
   * a 401 to a call that carried the token ends the session the same way (the server revoked it).
   */
  async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const token = local.get(settings.tokenKey);
    if (token && isTokenExpired(token)) expireSession("expired");
    const sent: Record<string, string> = { Accept: "application/json", ...options.headers, ...headers() };
    let body: BodyInit | undefined;
    if (options.body instanceof FormData) body = options.body;
    else if (options.body !== undefined) {
      sent["Content-Type"] = "application/json";
      body = JSON.stringify(options.body);
    }
    let response: Response;
    try {
      response = await settings.fetch(buildUrl(path, options.query), {
        method: options.method ?? "GET",
        headers: sent,
        body,
        signal: options.signal,
      });
    } catch (cause) {
      if (cause instanceof DOMException && cause.name === "AbortError") throw cause;
      throw new ApiError({ status: 0, message: "Network error", details: "The server could not be reached." });
    }
    // Refused although the token was sent, and it is still the stored one (not replaced by a new sign-in
    // meanwhile): the session is over; the app goes on as a guest.
    if (response.status === 401 && token && local.get(settings.tokenKey) === token) expireSession("revoked");
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

  return {
    request,
    headers,
    /** Changes this client's settings (the app providers set the tenant and navigation once). */
    configure(next: Partial<ApiClientOptions>): void {
      Object.assign(settings, next);
    },
    get: <T>(path: string, query?: Query, signal?: AbortSignal) => request<T>(path, { query, signal }),
    post: <T>(path: string, body?: unknown) => request<T>(path, { method: "POST", body }),
    put: <T>(path: string, body?: unknown) => request<T>(path, { method: "PUT", body }),
    patch: <T>(path: string, body?: unknown) => request<T>(path, { method: "PATCH", body }),
    delete: <T>(path: string, query?: Query) => request<T>(path, { method: "DELETE", query }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The storefront's client: its tenant, the `token` key, guests with `X-Guest-Id`. */
export const storefrontClient = createApiClient({
  tenantId: defaultTenantConfig.tenantId,
  baseUrl: apiBase(defaultTenantConfig),
  tokenKey: "token",
  guest: true,
});

/** Called once by the storefront's providers with the tenant settings and the router's navigate. */
export function configureApiClient(next: Partial<ApiClientOptions>): void {
  storefrontClient.configure(next);
}

/** The storefront client's headers: tenant, and either the bearer token or the guest id. */
export function authHeaders(): Record<string, string> {
  return storefrontClient.headers();
}

/** A call through the storefront's client (see `storefrontClient.request`). */
export function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return storefrontClient.request<T>(path, options);
}

export const api = {
  get: storefrontClient.get,
  post: storefrontClient.post,
  put: storefrontClient.put,
  patch: storefrontClient.patch,
  delete: storefrontClient.delete,
};
