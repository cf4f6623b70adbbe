import { decodeJwtClaims, isTokenExpired } from "../jwt.ts";
import { local } from "../storage.ts";

/** Which console a session belongs to: a tenant admin's merchant console or a host admin's host console. */
export type ConsoleKind = "merchant" | "host";

/** The role a console requires (the server's `tenantAdmin` / `hostAdmin`, docs/decisions/031-consoles.md). */
export const consoleRole: Record<ConsoleKind, string> = { merchant: "tenantAdmin", host: "hostAdmin" };

/** The console's token key: its own, apart from the storefront's `token`. */
export const consoleTokenKey = "consoleToken" as const;

/** The Business ID (tenancy name) last used to sign in, remembered for the next sign-in. */
const businessIdKey = "consoleBusinessId";

/** A signed-in console user, read from the token's claims. */
export interface ConsoleUser {
  token: string;
  userId: number;
  /** The admin's tenant (null for a host admin). */
  tenantId: number | null;
  roles: string[];
  /** Seconds since the epoch when the token expires (null: no expiry claim). */
  expiresAt: number | null;
}

/** Reads a token's claims into a console user; null when malformed or expired. */
export function consoleUserOf(token: string | null, nowMs = Date.now()): ConsoleUser | null {
  if (!token || isTokenExpired(token, nowMs)) return null;
  const claims = decodeJwtClaims(token);
  if (!claims) return null;
  const userId = Number(claims.sub);
  const tenantId = typeof claims.tenantId === "number" ? claims.tenantId : null;
  const roles = Array.isArray(claims.roles) ? claims.roles.filter((r): r is string => typeof r === "string") : [];
  if (!Number.isSafeInteger(userId)) return null;
  return { token, userId, tenantId, roles, expiresAt: typeof claims.exp === "number" ? claims.exp : null };
}

/** Whether a user may use a console: the console's role, and a tenant for merchants (none for hosts). */
export function mayUseConsole(user: ConsoleUser, kind: ConsoleKind): boolean {
  const role = consoleRole[kind].toLowerCase();
  const hasRole = user.roles.some((r) => r.toLowerCase() === role);
  return hasRole && (kind === "merchant" ? user.tenantId !== null : user.tenantId === null);
}

function safely<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}

/** The console's stored session: its token (localStorage `consoleToken`) and the remembered Business ID. */
export const consoleSession = {
  /** The stored user, or null (an expired or malformed token is dropped). */
  read(nowMs = Date.now()): ConsoleUser | null {
    const token = local.get(consoleTokenKey);
    const user = consoleUserOf(token, nowMs);
    if (token && !user) local.remove(consoleTokenKey);
    return user;
  },
  save(token: string): void {
    local.set(consoleTokenKey, token);
  },
  signOut(): void {
    local.remove(consoleTokenKey);
  },
  businessId(): string {
    return safely(() => window.localStorage.getItem(businessIdKey) ?? "", "");
  },
  rememberBusinessId(name: string): void {
    safely(() => window.localStorage.setItem(businessIdKey, name), undefined);
  },
};
