import { decodeJwtClaims, isTokenExpired } from "../jwt.ts";
import { type LocalKey, local } from "../storage.ts";

/** Which console a session belongs to: a tenant admin's merchant console or a host admin's host console. */
export type ConsoleKind = "merchant" | "host";

/** The role a console requires (the server's `tenantAdmin` / `hostAdmin`, docs/decisions/031-consoles.md). */
export const consoleRole: Record<ConsoleKind, string> = { merchant: "tenantAdmin", host: "hostAdmin" };

/**
 * Each console's token key: its own, apart from the storefront's `token` and from the other
 * console's, so a merchant console and a host console signed in in one browser both keep working.
 */
export const consoleTokenKeys = {
  merchant: "consoleToken",
  host: "hostConsoleToken",
} as const satisfies Record<ConsoleKind, LocalKey>;

/** The token key of a console kind. */
export const consoleTokenKey = (kind: ConsoleKind) => consoleTokenKeys[kind];

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

/** A console's stored session: its token (`consoleTokenKeys[kind]`) and the remembered Business ID. */
export const consoleSession = {
  /** The stored user of a console, or null (an expired or malformed token is dropped). */
  read(kind: ConsoleKind, nowMs = Date.now()): ConsoleUser | null {
    const key = consoleTokenKey(kind);
    const token = local.get(key);
    const user = consoleUserOf(token, nowMs);
    if (token && !user) local.remove(key);
    return user;
  },
  save(kind: ConsoleKind, token: string): void {
    local.set(consoleTokenKey(kind), token);
  },
  signOut(kind: ConsoleKind): void {
    local.remove(consoleTokenKey(kind));
  },
  businessId(): string {
    return safely(() => window.localStorage.getItem(businessIdKey) ?? "", "");
  },
  rememberBusinessId(name: string): void {
    safely(() => window.localStorage.setItem(businessIdKey, name), undefined);
  },
};
