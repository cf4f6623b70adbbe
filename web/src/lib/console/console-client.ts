import type { AuthenticateResult } from "@dutchpot/contract";
import { apiBase, readTenantConfig } from "../../config/tenant.ts";
import type { callerFor } from "../api/call-api.ts";
import { type ApiClient, createApiClient } from "../api-client.ts";
import { type ConsoleKind, consoleTokenKey } from "./console-session.ts";

/**
 * A console's API client: its own token (`consoleToken` / `hostConsoleToken`), no guest id. The tenant header is the
 * storefront's (console calls ignore it: the token's tenant decides, decision 031); sign-in names
 * the tenant in its body.
 */
export function createConsoleClient(kind: ConsoleKind, onSessionExpired: () => void = () => {}): ApiClient {
  const tenant = readTenantConfig();
  return createApiClient({
    tenantId: tenant.tenantId,
    baseUrl: apiBase(tenant),
    tokenKey: consoleTokenKey(kind),
    guest: false,
    onSessionExpired,
  });
}

export type ConsoleCaller = ReturnType<typeof callerFor>;

/** ABP's answer to IsTenantAvailable: 1 available, 2 inactive, 3 not found. */
export interface TenantAvailability {
  state: number;
  tenantId: number | null;
}

/** `Account/IsTenantAvailable` (the partners area's call). */
export function isTenantAvailable(client: ApiClient, tenancyName: string): Promise<TenantAvailability> {
  return client.post<TenantAvailability>("/api/services/app/Account/IsTenantAvailable", { tenancyName });
}

/** `TokenAuth/Authenticate` within a tenant (`tenancyName`) or as a host user (`null`). */
export function authenticate(
  client: ApiClient,
  input: { email: string; password: string; tenancyName: string | null },
): Promise<AuthenticateResult> {
  return client.post<AuthenticateResult>("/api/TokenAuth/Authenticate", {
    userNameOrEmailAddress: input.email,
    password: input.password,
    tenancyName: input.tenancyName,
    rememberClient: true,
  });
}
