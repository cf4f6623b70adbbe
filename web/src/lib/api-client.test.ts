import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeJwt } from "../test/render-app.tsx";
import {
  ApiError,
  apiRequest,
  authHeaders,
  configureApiClient,
  createApiClient,
  SessionExpiredError,
  sessionExpiredEvent,
} from "./api-client.ts";
import { local, session } from "./storage.ts";

function envelope(result: unknown, init: { status?: number; error?: object | null } = {}) {
  const body = {
    result,
    targetUrl: null,
    success: !init.error,
    error: init.error ?? null,
    unAuthorizedRequest: false,
    __abp: true,
  };
  return new Response(JSON.stringify(body), {
    status: init.status ?? 200,
    headers: { "Content-Type": "application/json" },
  });
}

const fetchMock = vi.fn<typeof fetch>();
const onSessionExpired = vi.fn();

beforeEach(() => {
  fetchMock.mockReset();
  onSessionExpired.mockReset();
  configureApiClient({ tenantId: 3, baseUrl: "/api", fetch: fetchMock, onSessionExpired });
});

afterEach(() => {
  configureApiClient({ tenantId: 3, baseUrl: "/api" });
});

function sentHeaders(): Record<string, string> {
  const init = fetchMock.mock.calls[0]?.[1];
  return (init?.headers ?? {}) as Record<string, string>;
}

describe("apiRequest", () => {
  it("unwraps the ABP envelope and builds the URL with the query", async () => {
    fetchMock.mockResolvedValue(envelope({ items: [{ name: "Canada" }] }));
    const result = await apiRequest<{ items: { name: string }[] }>("services/app/Country/Getall", {
      query: { SkipCount: 1, Keyword: undefined },
    });
    expect(result.items[0]?.name).toBe("Canada");
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/services/app/Country/Getall?SkipCount=1");
  });

  it("throws a typed ApiError with the envelope's message, details and validation errors", async () => {
    fetchMock.mockResolvedValue(
      envelope(null, {
        status: 400,
        error: {
          code: 0,
          message: "Your request is not valid!",
          details: "The following errors were detected during validation.\n - Email cannot be Blank\n",
          validationErrors: [{ message: "Email cannot be Blank", members: ["emailAddress"] }],
        },
      }),
    );
    const error = await apiRequest("services/app/Customers/Register", { method: "POST", body: {} }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(400);
    expect(apiError.message).toBe("Your request is not valid!");
    expect(apiError.details).toContain("Email cannot be Blank");
    expect(apiError.validationErrors).toEqual([{ message: "Email cannot be Blank", members: ["emailAddress"] }]);
  });

  it("turns a non-ABP failure into an ApiError with the HTTP status", async () => {
    fetchMock.mockResolvedValue(new Response("bad gateway", { status: 502, statusText: "Bad Gateway" }));
    await expect(apiRequest("services/app/ShopType/GetAll")).rejects.toMatchObject({
      status: 502,
      message: "Bad Gateway",
    });
  });

  it("sends the tenant header and a stable guest id when signed out", async () => {
    fetchMock.mockImplementation(async () => envelope(null));
    await apiRequest("services/app/ShopType/GetAll");
    await apiRequest("services/app/ShopType/GetAll");
    const first = sentHeaders();
    const second = (fetchMock.mock.calls[1]?.[1]?.headers ?? {}) as Record<string, string>;
    expect(first["Abp.TenantId"]).toBe("3");
    expect(first.Authorization).toBeUndefined();
    expect(first["X-Guest-Id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(session.get("guid")).toBe(first["X-Guest-Id"]);
    expect(second["X-Guest-Id"]).toBe(first["X-Guest-Id"]);
  });

  it("sends a call's extra headers (Idempotency-Key) but never lets them replace the tenant or guest id", async () => {
    fetchMock.mockResolvedValue(envelope(null));
    await apiRequest("services/app/ShoppingCart/ProcessPayment", {
      method: "POST",
      body: { shopId: 1 },
      headers: { "Idempotency-Key": "key-1", "Abp.TenantId": "99", "X-Guest-Id": "someone-else" },
    });
    const headers = sentHeaders();
    expect(headers["Idempotency-Key"]).toBe("key-1");
    expect(headers["Abp.TenantId"]).toBe("3");
    expect(headers["X-Guest-Id"]).toBe(session.get("guid"));
  });

  it("sends the bearer token and no guest id when signed in", async () => {
    const token = fakeJwt(3600);
    local.set("token", token);
    fetchMock.mockResolvedValue(envelope(null));
    await apiRequest("services/app/Customers/Profile", { method: "POST", body: { id: 1 } });
    const headers = sentHeaders();
    expect(headers.Authorization).toBe(`Bearer ${token}`);
    expect(headers["X-Guest-Id"]).toBeUndefined();
    expect(headers["Content-Type"]).toBe("application/json");
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe('{"id":1}');
  });

  it("clears an expired token before sending anything and goes home", async () => {
    local.set("token", fakeJwt(-60));
    local.set("loggedIn", "true");
    local.set("customerId", "42");
    local.set("address", "12 Queen St W");
    const listener = vi.fn();
    window.addEventListener(sessionExpiredEvent, listener);
    await expect(apiRequest("services/app/Orders/GetAllByCustomer")).rejects.toBeInstanceOf(SessionExpiredError);
    window.removeEventListener(sessionExpiredEvent, listener);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(local.get("token")).toBeNull();
    expect(local.get("loggedIn")).toBeNull();
    expect(local.get("customerId")).toBeNull();
    expect(local.get("address")).toBe("12 Queen St W");
    expect(onSessionExpired).toHaveBeenCalledWith("expired");
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("ends a session the server refuses (401): clears it, keeps the guest id and the location, says why", async () => {
    const token = fakeJwt(3600);
    local.set("token", token);
    local.set("loggedIn", "true");
    local.set("customerId", "42");
    local.set("location", '{"placeName":"1 Queen St W","latitude":43.65,"longitude":-79.38}');
    session.set("guid", "6f1c2d3e-4a5b-4c6d-8e7f-8091a2b3c4d5");
    fetchMock.mockResolvedValue(
      envelope(null, { status: 401, error: { code: 0, message: "Current user did not login to the application!" } }),
    );
    const listener = vi.fn();
    window.addEventListener(sessionExpiredEvent, listener);
    const error = await apiRequest("services/app/Customers/Profile", { method: "POST" }).catch((e: unknown) => e);
    window.removeEventListener(sessionExpiredEvent, listener);
    expect(error).toBeInstanceOf(SessionExpiredError);
    expect(sentHeaders().Authorization).toBe(`Bearer ${token}`);
    expect(local.get("token")).toBeNull();
    expect(local.get("loggedIn")).toBeNull();
    expect(local.get("customerId")).toBeNull();
    expect(local.get("location")).not.toBeNull();
    expect(session.get("guid")).toBe("6f1c2d3e-4a5b-4c6d-8e7f-8091a2b3c4d5");
    expect(listener).toHaveBeenCalledTimes(1);
    expect((listener.mock.calls[0]?.[0] as CustomEvent | undefined)?.detail).toEqual({
      tokenKey: "token",
      reason: "revoked",
    });
    expect(onSessionExpired).toHaveBeenCalledWith("revoked");
    // The next call goes out as the guest.
    fetchMock.mockResolvedValue(envelope({ items: [] }));
    await apiRequest("services/app/ShoppingCart/GetCustomersCarts");
    const next = (fetchMock.mock.calls[1]?.[1]?.headers ?? {}) as Record<string, string>;
    expect(next.Authorization).toBeUndefined();
    expect(next["X-Guest-Id"]).toBe("6f1c2d3e-4a5b-4c6d-8e7f-8091a2b3c4d5");
  });

  it("leaves a guest's 401 and a token replaced meanwhile alone", async () => {
    const refused = () =>
      envelope(null, { status: 401, error: { code: 0, message: "Current user did not login to the application!" } });
    fetchMock.mockImplementation(async () => refused());
    await expect(apiRequest("services/app/Orders/GetAllByCustomer")).rejects.not.toBeInstanceOf(SessionExpiredError);
    expect(onSessionExpired).not.toHaveBeenCalled();
    // A sign-in while an old call was on its way: the old token's 401 must not end the new session.
    local.set("token", fakeJwt(3600));
    const fresh = fakeJwt(7200);
    fetchMock.mockImplementation(async () => {
      local.set("token", fresh);
      return refused();
    });
    await expect(apiRequest("services/app/Orders/GetAllByCustomer")).rejects.toBeInstanceOf(ApiError);
    expect(local.get("token")).toBe(fresh);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it("treats a malformed token as expired", async () => {
    local.set("token", "not-a-jwt");
    await expect(apiRequest("services/app/ShopType/GetAll")).rejects.toBeInstanceOf(SessionExpiredError);
    expect(local.get("token")).toBeNull();
  });
});

describe("createApiClient", () => {
  it("keeps each app's tenant, token and guest setting to itself", async () => {
    local.set("token", fakeJwt(3600));
    local.set("loggedIn", "true");
    fetchMock.mockImplementation(async () => envelope(null));
    // A console: the partner's tenant, no token of its own yet, and no guests.
    const consoleClient = createApiClient({
      tenantId: 9,
      baseUrl: "/console-api",
      tokenKey: "consoleToken",
      guest: false,
      fetch: fetchMock,
    });
    await consoleClient.get("services/app/Shop/GetAll", { SkipCount: 0 });
    const consoleHeaders = sentHeaders();
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/console-api/services/app/Shop/GetAll?SkipCount=0");
    expect(consoleHeaders["Abp.TenantId"]).toBe("9");
    expect(consoleHeaders.Authorization).toBeUndefined();
    expect(consoleHeaders["X-Guest-Id"]).toBeUndefined();
    // The storefront's client is untouched: its tenant and its customer's token.
    await apiRequest("services/app/Customers/Profile", { method: "POST" });
    const storefront = (fetchMock.mock.calls[1]?.[1]?.headers ?? {}) as Record<string, string>;
    expect(storefront["Abp.TenantId"]).toBe("3");
    expect(storefront.Authorization).toBe(`Bearer ${local.get("token")}`);
    expect(authHeaders()["Abp.TenantId"]).toBe("3");
  });

  it("sends a signed-out caller's guest id only for an app with guests", async () => {
    fetchMock.mockImplementation(async () => envelope(null));
    const withGuests = createApiClient({ tenantId: 7, baseUrl: "/api", fetch: fetchMock });
    expect(withGuests.headers()).toEqual({ "Abp.TenantId": "7", "X-Guest-Id": session.get("guid") });
    const without = createApiClient({ tenantId: 7, baseUrl: "/api", guest: false, fetch: fetchMock });
    expect(without.headers()).toEqual({ "Abp.TenantId": "7" });
  });

  it("clears only its own expired token", async () => {
    local.set("token", fakeJwt(3600));
    local.set("consoleToken", fakeJwt(-60));
    const expired = vi.fn();
    const consoleClient = createApiClient({
      tenantId: 9,
      baseUrl: "/api",
      tokenKey: "consoleToken",
      guest: false,
      fetch: fetchMock,
      onSessionExpired: expired,
    });
    await expect(consoleClient.get("services/app/Shop/GetAll")).rejects.toBeInstanceOf(SessionExpiredError);
    expect(expired).toHaveBeenCalledTimes(1);
    expect(local.get("consoleToken")).toBeNull();
    expect(local.get("token")).not.toBeNull();
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
